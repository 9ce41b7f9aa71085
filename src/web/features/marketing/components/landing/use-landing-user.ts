import type { ClientUser } from '#shared/account.ts';
import { useSession } from '#web/lib/session/use-session.ts';

/**
 * The signed-in user once the session has answered, else null. Pre-rendered HTML and the first client
 * render are the signed-out view (docs/product/rulings.md#pages-rendered-before-sign-in-is-known), so
 * hydration matches; the user's variant replaces it afterwards in boxes of the same size.
 */
export function useLandingUser(): ClientUser | null {
  const { user, isLoading } = useSession();
  return isLoading ? null : user;
}
