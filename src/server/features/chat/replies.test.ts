import { readUIMessageStream, type UIMessage, type UIMessageChunk } from 'ai';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chats, coachMemory, opsCounters, users } from '#server/db/schema.ts';
import type { CoachProvider } from '#server/ports/coach.ts';
import type { CoachBundle } from '#server/services.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { type SignedUpUser, signUp } from '#server/test/auth-helpers.ts';
import { history, newChat, send, streamPart } from '#server/test/chat-helpers.ts';
import { api } from '#server/test/client.ts';
import {
  keywordSafety,
  memoryInMemory,
  type ScriptedCoachOptions,
  scriptedCoach,
} from '#server/test/fake-coach.ts';
import { readParts, streamedText } from '#server/test/read-stream.ts';
import { currentWorkOrder } from '#server/lib/work-order.ts';
import { OFFLINE_NOTE } from './reply-runner.ts';
import { CONNECTION_FAILED } from './stream-reply.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function bundle(provider: ScriptedCoachOptions, fallback: ScriptedCoachOptions | null = null): CoachBundle {
  return {
    provider: scriptedCoach(provider),
    fallback: fallback ? scriptedCoach({ name: 'built-in', ...fallback }) : null,
    safety: keywordSafety(),
    memory: memoryInMemory(),
    recordSafetyEvent: async () => undefined,
  };
}

async function appWith(coach: Partial<CoachBundle>, delays: number[] = [2_000, 4_000, 8_000]) {
  const slept: number[] = [];
  t = await createTestApp({}, { coach, retryDelaysMs: delays, sleep: async (ms) => void slept.push(ms) });
  return { app: t, slept };
}

describe('when the coach fails', () => {
  it('retries with 2, 4 and 8 second backoff and shows only the successful reply', async () => {
    const { app, slept } = await appWith(bundle({ failTimes: 2 }));
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    const parts = await readParts(await send(app, user, chat.id, 'Are you there?'));
    expect(parts.filter((p) => p.type === 'data-retry')).toHaveLength(2);
    expect(slept).toEqual([2_000, 4_000]);
    expect(streamedText(parts)).not.toContain('partial');
    expect((await history(app, user, chat.id)).map((m) => m.role)).toEqual([
      'coach',
      'user',
      'coach',
      'scripture',
    ]);
  });

  it('gives each try its own text part, so an AI SDK client never joins a failed try with the retry', async () => {
    const { app } = await appWith(bundle({ failTimes: 2 }));
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    const parts = await readParts(await send(app, user, chat.id, 'Are you there?'));
    const ids = (type: string) => parts.flatMap((p) => (p.type === type && 'id' in p ? [p.id] : []));
    expect(new Set(ids('text-start')).size).toBe(3);
    expect(ids('text-end')).toEqual(ids('text-start'));
    // Each failed try's part ends before the retry is announced.
    const firstRetry = parts.findIndex((p) => p.type === 'data-retry');
    expect(parts[firstRetry - 1]).toEqual({ type: 'text-end', id: ids('text-start')[0] });

    const chunks = new ReadableStream<UIMessageChunk>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    let message: UIMessage | undefined;
    for await (const m of readUIMessageStream({ stream: chunks })) message = m;
    const reply = (await history(app, user, chat.id))[2]!;
    const texts = message!.parts.flatMap((p) => (p.type === 'text' ? [p.text] : []));
    expect(texts).toEqual(['partial ', 'partial ', reply.content]);
  });

  it('after the last retry reports the failure and keeps the user message for "Regenerate"', async () => {
    const { app, slept } = await appWith(bundle({ failTimes: 4 }));
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    const parts = await readParts(await send(app, user, chat.id, 'Please keep this message'));
    expect(slept).toEqual([2_000, 4_000, 8_000]);
    expect(parts.at(-1)).toEqual({ type: 'error', errorText: CONNECTION_FAILED });
    const kept = await history(app, user, chat.id);
    expect(kept.map((m) => m.role)).toEqual(['coach', 'user']);
    expect(kept[1]!.content).toBe('Please keep this message');

    const again = await readParts(
      await api(app, user.cookie).chats[':id'].regenerate.$post({ param: { id: chat.id } }),
    );
    expect(again.some((p) => p.type === 'data-reply')).toBe(true);
    expect((await history(app, user, chat.id)).map((m) => m.role)).toEqual([
      'coach',
      'user',
      'coach',
      'scripture',
    ]);
  });

  it('counts an empty reply as a failure', async () => {
    const { app } = await appWith(bundle({ empty: true }), [0]);
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    const parts = await readParts(await send(app, user, chat.id, 'hello?'));
    expect(parts.filter((p) => p.type === 'data-retry')).toHaveLength(1);
    expect(parts.at(-1)).toMatchObject({ type: 'error' });
  });

  it('answers with the built-in coach, marked offline, when the AI provider stays down', async () => {
    const { app } = await appWith(bundle({ failTimes: 99 }, {}));
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    const parts = await readParts(await send(app, user, chat.id, 'Is anyone there?'));
    const reply = streamPart(parts, 'data-reply').messages[0]!;
    expect(reply.flag).toBe('offline');
    expect(reply.content.startsWith(OFFLINE_NOTE)).toBe(true);
    expect(streamedText(parts).startsWith(OFFLINE_NOTE)).toBe(true);
    // The operator's console sees the four failed tries and the fallback, as counts of the day.
    await vi.waitFor(async () => {
      const rows = await app.database.db.select().from(opsCounters).orderBy(opsCounters.name);
      expect(rows.map((r) => [r.name, r.count])).toEqual([
        ['ai_offline_fallback', 1],
        ['ai_provider_failure', 4],
      ]);
    });
  });

  it('tells the coach every earlier reply of the chat (offline ones with their note), to never repeat one', async () => {
    const coach = bundle({ failTimes: 99 }, {});
    const { app } = await appWith(coach, [0]);
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    await readParts(await send(app, user, chat.id, 'Is anyone there?'));
    await readParts(await send(app, user, chat.id, 'Hello again'));
    const [greeting, , first] = await history(app, user, chat.id);
    const provider = (coach.provider as ReturnType<typeof scriptedCoach>).calls.at(-1)!;
    expect(provider.alreadySaid!(greeting!.content)).toBe(true);
    expect(provider.alreadySaid!(first!.content)).toBe(true);
    expect(provider.alreadySaid!('A reply never given')).toBe(false);
    // The built-in coach standing in writes without the note, which is added to what it writes.
    const fallback = (coach.fallback as ReturnType<typeof scriptedCoach>).calls.at(-1)!;
    expect(fallback.alreadySaid!(first!.content.slice(OFFLINE_NOTE.length))).toBe(true);
    expect(fallback.alreadySaid!('A reply never given')).toBe(false);
  });
});

describe('a browser that leaves mid-reply', () => {
  it('does not cancel the reply: it is saved and shown on the next load', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { app } = await appWith(bundle({ hold }));
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    const res = await send(app, user, chat.id, 'I might close the tab');
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    release();
    await app.services.tasks.drain(5_000);
    const roles = (await history(app, user, chat.id)).map((m) => m.role);
    expect(roles).toEqual(['coach', 'user', 'coach', 'scripture']);
  });
});

describe('regenerate', () => {
  it('replaces the replies to the last message with another variant, without counting', async () => {
    const { app } = await appWith(bundle({}));
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    await readParts(await send(app, user, chat.id, 'We keep having the same fight'));
    const first = (await history(app, user, chat.id))[2]!;
    const parts = await readParts(
      await api(app, user.cookie).chats[':id'].regenerate.$post({ param: { id: chat.id } }),
    );
    expect(streamedText(parts)).toContain('variant 1');
    const after = await history(app, user, chat.id);
    expect(after.map((m) => m.role)).toEqual(['coach', 'user', 'coach', 'scripture']);
    expect(after[2]!.id).not.toBe(first.id);
    expect(after[2]!.content).not.toBe(first.content);
    const usage = await (await api(app, user.cookie).usage.$get()).json();
    expect(usage.messageCount).toBe(1);
  });

  it('keeps only the new reply when "Regenerate" gets through while the old one is still being written', async () => {
    // The first reply waits before it is saved, as if the coach were still writing it; later ones don't.
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const inner = scriptedCoach();
    let calls = 0;
    const provider: CoachProvider = {
      name: 'slow-first',
      async *stream(request) {
        const held = calls++ === 0;
        for await (const event of inner.stream(request)) {
          if (held && event.type === 'finish') await hold;
          yield event;
        }
      },
    };
    const { app } = await appWith({ ...bundle({}), provider });
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    // The user sends, then reloads the page mid-reply...
    const reader = (await send(app, user, chat.id, 'We keep having the same fight')).body!.getReader();
    await reader.read();
    await reader.cancel();
    // ...and presses "Regenerate" while the first reply is still being written: refused, one coach run
    // at a time per chat...
    const refused = await api(app, user.cookie).chats[':id'].regenerate.$post({ param: { id: chat.id } });
    expect(refused.status).toBe(409);
    // ...unless the run's lease has lapsed (its instance looked dead): then the newer reply wins.
    await app.database.db
      .update(chats)
      .set({ replyRunAt: sql`now() - interval '1 hour'` })
      .where(eq(chats.id, chat.id));
    const again = await readParts(
      await api(app, user.cookie).chats[':id'].regenerate.$post({ param: { id: chat.id } }),
    );
    expect(streamedText(again)).toContain('variant 1');
    release();
    await app.services.tasks.drain(5_000);

    const after = await history(app, user, chat.id);
    expect(after.map((m) => m.role)).toEqual(['coach', 'user', 'coach', 'scripture']);
    expect(after[2]!.content).toContain('variant 1');
  });

  it('has nothing to regenerate in a chat without a user message', async () => {
    const { app } = await appWith(bundle({}));
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    const res = await api(app, user.cookie).chats[':id'].regenerate.$post({ param: { id: chat.id } });
    expect(res.status).toBe(400);
  });
});

describe('what the coach learns', () => {
  it('keeps a suggested name as a memory note: listed in Settings, used on every plan, deletable', async () => {
    // The app's own memory store (encrypted notes), with a coach that hears a name in every message.
    const provider = scriptedCoach({ extractedName: 'Sarah' });
    const { app } = await appWith({ provider, fallback: null, safety: keywordSafety() });
    const free = await signUp(app);
    const premium = await signUp(app);
    await app.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, premium.userId));
    const notesOf = async (user: SignedUpUser) =>
      (await (await api(app, user.cookie).coach.memory.$get()).json()).notes.filter((n) => n.kind === 'name');
    const lastNameSeen = (user: SignedUpUser) =>
      provider.calls.filter((c) => c.userId === user.userId).at(-1)!.userName;

    for (const user of [free, premium]) {
      const { chat } = await newChat(app, user);
      await readParts(await send(app, user, chat.id, "I'm Sarah"));
      expect((await notesOf(user)).map((n) => n.text)).toEqual(['Name: Sarah']);
      await readParts(await send(app, user, chat.id, 'It happened again'));
      expect(lastNameSeen(user)).toBe('Sarah');
    }
    const raw = await app.database.db.select().from(coachMemory).where(eq(coachMemory.userId, free.userId));
    expect(JSON.stringify(raw)).not.toContain('Sarah');

    // Deleted in Settings: the coach no longer knows it (until the user gives it again).
    const [note] = await notesOf(free);
    const del = await api(app, free.cookie).coach.memory[':id'].$delete({ param: { id: note!.id } });
    expect(del.status).toBe(204);
    expect(await notesOf(free)).toEqual([]);
    expect(await app.services.coach.memory.userName(free.userId)).toBeNull();
  });

  it('forgets the name with the chat that learnt it', async () => {
    const provider = scriptedCoach({ extractedName: 'Sarah' });
    const { app } = await appWith({ provider, fallback: null, safety: keywordSafety() });
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    await readParts(await send(app, user, chat.id, "I'm Sarah"));
    expect(await app.services.coach.memory.userName(user.userId)).toBe('Sarah');
    const del = await api(app, user.cookie).chats[':id'].$delete({ param: { id: chat.id } });
    expect(del.status).toBe(204);
    expect(await app.services.coach.memory.userName(user.userId)).toBeNull();
    expect(await app.services.coach.memory.list(user.userId)).toEqual([]);
  });

  it("passes memory to the premium coach only, and the coach's notes are kept", async () => {
    const coach = bundle({ memoryNotes: [{ kind: 'partner', text: 'Partner: James' }] });
    const { app } = await appWith(coach);
    const free = await signUp(app);
    const premium = await signUp(app);
    await app.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, premium.userId));
    for (const user of [free, premium]) {
      const { chat } = await newChat(app, user);
      await readParts(await send(app, user, chat.id, 'My husband James works late'));
      await readParts(await send(app, user, chat.id, 'Again tonight'));
    }
    const calls = (coach.provider as ReturnType<typeof scriptedCoach>).calls;
    const byUser = (id: string) => calls.filter((c) => c.userId === id);
    expect(byUser(free.userId)[1]!.memory).toEqual([]);
    expect(byUser(premium.userId)[1]!.memory).toContainEqual({
      kind: 'partner',
      text: 'Partner: James',
      thisChat: true,
    });
    expect(byUser(premium.userId)[1]!.history.map((h) => h.role)).toEqual(['coach', 'user', 'coach']);
  });
});

describe('safety on regenerate', () => {
  it('answers a crisis message with the safety reply again, never with coaching', async () => {
    const { app } = await appWith(bundle({}));
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    await readParts(await send(app, user, chat.id, 'He hurts me when he drinks'));
    const parts = await readParts(
      await api(app, user.cookie).chats[':id'].regenerate.$post({ param: { id: chat.id } }),
    );
    const reply = streamPart(parts, 'data-reply');
    expect(reply.messages.map((m) => m.flag)).toEqual(['safety']);
    expect((await history(app, user, chat.id)).filter((m) => m.role === 'coach').map((m) => m.flag)).toEqual([
      null,
      'safety',
    ]);
  });
});

describe('careful mode', () => {
  it('tells the coach the chat is careful after a disclosure, in this chat and in the next (every plan)', async () => {
    const coach = bundle({});
    const { app } = await appWith(coach);
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    await readParts(await send(app, user, chat.id, 'We argue about the bills'));
    await readParts(await send(app, user, chat.id, 'He hurts me when he drinks'));
    await readParts(await send(app, user, chat.id, 'ok'));
    const second = await newChat(app, user);
    await readParts(await send(app, user, second.chat.id, 'hello again'));

    const calls = (coach.provider as ReturnType<typeof scriptedCoach>).calls;
    expect(calls.map((c) => c.safety)).toEqual([
      { careful: false, since: null, categories: [] },
      { careful: true, since: 'this-chat', categories: ['physical_abuse'] },
      // The account keeps the kind of danger (never the words) for the later chats.
      { careful: true, since: 'earlier-chat', categories: ['physical_abuse'] },
    ]);
    // A free user's coach gets no journey notes; careful mode lives on the account, not in a note.
    expect(calls[2]!.memory).toEqual([]);
  });

  it('tells the coach which verses the chat has shown, so none is shown twice', async () => {
    const coach = bundle({});
    const { app } = await appWith(coach);
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    await readParts(await send(app, user, chat.id, 'We argue about the bills'));
    await readParts(await send(app, user, chat.id, 'Again tonight'));
    const calls = (coach.provider as ReturnType<typeof scriptedCoach>).calls;
    expect(calls.map((c) => c.shownVerses)).toEqual([[], ['James 1:19']]);
  });
});

describe("the order of a reply's work", () => {
  it('reads for the reply as work someone waits on, and saves the written reply as work that can wait', async () => {
    // db/turns.ts lets the saving wait for other messages' first words; the reading must not.
    const canWait: Record<string, boolean> = {};
    const memory = memoryInMemory();
    const { recall, remember } = memory;
    memory.recall = (...args) => {
      canWait.recall = currentWorkOrder().canWait;
      return recall(...args);
    };
    memory.remember = (...args) => {
      canWait.remember = currentWorkOrder().canWait;
      return remember(...args);
    };
    const provider = scriptedCoach({ memoryNotes: [{ kind: 'goal', text: 'Goal: listen first' }] });
    const { app } = await appWith({ provider, fallback: null, safety: keywordSafety(), memory });
    const user = await signUp(app);
    const { chat } = await newChat(app, user);
    const parts = await readParts(await send(app, user, chat.id, 'We keep arguing about money'));
    expect(parts.some((p) => p.type === 'data-reply')).toBe(true);
    expect(canWait).toEqual({ recall: false, remember: true });
  });
});
