import type { MiddlewareHandler } from 'hono';

/** The one host the series videos are embedded from (content/series.json). */
export const VIDEO_FRAME_HOSTS = ['https://www.youtube-nocookie.com'];

/**
 * The policy for an HTML page: scripts only from our origin plus the hashes of that page's own inline
 * boot scripts (pre-rendered pages cannot carry per-request nonces). Styles allow inline attributes
 * because the toast library positions itself with them.
 */
export function htmlContentSecurityPolicy(scriptHashes: readonly string[], production: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${VIDEO_FRAME_HOSTS.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (production) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** For every non-HTML response (JSON, assets): nothing may run or frame it. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function securityHeaders(production: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', API_POLICY);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Cross-Origin-Resource-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (production) h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
