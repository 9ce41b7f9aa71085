// Every send and Regenerate runs the coach, which with an AI provider is a paid call: a fair-use rate
// on every plan, a cap on regenerates per reply, and one run at a time per chat (across instances).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_USE, REGENERATES_PER_REPLY } from '#shared/plans.ts';
import { chats, users } from '#server/db/schema.ts';
import { createSecondInstance, createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp, type SignedUpUser } from '#server/test/auth-helpers.ts';
import { history, holdingApp, newChat, send, streamPart } from '#server/test/chat-helpers.ts';
import { keywordSafety, memoryInMemory, scriptedCoach } from '#server/test/fake-coach.ts';
import { api, readError } from '#server/test/client.ts';
import type { CoachProvider } from '#server/ports/coach.ts';
import { readParts } from '#server/test/read-stream.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const regenerate = (app: TestApp, user: SignedUpUser, chatId: string) =>
  api(app, user.cookie).chats[':id'].regenerate.$post({ param: { id: chatId } });

async function premiumUser(): Promise<SignedUpUser> {
  const user = await signUp(t);
  await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, user.userId));
  return user;
}

/**
 * An app whose coach counts its runs and how many ran at once; once `hold()` is called, runs wait
 * (after their first words) until the function it returns is called.
 */
async function gatedApp() {
  const inner = scriptedCoach();
  let gate: Promise<void> | null = null;
  let running = 0;
  const coach = { calls: 0, mostAtOnce: 0 };
  const provider: CoachProvider = {
    name: 'gated',
    async *stream(request) {
      coach.calls++;
      running++;
      coach.mostAtOnce = Math.max(coach.mostAtOnce, running);
      try {
        let first = true;
        for await (const event of inner.stream(request)) {
          yield event;
          if (first && gate) await gate;
          first = false;
        }
      } finally {
        running--;
      }
    },
  };
  const app = await createTestApp(
    {},
    {
      coach: {
        provider,
        fallback: null,
        safety: keywordSafety(),
        memory: memoryInMemory(),
        recordSafetyEvent: async () => undefined,
      },
    },
  );
  const hold = () => {
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  return { app, coach, hold };
}

describe('the fair-use rate', () => {
  it('holds for Premium too: sends and regenerates share it, refused with a message and Retry-After', async () => {
    const user = await premiumUser();
    const { chat } = await newChat(t, user);
    await readParts(await send(t, user, chat.id, 'first'));
    await readParts(await regenerate(t, user, chat.id));
    for (let i = 2; i < FAIR_USE.coachRunsPerWindow; i++) {
      const res = await send(t, user, chat.id, `message ${i}`);
      expect(res.status, `run ${i + 1}`).toBe(200);
      await readParts(res);
    }
    const refused = await send(t, user, chat.id, 'one more');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readError(refused)).toEqual({
      code: 'fair_use_limit',
      message: "You've sent a lot of messages in a short time. Please wait a few minutes, then try again.",
    });
    const again = await regenerate(t, user, chat.id);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).not.toBeNull();
    // Refused sends were not kept: the month's count holds the accepted ones (a regenerate is not one).
    const usage = await (await api(t, user.cookie).usage.$get()).json();
    expect(usage.messageCount).toBe(FAIR_USE.coachRunsPerWindow - 1);
    // A crisis message is still answered with help.
    const crisis = await send(t, user, chat.id, 'He hurts me when he drinks');
    expect(crisis.status).toBe(200);
    expect(streamPart(await readParts(crisis), 'data-reply').messages[0]).toMatchObject({ flag: 'safety' });
  });

  it('is per account: another user is not slowed by it', async () => {
    const busy = await premiumUser();
    const { chat } = await newChat(t, busy);
    for (let i = 0; i < FAIR_USE.coachRunsPerWindow; i++)
      await readParts(await send(t, busy, chat.id, `m${i}`));
    expect((await send(t, busy, chat.id, 'over')).status).toBe(429);
    const other = await signUp(t);
    const mine = await newChat(t, other);
    expect((await send(t, other, mine.chat.id, 'hello')).status).toBe(200);
  });
});

describe('regenerating one reply', () => {
  it(`is capped at ${REGENERATES_PER_REPLY} times per message, with a message that says what to do`, async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    await readParts(await send(t, user, chat.id, 'We keep having the same fight'));
    for (let i = 0; i < REGENERATES_PER_REPLY; i++) {
      const res = await regenerate(t, user, chat.id);
      expect(res.status, `regenerate ${i + 1}`).toBe(200);
      await readParts(res);
    }
    const refused = await regenerate(t, user, chat.id);
    expect(refused.status).toBe(429);
    expect(await readError(refused)).toEqual({
      code: 'regenerate_limit_reached',
      message: `This message has had ${REGENERATES_PER_REPLY} new replies already. Send a new message to continue the conversation.`,
    });
    // The last reply stays; a new message can be regenerated again.
    expect((await history(t, user, chat.id)).map((m) => m.role)).toEqual([
      'coach',
      'user',
      'coach',
      'scripture',
    ]);
    await readParts(await send(t, user, chat.id, 'Something else'));
    expect((await regenerate(t, user, chat.id)).status).toBe(200);
  });

  it('runs one of 20 regenerates sent at once and refuses the others with 409', async () => {
    // The run that wins is held open until every answer is in, so the others all arrive while it
    // runs (a regenerate that came after it had finished would rightly be allowed).
    const { app, coach, hold } = await gatedApp();
    let release = () => {};
    try {
      const user = await signUp(app);
      const { chat } = await newChat(app, user);
      await readParts(await send(app, user, chat.id, 'We keep having the same fight'));
      release = hold();
      const results = await Promise.all(Array.from({ length: 20 }, () => regenerate(app, user, chat.id)));
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
      release();
      await Promise.all(results.map((r) => r.text()));
      await app.services.tasks.drain(5_000);
      // One run at a time: the send and the one regenerate ran the coach, never both at once.
      expect(coach.calls).toBe(2);
      expect(coach.mostAtOnce).toBe(1);
    } finally {
      release();
      await app.services.tasks.drain(5_000);
      await app.close();
    }
  });
});

describe('one coach run at a time per chat', () => {
  it('refuses a second send or regenerate while a reply is being written, with 409; then accepts', async () => {
    const { app, release } = await holdingApp();
    try {
      const user = await signUp(app);
      const { chat } = await newChat(app, user);
      const first = await send(app, user, chat.id, 'first');
      expect(first.status).toBe(200);
      const second = await send(app, user, chat.id, 'second');
      expect(second.status).toBe(409);
      expect(await readError(second)).toEqual({
        code: 'reply_in_progress',
        message:
          'The coach is still replying in this conversation. Please wait for the reply, then try again.',
      });
      expect((await regenerate(app, user, chat.id)).status).toBe(409);
      // Another chat of the same user is free.
      const other = await newChat(app, user);
      const elsewhere = send(app, user, other.chat.id, 'elsewhere');
      expect((await elsewhere).status).toBe(200);
      release();
      await readParts(first);
      await app.services.tasks.drain(5_000);
      const third = await send(app, user, chat.id, 'third');
      expect(third.status).toBe(200);
      await readParts(third);
      // The refused message was not kept or counted.
      const contents = (await history(app, user, chat.id))
        .filter((m) => m.role === 'user')
        .map((m) => m.content);
      expect(contents).toEqual(['first', 'third']);
      expect((await (await api(app, user.cookie).usage.$get()).json()).messageCount).toBe(3);
    } finally {
      release();
      await app.services.tasks.drain(5_000);
      await app.close();
    }
  });

  it('frees a chat whose run was left by an instance that died, once the lease lapses', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    await t.database.db.update(chats).set({ replyRunAt: new Date() }).where(eq(chats.id, chat.id));
    expect((await send(t, user, chat.id, 'while locked')).status).toBe(409);
    await t.database.db
      .update(chats)
      .set({ replyRunAt: sql`now() - interval '1 hour'` })
      .where(eq(chats.id, chat.id));
    const res = await send(t, user, chat.id, 'after the lease');
    expect(res.status).toBe(200);
    await readParts(res);
    const [row] = await t.database.db
      .select({ at: chats.replyRunAt })
      .from(chats)
      .where(eq(chats.id, chat.id));
    expect(row!.at).toBeNull();
  });

  it('holds across two instances (PostgreSQL)', async (ctx) => {
    const { app, release } = await holdingApp();
    const second = await createSecondInstance(app);
    if (!second) {
      release();
      await app.close();
      ctx.skip(); // PGlite is one process's database: this case runs in the PostgreSQL pass of CI.
      return;
    }
    try {
      const user = await signUp(app);
      const { chat } = await newChat(app, user);
      const first = await send(app, user, chat.id, 'first');
      expect(first.status).toBe(200);
      expect((await send(second, user, chat.id, 'second')).status).toBe(409);
      expect((await regenerate(second, user, chat.id)).status).toBe(409);
      release();
      await readParts(first);
      await app.services.tasks.drain(5_000);
      const third = await send(second, user, chat.id, 'third');
      expect(third.status).toBe(200);
      await readParts(third);
    } finally {
      release();
      await app.services.tasks.drain(5_000);
      await second.close();
      await app.close();
    }
  });
});

describe('a database that fails as the reply ends', () => {
  it('never tells the browser a reply failed that was saved, nor that one was saved that was not', async () => {
    const { app, release } = await holdingApp();
    try {
      const user = await signUp(app);
      const { chat } = await newChat(app, user);
      const res = await send(app, user, chat.id, 'Are you still there?');
      // The usage table goes away while the coach is writing (a query that fails after the reply).
      await app.database.db.execute(sql`alter table usage_counters rename to usage_counters_away`);
      let parts;
      try {
        release();
        parts = await readParts(res);
        await app.services.tasks.drain(5_000);
      } finally {
        await app.database.db.execute(sql`alter table usage_counters_away rename to usage_counters`);
      }
      const saved = (await history(app, user, chat.id)).some(
        (m) => m.role === 'coach' && m.content.includes('still there'),
      );
      const last = parts.at(-1)!;
      if (saved) expect(parts.map((p) => p.type)).toContain('data-reply');
      else expect(last.type).toBe('error');
      expect(parts.some((p) => p.type === 'data-reply') && parts.some((p) => p.type === 'error')).toBe(false);
    } finally {
      release();
      await app.close();
    }
  });
});
