import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site
 * (docs/product/rulings.md#cross-site-requests), JSON included. Browsers always send Origin or Sec-Fetch-Site
 * on such requests; a request with neither is not from a browser and cannot carry a victim's cookies by
 * accident.
 */
export function sameOrigin(
  allowedOrigins: readonly string[],
  exemptPaths: readonly string[] = [],
): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPaths.some((p) => c.req.path.startsWith(p))) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const foreignOrigin = origin !== undefined && (origin === 'null' || !allowed.has(origin));
    const foreignSite = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    if (foreignOrigin || (origin === undefined && foreignSite)) {
      throw new AppError('forbidden_origin', 403, 'This request must come from the Peace Coach site.');
    }
    return next();
  };
}
