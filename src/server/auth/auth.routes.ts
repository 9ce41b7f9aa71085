import { Hono } from 'hono';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { clientIp } from '../http/client-ip.ts';
import { notFound } from '../http/app-error.ts';
import type { AppEnv } from '../http/request-context.ts';
import { type Auth, AUTH_BASE_PATH, CLIENT_IP_HEADER } from './auth.ts';
import { normalizeAuthResponse } from './auth-errors.ts';

/**
 * The library's endpoints the product uses (the web app's auth calls and the e-mailed confirmation
 * link). better-auth serves many more by default (update-user, update-session, change-email,
 * revoke-session, link-social...) that would bypass our own routes' rules, e.g. the profile schema's
 * name length: those stay unreachable over HTTP.
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
 * Mounts better-auth's handler for the endpoints above (any other path is our JSON 404). The client IP
 * it rate-limits by is ours (the socket, or the trusted proxy chain): any forwarding header a client
 * sent is removed first, so nobody picks their own bucket.
 * better-auth answers its own failures with a 500; when the database is what failed (it does not
 * answer a ping), the answer becomes the 503 every other endpoint gives then.
 */
export function authRoutes(auth: Auth, trustedProxyHops: number, pingDatabase: () => Promise<void>) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    if (AUTH_ENDPOINTS[c.req.path.slice(AUTH_BASE_PATH.length)] !== c.req.method) {
      throw notFound('There is nothing at this address.');
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete('x-forwarded-for');
    headers.delete('x-real-ip');
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustedProxyHops));
    const init: RequestInit = { method: c.req.method, headers };
    if (c.req.method === 'POST') init.body = await c.req.text();
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
