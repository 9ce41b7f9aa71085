// One coach run at a time per chat, across instances: the chat row holds when the running reply began
// (a lease), taken in the same transaction that accepts the message and cleared when the reply ends.
// A run whose instance died mid-reply leaves the lease behind; it lapses after REPLY_RUN_LEASE_MS, or
// sooner: the run names its instance, and that instance's next start releases it (releaseRunsLeftBy).
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { chats } from '#server/db/schema.ts';

/**
 * Longer than the longest reply at the default settings (four tries of 45 s, the waits between them and
 * the built-in coach), short enough that a chat left locked by a crashed instance frees itself soon.
 */
export const REPLY_RUN_LEASE_MS = 5 * 60_000;

/**
 * Takes the chat's run for a reply beginning `at`; false when another reply is still being written.
 * `ended` is a run this instance knows has ended but could not release (the database was away): it is
 * taken over at once instead of waiting for the lease to lapse.
 */
export async function claimReplyRun(
  tx: Database,
  chatId: string,
  at: Date,
  instanceId: string,
  ended?: Date,
): Promise<boolean> {
  const lapsed = new Date(at.getTime() - REPLY_RUN_LEASE_MS);
  const free = or(
    isNull(chats.replyRunAt),
    lt(chats.replyRunAt, lapsed),
    ...(ended ? [eq(chats.replyRunAt, ended)] : []),
  );
  const [row] = await tx
    .update(chats)
    .set({ replyRunAt: at, replyRunBy: instanceId })
    .where(and(eq(chats.id, chatId), free))
    .returning({ id: chats.id });
  return row !== undefined;
}

/**
 * The same rule as claimReplyRun's, for a caller that holds the chat row's lock and read its run with
 * it (a send): true when a reply beginning `at` may take the chat, which the caller then writes.
 */
export function runIsFree(replyRunAt: Date | null, at: Date, ended?: Date): boolean {
  return (
    replyRunAt === null ||
    replyRunAt.getTime() < at.getTime() - REPLY_RUN_LEASE_MS ||
    (ended !== undefined && replyRunAt.getTime() === ended.getTime())
  );
}

/** Ends the run taken `at`; a lapsed run taken over by another reply is left alone. */
export async function releaseReplyRun(db: Database, chatId: string, at: Date): Promise<void> {
  await db
    .update(chats)
    .set({ replyRunAt: null, replyRunBy: null })
    .where(and(eq(chats.id, chatId), eq(chats.replyRunAt, at)));
}

/**
 * At start-up, before serving: the runs a previous process of this instance left (it was killed or
 * crashed mid-reply; their replies will never come). `instanceId` null releases every run: the embedded
 * database belongs to one process at a time (its data directory is locked), so none is anyone else's.
 * Returns how many were released.
 */
export async function releaseRunsLeftBy(db: Database, instanceId: string | null): Promise<number> {
  const rows = await db
    .update(chats)
    .set({ replyRunAt: null, replyRunBy: null })
    .where(instanceId === null ? isNotNull(chats.replyRunAt) : eq(chats.replyRunBy, instanceId))
    .returning({ id: chats.id });
  return rows.length;
}
