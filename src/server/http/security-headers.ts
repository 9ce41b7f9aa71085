import type { MiddlewareHandler } from 'hono';
import { SERIES } from '#server/content/series.ts';
import { seriesMediaOrigins } from '#shared/series.ts';
import { nodeResponse } from './node-response.ts';

/**
 * Exactly the players and file hosts of the series videos configured in content/series.json: YouTube's
 * no-cookie player, Vimeo's, or the host of a video file (docs/product/rulings.md#series-videos). No
 * video configured, no frame.
 */
export const VIDEO_SOURCES = seriesMediaOrigins(SERIES);

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
    `media-src 'self'${VIDEO_SOURCES.media.map((origin) => ` ${origin}`).join('')}`,
    `frame-src ${VIDEO_SOURCES.frame.length ? VIDEO_SOURCES.frame.join(' ') : "'none'"}`,
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
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The headers every response carries besides its Content-Security-Policy. */
export function securityHeaderEntries(production: boolean): ReadonlyArray<readonly [string, string]> {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
    ...(production ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as const] : []),
  ];
}

export function securityHeaders(production: boolean): MiddlewareHandler {
  const entries = securityHeaderEntries(production);
  return async (c, next) => {
    const outgoing = nodeResponse(c);
    if (outgoing) {
      // Under the answer's own headers: a page's CSP replaces the API policy (node-response.ts).
      outgoing.setHeader('Content-Security-Policy', API_POLICY);
      for (const [name, value] of entries) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const h = c.res.headers;
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', API_POLICY);
    for (const [name, value] of entries) h.set(name, value);
  };
}
