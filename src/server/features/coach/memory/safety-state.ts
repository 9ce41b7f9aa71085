// Careful mode on the account (docs/safety.md#careful-mode-on-the-account): one row per user, the kind
// of danger and the dates, never a word. It is the coach's memory of a disclosure that outlives the chat
// it was made in: deleting that chat only clears `chat_id`, and only the user ends it, in Settings.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { safetyStates } from '#server/db/schema.ts';
import type { AccountSafety, SafetyCategory } from '#server/ports/coach.ts';

export function createSafetyStateRecords(db: Database) {
  return {
    async read(userId: string): Promise<AccountSafety | null> {
      const [row] = await db
        .select({ kind: safetyStates.kind, chatId: safetyStates.chatId, startedAt: safetyStates.startedAt })
        .from(safetyStates)
        .where(eq(safetyStates.userId, userId));
      return row ?? null;
    },

    /** A later disclosure keeps the first date (how long it has been on) and takes the latest kind and chat. */
    async start(
      userId: string,
      chatId: string,
      kind: SafetyCategory | 'unspecified',
      at: Date,
    ): Promise<void> {
      await db
        .insert(safetyStates)
        .values({ userId, kind, chatId, startedAt: at, lastAt: at })
        .onConflictDoUpdate({
          target: safetyStates.userId,
          set: { kind: sql`excluded.kind`, chatId: sql`excluded.chat_id`, lastAt: sql`excluded.last_at` },
        });
    },

    /** Whether careful mode was on. */
    async end(userId: string): Promise<boolean> {
      const ended = await db
        .delete(safetyStates)
        .where(eq(safetyStates.userId, userId))
        .returning({ userId: safetyStates.userId });
      return ended.length > 0;
    },
  };
}
