// Who may use the operator's console: a signed-in account whose address is in ADMIN_EMAILS and has
// been confirmed (an unconfirmed sign-up with that address proves nothing), with a password set after
// that confirmation (one set before it may be a stranger's who signed up first with the address: the
// owner then chooses their own with a reset, or a change in Settings). Checked on every request.
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '#server/auth/auth.ts';
import { requireSession, type SessionEnv } from '#server/auth/session.ts';
import { notFound } from '#server/http/app-error.ts';

export function isAdmin(user: { email: string; emailVerified: boolean }, adminEmails: readonly string[]) {
  return user.emailVerified && adminEmails.includes(user.email.toLowerCase());
}

/**
 * Signed out: 401, as every signed-in route. Signed in but not an admin: the 404 of an address that
 * does not exist, word for word, so the console's existence is not revealed.
 */
export function requireAdmin(
  auth: Auth,
  adminEmails: readonly string[],
  passwordChosenByOwner: (userId: string) => Promise<boolean>,
): MiddlewareHandler<SessionEnv> {
  const admins = adminEmails.map((e) => e.toLowerCase());
  const signedIn = requireSession(auth);
  return (c, next) =>
    signedIn(c, async () => {
      const { user } = c.get('session');
      if (!isAdmin(user, admins) || !(await passwordChosenByOwner(user.id)))
        throw notFound('There is nothing at this address.');
      await next();
    });
}
