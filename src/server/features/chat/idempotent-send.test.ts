// A message sent twice under one key (a retry after a lost answer) is stored and counted once, and the
// second send answers with the stored message and its reply
// (docs/product/rulings.md#sending-when-the-connection-fails).
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createPeerInstance, createTestApp, type TestApp } from '#server/test/app.ts';
import { type SignedUpUser, signUp } from '#server/test/auth-helpers.ts';
import { history, newChat, streamPart } from '#server/test/chat-helpers.ts';
import { api, readError } from '#server/test/client.ts';
import { keywordSafety, memoryInMemory, scriptedCoach } from '#server/test/fake-coach.ts';
import { readParts, streamedText } from '#server/test/read-stream.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function app(options: { hold?: Promise<void> } = {}): Promise<TestApp> {
  t = await createTestApp(
    {},
    {
      coach: {
        provider: scriptedCoach({ hold: options.hold }),
        fallback: null,
        safety: keywordSafety(),
        memory: memoryInMemory(),
        recordSafetyEvent: async () => undefined,
      },
    },
  );
  return t;
}

function sendKeyed(app: TestApp, user: SignedUpUser, chatId: string, content: string, clientId: string) {
  return app.request(`/api/chats/${chatId}/messages`, {
    method: 'POST',
    headers: { cookie: user.cookie },
    json: { content, clientId },
  });
}

const usageOf = async (app: TestApp, user: SignedUpUser) => (await api(app, user.cookie).usage.$get()).json();
const userMessages = async (app: TestApp, user: SignedUpUser, chatId: string) =>
  (await history(app, user, chatId)).filter((m) => m.role === 'user');

describe('a message sent twice under one key', () => {
  it('is stored and counted once; the second send streams the stored message and reply as the first did', async () => {
    const a = await app();
    const user = await signUp(a);
    const { chat } = await newChat(a, user);
    const key = randomUUID();
    const first = await readParts(await sendKeyed(a, user, chat.id, 'We argued about money', key));
    const again = await sendKeyed(a, user, chat.id, 'We argued about money', key);
    expect(again.status).toBe(200);
    const second = await readParts(again);

    expect(await userMessages(a, user, chat.id)).toHaveLength(1);
    expect((await usageOf(a, user)).messageCount).toBe(1);
    // The same parts a reader uses: the saved message, the reply's words, the saved reply.
    expect(streamPart(second, 'data-user-message')).toEqual(streamPart(first, 'data-user-message'));
    expect(streamPart(second, 'data-reply').messages).toEqual(streamPart(first, 'data-reply').messages);
    expect(streamedText(second)).toBe(streamPart(first, 'data-reply').messages[0]!.content);
    expect(second.at(-1)).toEqual({ type: 'finish' });
  });

  it('is stored and counted once when both sends arrive at once, on two instances', async () => {
    const a = await app();
    const b = await createPeerInstance(a);
    try {
      const user = await signUp(a);
      const { chat } = await newChat(a, user);
      const key = randomUUID();
      const answers = await Promise.all([
        sendKeyed(a, user, chat.id, 'Are you there?', key),
        sendKeyed(b, user, chat.id, 'Are you there?', key),
      ]);
      const parts = await Promise.all(answers.map((res) => readParts(res)));
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      // Both answers name the one stored message.
      const ids = parts.map((p) => streamPart(p, 'data-user-message').message.id);
      expect(ids[0]).toBe(ids[1]);
      expect(await userMessages(a, user, chat.id)).toHaveLength(1);
      expect((await usageOf(a, user)).messageCount).toBe(1);
    } finally {
      await b.close();
    }
  });

  it('while the first reply is still being written, answers the message and ends like a cut stream', async () => {
    let finish!: () => void;
    const a = await app({ hold: new Promise<void>((resolve) => (finish = resolve)) });
    const user = await signUp(a);
    const { chat } = await newChat(a, user);
    const key = randomUUID();
    const first = await sendKeyed(a, user, chat.id, 'Still there?', key);
    const second = await readParts(await sendKeyed(a, user, chat.id, 'Still there?', key));
    expect(second.map((p) => p.type)).toEqual(['start', 'data-user-message']);
    // The browser then reads the conversation, which says a reply is still being written.
    const page = await (
      await api(a, user.cookie).chats[':id'].messages.$get({ param: { id: chat.id }, query: { limit: '50' } })
    ).json();
    expect(page.replying).toBe(true);
    finish();
    await readParts(first);
    const done = await (
      await api(a, user.cookie).chats[':id'].messages.$get({ param: { id: chat.id }, query: { limit: '50' } })
    ).json();
    expect(done.replying).toBe(false);
    expect(done.messages.map((m) => m.role)).toEqual(['coach', 'user', 'coach', 'scripture']);
    expect((await usageOf(a, user)).messageCount).toBe(1);
  });

  it('belongs to its user: another user sending the same key stores their own message', async () => {
    const a = await app();
    const one = await signUp(a);
    const two = await signUp(a);
    const key = randomUUID();
    const chatOne = (await newChat(a, one)).chat;
    const chatTwo = (await newChat(a, two)).chat;
    await readParts(await sendKeyed(a, one, chatOne.id, 'Mine', key));
    const theirs = await readParts(await sendKeyed(a, two, chatTwo.id, 'Theirs', key));
    expect(streamPart(theirs, 'data-user-message').message.content).toBe('Theirs');
    expect((await userMessages(a, two, chatTwo.id)).map((m) => m.content)).toEqual(['Theirs']);
    expect((await usageOf(a, two)).messageCount).toBe(1);
    expect((await usageOf(a, one)).messageCount).toBe(1);
  });

  it('is refused in another chat of the same user: a key names one message, shown in its own chat', async () => {
    const a = await app();
    const user = await signUp(a);
    const key = randomUUID();
    const first = (await newChat(a, user)).chat;
    await readParts(await sendKeyed(a, user, first.id, 'Hello', key));
    const other = (await newChat(a, user)).chat;
    expect(other.id).not.toBe(first.id);
    const refused = await sendKeyed(a, user, other.id, 'Hello', key);
    expect(refused.status).toBe(409);
    expect((await readError(refused)).code).toBe('send_key_used');
    expect(await userMessages(a, user, other.id)).toHaveLength(0);
    expect((await usageOf(a, user)).messageCount).toBe(1);
  });

  it('without a key (an older client), each send is a message of its own', async () => {
    const a = await app();
    const user = await signUp(a);
    const { chat } = await newChat(a, user);
    for (let i = 0; i < 2; i++) {
      await readParts(
        await a.request(`/api/chats/${chat.id}/messages`, {
          method: 'POST',
          headers: { cookie: user.cookie },
          json: { content: 'Same words' },
        }),
      );
    }
    expect(await userMessages(a, user, chat.id)).toHaveLength(2);
  });

  it('refuses a key that is not a short string of letters, digits and dashes', async () => {
    const a = await app();
    const user = await signUp(a);
    const { chat } = await newChat(a, user);
    for (const clientId of ['', 'short', 'x'.repeat(65), "key'; drop table messages;--", 42]) {
      const res = await a.request(`/api/chats/${chat.id}/messages`, {
        method: 'POST',
        headers: { cookie: user.cookie },
        json: { content: 'Hello', clientId },
      });
      expect(res.status, String(clientId)).toBe(400);
    }
    expect(await userMessages(a, user, chat.id)).toHaveLength(0);
  });
});
