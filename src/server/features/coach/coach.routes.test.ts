// The coach routes behind a real session. The app does not mount them yet (the lead wires
// /api/coach in app.ts), so this file mounts them on a small app of its own and signs users up
// through the real app's auth.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { createTextCipher } from '../../lib/crypto.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signUp, type SignedUpUser } from '../../test/auth-helpers.ts';
import { coachRoutes } from './coach.routes.ts';
import { createMemoryStore } from './memory-store.ts';
import { createScripture } from './scripture.ts';

let t: TestApp;
let app: Hono;
let memory: ReturnType<typeof createMemoryStore>;
const scripture = createScripture();
const today = new Date('2025-09-14T08:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  memory = createMemoryStore({
    db: t.database.db,
    cipher: createTextCipher(randomBytes(32)),
    fingerprintKey: randomBytes(32),
  });
  app = new Hono();
  app.route('/api/coach', coachRoutes({ auth: t.services.auth, memory, scripture, now: () => today }));
  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    throw error;
  });
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

const get = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { cookie } : {} });
const del = (path: string, cookie?: string) =>
  app.request(path, { method: 'DELETE', headers: cookie ? { cookie } : {} });

describe('coach routes', () => {
  it('answer 401 when signed out', async () => {
    for (const res of [
      await get('/api/coach/memory'),
      await del('/api/coach/memory'),
      await del('/api/coach/memory/abc'),
      await get('/api/coach/daily'),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it("list the user's own notes and delete them one by one or all at once", async () => {
    const user = await signUp(t);
    await withNotes(user, ['Partner: James', 'Goal: calmer Sunday evenings', 'Goal: pray together']);
    const listed = await get('/api/coach/memory', user.cookie);
    expect(listed.status).toBe(200);
    const { notes } = (await listed.json()) as {
      notes: { id: string; kind: string; text: string; createdAt: string }[];
    };
    expect(notes.map((n) => n.text)).toEqual([
      'Goal: pray together',
      'Goal: calmer Sunday evenings',
      'Partner: James',
    ]);
    expect(notes[2]).toMatchObject({ kind: 'partner', createdAt: expect.any(String) });

    expect((await del(`/api/coach/memory/${notes[0]!.id}`, user.cookie)).status).toBe(204);
    expect((await del(`/api/coach/memory/${notes[0]!.id}`, user.cookie)).status).toBe(404);
    expect((await del('/api/coach/memory', user.cookie)).status).toBe(204);
    expect(await memory.list(user.userId)).toEqual([]);
  });

  it("answer 404 for another user's note and leave it alone", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await withNotes(owner, ['Goal: private']);
    const [note] = await memory.listEntries(owner.userId);
    const res = await del(`/api/coach/memory/${note!.id}`, other.cookie);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect(await memory.list(owner.userId)).toEqual(['Goal: private']);
  });

  it('delete a note for good: the coach does not learn it again from the same words', async () => {
    const user = await signUp(t);
    await withNotes(user, ['Partner: James', 'Goal: pray together']);
    const [goal] = await memory.listEntries(user.userId);
    expect((await del(`/api/coach/memory/${goal!.id}`, user.cookie)).status).toBe(204);
    await withNotes(user, ['Goal: pray together', 'Goal: calmer evenings']);
    expect(await memory.list(user.userId)).toEqual(['Partner: James', 'Goal: calmer evenings']);

    expect((await del('/api/coach/memory', user.cookie)).status).toBe(204);
    await withNotes(user, ['Partner: James', 'Goal: calmer evenings', 'Goal: a new one']);
    expect(await memory.list(user.userId)).toEqual(['Goal: a new one']);
  });

  it("silence nothing when someone tries to delete another user's note", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await withNotes(owner, ['Goal: kept']);
    const [note] = await memory.listEntries(owner.userId);
    expect((await del(`/api/coach/memory/${note!.id}`, other.cookie)).status).toBe(404);
    await withNotes(other, ['Goal: kept']);
    expect(await memory.list(other.userId)).toEqual(['Goal: kept']);
    expect(await memory.list(owner.userId)).toEqual(['Goal: kept']);
  });

  it('serve the daily card: the same verse for everyone, personalised for paid plans', async () => {
    const free = await signUp(t);
    const paid = await signUp(t);
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, paid.userId));
    for (const user of [free, paid]) await withNotes(user, ['Partner: Boaz']);

    const freeCard = (await (await get('/api/coach/daily', free.cookie)).json()) as Record<string, unknown>;
    const paidCard = (await (await get('/api/coach/daily', paid.cookie)).json()) as Record<string, unknown>;
    expect(freeCard).toMatchObject({ date: '2025-09-14', verse: scripture.dailyVerse(today) });
    expect(paidCard.verse).toEqual(freeCard.verse);
    expect(freeCard.prayer).not.toContain('Boaz');
    expect(paidCard.prayer).toContain('Boaz');
  });
});
