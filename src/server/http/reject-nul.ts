import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';

const invalid = () =>
  new AppError('invalid_characters', 400, 'The request contains characters we cannot accept.');

/** A JSON \u escape of a UTF-16 surrogate (the only way one can arrive in UTF-8 JSON). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;
/** With the u flag a well-formed pair reads as one code point, so this matches only a lone surrogate. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when some string (key or value) in a parsed JSON value has an unpaired surrogate. */
function hasLoneSurrogate(value: unknown): boolean {
  // Iterative: a body may nest as deep as it likes.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (LONE_SURROGATE.test(item)) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (LONE_SURROGATE.test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold the NUL character, and a lone UTF-16 surrogate ("\ud800" in JSON) is
 * not text at all: it cannot be encoded as UTF-8 (it would be stored altered) and it makes URL
 * encoding throw (better-auth answered a redirect URL carrying one with a 500). Input carrying either
 * (in the path, the query or a JSON string) is refused up front as a 400.
 */
export function rejectNul(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (/%00/i.test(url) || url.includes('\0')) throw invalid();
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /json|text|form/.test(type)) {
      const body = await c.req.text();
      if (body.includes('\\u0000') || body.includes('\0')) throw invalid();
      if (SURROGATE_ESCAPE.test(body)) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          parsed = undefined; // Not JSON: the route's own parsing answers that.
        }
        if (hasLoneSurrogate(parsed)) throw invalid();
      }
    }
    await next();
  };
}
