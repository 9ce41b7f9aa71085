import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, messages, users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { api } from '#server/test/client.ts';
import { type SignedUpUser, signUp } from '#server/test/auth-helpers.ts';
import { history as historyOf, newChat, send, streamPart } from '#server/test/chat-helpers.ts';
import { readParts, streamedText } from '#server/test/read-stream.ts';

const history = (user: SignedUpUser, chatId: string) => historyOf(t, user, chatId);
const listChats = async (user: SignedUpUser, app: TestApp = t) =>
  (await (await api(app, user.cookie).chats.$get({ query: { limit: '50' } })).json()).chats;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('chats', () => {
  it('are never kept by a browser or proxy cache: every answer says no-store', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    for (const path of ['/api/chats', `/api/chats/${chat.id}/messages`, '/api/usage']) {
      const res = await t.request(path, { headers: { cookie: user.cookie } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toMatch(/\bno-store\b/);
    }
  });

  it('a new chat begins with the greeting and is titled "New Chat"', async () => {
    const user = await signUp(t);
    const { chat, messages: first } = await newChat(t, user);
    expect(chat.title).toBe('New Chat');
    expect(first).toEqual([
      expect.objectContaining({
        role: 'coach',
        content:
          "Hello! I'm your Christian relationship coach. How can I help strengthen your relationship today?",
      }),
    ]);
    expect((await listChats(user)).map((c) => c.id)).toEqual([chat.id]);
  });

  it('sends: saves the message, streams the reply, adds the verse, and titles the chat', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const content = 'We argued about money again last night and he walked out';
    const res = await send(t, user, chat.id, content);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const parts = await readParts(res);
    const types = parts.map((p) => p.type);
    expect(types[0]).toBe('start');
    expect(types).toContain('data-user-message');
    expect(types.filter((x) => x === 'text-delta').length).toBeGreaterThan(1);
    expect(types.at(-1)).toBe('finish');
    expect(streamedText(parts)).toContain('We argued about money');
    const reply = streamPart(parts, 'data-reply');
    expect(reply.messages.map((m) => m.role)).toEqual(['coach', 'scripture']);
    expect(reply.messages[1]).toMatchObject({ reference: 'James 1:19' });
    expect(reply.usage).toMatchObject({ messageCount: 1, chatCount: 1, messageLimit: 10, chatLimit: 2 });

    expect((await history(user, chat.id)).map((m) => m.role)).toEqual([
      'coach',
      'user',
      'coach',
      'scripture',
    ]);
    expect((await listChats(user))[0]!.title).toBe('We argued about money again la...');
  });

  it('keeps a title the user chose before the first message', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const renamed = await api(t, user.cookie).chats[':id'].$patch({
      param: { id: chat.id },
      json: { title: 'Sunday evenings' },
    });
    expect(renamed.status).toBe(200);
    const parts = await readParts(await send(t, user, chat.id, 'We argued about money again last night'));
    const sent = streamPart(parts, 'data-user-message');
    expect(sent.title).toBe('Sunday evenings');
    expect((await listChats(user))[0]!.title).toBe('Sunday evenings');
  });

  it('never titles a chat with a crisis message: it stays "New Chat"', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const parts = await readParts(await send(t, user, chat.id, 'He hurts me when he drinks'));
    const sent = streamPart(parts, 'data-user-message');
    expect(sent.title).toBe('New Chat');
    await readParts(await send(t, user, chat.id, 'What should I do next?'));
    expect((await listChats(user))[0]!.title).toBe('New Chat');
  });

  it('keeps message text and titles encrypted at rest', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    await readParts(await send(t, user, chat.id, 'A very private sentence about Jonathan'));
    const rows = await t.database.db.select().from(messages).where(eq(messages.chatId, chat.id));
    for (const row of rows) {
      expect(row.contentEnc).toMatch(/^v1:/);
      expect(row.contentEnc).not.toContain('private');
    }
    const [chatRow] = await t.database.db.select().from(chats).where(eq(chats.id, chat.id));
    expect(chatRow!.titleEnc).not.toContain('private');
  });

  it('renames (1-100 characters) and deletes with its messages', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const rename = (title: string) =>
      api(t, user.cookie).chats[':id'].$patch({ param: { id: chat.id }, json: { title } });
    expect((await rename('   ')).status).toBe(400);
    expect((await rename('x'.repeat(101))).status).toBe(400);
    const ok = await rename('  Sunday evenings  ');
    expect((await ok.json()).chat.title).toBe('Sunday evenings');

    await readParts(await send(t, user, chat.id, 'hello there'));
    const del = await api(t, user.cookie).chats[':id'].$delete({ param: { id: chat.id } });
    expect(del.status).toBe(204);
    expect(await t.database.db.select().from(messages).where(eq(messages.chatId, chat.id))).toEqual([]);
  });

  it('refuses blank and over-long messages with a 400', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    expect((await send(t, user, chat.id, '   \n ')).status).toBe(400);
    expect((await send(t, user, chat.id, 'x'.repeat(8001))).status).toBe(400);
    expect((await send(t, user, chat.id, 'x'.repeat(8000))).status).toBe(200);
  });

  it('pages through long histories', async () => {
    const user = await signUp(t);
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, user.userId));
    const { chat } = await newChat(t, user);
    for (let i = 0; i < 4; i++) await readParts(await send(t, user, chat.id, `message ${i}`));
    const messagesOf = api(t, user.cookie).chats[':id'].messages;
    const page1 = await (await messagesOf.$get({ param: { id: chat.id }, query: { limit: '5' } })).json();
    expect(page1.messages).toHaveLength(5);
    expect(page1.nextBefore).toBe(page1.messages[0]!.id);
    const page2 = await (
      await messagesOf.$get({ param: { id: chat.id }, query: { limit: '50', before: page1.nextBefore! } })
    ).json();
    expect(page2.messages).toHaveLength(13 - 5);
    expect(page2.nextBefore).toBeNull();
    expect(page2.messages.at(-1)!.id < page1.messages[0]!.id).toBe(true);
  });
});

describe('ownership', () => {
  it("another user's chat is a 404 on every endpoint, and never listed", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const { chat } = await newChat(t, owner);
    await readParts(await send(t, owner, chat.id, 'only mine'));
    const theirs = api(t, stranger.cookie).chats[':id'];
    const param = { id: chat.id };
    const calls: Promise<{ status: number; text(): Promise<string> }>[] = [
      theirs.messages.$get({ param, query: { limit: '50' } }),
      theirs.$patch({ param, json: { title: 'mine now' } }),
      theirs.$delete({ param }),
      theirs.messages.$post({ param, json: { content: 'hi' } }),
      theirs.regenerate.$post({ param }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('only mine');
    }
    expect(await listChats(stranger)).toEqual([]);
    expect((await history(owner, chat.id)).length).toBe(4);
  });

  it('a visitor gets 401 from every conversation endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/api/chats'],
      ['POST', '/api/chats'],
      ['GET', '/api/usage'],
      ['GET', '/api/chat-prompts'],
      ['POST', '/api/chats/x/messages'],
    ] as const) {
      const res = await t.request(path, { method, ...(method === 'POST' ? { json: { content: 'x' } } : {}) });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('the prompt library', () => {
  it('is premium only, with at least 18 prompts in 4 or more categories, devotional first', async () => {
    const user = await signUp(t);
    expect((await api(t, user.cookie)['chat-prompts'].$get()).status).toBe(403);
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, user.userId));
    const res = await api(t, user.cookie)['chat-prompts'].$get();
    expect(res.status).toBe(200);
    const { prompts } = await res.json();
    expect(prompts.length).toBeGreaterThanOrEqual(18);
    const categories = [...new Set(prompts.map((p) => p.category))];
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories[0]).toBe('devotional');
  });
});

describe('the order of the chat list', () => {
  it('follows activity on the service clock: renaming does not move a chat', async () => {
    let clock = new Date('2020-03-01T09:00:00Z');
    const app = await createTestApp({}, { now: () => clock });
    try {
      const user = await signUp(app);
      const list = () => listChats(user, app);
      const older = (await newChat(app, user)).chat;
      // Named by the user, so "New Chat" makes another chat beside it instead of reusing it.
      await api(app, user.cookie).chats[':id'].$patch({ param: { id: older.id }, json: { title: 'Sunday' } });
      clock = new Date('2020-03-01T09:05:00Z');
      const newer = (await newChat(app, user)).chat;
      clock = new Date('2020-03-01T09:10:00Z');

      const res = await api(app, user.cookie).chats[':id'].$patch({
        param: { id: older.id },
        json: { title: 'Renamed' },
      });
      expect((await res.json()).chat.updatedAt).toBe(older.updatedAt);
      expect((await list()).map((c) => c.id)).toEqual([newer.id, older.id]);

      await readParts(await send(app, user, older.id, 'A new message moves it up'));
      const after = await list();
      expect(after.map((c) => c.id)).toEqual([older.id, newer.id]);
      expect(after[0]!.updatedAt).toBe('2020-03-01T09:10:00.000Z');
    } finally {
      await app.close();
    }
  });
});
