// Monthly limits, enforced where they are consumed: one conditional upsert per counter, so concurrent
// sends (also on several instances) can never accept more than the limit. The plans module is the
// only source of the numbers.
import { and, eq, sql } from 'drizzle-orm';
import type { Usage } from '../../../shared/chat.ts';
import { type Limit, planFor, UNLIMITED } from '../../../shared/plans.ts';
import type { Database } from '../../db/client.ts';
import { usageCounters } from '../../db/schema.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { AppError } from '../../http/app-error.ts';

/** The UTC calendar month a moment belongs to, e.g. "2026-11". */
export function usagePeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export function messageLimitReached(): AppError {
  return new AppError(
    'message_limit_reached',
    403,
    "You've reached your message limit. Please upgrade to continue.",
  );
}

export function chatLimitReached(chatLimit: Limit): AppError {
  return new AppError(
    'chat_limit_reached',
    403,
    `You've reached your ${String(chatLimit)} conversations limit for this month. Upgrade to Premium for unlimited conversations.`,
  );
}

/**
 * Spec section 8 "Chat and limits": a limit check that could not be made says "Error validating
 * limits" (the database cannot be reached: a 503 the client retries), or "Server error" on any other
 * exception.
 */
export function limitCheckFailed(error: unknown): AppError {
  return isDatabaseUnavailable(error)
    ? new AppError('limits_unavailable', 503, 'Error validating limits')
    : new AppError('internal', 500, 'Server error');
}

type Counter = 'messages' | 'chats';

/**
 * Adds one to a counter unless it is at its limit; returns false when the limit holds. Runs inside the
 * caller's transaction so the count and the message it pays for commit together.
 */
export async function consume(
  tx: Database,
  userId: string,
  period: string,
  counter: Counter,
  limit: Limit,
): Promise<boolean> {
  const column = counter === 'messages' ? usageCounters.messages : usageCounters.chats;
  const initial = {
    userId,
    period,
    messages: counter === 'messages' ? 1 : 0,
    chats: counter === 'chats' ? 1 : 0,
  };
  if (limit === UNLIMITED) {
    await tx
      .insert(usageCounters)
      .values(initial)
      .onConflictDoUpdate({
        target: [usageCounters.userId, usageCounters.period],
        set: { [counter]: sql`${column} + 1` },
      });
    return true;
  }
  if (limit <= 0) return false;
  const rows = await tx
    .insert(usageCounters)
    .values(initial)
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.period],
      set: { [counter]: sql`${column} + 1` },
      setWhere: sql`${column} < ${limit}`,
    })
    .returning({ userId: usageCounters.userId });
  return rows.length > 0;
}

export async function readUsage(db: Database, userId: string, role: unknown, now: Date): Promise<Usage> {
  const plan = planFor(role);
  const [row] = await db
    .select()
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.period, usagePeriod(now))));
  return {
    messageCount: row?.messages ?? 0,
    chatCount: row?.chats ?? 0,
    messageLimit: plan.messagesPerMonth,
    chatLimit: plan.chatsPerMonth,
  };
}

export function hasReached(count: number, limit: Limit): boolean {
  return limit !== UNLIMITED && count >= limit;
}
