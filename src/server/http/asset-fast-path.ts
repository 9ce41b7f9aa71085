// Hashed assets are most of the requests a first visit makes and need nothing of the app but their
// bytes, so they are answered straight from memory on the node:http request, before it becomes a web
// Request and passes through the middleware. They carry what the app would have sent: the security
// headers, cache headers, the request id, Connection: close while draining, and one log line
// (fast-answer.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fastAnswers, type FastAnswerDeps } from './fast-answer.ts';
import type { StaticSite } from './static-site.ts';

export interface AssetFastPathDeps extends FastAnswerDeps {
  site: StaticSite;
}

/** Answers a GET or HEAD for a built asset and returns true; returns false for anything else. */
export function assetFastPath({ site, ...deps }: AssetFastPathDeps) {
  const answers = fastAnswers(deps);

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith('/assets/')) return false;
    const end = url.indexOf('?');
    const path = end === -1 ? url : url.slice(0, end);
    // An escaped path is left to the app, which decodes it the one way it decodes every path.
    if (path.includes('%')) return false;
    const asset = site.asset(path, req.headers['accept-encoding']);
    if (!asset) return false;

    const started = answers.start();
    if (req.headers['if-none-match'] === asset.etag) {
      const headers = { ...asset.headers };
      delete headers['Content-Length'];
      delete headers['Content-Encoding'];
      answers.send(req, res, path, started, { status: 304, headers });
    } else {
      answers.send(req, res, path, started, { status: 200, headers: asset.headers, body: asset.body });
    }
    return true;
  };
}
