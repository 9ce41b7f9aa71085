// Records that a crisis reply was given and for which categories, so operators can see how often the
// safety path runs. Never the message text, which stays only in the (encrypted) conversation.
import type { Database } from '#server/db/client.ts';
import { safetyEvents } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import type { SafetyCategory } from '#server/ports/coach.ts';

/** Takes plain strings too, so callers that carry categories as strings need no cast. */
export async function recordSafetyEvent(
  db: Database,
  userId: string,
  categories: readonly (SafetyCategory | string)[],
): Promise<void> {
  await db.insert(safetyEvents).values({ id: newId(), userId, categories: [...new Set(categories)] });
}
