// What every answer given straight on the node:http request (before the app's middleware) carries, so it
// answers as the app would: the security headers, the request id, Connection: close while draining, the
// shutdown's record of the last request, and the one log line per request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Lifecycle } from '../features/health/health.routes.ts';
import type { Logger } from '../lib/logger.ts';
import { requestIdFrom } from './request-context.ts';
import { API_POLICY, securityHeaderEntries } from './security-headers.ts';

export interface FastAnswerDeps {
  production: boolean;
  lifecycle: Lifecycle;
  logger: Logger;
}

export interface FastAnswer {
  status: number;
  /** The answer's own headers (type, length, caching); the common ones are added. */
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** `start` marks a request as begun; `send` writes its answer with the headers every answer carries and logs it. */
export function fastAnswers({ production, lifecycle, logger }: FastAnswerDeps) {
  const security = Object.fromEntries([
    ['Content-Security-Policy', API_POLICY],
    ...securityHeaderEntries(production),
  ]) as Record<string, string>;

  return {
    /** Marks the request's start: call it as soon as the request is known to be answered here. */
    start(): number {
      lifecycle.lastRequestAt = Date.now();
      return performance.now();
    },
    send(req: IncomingMessage, res: ServerResponse, path: string, started: number, answer: FastAnswer) {
      const requestId = requestIdFrom(req.headers['x-request-id'] as string | undefined);
      const headers: Record<string, string> = { ...answer.headers, ...security, 'X-Request-Id': requestId };
      if (lifecycle.draining) headers.Connection = 'close';
      res.writeHead(answer.status, headers);
      res.end(req.method === 'HEAD' ? undefined : answer.body);
      logger.info(
        {
          requestId,
          method: req.method,
          path,
          status: answer.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    },
  };
}
