import { Hono } from 'hono';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv } from '../http/request-context.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';
import { normalizeAuthResponse } from './auth-errors.ts';

/**
 * Mounts better-auth's handler. The client IP it rate-limits by is ours (the socket, or the trusted
 * proxy chain): any forwarding header a client sent is removed first, so nobody picks their own bucket.
 * better-auth answers its own failures with a 500; when the database is what failed (it does not
 * answer a ping), the answer becomes the 503 every other endpoint gives then.
 */
export function authRoutes(auth: Auth, trustedProxyHops: number, pingDatabase: () => Promise<void>) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
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
