// The /api middleware that only some requests need, skipped cheaply for the rest.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { AppError } from './app-error.ts';

/**
 * Compression of JSON and text answers for a client that accepts gzip or deflate (the exact
 * negotiation is hono's). A client that names neither gets the answer as it is, without the work of
 * checking it: an uncompressed answer is valid for every client, so it needs no Vary either. Event
 * streams are never compressed: compression would hold back the streamed words.
 */
export function compressAnswers(): MiddlewareHandler {
  const gzip = compress({ contentTypeFilter: (type) => /^(application\/json|text\/plain)/.test(type) });
  return (c, next) =>
    /gzip|deflate|\*/i.test(c.req.header('accept-encoding') ?? '') ? gzip(c, next) : next();
}

/**
 * Refuses a body over `maxSize` bytes (413). GET and HEAD requests carry none (@hono/node-server
 * gives them no body), so they skip the check, which would otherwise build a full web Request for each.
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('payload_too_large', 413, 'The request is too large.');
    },
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
