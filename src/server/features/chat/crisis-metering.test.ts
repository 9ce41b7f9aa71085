// Crisis messages are never counted against the month, and the safety reply always answers them; what
// is bounded is what they cost (issue 29, finding 8: 60 messages of 7.8 KB in 1.6 s at the free limit).
// Beyond URGENT_STORED_PER_DAY in a day an account's crisis messages are still answered with the safety
// reply, but neither the message nor the reply is stored again (docs/security.md, 2.3.2).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URGENT_STORED_PER_DAY } from '#shared/plans.ts';
import { messages } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';
import { history, newChat, send, streamPart } from '#server/test/chat-helpers.ts';
import { readParts } from '#server/test/read-stream.ts';

let t: TestApp;
let clock = new Date('2026-11-20T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const storedIn = async (chatId: string) =>
  (await t.database.db.select({ n: count() }).from(messages).where(eq(messages.chatId, chatId)))[0]!.n;

describe('crisis messages', () => {
  it('are always answered with the safety reply, and stored at most URGENT_STORED_PER_DAY a day', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const crisis = `He hurts me when he drinks. ${'x'.repeat(7_000)}`;
    for (let i = 0; i < URGENT_STORED_PER_DAY + 5; i++) {
      const res = await send(t, user, chat.id, crisis);
      expect(res.status).toBe(200);
      const reply = streamPart(await readParts(res), 'data-reply');
      expect(reply.messages[0]).toMatchObject({ flag: 'safety' });
      expect(reply.messages[0]!.content).toContain('999');
    }
    // The greeting, then a message and its safety reply for each stored one.
    expect(await storedIn(chat.id)).toBe(1 + 2 * URGENT_STORED_PER_DAY);
    const shown = await history(t, user, chat.id);
    expect(shown.at(-1)).toMatchObject({ role: 'coach', flag: 'safety' });

    // The next day they are stored again.
    clock = new Date(clock.getTime() + 24 * 60 * 60_000 + 1);
    streamPart(await readParts(await send(t, user, chat.id, crisis)), 'data-reply');
    expect(await storedIn(chat.id)).toBe(3 + 2 * URGENT_STORED_PER_DAY);
  }, 120_000);
});
