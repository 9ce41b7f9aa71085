import { Hono } from 'hono';
import { clientErrorSchema } from '#shared/schemas/client-error.ts';
import type { AppEnv } from '#server/http/request-context.ts';
import { jsonBody } from '#server/http/validate.ts';

/** Crashes seen in browsers land in the same JSON log stream as server errors. */
export function clientErrorRoutes() {
  return new Hono<AppEnv>().post('/', jsonBody(clientErrorSchema), (c) => {
    const report = c.req.valid('json');
    c.get('log').warn({ clientError: report, userAgent: c.req.header('user-agent') }, 'client error');
    return c.body(null, 204);
  });
}
