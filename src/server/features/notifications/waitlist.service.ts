// The waitlists for the premium extras that are not built yet (docs/product/rulings.md#premium-extras):
// joining is for premium members; anyone signed in may read which lists they are on, so every device they use
// shows the same "on the list" state.
import type { WaitlistFeature } from '#shared/notifications.ts';
import { planFor } from '#shared/plans.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { joinWaitlist, waitlistsOf } from './notifications.queries.ts';

export function createWaitlistService(db: Database) {
  return {
    async join(caller: { userId: string; role: unknown }, feature: WaitlistFeature): Promise<void> {
      if (planFor(caller.role).role !== 'premium') {
        throw new AppError('premium_required', 403, 'The waitlists are open to Premium members.');
      }
      await joinWaitlist(db, caller.userId, feature);
    },

    joined: (userId: string): Promise<WaitlistFeature[]> => waitlistsOf(db, userId),
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
