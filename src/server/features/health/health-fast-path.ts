// The liveness probe is called every few seconds by every load balancer and orchestrator watching an
// instance, and its answer needs nothing of the app: it is given straight on the node:http request, as
// built assets are, with the same headers, request id and log line as any answer (http/fast-answer.ts).
// The route in health.routes.ts gives the same answer where no node:http server runs (app.request in
// tests) and keeps /api/health in the typed API. The readiness probe touches the database and stays
// in the app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fastAnswers, type FastAnswerDeps } from '#server/http/fast-answer.ts';
import { HEALTH_ANSWER } from './health.routes.ts';

export const HEALTH_PATH = '/api/health';

/** Answers GET or HEAD /api/health (no query) and returns true; returns false for anything else. */
export function healthFastPath(deps: FastAnswerDeps) {
  const answers = fastAnswers(deps);
  const body = JSON.stringify(HEALTH_ANSWER);
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.url !== HEALTH_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    // Uncompressed whatever the client accepts: it is valid for every client, and 15 bytes only grow.
    answers.send(req, res, HEALTH_PATH, answers.start(), { status: 200, headers, body });
    return true;
  };
}
