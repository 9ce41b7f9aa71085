import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address: the socket's, unless the operator says how many trusted proxies stand in
 * front (TRUSTED_PROXY_HOPS); then the address that many hops from the right of X-Forwarded-For.
 * Trusting the header without proxies would let any client pick its own rate-limit bucket.
 */
export function clientIp(c: Context, trustedProxyHops: number): string {
  const socketIp = safeSocketIp(c);
  if (trustedProxyHops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const candidate = chain[chain.length - trustedProxyHops];
    if (candidate) return candidate;
  }
  return socketIp;
}

function safeSocketIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

export function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip === '::ffff:127.0.0.1' || ip.startsWith('::ffff:127.');
}
