import { Hono } from 'hono';
import { CLIENT_ERROR_REPORTS } from '#shared/plans.ts';
import { clientErrorSchema } from '#shared/schemas/client-error.ts';
import type { Database } from '#server/db/client.ts';
import { rateLimit } from '#server/http/rate-limit.ts';
import type { AppEnv } from '#server/http/request-context.ts';
import { jsonBody } from '#server/http/validate.ts';

/**
 * Crashes seen in browsers land in the same JSON log stream as server errors. Public (a page can crash
 * before sign-in), so each report is bounded by the schema and each address by CLIENT_ERROR_REPORTS.
 */
export function clientErrorRoutes(deps: { db: Database; trustedProxyHops: number }) {
  const limited = rateLimit(
    deps.db,
    {
      name: 'client-errors',
      max: CLIENT_ERROR_REPORTS.max,
      windowSeconds: CLIENT_ERROR_REPORTS.windowMinutes * 60,
    },
    deps.trustedProxyHops,
  );
  return new Hono<AppEnv>().post('/', limited, jsonBody(clientErrorSchema), (c) => {
    const report = c.req.valid('json');
    c.get('log').warn({ clientError: report, userAgent: c.req.header('user-agent') }, 'client error');
    return c.body(null, 204);
  });
}
