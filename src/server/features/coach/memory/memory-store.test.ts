import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { chats, coachMemory, coachMemoryTombstones, safetyEvents, users } from '#server/db/schema.ts';
import type { Config } from '#server/env.ts';
import { createTextCipher } from '#server/lib/crypto.ts';
import { createLogger } from '#server/lib/logger.ts';
import { newId } from '#server/lib/ids.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/database.ts';
import { createCoach } from '../providers/create-coach.ts';
import { createCoachMemoryService } from './memory.service.ts';
import {
  createMemoryStore,
  MAX_NOTES_PER_USER,
  MAX_TOMBSTONES_PER_USER,
  SAFETY_NOTE_TEXT,
} from './memory-store.ts';
import { recordSafetyEvent } from '../safety/safety-events.ts';
import { createScripture } from '../scripture/scripture.ts';

let database: TestDatabase;
const cipher = createTextCipher(randomBytes(32));
const fingerprintKey = randomBytes(32);
let store: ReturnType<typeof createMemoryStore>;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createMemoryStore({ db: database.db, cipher, fingerprintKey });
});
afterAll(() => database.close());

/** The kinds of statement (select, insert...) `run` sends to the database, in order. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const { $client: client } = database.db as unknown as {
    $client: { query: (...args: unknown[]) => Promise<unknown> };
  };
  const seen: string[] = [];
  const original = client.query.bind(client);
  const spy = vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text ?? '');
    seen.push(/^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '?');
    return original(...args);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

async function newUser(): Promise<{ userId: string; chatId: string }> {
  const userId = newId();
  await database.db.insert(users).values({ id: userId, name: 'Test User', email: `${userId}@example.com` });
  const chatId = newId();
  await database.db.insert(chats).values({ id: chatId, userId, titleEnc: 'x' });
  return { userId, chatId };
}

describe('the memory store', () => {
  it('stores notes encrypted: the raw table holds no plaintext', async () => {
    const { userId, chatId } = await newUser();
    await store.remember(userId, chatId, [
      { kind: 'partner', text: 'Partner: Jonathan' },
      { kind: 'goal', text: 'Goal: calmer Sunday evenings' },
    ]);
    expect(await store.list(userId)).toEqual(['Partner: Jonathan', 'Goal: calmer Sunday evenings']);
    const raw = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select * from coach_memory where user_id = ${userId}`,
    );
    expect(raw).toHaveLength(2);
    const dump = JSON.stringify(raw);
    expect(dump).not.toContain('Jonathan');
    expect(dump).not.toContain('Sunday');
  });

  it('deduplicates by kind and normalised text', async () => {
    const { userId, chatId } = await newUser();
    await store.remember(userId, chatId, [{ kind: 'goal', text: 'Goal: pray together' }]);
    await store.remember(userId, chatId, [
      { kind: 'goal', text: '  goal:   PRAY together. ' },
      { kind: 'concern', text: 'Goal: pray together' },
    ]);
    const entries = await store.listEntries(userId);
    expect(entries.map((e) => [e.kind, e.text])).toEqual([
      ['concern', 'Goal: pray together'],
      ['goal', 'Goal: pray together'],
    ]);
  });

  it('keeps one name and one partner: the newest', async () => {
    const { userId, chatId } = await newUser();
    await store.remember(userId, chatId, [{ kind: 'partner', text: 'Partner: Jim' }]);
    await store.remember(userId, chatId, [{ kind: 'partner', text: 'Partner: James' }]);
    expect(await store.list(userId)).toEqual(['Partner: James']);
  });

  it('keeps the first name the user gave until it is deleted, and reads it for the coach', async () => {
    const { userId, chatId } = await newUser();
    // The name as the coach reads it: on its own, and with the notes for a reply.
    const names = async () => [await store.userName(userId), (await store.recall(userId, chatId)).userName];
    expect(await names()).toEqual([null, null]);
    await store.remember(userId, chatId, [{ kind: 'goal', text: 'Goal: stop fighting' }]);
    await store.remember(userId, chatId, [{ kind: 'name', text: 'Name: Sarah' }]);
    await store.remember(userId, chatId, [{ kind: 'name', text: 'Name: Sally' }]);
    expect(await store.list(userId)).toEqual(['Goal: stop fighting', 'Name: Sarah']);
    expect(await names()).toEqual(['Sarah', 'Sarah']);
    await store.deleteAll(userId);
    expect(await names()).toEqual([null, null]);
    await store.remember(userId, chatId, [{ kind: 'name', text: 'Name: Sally' }]);
    expect(await names()).toEqual(['Sally', 'Sally']);
  });

  it('never drops the name to make room for newer notes', async () => {
    const { userId, chatId } = await newUser();
    await store.remember(userId, chatId, [{ kind: 'name', text: 'Name: Ruth' }]);
    await store.remember(
      userId,
      chatId,
      Array.from({ length: MAX_NOTES_PER_USER }, (_, i) => ({
        kind: 'helped' as const,
        text: `What helped: ${i}`,
      })),
    );
    const kept = await store.list(userId);
    expect(kept).toHaveLength(MAX_NOTES_PER_USER);
    expect(kept).toContain('Name: Ruth');
    expect(await store.userName(userId)).toBe('Ruth');
  });

  it(`keeps at most ${MAX_NOTES_PER_USER} notes per user, dropping the oldest`, async () => {
    const { userId, chatId } = await newUser();
    const notes = Array.from({ length: 55 }, (_, i) => ({
      kind: 'helped' as const,
      text: `What helped: idea ${i}`,
    }));
    await store.remember(userId, chatId, notes.slice(0, 30));
    await store.remember(userId, chatId, notes.slice(30));
    const kept = await store.list(userId);
    expect(kept).toHaveLength(MAX_NOTES_PER_USER);
    expect(kept[0]).toBe('What helped: idea 5');
    expect(kept.at(-1)).toBe('What helped: idea 54');
  });

  it('writes only the note when it is already kept: no cap to enforce when nothing was added', async () => {
    const { userId, chatId } = await newUser();
    const notes = [
      { kind: 'helped' as const, text: 'What helped: a walk' },
      { kind: 'plan' as const, text: 'Plan: talk on Sunday' },
    ];
    expect(await statementsOf(() => store.remember(userId, chatId, notes))).toContain('delete');
    // Said again: the tombstone check and the two upserts, nothing else.
    expect(await statementsOf(() => store.remember(userId, chatId, notes))).toEqual([
      'select',
      'insert',
      'insert',
    ]);
    expect(await store.list(userId)).toEqual(['What helped: a walk', 'Plan: talk on Sunday']);
    // One new note among kept ones is added, and the cap is kept again.
    const more = [...notes, { kind: 'helped' as const, text: 'What helped: tea' }];
    expect(await statementsOf(() => store.remember(userId, chatId, more))).toContain('delete');
    expect(await store.list(userId)).toHaveLength(3);
  });

  it("deletes one note, never another user's, and all of a user's notes", async () => {
    const a = await newUser();
    const b = await newUser();
    await store.remember(a.userId, a.chatId, [
      { kind: 'goal', text: 'Goal: one' },
      { kind: 'goal', text: 'Goal: two' },
    ]);
    await store.remember(b.userId, b.chatId, [{ kind: 'goal', text: 'Goal: theirs' }]);
    const [first] = await store.listEntries(a.userId);
    const [theirs] = await store.listEntries(b.userId);
    expect(await store.delete(a.userId, theirs!.id)).toBe(false);
    expect(await store.delete(a.userId, first!.id)).toBe(true);
    expect(await store.list(a.userId)).toEqual(['Goal: one']);
    expect(await store.deleteAll(a.userId)).toBe(1);
    expect(await store.list(a.userId)).toEqual([]);
    expect(await store.list(b.userId)).toEqual(['Goal: theirs']);
  });

  it('deletes the notes of a chat when the chat is deleted', async () => {
    const { userId, chatId } = await newUser();
    await store.remember(userId, chatId, [{ kind: 'goal', text: 'Goal: from this chat' }]);
    await database.db.delete(chats).where(eq(chats.id, chatId));
    expect(await store.list(userId)).toEqual([]);
  });

  it('finds the notes of a chat by an index, so deleting a chat does not scan every note', async () => {
    const indexes = await queryRows<{ indexdef: string }>(
      database.db,
      sql`select indexdef from pg_indexes where tablename = 'coach_memory'`,
    );
    expect(indexes.some((i) => /\(chat_id\b/.test(i.indexdef))).toBe(true);
  });

  it('leaves out a note that no longer decrypts instead of failing', async () => {
    const { userId, chatId } = await newUser();
    await store.remember(userId, chatId, [{ kind: 'goal', text: 'Goal: readable' }]);
    const other = createMemoryStore({
      db: database.db,
      cipher: createTextCipher(randomBytes(32)),
      fingerprintKey,
    });
    await other.remember(userId, chatId, [{ kind: 'goal', text: 'Goal: other key' }]);
    expect(await store.list(userId)).toEqual(['Goal: readable']);
  });
});

async function newChat(userId: string): Promise<string> {
  const chatId = newId();
  await database.db.insert(chats).values({ id: chatId, userId, titleEnc: 'x' });
  return chatId;
}

const notesFor = async (userId: string, chatId: string) => (await store.recall(userId, chatId)).notes;

describe('notes for a reply', () => {
  it('are oldest first and say whether they came from this chat or an earlier one', async () => {
    const { userId, chatId: earlier } = await newUser();
    const current = await newChat(userId);
    await store.remember(userId, earlier, [{ kind: 'partner', text: 'Partner: Mark' }]);
    await store.remember(userId, current, [{ kind: 'goal', text: 'Goal: stop fighting' }]);
    expect(await notesFor(userId, current)).toEqual([
      { kind: 'partner', text: 'Partner: Mark', thisChat: false },
      { kind: 'goal', text: 'Goal: stop fighting', thisChat: true },
    ]);
    expect((await notesFor(userId, earlier)).map((n) => n.thisChat)).toEqual([true, false]);
  });

  it('keep one current plan: the newest, moved to the chat where it was said last', async () => {
    const { userId, chatId: first } = await newUser();
    const second = await newChat(userId);
    await store.remember(userId, first, [{ kind: 'plan', text: 'Plan: talk to him on Sunday' }]);
    await store.remember(userId, first, [{ kind: 'plan', text: 'Plan: book a date night' }]);
    expect(await notesFor(userId, second)).toEqual([
      { kind: 'plan', text: 'Plan: book a date night', thisChat: false },
    ]);
    await store.remember(userId, second, [{ kind: 'plan', text: 'Plan: book a date night' }]);
    expect(await notesFor(userId, second)).toEqual([
      { kind: 'plan', text: 'Plan: book a date night', thisChat: true },
    ]);
  });

  it('keep at most one safety note, with fixed words, tied to the latest disclosure', async () => {
    const { userId, chatId: first } = await newUser();
    const second = await newChat(userId);
    await store.remember(userId, first, [{ kind: 'safety', text: 'He hit me last night' }]);
    await store.remember(userId, second, [{ kind: 'safety', text: SAFETY_NOTE_TEXT }]);
    expect(await notesFor(userId, second)).toEqual([
      { kind: 'safety', text: SAFETY_NOTE_TEXT, thisChat: true },
    ]);
    const raw = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select * from coach_memory where user_id = ${userId}`,
    );
    expect(raw).toHaveLength(1);
    expect((await store.list(userId)).join(' ')).not.toMatch(/hit/i);
  });

  it('let the user delete the safety note; a later disclosure writes it again', async () => {
    const { userId, chatId } = await newUser();
    await store.remember(userId, chatId, [{ kind: 'safety', text: SAFETY_NOTE_TEXT }]);
    const [note] = await store.listEntries(userId);
    expect(note).toMatchObject({ kind: 'safety', text: SAFETY_NOTE_TEXT });
    expect(await store.delete(userId, note!.id)).toBe(true);
    expect(await store.list(userId)).toEqual([]);
    await store.remember(userId, chatId, [{ kind: 'safety', text: SAFETY_NOTE_TEXT }]);
    expect(await store.list(userId)).toEqual([SAFETY_NOTE_TEXT]);
  });
});

describe('a deleted note', () => {
  it('is not learned again from the same words, however they are cased or ended', async () => {
    const { userId, chatId } = await newUser();
    await store.remember(userId, chatId, [
      { kind: 'goal', text: 'Goal: pray together' },
      { kind: 'partner', text: 'Partner: Mark' },
    ]);
    const goal = (await store.listEntries(userId)).find((e) => e.kind === 'goal')!;
    expect(await store.delete(userId, goal.id)).toBe(true);
    await store.remember(userId, chatId, [
      { kind: 'goal', text: 'goal: PRAY together.' },
      { kind: 'goal', text: 'Goal: calmer evenings' },
    ]);
    expect(await store.list(userId)).toEqual(['Partner: Mark', 'Goal: calmer evenings']);
  });

  it("silences only that user's note", async () => {
    const a = await newUser();
    const b = await newUser();
    await store.remember(a.userId, a.chatId, [{ kind: 'goal', text: 'Goal: shared words' }]);
    const [note] = await store.listEntries(a.userId);
    await store.delete(a.userId, note!.id);
    await store.remember(b.userId, b.chatId, [{ kind: 'goal', text: 'Goal: shared words' }]);
    expect(await store.list(b.userId)).toEqual(['Goal: shared words']);
  });

  it('of a name silences that name: neither the note nor the name comes back', async () => {
    const { userId, chatId } = await newUser();
    await store.remember(userId, chatId, [{ kind: 'name', text: 'Name: Sarah' }]);
    const [note] = await store.listEntries(userId);
    await store.delete(userId, note!.id);
    await store.remember(userId, chatId, [{ kind: 'name', text: 'Name: sarah' }]);
    expect(await store.userName(userId)).toBeNull();
    expect(await store.list(userId)).toEqual([]);
    // A name the user gives later, a different one, is theirs to give.
    await store.remember(userId, chatId, [{ kind: 'name', text: 'Name: Sal' }]);
    expect(await store.userName(userId)).toBe('Sal');
  });

  it('"delete all" silences every deleted note', async () => {
    const { userId, chatId } = await newUser();
    const notes = [
      { kind: 'name' as const, text: 'Name: Ruth' },
      { kind: 'goal' as const, text: 'Goal: one' },
      { kind: 'plan' as const, text: 'Plan: talk on Sunday' },
    ];
    await store.remember(userId, chatId, notes);
    expect(await store.deleteAll(userId)).toBe(3);
    await store.remember(userId, chatId, notes);
    expect(await store.list(userId)).toEqual([]);
  });

  it('by deleting its chat is not silenced: the chat and its words are gone', async () => {
    const { userId, chatId } = await newUser();
    await store.remember(userId, chatId, [{ kind: 'goal', text: 'Goal: from a deleted chat' }]);
    await database.db.delete(chats).where(eq(chats.id, chatId));
    const other = await newChat(userId);
    await store.remember(userId, other, [{ kind: 'goal', text: 'Goal: from a deleted chat' }]);
    expect(await store.list(userId)).toEqual(['Goal: from a deleted chat']);
  });

  it('leaves only a keyed fingerprint, removed with the account', async () => {
    const { userId, chatId } = await newUser();
    await store.remember(userId, chatId, [{ kind: 'partner', text: 'Partner: Bartholomew' }]);
    await store.deleteAll(userId);
    const raw = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select * from coach_memory_tombstones where user_id = ${userId}`,
    );
    expect(raw).toHaveLength(1);
    expect(JSON.stringify(raw)).not.toMatch(/bartholomew/i);
    await database.db.delete(users).where(eq(users.id, userId));
    const left = await database.db
      .select()
      .from(coachMemoryTombstones)
      .where(eq(coachMemoryTombstones.userId, userId));
    expect(left).toEqual([]);
  });

  it(`keeps at most ${MAX_TOMBSTONES_PER_USER} tombstones per user, dropping the oldest`, async () => {
    const { userId, chatId } = await newUser();
    const notes = Array.from({ length: MAX_TOMBSTONES_PER_USER + 5 }, (_, i) => ({
      kind: 'helped' as const,
      text: `What helped: idea ${i}`,
    }));
    for (let start = 0; start < notes.length; start += MAX_NOTES_PER_USER) {
      await store.remember(userId, chatId, notes.slice(start, start + MAX_NOTES_PER_USER));
      await store.deleteAll(userId);
    }
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from coach_memory_tombstones where user_id = ${userId}`,
    );
    expect(row?.count).toBe(MAX_TOMBSTONES_PER_USER);
    // The newest deletions are still silenced; only the five dropped from the first batch come back.
    await store.remember(userId, chatId, notes.slice(-MAX_NOTES_PER_USER));
    expect(await store.list(userId)).toEqual([]);
    await store.remember(userId, chatId, notes.slice(0, MAX_NOTES_PER_USER));
    expect(await store.list(userId)).toHaveLength(5);
  });
});

describe('the memory service', () => {
  const scripture = createScripture();
  // Built per test: the store exists only once beforeAll has run.
  const service = () => createCoachMemoryService({ memory: store, scripture });
  const day = new Date('2025-05-04T09:00:00Z');

  it("answers 404 for another user's note", async () => {
    const a = await newUser();
    const b = await newUser();
    await store.remember(b.userId, b.chatId, [{ kind: 'goal', text: 'Goal: private' }]);
    const { notes } = await service().listNotes(b.userId);
    await expect(service().deleteNote(a.userId, notes[0]!.id)).rejects.toMatchObject({ status: 404 });
    expect((await service().listNotes(b.userId)).notes).toHaveLength(1);
  });

  it('builds the daily card: the same verse for everyone, personalised for paid plans only', async () => {
    const { userId, chatId } = await newUser();
    await store.remember(userId, chatId, [
      { kind: 'partner', text: 'Partner: James' },
      { kind: 'concern', text: 'Recurring concern: money arguments' },
      { kind: 'goal', text: 'Goal: calmer Sunday evenings' },
    ]);
    const free = await service().dailyCard({ id: userId, role: 'free' }, day);
    const premium = await service().dailyCard({ id: userId, role: 'premium' }, day);
    expect(free.date).toBe('2025-05-04');
    expect(premium.verse).toEqual(free.verse);
    expect(free.verse).toEqual(scripture.dailyVerse(day, userId));
    expect(free.reflection).not.toMatch(/James|money|Sunday/);
    expect(free.prayer).not.toMatch(/James|money|Sunday/);
    expect(premium.prayer).toContain('James');
    expect(premium.prayer).toContain('calmer Sunday evenings');
    expect(premium.reflection).toMatch(/James|money arguments|calmer Sunday evenings/);
    expect(premium.reflection.endsWith('?')).toBe(true);
    expect((await service().dailyCard({ id: userId, role: 'basic' }, day)).prayer).toContain('James');
  });
});

describe('safety events', () => {
  it('records the categories and never the message', async () => {
    const { userId } = await newUser();
    await recordSafetyEvent(database.db, userId, ['strangulation', 'physical_abuse']);
    const rows = await database.db.select().from(safetyEvents).where(eq(safetyEvents.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.categories).toEqual(['strangulation', 'physical_abuse']);
    expect(Object.keys(rows[0]!).sort()).toEqual(['categories', 'createdAt', 'id', 'userId']);
  });
});

describe('createCoach', () => {
  const ai = (provider: Config['ai']['provider']): Pick<Config, 'ai'> => ({
    ai: { provider, apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 1_000 },
  });

  it('uses the built-in coach by default and always falls back to it', async () => {
    const logger = createLogger('silent');
    const builtIn = createCoach({ config: ai('builtin'), db: database.db, cipher, fingerprintKey, logger });
    expect(builtIn.provider.name).toBe('builtin');
    expect(builtIn.fallback.name).toBe('builtin');
    const external = createCoach({
      config: ai('openai-compatible'),
      db: database.db,
      cipher,
      fingerprintKey,
      logger,
    });
    expect(external.provider.name).toBe('openai-compatible');
    expect(external.fallback.name).toBe('builtin');
    expect(external.safety.assess('He choked me.').crisis).toBe(true);

    const { userId, chatId } = await newUser();
    await external.memory.remember(userId, chatId, [{ kind: 'goal', text: 'Goal: x' }]);
    expect(await external.memory.list(userId)).toEqual(['Goal: x']);
    await external.recordSafetyEvent(userId, ['self_harm']);
    const rows = await database.db.select().from(coachMemory).where(eq(coachMemory.userId, userId));
    expect(rows).toHaveLength(1);
  });
});

describe("the account's careful mode", () => {
  it('keeps the first date and the latest kind and chat; deleting that chat keeps it on; only ending it ends it', async () => {
    const { userId, chatId } = await newUser();
    expect(await store.safetyState(userId)).toBeNull();
    const first = new Date('2026-03-04T10:00:00Z');
    await store.startCareful(userId, chatId, 'threats', first);
    const second = newId();
    await database.db.insert(chats).values({ id: second, userId, titleEnc: 'x' });
    await store.startCareful(userId, second, 'strangulation', new Date('2026-03-05T10:00:00Z'));
    expect(await store.safetyState(userId)).toEqual({
      kind: 'strangulation',
      chatId: second,
      startedAt: first,
    });

    await database.db.delete(chats).where(eq(chats.id, second));
    expect(await store.safetyState(userId)).toEqual({
      kind: 'strangulation',
      chatId: null,
      startedAt: first,
    });
    // Deleting every note is not ending careful mode: that is its own, deliberate choice.
    await store.deleteAll(userId);
    expect(await store.safetyState(userId)).not.toBeNull();

    expect(await store.endCareful(userId)).toBe(true);
    expect(await store.safetyState(userId)).toBeNull();
    expect(await store.endCareful(userId)).toBe(false);
  });

  it('holds no words: the row is a kind and dates', async () => {
    const { userId, chatId } = await newUser();
    await store.startCareful(userId, chatId, 'self_harm', new Date());
    const [row] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select * from safety_states where user_id = ${userId}`,
    );
    expect(Object.keys(row!).sort()).toEqual(['chat_id', 'kind', 'last_at', 'started_at', 'user_id']);
  });
});
