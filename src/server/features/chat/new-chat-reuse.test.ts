// "New Chat" pressed again while the newest chat is untouched opens that chat instead of another empty
// one (docs/product/specification.md#new-chat).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { api } from '#server/test/client.ts';
import { type SignedUpUser, signUp } from '#server/test/auth-helpers.ts';
import { newChat, send } from '#server/test/chat-helpers.ts';
import { readParts } from '#server/test/read-stream.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listChats = async (user: SignedUpUser) =>
  (await (await api(t, user.cookie).chats.$get({ query: { limit: '50' } })).json()).chats;

describe('a new chat', () => {
  it('is the newest chat again while the user has not written in it', async () => {
    const user = await signUp(t);
    const first = await newChat(t, user);
    const again = await newChat(t, user);
    expect(again.chat.id).toBe(first.chat.id);
    expect(again.messages.map((m) => m.role)).toEqual(['coach']);
    expect((await listChats(user)).map((c) => c.id)).toEqual([first.chat.id]);
  });

  it('is one chat when "New Chat" is pressed twice at once', async () => {
    const user = await signUp(t);
    const [a, b] = await Promise.all([newChat(t, user), newChat(t, user)]);
    expect(a.chat.id).toBe(b.chat.id);
    expect(await listChats(user)).toHaveLength(1);
  });

  it('is a fresh chat once the newest one has a message of the user', async () => {
    const user = await signUp(t);
    const first = await newChat(t, user);
    await readParts(await send(t, user, first.chat.id, 'We argued about the holidays'));
    const second = await newChat(t, user);
    expect(second.chat.id).not.toBe(first.chat.id);
    expect(second.chat.title).toBe('New Chat');
    expect((await listChats(user)).map((c) => c.id)).toEqual([second.chat.id, first.chat.id]);
  });

  it('is a fresh chat when the user renamed the empty one (their choice of a chat to keep)', async () => {
    const user = await signUp(t);
    const first = await newChat(t, user);
    await api(t, user.cookie).chats[':id'].$patch({
      param: { id: first.chat.id },
      json: { title: 'Anniversary' },
    });
    const second = await newChat(t, user);
    expect(second.chat.id).not.toBe(first.chat.id);
  });

  it("never hands over another user's empty chat", async () => {
    const one = await signUp(t);
    const other = await signUp(t);
    const mine = await newChat(t, one);
    const theirs = await newChat(t, other);
    expect(theirs.chat.id).not.toBe(mine.chat.id);
  });
});
