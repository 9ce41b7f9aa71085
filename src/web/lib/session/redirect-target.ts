/** The state a page passes to /login so the user comes back to it after signing in. */
import { href } from 'react-router';
export interface FromState {
  from?: unknown;
}

/**
 * The origin path remembered in navigation state, if it is a path on this site. Anything else (another
 * origin, "//host", a non-string) falls back, so the login page can never be turned into an open redirect.
 */
export function redirectTarget(state: unknown, fallback: string): string {
  const from = (state as FromState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return fallback;
  }
  if (from === href('/login') || from.startsWith(`${href('/login')}?`)) return fallback;
  return from;
}
