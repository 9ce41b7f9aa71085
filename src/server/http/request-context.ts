import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger.ts';
import { nodeResponse } from './node-response.ts';

export interface AppVariables {
  requestId: string;
  log: Logger;
}
export interface AppEnv {
  Variables: AppVariables;
}

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A caller's X-Request-Id when it looks sane (a proxy's id flows through), else a new one. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives every request an id (a caller's X-Request-Id is kept when it looks sane, so a proxy's id flows
 * through), a child logger carrying it, and one JSON log line when the response is ready.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    const outgoing = nodeResponse(c);
    outgoing?.setHeader('X-Request-Id', requestId);
    await next();
    if (!outgoing) c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    // 503 is a known state (draining, the database restarting), not a bug.
    if (status === 503) log.warn(line, 'request refused: unavailable');
    else if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  };
}
