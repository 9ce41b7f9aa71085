import { Hono } from 'hono';
import { signupRequestSchema } from '../../shared/schemas/auth.ts';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { notFound } from '../http/app-error.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv } from '../http/request-context.ts';
import { type Auth, AUTH_BASE_PATH, CLIENT_IP_HEADER } from './auth.ts';
import { normalizeAuthResponse } from './auth-errors.ts';

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

/** The only fields a sign-up may carry; the rest (role, familyId, emailVerified, image...) are dropped. */
const SIGN_UP_FIELDS: readonly string[] = Object.keys(signupRequestSchema.shape);

/**
 * Server-owned fields in a sign-up are ignored (decisions.md): the request goes ahead without them.
 * This happens before better-auth reads the body, because a before-hook cannot remove fields (it
 * merges what it returns into the body) and better-auth refuses a body naming an `input: false` field.
 */
function signUpBody(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return text;
    const kept = Object.entries(body).filter(([key]) => SIGN_UP_FIELDS.includes(key));
    return JSON.stringify(Object.fromEntries(kept));
  } catch {
    // Malformed, or nested too deeply to write out again: better-auth refuses such a body itself.
    return text;
  }
}

/**
 * Mounts better-auth's handler. The client IP it rate-limits by is ours (the socket, or the trusted
 * proxy chain): any forwarding header a client sent is removed first, so nobody picks their own bucket.
 * better-auth answers its own failures with a 500; when the database is what failed (it does not
 * answer a ping), the answer becomes the 503 every other endpoint gives then.
 */
export function authRoutes(auth: Auth, trustedProxyHops: number, pingDatabase: () => Promise<void>) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    if (AUTH_ENDPOINTS[path] !== c.req.method) throw notFound('There is nothing at this address.');
    const headers = new Headers(c.req.raw.headers);
    headers.delete('x-forwarded-for');
    headers.delete('x-real-ip');
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustedProxyHops));
    const init: RequestInit = { method: c.req.method, headers };
    if (c.req.method === 'POST') {
      const text = await c.req.text();
      init.body = path === '/sign-up/email' ? signUpBody(text) : text;
      headers.delete('content-length');
    }
    const response = await auth.handler(new Request(c.req.url, init));
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
