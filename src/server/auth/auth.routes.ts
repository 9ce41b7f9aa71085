import { Hono } from 'hono';
import { z } from 'zod';
import { signupRequestSchema } from '#shared/schemas/auth.ts';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { notFound } from '../http/app-error.ts';
import { clientIp } from '../http/client-ip.ts';
import { jsonBody } from '../http/validate.ts';
import { tooManyAttempts } from '../http/rate-limit.ts';
import type { AppEnv } from '../http/request-context.ts';
import { type Auth, AUTH_BASE_PATH, CLIENT_IP_HEADER } from './auth.ts';
import { forwardedBody, readAuthBody } from './auth-body.ts';
import { normalizeAuthResponse } from './auth-errors.ts';

/**
 * Whether a password reset link still works, asked by the reset page when it opens (auth.ts,
 * `checkResetToken`). The token travels in a body, never in a URL that logs keep.
 */
export const RESET_TOKEN_CHECK_PATH = '/check-reset-token';
const resetTokenCheckSchema = z.object({ token: z.string().min(1).max(200) }).strict();

/**
 * The better-auth endpoints the app uses (the web app's auth calls and the e-mailed confirmation link).
 * Every other one stays unserved: update-user and change-email would write names and addresses past
 * our schemas (names change only through /api/account/profile), and the rest (delete-user,
 * set-password, update-session, revoke-sessions, social accounts...) have our own routes or no use here.
 */
export const AUTH_ENDPOINTS: Readonly<Record<string, 'GET' | 'POST'>> = {
  '/sign-up/email': 'POST',
  '/sign-in/email': 'POST',
  '/sign-out': 'POST',
  '/request-password-reset': 'POST',
  '/reset-password': 'POST',
  '/change-password': 'POST',
  '/send-verification-email': 'POST',
  '/verify-email': 'GET',
  '/get-session': 'GET',
};

/**
 * The query parameters a GET endpoint may carry; the rest are dropped. A `callbackURL` would make
 * better-auth answer with a redirect to it, and it takes paths such as `/.//evil.example` for our own.
 */
const QUERY_FIELDS: Readonly<Record<string, readonly string[]>> = { '/verify-email': ['token'] };

/**
 * Body fields that name where better-auth should send the browser, or the address it puts in a link:
 * nothing uses them (our e-mails build their links from our own base URL), so none reaches it.
 */
const REDIRECT_FIELDS: readonly string[] = [
  'callbackURL',
  'redirectTo',
  'errorCallbackURL',
  'newUserCallbackURL',
];

/** The answers that carry a session: its token travels only in the httpOnly cookie. */
const SESSION_ANSWERS: readonly string[] = ['/sign-up/email', '/sign-in/email', '/get-session'];

/** The only fields a sign-up may carry; the rest (role, familyId, emailVerified, image...) are dropped. */
const SIGN_UP_FIELDS: readonly string[] = Object.keys(signupRequestSchema.shape);

/**
 * What better-auth may read of a request's body. Server-owned fields in a sign-up are ignored
 * (docs/product/rulings.md#role-is-never-client-writable): the request goes ahead without them. This
 * happens before better-auth reads the body, because a before-hook cannot remove fields (it merges what
 * it returns into the body) and better-auth refuses a body naming an `input: false` field. Elsewhere the
 * redirect fields go.
 */
function keptField(path: string): (field: string) => boolean {
  return path === '/sign-up/email'
    ? (field) => SIGN_UP_FIELDS.includes(field)
    : (field) => !REDIRECT_FIELDS.includes(field);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` without any `token` field, at any depth. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, v]) => [key, withoutTokens(v)]),
  );
}

/**
 * What goes back to the browser from a successful better-auth answer: a redirect only to our own
 * origin (anything else is sent home), no session token in a body (the web app learns whether a
 * sign-up signed the user in from `signedIn`), and the known-client cookie after a sign-in.
 */
async function ownAnswer(response: Response, path: string, appUrl: string, knownClient: string | null) {
  if (response.status >= 400) return response;
  const headers = new Headers(response.headers);
  // A confirmation's answer may carry the token that sets the account's password (confirmation-flow.ts).
  if (path === '/verify-email') headers.set('cache-control', 'no-store');
  const location = headers.get('location');
  if (location !== null) {
    const target = new URL(location, appUrl);
    const home = new URL(appUrl);
    headers.set(
      'location',
      target.origin === home.origin
        ? `${home.origin}${target.pathname.replace(/^\/+/, '/')}${target.search}`
        : `${home.origin}/`,
    );
  }
  let body: ReadableStream | string | null = response.body;
  if (SESSION_ANSWERS.includes(path) && headers.get('content-type')?.includes('application/json')) {
    const answer: unknown = await response.json();
    const cleaned = withoutTokens(answer);
    const signedIn = isRecord(answer) && typeof answer.token === 'string';
    body = JSON.stringify(
      path === '/sign-up/email' && isRecord(cleaned) ? { ...cleaned, signedIn } : cleaned,
    );
    headers.delete('content-length');
    if (knownClient && (path === '/sign-in/email' || signedIn)) headers.append('set-cookie', knownClient);
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Mounts better-auth's handler. The client IP it rate-limits by is ours (the socket, or the trusted
 * proxy chain): any forwarding header a client sent is removed first, so nobody picks their own bucket.
 * better-auth answers its own failures with a 500; when the database is what failed (it does not
 * answer a ping), the answer becomes the 503 every other endpoint gives then.
 */
export function authRoutes(auth: Auth, trustedProxyHops: number, pingDatabase: () => Promise<void>) {
  // Ours, not better-auth's (its own check only redirects): the same answer for every dead token.
  const resetTokenCheck = new Hono<AppEnv>().post(
    RESET_TOKEN_CHECK_PATH,
    jsonBody(resetTokenCheckSchema),
    async (c) => {
      const { wait, usable } = await auth.checkResetToken(
        c.req.valid('json').token,
        clientIp(c, trustedProxyHops),
      );
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        throw tooManyAttempts();
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ usable });
    },
  );
  return resetTokenCheck.on(['GET', 'POST'], '/*', async (c) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    if (AUTH_ENDPOINTS[path] !== c.req.method) throw notFound('There is nothing at this address.');
    const headers = new Headers(c.req.raw.headers);
    headers.delete('x-forwarded-for');
    headers.delete('x-real-ip');
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustedProxyHops));
    const init: RequestInit = { method: c.req.method, headers };
    const url = new URL(c.req.url);
    const allowedQuery = QUERY_FIELDS[path] ?? [];
    for (const name of [...url.searchParams.keys()]) {
      if (!allowedQuery.includes(name)) url.searchParams.delete(name);
    }
    let knownClient: string | null = null;
    if (c.req.method === 'POST') {
      // Read once (auth-body.ts): the throttle below and better-auth see the same fields.
      const body = readAuthBody(await c.req.text(), c.req.header('content-type'));
      init.body = forwardedBody(body, keptField(path));
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
      const named = typeof body.email === 'string' && body.email.length > 0 ? body.email : null;
      const email = path === '/sign-in/email' || path === '/sign-up/email' ? named : null;
      if (email && path === '/sign-in/email') {
        const wait = await auth.signInThrottle.attempt(email, c.req.header('cookie'));
        if (wait > 0) {
          c.header('Retry-After', String(wait));
          throw tooManyAttempts();
        }
      }
      if (email) knownClient = auth.signInThrottle.knownClientCookie(email);
    }
    const response = await ownAnswer(
      await auth.handler(new Request(url, init)),
      path,
      auth.options.baseURL ?? url.origin,
      knownClient,
    );
    if (
      response.status >= 500 &&
      !(await pingDatabase().then(
        () => true,
        () => false,
      ))
    ) {
      c.get('log').warn({ path: c.req.path }, 'auth request failed: database unavailable');
      c.header('Retry-After', RETRY_AFTER_SECONDS);
      return c.json(databaseUnavailable().toBody(), 503);
    }
    return normalizeAuthResponse(response);
  });
}
