import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, usageCounters, users } from '#server/db/schema.ts';
import { createSecondInstance, createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';
import { newChat, send, streamPart } from '#server/test/chat-helpers.ts';
import { api, readError } from '#server/test/client.ts';
import { readParts } from '#server/test/read-stream.ts';
import { limitCheckFailed } from './usage.service.ts';

let t: TestApp;
let clock = new Date('2026-11-20T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const usageOf = async (cookie: string) => (await api(t, cookie).usage.$get()).json();
const errorCode = readError;

describe('monthly limits, enforced by the server', () => {
  // docs/product/specification.md#chat-and-limits
  it('accepts 10 messages a month on the free plan, then refuses with the specified text', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    for (let i = 0; i < 10; i++) {
      // Each reply is read to its end: one coach run at a time per chat (cost-control.test.ts).
      const res = await send(t, user, chat.id, `message ${i}`);
      expect(res.status).toBe(200);
      await readParts(res);
    }
    const refused = await send(t, user, chat.id, 'one more');
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toEqual({
      code: 'message_limit_reached',
      message: "You've reached your message limit. Please upgrade to continue.",
    });
    expect(await usageOf(user.cookie)).toEqual({
      messageCount: 10,
      chatCount: 1,
      messageLimit: 10,
      chatLimit: 2,
    });
  });

  it('counts a chat when its first message is accepted, so empty chats never block', async () => {
    const user = await signUp(t);
    // Renamed, each is the user's own chat: "New Chat" reuses only an untouched one.
    const named = async (title: string) => {
      const created = await newChat(t, user);
      await api(t, user.cookie).chats[':id'].$patch({ param: { id: created.chat.id }, json: { title } });
      return created;
    };
    const a = await named('First');
    const b = await named('Second');
    const c = await named('Third');
    expect((await usageOf(user.cookie)).chatCount).toBe(0);
    await readParts(await send(t, user, a.chat.id, 'first chat'));
    await readParts(await send(t, user, b.chat.id, 'second chat'));
    const refused = await send(t, user, c.chat.id, 'third chat');
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toEqual({
      code: 'chat_limit_reached',
      message:
        "You've reached your 2 conversations limit for this month. Upgrade to Premium for unlimited conversations.",
    });
    // The refused message was not counted either, and a new chat cannot be opened this month.
    expect(await usageOf(user.cookie)).toMatchObject({ messageCount: 2, chatCount: 2 });
    const create = await api(t, user.cookie).chats.$post();
    expect(create.status).toBe(403);
    // Chats already counted keep working.
    expect((await send(t, user, a.chat.id, 'still here')).status).toBe(200);
  });

  it('always creates the first chat of someone with none, also at the limit after deleting every chat', async () => {
    const user = await signUp(t);
    for (const text of ['first chat', 'second chat']) {
      const { chat } = await newChat(t, user);
      await readParts(await send(t, user, chat.id, text));
    }
    expect(await usageOf(user.cookie)).toMatchObject({ chatCount: 2, chatLimit: 2 });
    const client = api(t, user.cookie);
    const list = await (await client.chats.$get({ query: { limit: '50' } })).json();
    for (const { id } of list.chats) {
      const del = await client.chats[':id'].$delete({ param: { id } });
      expect(del.status).toBe(204);
    }
    // The automatic first chat: created, with its greeting.
    const first = await client.chats.$post();
    expect(first.status).toBe(201);
    // "New Chat" beside an existing chat is still refused at the limit.
    const another = await client.chats.$post();
    expect(another.status).toBe(403);
    expect((await errorCode(another)).code).toBe('chat_limit_reached');
  });

  it('takes the limits from the plan: basic 100/10, premium unlimited', async () => {
    const basic = await signUp(t);
    await t.database.db.update(users).set({ role: 'basic' }).where(eq(users.id, basic.userId));
    expect(await usageOf(basic.cookie)).toMatchObject({ messageLimit: 100, chatLimit: 10 });
    const premium = await signUp(t);
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, premium.userId));
    const { chat } = await newChat(t, premium);
    for (let i = 0; i < 12; i++) {
      const res = await send(t, premium, chat.id, `m${i}`);
      expect(res.status).toBe(200);
      await readParts(res);
    }
    expect(await usageOf(premium.cookie)).toEqual({
      messageCount: 12,
      chatCount: 1,
      messageLimit: 'unlimited',
      chatLimit: 'unlimited',
    });
  });

  it('starts again at the next calendar month (UTC)', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    clock = new Date('2026-11-30T23:59:00Z');
    for (let i = 0; i < 10; i++) await readParts(await send(t, user, chat.id, `m${i}`));
    expect((await send(t, user, chat.id, 'over')).status).toBe(403);
    clock = new Date('2026-12-01T00:00:30Z');
    expect(await usageOf(user.cookie)).toMatchObject({ messageCount: 0, chatCount: 0 });
    expect((await send(t, user, chat.id, 'new month')).status).toBe(200);
    const periods = await t.database.db
      .select()
      .from(usageCounters)
      .where(eq(usageCounters.userId, user.userId));
    expect(periods.map((p) => [p.period, p.messages]).sort()).toEqual([
      ['2026-11', 10],
      ['2026-12', 1],
    ]);
    clock = new Date('2026-11-20T12:00:00Z');
  });

  it('accepts exactly the remaining messages when 50 sends arrive at once', async () => {
    // One coach run at a time per chat: the burst goes to both of the month's chats, so that more
    // than the one remaining message could be accepted if the count raced.
    const user = await signUp(t);
    const a = (await newChat(t, user)).chat;
    const b = (await newChat(t, user)).chat;
    for (let i = 0; i < 8; i++) await readParts(await send(t, user, a.id, `warm-up ${i}`));
    await readParts(await send(t, user, b.id, 'warm-up'));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(t, user, i % 2 ? a.id : b.id, `burst ${i}`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 403 || r.status === 409)).toBe(
      true,
    );
    await Promise.all(results.map((r) => r.text()));
    expect((await usageOf(user.cookie)).messageCount).toBe(10);
  });

  it('answers a crisis message even at the limit, and never counts it', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    for (let i = 0; i < 10; i++) await readParts(await send(t, user, chat.id, `m${i}`));
    const res = await send(t, user, chat.id, 'He hurts me when he drinks');
    expect(res.status).toBe(200);
    const parts = await readParts(res);
    const reply = streamPart(parts, 'data-reply');
    expect(reply.messages[0]).toMatchObject({ flag: 'safety' });
    expect(reply.messages[0]!.content).toContain('999');
    expect((await usageOf(user.cookie)).messageCount).toBe(10);
  });

  // The composer stays open at the limit (docs/product/rulings.md#safety-before-limits), so whatever is
  // written there reaches the server, which alone tells a crisis from an ordinary message.
  it('at the limit: a crisis message is saved uncounted with the safety reply, an ordinary one is refused and not saved', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    for (let i = 0; i < 10; i++) await readParts(await send(t, user, chat.id, `m${i}`));
    const userMessages = () =>
      t.database.db
        .select({ counted: messages.counted })
        .from(messages)
        .where(and(eq(messages.chatId, chat.id), eq(messages.role, 'user')));
    expect(await userMessages()).toHaveLength(10);

    const crisis = await send(t, user, chat.id, 'Some nights I want to end my life');
    expect(crisis.status).toBe(200);
    const reply = streamPart(await readParts(crisis), 'data-reply');
    expect(reply.messages[0]).toMatchObject({ role: 'coach', flag: 'safety' });
    expect(reply.messages[0]!.content).toContain('999');
    const afterCrisis = await userMessages();
    expect(afterCrisis).toHaveLength(11);
    expect(afterCrisis.filter((m) => !m.counted)).toHaveLength(1);
    expect((await usageOf(user.cookie)).messageCount).toBe(10);

    const ordinary = await send(t, user, chat.id, 'How do we plan a date night?');
    expect(ordinary.status).toBe(403);
    expect(await errorCode(ordinary)).toEqual({
      code: 'message_limit_reached',
      message: "You've reached your message limit. Please upgrade to continue.",
    });
    expect(await userMessages()).toHaveLength(11);
    expect((await usageOf(user.cookie)).messageCount).toBe(10);
  });
});

describe('when the limits cannot be checked', () => {
  // docs/product/specification.md#chat-and-limits
  it('the usage endpoint says "Server error" and gives no numbers', async () => {
    const user = await signUp(t);
    // A query that fails for a reason other than a lost database (or a missing table, also a 503).
    await t.database.db.execute(sql`alter table usage_counters rename to usage_counters_away`);
    await t.database.db.execute(
      sql`create view usage_counters as select * from usage_counters_away where 1 / 0 = 1`,
    );
    try {
      const res = await api(t, user.cookie).usage.$get();
      expect(res.status).toBe(500);
      expect(await errorCode(res)).toEqual({ code: 'internal', message: 'Server error' });
    } finally {
      await t.database.db.execute(sql`drop view usage_counters`);
      await t.database.db.execute(sql`alter table usage_counters_away rename to usage_counters`);
    }
  });

  it('says "Error validating limits" when the database cannot be reached (a 503 to retry)', () => {
    const lost = new Error('select failed', {
      cause: Object.assign(new Error('terminating'), { code: '57P01' }),
    });
    expect(limitCheckFailed(lost)).toMatchObject({ status: 503, message: 'Error validating limits' });
    expect(limitCheckFailed(new Error('bug'))).toMatchObject({ status: 500, message: 'Server error' });
  });
});

describe('limits across two server instances (PostgreSQL)', () => {
  it('accepts exactly the remaining messages when both instances receive sends at once', async (ctx) => {
    // The same clock as the first instance: on the real one the two would count different months.
    const second = await createSecondInstance(t, { now: () => clock });
    if (!second) {
      ctx.skip(); // PGlite is a single-process database: this case runs in the PostgreSQL pass of CI.
      return;
    }
    try {
      // Both of the month's chats, on both instances (one coach run at a time per chat).
      const user = await signUp(t);
      const a = (await newChat(t, user)).chat;
      const b = (await newChat(t, user)).chat;
      for (let i = 0; i < 8; i++) await readParts(await send(t, user, a.id, `warm-up ${i}`));
      await readParts(await send(t, user, b.id, 'warm-up'));
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          send(i % 2 ? second : t, user, i % 4 < 2 ? a.id : b.id, `burst ${i}`),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      await Promise.all(results.map((r) => r.text()));
      expect((await usageOf(user.cookie)).messageCount).toBe(10);
    } finally {
      await second.close();
    }
  });

  // The load test (bench/load) found the first sends of a new chat, arriving together at two instances,
  // deadlocking (chat row and usage row locked in different orders; one answered 500). The exact
  // interleaving is timing-dependent and this case does not force it; it checks the same shape here,
  // and the load test in CI is what reliably exercised the failure.
  it('answers all of several first messages of new chats sent at once to both instances', async (ctx) => {
    // The same clock as the first instance: on the real one the two would count different months.
    const second = await createSecondInstance(t, { now: () => clock });
    if (!second) {
      ctx.skip(); // PGlite is one connection: transactions never interleave there.
      return;
    }
    try {
      const users = await Promise.all(Array.from({ length: 16 }, () => signUp(t)));
      const results = await Promise.all(
        users.map(async (user) => {
          const { chat } = await newChat(t, user);
          return Promise.all(
            Array.from({ length: 3 }, (_, i) => send(i % 2 ? second : t, user, chat.id, `first ${i}`)),
          );
        }),
      );
      // One coach run at a time per chat: a send that arrives while another's reply is being written is
      // told so (409); it still takes the chat and usage locks first, in the same order, so none fails.
      await Promise.all(results.flat().map((r) => r.text()));
      for (const [i, sends] of results.entries()) {
        const statuses = sends.map((r) => r.status);
        expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
        const answered = statuses.filter((s) => s === 200).length;
        expect(answered).toBeGreaterThan(0);
        expect(await usageOf(users[i]!.cookie)).toMatchObject({ messageCount: answered, chatCount: 1 });
      }
    } finally {
      await second.close();
    }
  });
});
