// Monthly limits, enforced where they are consumed: one conditional upsert per counter, so concurrent
// sends (also on several instances) can never accept more than the limit. The plans module is the
// only source of the numbers.
import { and, eq, sql } from 'drizzle-orm';
import type { Usage } from '#shared/chat.ts';
import { EDITS_PER_MESSAGE, type Limit, planFor, REGENERATES_PER_REPLY, UNLIMITED } from '#shared/plans.ts';
import type { Database } from '#server/db/client.ts';
import { usageCounters } from '#server/db/schema.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { AppError } from '#server/http/app-error.ts';

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

/** Refused by the fair-use rate (FAIR_USE): says when to try again, also as the Retry-After header. */
export class FairUseError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(
      'fair_use_limit',
      429,
      "You've sent a lot of messages in a short time. Please wait a few minutes, then try again.",
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function regenerateLimitReached(): AppError {
  return new AppError(
    'regenerate_limit_reached',
    429,
    `This message has had ${REGENERATES_PER_REPLY} new replies already. Send a new message to continue the conversation.`,
  );
}

/** A second send or Regenerate while the coach is still writing in that chat (one run at a time). */
export function editLimitReached(): AppError {
  return new AppError(
    'edit_limit_reached',
    429,
    `This message has been edited ${EDITS_PER_MESSAGE} times already. Send a new message to continue the conversation.`,
  );
}

export function replyInProgress(): AppError {
  return new AppError(
    'reply_in_progress',
    409,
    'The coach is still replying in this conversation. Please wait for the reply, then try again.',
  );
}

/**
 * docs/product/specification.md#chat-and-limits: a limit check that could not be made says "Error validating
 * limits" (the database cannot be reached: a 503 the client retries), or "Server error" on any other
 * exception.
 */
export function limitCheckFailed(error: unknown): AppError {
  return isDatabaseUnavailable(error)
    ? new AppError('limits_unavailable', 503, 'Error validating limits')
    : new AppError('internal', 500, 'Server error');
}

type Counter = 'messages' | 'chats';

/** The month's counters as they stand after a consume. */
export interface Counters {
  messages: number;
  chats: number;
}

/**
 * Adds one to a counter unless it is at its limit; returns the month's counters after it, or null when
 * the limit holds. Runs inside the caller's transaction so the count and the message it pays for commit
 * together.
 */
export async function consume(
  tx: Database,
  userId: string,
  period: string,
  counter: Counter,
  limit: Limit,
): Promise<Counters | null> {
  const counters = { messages: usageCounters.messages, chats: usageCounters.chats };
  const column = counter === 'messages' ? usageCounters.messages : usageCounters.chats;
  const initial = {
    userId,
    period,
    messages: counter === 'messages' ? 1 : 0,
    chats: counter === 'chats' ? 1 : 0,
  };
  if (limit === UNLIMITED) {
    const [row] = await tx
      .insert(usageCounters)
      .values(initial)
      .onConflictDoUpdate({
        target: [usageCounters.userId, usageCounters.period],
        set: { [counter]: sql`${column} + 1` },
      })
      .returning(counters);
    return row ?? null;
  }
  if (limit <= 0) return null;
  const [row] = await tx
    .insert(usageCounters)
    .values(initial)
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.period],
      set: { [counter]: sql`${column} + 1` },
      setWhere: sql`${column} < ${limit}`,
    })
    .returning(counters);
  return row ?? null;
}

export async function readUsage(db: Database, userId: string, role: unknown, now: Date): Promise<Usage> {
  const [row] = await db
    .select()
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.period, usagePeriod(now))));
  return usageOf(row, role);
}

/** The usage a plan's holder sees for the month's counters (none yet: zero). */
export function usageOf(counters: Counters | undefined, role: unknown): Usage {
  const plan = planFor(role);
  return {
    messageCount: counters?.messages ?? 0,
    chatCount: counters?.chats ?? 0,
    messageLimit: plan.messagesPerMonth,
    chatLimit: plan.chatsPerMonth,
  };
}

export function hasReached(count: number, limit: Limit): boolean {
  return limit !== UNLIMITED && count >= limit;
}
