// Stop while the coach writes: what was written so far is saved, marked stopped, and the next message
// is answered as ever. A closed tab is not a Stop (the reply is finished and kept whole), and a reply in
// careful mode, or a safety reply, is never cut short.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isChatStreamPart, type ChatStreamPart } from '#shared/chat-stream.ts';
import { chats } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp, type SignedUpUser } from '#server/test/auth-helpers.ts';
import { history, newChat, send, streamPart } from '#server/test/chat-helpers.ts';
import { keywordSafety, memoryInMemory, scriptedCoach } from '#server/test/fake-coach.ts';
import { api } from '#server/test/client.ts';
import { readParts } from '#server/test/read-stream.ts';

let t: TestApp;
/** Each reply holds after its first piece until released; `hold()` arms the next one. */
let held: Promise<void> = Promise.resolve();
let release: () => void = () => undefined;
const hold = () => {
  held = new Promise<void>((resolve) => (release = resolve));
};
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      coach: {
        // A getter: every reply waits on the hold armed when it began.
        provider: scriptedCoach({
          get hold() {
            return held;
          },
        }),
        fallback: null,
        safety: keywordSafety(),
        memory: memoryInMemory(),
        recordSafetyEvent: async () => undefined,
      },
    },
  );
});
afterAll(() => {
  release();
  return t.close();
});

/** The scripted coach's first piece of text, after which it holds until released. */
const FIRST_PIECE = 'I hear you (variant ';

/** A reply stream read as it comes: `until` waits for a part, `rest` reads to the end. */
function reading(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const parts = (): ChatStreamPart[] =>
    text
      .split('\n\n')
      .map((block) => block.replace(/^data: /, '').trim())
      .filter((line) => line && line !== '[DONE]' && line.endsWith('}'))
      .map((line): unknown => JSON.parse(line))
      .filter(isChatStreamPart);
  return {
    async until(type: ChatStreamPart['type']) {
      while (!parts().some((p) => p.type === type)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before a ${type} part`);
        text += decoder.decode(value, { stream: true });
      }
    },
    async rest() {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return parts();
        text += decoder.decode(value, { stream: true });
      }
    },
  };
}

const stop = (user: SignedUpUser, chatId: string) =>
  api(t, user.cookie).chats[':id'].stop.$post({ param: { id: chatId } });

const messageCount = async (user: SignedUpUser) =>
  (await (await api(t, user.cookie).usage.$get()).json()).messageCount;

describe('Stop while a reply is written', () => {
  it('keeps what was written, marked stopped, counts the message once, and the next message is answered', async () => {
    hold();
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const stream = reading(await send(t, user, chat.id, 'He slammed the door and left again'));
    await stream.until('text-delta');

    expect((await stop(user, chat.id)).status).toBe(204);
    const parts = await stream.rest();
    const reply = streamPart(parts, 'data-reply');
    expect(reply.messages).toEqual([
      expect.objectContaining({ role: 'coach', content: FIRST_PIECE.trim(), stopped: true }),
    ]);
    expect(parts.at(-1)?.type).toBe('finish');

    const saved = await history(t, user, chat.id);
    expect(saved.at(-1)).toMatchObject({ role: 'coach', content: FIRST_PIECE.trim(), stopped: true });
    // No verse follows a stopped reply.
    expect(saved.filter((m) => m.role === 'scripture')).toEqual([]);
    expect(await messageCount(user)).toBe(1);

    // The chat is free again at once: the next message is answered whole (the coach now writes freely).
    release();
    const next = await readParts(await send(t, user, chat.id, 'What could I say when he is back?'));
    const nextReply = streamPart(next, 'data-reply').messages.find((m) => m.role === 'coach');
    expect(nextReply?.content).toMatch(/What would help most tonight\?$/);
    expect(nextReply?.stopped).toBeUndefined();
    expect(await messageCount(user)).toBe(2);
  });

  it('a closed tab is not a Stop: the reply goes on and is saved whole', async () => {
    hold();
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const leave = new AbortController();
    const res = await t.request(`/api/chats/${chat.id}/messages`, {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { content: 'We keep arguing about his mother' },
      signal: leave.signal,
    });
    const stream = reading(res);
    await stream.until('text-delta');
    leave.abort();
    // A read after the abort: the database answers in order, so the server has looked at the chat row
    // for a Stop (and found none) before the coach goes on.
    await history(t, user, chat.id);
    release();
    await expect.poll(async () => (await history(t, user, chat.id)).length, { timeout: 10_000 }).toBe(4);
    const saved = await history(t, user, chat.id);
    expect(saved.find((m) => m.role === 'coach' && m.content.startsWith('I hear you'))).toEqual(
      expect.not.objectContaining({ stopped: true }),
    );
  });

  it('stops when the request ends after Stop was pressed on another instance (marked on the chat)', async () => {
    hold();
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const leave = new AbortController();
    const res = await t.request(`/api/chats/${chat.id}/messages`, {
      method: 'POST',
      headers: { cookie: user.cookie },
      json: { content: 'She stopped talking to me' },
      signal: leave.signal,
    });
    await reading(res).until('text-delta');
    // What another instance's Stop writes: the mark for the run being written.
    const [row] = await t.database.db.select().from(chats).where(eq(chats.id, chat.id));
    await t.database.db.update(chats).set({ replyStopAt: row!.replyRunAt }).where(eq(chats.id, chat.id));
    leave.abort();
    await expect
      .poll(async () => (await history(t, user, chat.id)).at(-1), { timeout: 10_000 })
      .toMatchObject({ role: 'coach', content: FIRST_PIECE.trim(), stopped: true });
    release();
  });

  it('never cuts a careful reply short, and a safety reply is whole whatever is pressed', async () => {
    hold();
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const safety = await readParts(await send(t, user, chat.id, 'He hurts me when he drinks'));
    expect(streamPart(safety, 'data-reply').messages[0]).toMatchObject({ flag: 'safety' });
    // Nothing is being written: Stop has nothing to do.
    const nothing = await t.request(`/api/chats/${chat.id}/stop`, {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    expect(nothing.status).toBe(204);

    // The chat is careful now: Stop ends nothing, the reply is written whole.
    const stream = reading(await send(t, user, chat.id, 'I do not know what to do'));
    await stream.until('text-delta');
    const pressed = await t.request(`/api/chats/${chat.id}/stop`, {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    expect(pressed.status).toBe(204);
    release();
    const reply = streamPart(await stream.rest(), 'data-reply').messages.find((m) => m.role === 'coach');
    expect(reply?.content).toMatch(/What would help most tonight\?$/);
    expect(reply?.stopped).toBeUndefined();
  });

  it('answers 404 for another user’s chat and changes nothing there', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { chat } = await newChat(t, owner);
    expect((await stop(other, chat.id)).status).toBe(404);
    const [row] = await t.database.db.select().from(chats).where(eq(chats.id, chat.id));
    expect(row!.replyStopAt).toBeNull();
  });
});
