import type { Context, MiddlewareHandler } from 'hono';
import { unauthorized } from '../http/app-error.ts';
import { nodeResponse } from '../http/node-response.ts';
import type { AppEnv } from '../http/request-context.ts';
import type { Auth } from './auth.ts';
import type { SessionRecord } from './session-lookup.ts';

export type AuthSession = SessionRecord;

export interface SessionEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { session: AuthSession };
}

/** The signed-in user's session, or null. Reads the database every time: revocation is immediate. */
export function readSession(auth: Auth, c: Context): Promise<AuthSession | null> {
  return auth.lookupSession(c.req.header('cookie'));
}

/**
 * Routes behind this answer 401 to anyone not signed in (with `message`, where a screen of
 * docs/product/specification.md names its own words for it); handlers read `c.get('session')`.
 */
export function requireSession(auth: Auth, message?: string): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const session = await readSession(auth, c);
    if (!session) throw unauthorized(message);
    signedIn(c, session);
    await next();
  };
}

/**
 * What every signed-in answer carries: the session, for its handler, and the rule that everything
 * behind sign-in is someone's own data, so no browser or proxy keeps a copy. (Set before the handler,
 * so the answer is built with it; a route may still choose its own.)
 */
export function signedIn(c: Context<SessionEnv>, session: AuthSession) {
  c.set('session', session);
  const outgoing = nodeResponse(c);
  if (outgoing) outgoing.setHeader('Cache-Control', 'private, no-store');
  else c.header('Cache-Control', 'private, no-store');
}
