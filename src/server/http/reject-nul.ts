import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';

const invalid = () =>
  new AppError('invalid_characters', 400, 'The request contains characters we cannot accept.');

/**
 * PostgreSQL text cannot hold the NUL character, so input carrying one (in the path, the query or a
 * JSON string) is refused up front as a 400 instead of failing later in the database.
 */
export function rejectNul(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (/%00/i.test(url) || url.includes('\0')) throw invalid();
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /json|text|form/.test(type)) {
      const body = await c.req.text();
      if (body.includes('\\u0000') || body.includes('\0')) throw invalid();
    }
    await next();
  };
}
