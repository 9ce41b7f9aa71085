// What must hold after the load, read from the database itself: every accepted message stored once
// with exactly one reply, usage counters equal to what was accepted, nobody over their plan's limit.
import { inArray } from 'drizzle-orm';
import { PLANS, UNLIMITED } from '../../src/shared/plans.ts';
import type { Database } from '../../src/server/db/client.ts';
import { chats, messages, usageCounters } from '../../src/server/db/schema.ts';
import { createTextCipher } from '../../src/server/lib/crypto.ts';
import { createChatRecords } from '../../src/server/features/chat/chat-records.ts';
import type { UserOutcome } from './virtual-user.ts';

export interface CheckResult {
  name: string;
  failures: string[];
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

export async function checkDatabase(
  db: Database,
  encryptionKey: Buffer,
  outcomes: UserOutcome[],
): Promise<CheckResult[]> {
  const records = createChatRecords(createTextCipher(encryptionKey));
  const userIds = outcomes.map((o) => o.user.id);
  const messageRows = await db.select().from(messages).where(inArray(messages.userId, userIds));
  const chatRows = await db.select().from(chats).where(inArray(chats.userId, userIds));
  const usageRows = await db.select().from(usageCounters).where(inArray(usageCounters.userId, userIds));

  const noServerError: CheckResult = { name: 'no 5xx, no failed connection', failures: [] };
  const storedOnce: CheckResult = { name: 'every accepted message stored once', failures: [] };
  const oneReply: CheckResult = { name: 'every stored message has exactly one reply', failures: [] };
  const completeStreams: CheckResult = { name: 'every accepted send streamed to its end', failures: [] };
  const counters: CheckResult = { name: 'usage counters equal accepted messages and chats', failures: [] };
  const withinLimits: CheckResult = { name: 'no user over their limit', failures: [] };
  // Without this, "no user over their limit" could pass because no one got near it.
  const reachedLimit: CheckResult = { name: 'every free user reached the message limit', failures: [] };

  const repliesTo = countBy(
    messageRows.filter((m) => m.role === 'coach' && m.replyTo),
    (m) => m.replyTo!,
  );

  for (const outcome of outcomes) {
    const { user } = outcome;
    for (const r of outcome.requests) {
      if (r.status === 0 || r.status >= 500)
        noServerError.failures.push(`${user.id}: ${r.kind} answered ${r.status || 'no response'}`);
      if (r.incomplete) completeStreams.failures.push(`${user.id}: a send's stream ended early`);
    }

    const stored = messageRows.filter((m) => m.userId === user.id && m.role === 'user');
    const storedTexts = countBy(stored, (m) => records.toMessage(m).content);
    const acceptedTexts = countBy(outcome.accepted, (t) => t);
    for (const [text, times] of acceptedTexts) {
      const found = storedTexts.get(text) ?? 0;
      if (found !== times)
        storedOnce.failures.push(`${user.id}: "${text}" stored ${found}×, accepted ${times}×`);
    }
    for (const [text] of storedTexts) {
      if (!acceptedTexts.has(text))
        storedOnce.failures.push(`${user.id}: "${text}" stored but never accepted`);
    }
    for (const m of stored) {
      const replies = repliesTo.get(m.id) ?? 0;
      if (replies !== 1) oneReply.failures.push(`${user.id}: message ${m.id} has ${replies} replies`);
    }

    const usage = usageRows.filter((u) => u.userId === user.id);
    const countedMessages = usage.reduce((sum, u) => sum + u.messages, 0);
    const countedChats = usage.reduce((sum, u) => sum + u.chats, 0);
    const chatsWithMessages = chatRows.filter((c) => c.userId === user.id && c.countedAt !== null).length;
    const messagesUsed = user.usedBefore.messages + outcome.accepted.length;
    const chatsUsed = user.usedBefore.chats + chatsWithMessages;
    if (countedMessages !== messagesUsed)
      counters.failures.push(`${user.id}: counter ${countedMessages}, used ${messagesUsed}`);
    if (countedChats !== chatsUsed)
      counters.failures.push(`${user.id}: chat counter ${countedChats}, used ${chatsUsed}`);

    const plan = PLANS[user.role];
    const storedUsed = user.usedBefore.messages + stored.length;
    if (plan.messagesPerMonth !== UNLIMITED && storedUsed > plan.messagesPerMonth)
      withinLimits.failures.push(`${user.id}: ${storedUsed} messages on the ${user.role} plan`);
    if (plan.chatsPerMonth !== UNLIMITED && chatsUsed > plan.chatsPerMonth)
      withinLimits.failures.push(`${user.id}: ${chatsUsed} chats on the ${user.role} plan`);
    if (user.role === 'free' && messagesUsed < (plan.messagesPerMonth as number))
      reachedLimit.failures.push(`${user.id}: only ${messagesUsed} messages used`);
  }
  return [noServerError, storedOnce, oneReply, completeStreams, counters, withinLimits, reachedLimit];
}
