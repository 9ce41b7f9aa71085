import { Hono } from 'hono';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv } from '../http/request-context.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';
import { normalizeAuthResponse } from './auth-errors.ts';

/**
 * Mounts better-auth's handler. The client IP it rate-limits by is ours (the socket, or the trusted
 * proxy chain): any forwarding header a client sent is removed first, so nobody picks their own bucket.
 */
export function authRoutes(auth: Auth, trustedProxyHops: number) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete('x-forwarded-for');
    headers.delete('x-real-ip');
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustedProxyHops));
    const init: RequestInit = { method: c.req.method, headers };
    if (c.req.method === 'POST') init.body = await c.req.text();
    const response = await auth.handler(new Request(c.req.url, init));
    return normalizeAuthResponse(response);
  });
}
