import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

/**
 * The first name of the family plan's owner the signed-in user has just joined, for the sign-up's
 * welcome; null when it cannot be read (the welcome then names nobody).
 */
export async function familyOwnerName(): Promise<string | null> {
  try {
    const view = await unwrap(await api.family.$get());
    return view.owner?.firstName.trim() || null;
  } catch {
    return null;
  }
}
