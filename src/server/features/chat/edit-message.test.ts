// Edit and resend: the last message gets new words and the coach's reply to the old ones is replaced,
// with the limits and the safety check of a send, never counted twice.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITS_PER_MESSAGE, REGENERATES_PER_REPLY } from '#shared/plans.ts';
import { messages, usageCounters } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp, type SignedUpUser } from '#server/test/auth-helpers.ts';
import { history, holdingApp, newChat, send, streamPart } from '#server/test/chat-helpers.ts';
import { api, readError } from '#server/test/client.ts';
import { keywordSafety, memoryInMemory, scriptedCoach } from '#server/test/fake-coach.ts';
import { readParts, streamedText } from '#server/test/read-stream.ts';

let t: TestApp;
const safetyEvents: { userId: string; categories: string[] }[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      coach: {
        provider: scriptedCoach(),
        fallback: null,
        safety: keywordSafety(),
        memory: memoryInMemory(),
        recordSafetyEvent: async (userId, categories) => void safetyEvents.push({ userId, categories }),
      },
    },
  );
});
afterAll(() => t.close());

const edit = (user: SignedUpUser, chatId: string, messageId: string, content: string) =>
  api(t, user.cookie).chats[':id'].messages[':messageId'].$patch({
    param: { id: chatId, messageId },
    json: { content },
  });

const regenerate = (user: SignedUpUser, chatId: string) =>
  api(t, user.cookie).chats[':id'].regenerate.$post({ param: { id: chatId } });

const usage = async (user: SignedUpUser) => (await api(t, user.cookie).usage.$get()).json();

const chatTitle = async (user: SignedUpUser, chatId: string) => {
  const { chats } = await (await api(t, user.cookie).chats.$get({ query: { limit: '50' } })).json();
  return chats.find((c) => c.id === chatId)?.title;
};

/** A chat with one exchange; returns the user's message. */
async function chatWith(user: SignedUpUser, words: string) {
  const { chat } = await newChat(t, user);
  await readParts(await send(t, user, chat.id, words));
  const sent = (await history(t, user, chat.id)).findLast((m) => m.role === 'user')!;
  return { chatId: chat.id, message: sent };
}

describe('editing the last message', () => {
  it("replaces the message's words and the coach's reply to them, and is not counted again", async () => {
    const user = await signUp(t);
    const { chatId, message } = await chatWith(user, 'We argued about money');
    const before = await history(t, user, chatId);
    const oldReplyIds = before.filter((m) => m.id > message.id).map((m) => m.id);
    expect(oldReplyIds.length).toBeGreaterThan(0);

    const res = await edit(user, chatId, message.id, 'We argued about his mother again');
    expect(res.status).toBe(200);
    const parts = await readParts(res);
    expect(streamPart(parts, 'data-user-message').message).toMatchObject({
      id: message.id,
      content: 'We argued about his mother again',
      edited: true,
    });
    expect(streamedText(parts)).toContain('We argued about his mother again');
    expect(streamPart(parts, 'data-reply').usage.messageCount).toBe(1);

    const after = await history(t, user, chatId);
    expect(after.map((m) => m.role)).toEqual(['coach', 'user', 'coach', 'scripture']);
    expect(after[1]).toMatchObject({
      id: message.id,
      content: 'We argued about his mother again',
      edited: true,
    });
    // The old reply is gone, not kept beside the new one.
    expect(after.some((m) => oldReplyIds.includes(m.id))).toBe(false);
    expect(after[2]!.content).toContain('We argued about his mother again');
    expect((await usage(user)).messageCount).toBe(1);
  });

  it('gives a title made from the first message the new words, and keeps a title the user chose', async () => {
    const user = await signUp(t);
    const first = await chatWith(user, 'Money fights every week');
    await readParts(await edit(user, first.chatId, first.message.id, 'His mother visits too often'));
    expect(await chatTitle(user, first.chatId)).toBe('His mother visits too often');

    const named = await chatWith(user, 'Another evening of silence');
    await api(t, user.cookie).chats[':id'].$patch({
      param: { id: named.chatId },
      json: { title: 'Evenings' },
    });
    await readParts(await edit(user, named.chatId, named.message.id, 'Another evening of shouting'));
    expect(await chatTitle(user, named.chatId)).toBe('Evenings');
  });

  it('refuses any message but the last, and changes nothing', async () => {
    const user = await signUp(t);
    const { chatId, message } = await chatWith(user, 'First thing');
    await readParts(await send(t, user, chatId, 'Second thing'));
    const before = await history(t, user, chatId);

    const res = await edit(user, chatId, message.id, 'First thing, put better');
    expect(res.status).toBe(409);
    expect(await readError(res)).toMatchObject({ code: 'edit_not_last' });
    const coachReply = before.find((m) => m.role === 'coach' && m.id > message.id)!;
    const notAMessage = await edit(user, chatId, coachReply.id, 'Not mine to edit');
    expect(notAMessage.status).toBe(409);
    expect(await history(t, user, chatId)).toEqual(before);
  });

  it('refuses words that are the same, empty or too long, with a message that says so', async () => {
    const user = await signUp(t);
    const { chatId, message } = await chatWith(user, 'Same words');
    const same = await edit(user, chatId, message.id, '  Same words ');
    expect(same.status).toBe(400);
    expect(await readError(same)).toMatchObject({ code: 'edit_unchanged' });
    const empty = await edit(user, chatId, message.id, '   ');
    expect(empty.status).toBe(400);
    expect((await readError(empty)).message).toBe('Please write a message first.');
    const long = await edit(user, chatId, message.id, 'x'.repeat(8_001));
    expect(long.status).toBe(400);
    expect((await history(t, user, chatId))[1]!.content).toBe('Same words');
  });

  it("is refused for another person's conversation as if it did not exist", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { chatId, message } = await chatWith(owner, 'Private words');
    const res = await edit(other, chatId, message.id, 'Changed by someone else');
    expect(res.status).toBe(404);
    expect((await history(t, owner, chatId))[1]!.content).toBe('Private words');
  });

  it(`is capped at ${EDITS_PER_MESSAGE} edits per message, apart from the regenerates`, async () => {
    const user = await signUp(t);
    const { chatId, message } = await chatWith(user, 'Edit me');
    for (let i = 1; i <= EDITS_PER_MESSAGE; i++) {
      const res = await edit(user, chatId, message.id, `Edit me, take ${i}`);
      expect(res.status, `edit ${i}`).toBe(200);
      await readParts(res);
    }
    const refused = await edit(user, chatId, message.id, 'One edit too many');
    expect(refused.status).toBe(429);
    expect(await readError(refused)).toMatchObject({ code: 'edit_limit_reached' });
    // The edits did not use up the regenerates.
    for (let i = 1; i <= REGENERATES_PER_REPLY; i++) {
      const res = await regenerate(user, chatId);
      expect(res.status, `regenerate ${i}`).toBe(200);
      await readParts(res);
    }
    expect((await regenerate(user, chatId)).status).toBe(429);
    expect((await history(t, user, chatId))[1]!.content).toBe(`Edit me, take ${EDITS_PER_MESSAGE}`);
    expect((await usage(user)).messageCount).toBe(1);
  });
});

describe('editing and safety', () => {
  it('answers new words that disclose danger with help, never coaching, and never from the title', async () => {
    const user = await signUp(t);
    const { chatId, message } = await chatWith(user, 'We had a rough night');
    const titleBefore = await chatTitle(user, chatId);
    const res = await edit(user, chatId, message.id, 'He hurts me when he drinks');
    expect(res.status).toBe(200);
    const reply = streamPart(await readParts(res), 'data-reply').messages;
    expect(reply).toHaveLength(1);
    expect(reply[0]).toMatchObject({ role: 'coach', flag: 'safety' });
    expect(safetyEvents.filter((e) => e.userId === user.userId)).toEqual([
      { userId: user.userId, categories: ['physical_abuse'] },
    ]);
    expect(await chatTitle(user, chatId)).toBe(titleBefore);
    const after = await history(t, user, chatId);
    expect(after.map((m) => m.flag)).toEqual([null, null, 'safety']);
    // Counted once, when it was sent; an edit never counts it again (nor takes the count back).
    expect((await usage(user)).messageCount).toBe(1);
  });

  it('counts a message answered with help once it is edited into one the coach answers', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    await readParts(await send(t, user, chat.id, 'He choked me last night'));
    expect((await usage(user)).messageCount).toBe(0);
    const message = (await history(t, user, chat.id)).findLast((m) => m.role === 'user')!;

    await readParts(await edit(user, chat.id, message.id, 'Sorry, I meant we fought last night'));
    expect((await usage(user)).messageCount).toBe(1);
    const flags = (await history(t, user, chat.id)).map((m) => m.flag);
    expect(flags).toEqual([null, null, null, null]);
  });

  it("refuses that edit at the month's limit, keeping the message as it was", async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    await readParts(await send(t, user, chat.id, 'He choked me last night'));
    const message = (await history(t, user, chat.id)).findLast((m) => m.role === 'user')!;
    const period = new Date().toISOString().slice(0, 7);
    await t.database.db
      .insert(usageCounters)
      .values({ userId: user.userId, period, messages: 10, chats: 1 })
      .onConflictDoUpdate({
        target: [usageCounters.userId, usageCounters.period],
        set: { messages: 10 },
      });

    const res = await edit(user, chat.id, message.id, 'Sorry, I meant we fought');
    expect(res.status).toBe(403);
    expect(await readError(res)).toMatchObject({ code: 'message_limit_reached' });
    const kept = await history(t, user, chat.id);
    expect(kept[1]).toMatchObject({ content: 'He choked me last night' });
    expect(kept[1]!.edited).toBeUndefined();
    expect(kept.at(-1)!.flag).toBe('safety');
  });
});

describe('editing while the coach replies', () => {
  it('is refused until the reply is written, and a lapsed reply to the old words is never saved', async () => {
    const { app, release } = await holdingApp();
    try {
      const user = await signUp(app);
      const { chat } = await newChat(app, user);
      const running = readParts(await send(app, user, chat.id, 'Old words'));
      const message = (await history(app, user, chat.id)).findLast((m) => m.role === 'user')!;
      const res = await api(app, user.cookie).chats[':id'].messages[':messageId'].$patch({
        param: { id: chat.id, messageId: message.id },
        json: { content: 'New words' },
      });
      expect(res.status).toBe(409);
      expect(await readError(res)).toMatchObject({ code: 'reply_in_progress' });

      // The run's lease lapses (its instance died, say): the edit goes ahead, and when the old run
      // finishes after all, its reply is not saved next to the new one.
      await app.database.db.execute(sql`update chats set reply_run_at = now() - interval '1 hour'`);
      // The answer starts once the edit is committed; only then does the old run go on.
      const edited = await app.request(`/api/chats/${chat.id}/messages/${message.id}`, {
        method: 'PATCH',
        headers: { cookie: user.cookie },
        json: { content: 'New words' },
      });
      expect(edited.status).toBe(200);
      release();
      await Promise.all([readParts(edited), running]);
      const replies = (await history(app, user, chat.id)).filter((m) => m.role === 'coach').slice(1);
      expect(replies).toHaveLength(1);
      expect(replies[0]!.content).toContain('New words');
      const [row] = await app.database.db
        .select({ edits: messages.edits })
        .from(messages)
        .where(eq(messages.id, message.id));
      expect(row!.edits).toBe(1);
    } finally {
      await app.close();
    }
  });
});
