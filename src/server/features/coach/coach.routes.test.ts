// The coach routes behind a real session, through the real app (mounted at /api/coach on the app's own
// coach memory service): notes are seeded straight into the coach's memory store, and the app's clock
// is fixed for the daily card.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, users } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp, type SignedUpUser } from '#server/test/auth-helpers.ts';
import { api, readError } from '#server/test/client.ts';
import type { CoachMemoryStore } from './memory/memory-store.ts';
import { createScripture } from './scripture/scripture.ts';

let t: TestApp;
/** The store the app's coach memory service reads: notes seeded here are the ones the routes list. */
let memory: CoachMemoryStore;
const scripture = createScripture();
const today = new Date('2025-09-14T08:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { now: () => today });
  memory = t.services.coach.memory;
});
afterAll(() => t.close());

async function withNotes(user: SignedUpUser, texts: string[]): Promise<void> {
  const chatId = newId();
  await t.database.db.insert(chats).values({ id: chatId, userId: user.userId, titleEnc: 'x' });
  await memory.remember(
    user.userId,
    chatId,
    texts.map((text) => ({ kind: text.startsWith('Partner') ? 'partner' : 'goal', text })),
  );
}

const coach = (cookie?: string) => api(t, cookie ? { cookie } : {}).coach;
const deleteNote = (id: string, cookie?: string) => coach(cookie).memory[':id'].$delete({ param: { id } });

describe('coach routes', () => {
  it('answer 401 when signed out', async () => {
    for (const res of [
      await coach().memory.$get(),
      await coach().memory.$delete(),
      await deleteNote('abc'),
      await coach().daily.$get(),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it("list the user's own notes and delete them one by one or all at once", async () => {
    const user = await signUp(t);
    await withNotes(user, ['Partner: James', 'Goal: calmer Sunday evenings', 'Goal: pray together']);
    const listed = await coach(user.cookie).memory.$get();
    expect(listed.status).toBe(200);
    const { notes } = await listed.json();
    expect(notes.map((n) => n.text)).toEqual([
      'Goal: pray together',
      'Goal: calmer Sunday evenings',
      'Partner: James',
    ]);
    expect(notes[2]).toMatchObject({ kind: 'partner', createdAt: expect.any(String) });

    expect((await deleteNote(notes[0]!.id, user.cookie)).status).toBe(204);
    expect((await deleteNote(notes[0]!.id, user.cookie)).status).toBe(404);
    expect((await coach(user.cookie).memory.$delete()).status).toBe(204);
    expect(await memory.list(user.userId)).toEqual([]);
  });

  it("answer 404 for another user's note and leave it alone", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await withNotes(owner, ['Goal: private']);
    const [note] = await memory.listEntries(owner.userId);
    const res = await deleteNote(note!.id, other.cookie);
    expect(res.status).toBe(404);
    expect((await readError(res)).code).toBe('not_found');
    expect(await memory.list(owner.userId)).toEqual(['Goal: private']);
  });

  it('delete a note for good: the coach does not learn it again from the same words', async () => {
    const user = await signUp(t);
    await withNotes(user, ['Partner: James', 'Goal: pray together']);
    const [goal] = await memory.listEntries(user.userId);
    expect((await deleteNote(goal!.id, user.cookie)).status).toBe(204);
    await withNotes(user, ['Goal: pray together', 'Goal: calmer evenings']);
    expect(await memory.list(user.userId)).toEqual(['Partner: James', 'Goal: calmer evenings']);

    expect((await coach(user.cookie).memory.$delete()).status).toBe(204);
    await withNotes(user, ['Partner: James', 'Goal: calmer evenings', 'Goal: a new one']);
    expect(await memory.list(user.userId)).toEqual(['Goal: a new one']);
  });

  it("silence nothing when someone tries to delete another user's note", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await withNotes(owner, ['Goal: kept']);
    const [note] = await memory.listEntries(owner.userId);
    expect((await deleteNote(note!.id, other.cookie)).status).toBe(404);
    await withNotes(other, ['Goal: kept']);
    expect(await memory.list(other.userId)).toEqual(['Goal: kept']);
    expect(await memory.list(owner.userId)).toEqual(['Goal: kept']);
  });

  it("serve the daily card: each person's own verse of the day, personalised for paid plans", async () => {
    const free = await signUp(t);
    const paid = await signUp(t);
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, paid.userId));
    for (const user of [free, paid]) await withNotes(user, ['Partner: Boaz']);

    const freeCard = await (await coach(free.cookie).daily.$get()).json();
    const paidCard = await (await coach(paid.cookie).daily.$get()).json();
    expect(freeCard).toMatchObject({ date: '2025-09-14', verse: scripture.dailyVerse(today, free.userId) });
    expect(paidCard.verse).toEqual(scripture.dailyVerse(today, paid.userId));
    expect(freeCard.prayer).not.toContain('Boaz');
    expect(paidCard.prayer).toContain('Boaz');
  });
});
