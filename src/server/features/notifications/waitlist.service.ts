// The waitlists for the premium extras that are not built yet (decisions.md "Premium extras"): joining
// is for premium members; anyone signed in may read which lists they are on, so every device they use
// shows the same "on the list" state.
import { asc, eq } from 'drizzle-orm';
import type { WaitlistFeature } from '../../../shared/notifications.ts';
import { planFor } from '../../../shared/plans.ts';
import type { Database } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

export function createWaitlistService(db: Database) {
  return {
    async join(caller: { userId: string; role: unknown }, feature: WaitlistFeature): Promise<void> {
      if (planFor(caller.role).role !== 'premium') {
        throw new AppError('premium_required', 403, 'The waitlists are open to Premium members.');
      }
      // Joining twice is harmless: the second time changes nothing.
      await db.insert(waitlistEntries).values({ userId: caller.userId, feature }).onConflictDoNothing();
    },

    async joined(userId: string): Promise<WaitlistFeature[]> {
      const rows = await db
        .select({ feature: waitlistEntries.feature })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.userId, userId))
        .orderBy(asc(waitlistEntries.feature));
      return rows.map((row) => row.feature);
    },
  };
}
