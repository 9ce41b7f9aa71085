// Hashed assets are most of the requests a first visit makes and need nothing of the app but their
// bytes, so they are answered straight from memory on the node:http request, before it becomes a web
// Request and passes through the middleware. They carry what the app would have sent: the security
// headers, cache headers, the request id, Connection: close while draining, and one log line.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Lifecycle } from '../features/health/health.routes.ts';
import type { Logger } from '../lib/logger.ts';
import { requestIdFrom } from './request-context.ts';
import { API_POLICY, securityHeaderEntries } from './security-headers.ts';
import type { StaticSite } from './static-site.ts';

export interface AssetFastPathDeps {
  site: StaticSite;
  production: boolean;
  lifecycle: Lifecycle;
  logger: Logger;
}

/** Answers a GET or HEAD for a built asset and returns true; returns false for anything else. */
export function assetFastPath({ site, production, lifecycle, logger }: AssetFastPathDeps) {
  const security = Object.fromEntries([
    ['Content-Security-Policy', API_POLICY],
    ...securityHeaderEntries(production),
  ]) as Record<string, string>;

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith('/assets/')) return false;
    const end = url.indexOf('?');
    const path = end === -1 ? url : url.slice(0, end);
    // An escaped path is left to the app, which decodes it the one way it decodes every path.
    if (path.includes('%')) return false;
    const asset = site.asset(path, req.headers['accept-encoding']);
    if (!asset) return false;

    const started = performance.now();
    lifecycle.lastRequestAt = Date.now();
    const requestId = requestIdFrom(req.headers['x-request-id'] as string | undefined);
    const headers: Record<string, string> = { ...asset.headers, ...security, 'X-Request-Id': requestId };
    if (lifecycle.draining) headers.Connection = 'close';
    const notModified = req.headers['if-none-match'] === asset.etag;
    if (notModified) {
      delete headers['Content-Length'];
      delete headers['Content-Encoding'];
    }
    const status = notModified ? 304 : 200;
    res.writeHead(status, headers);
    res.end(notModified || req.method === 'HEAD' ? undefined : asset.body);
    logger.info(
      {
        requestId,
        method: req.method,
        path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
    return true;
  };
}
