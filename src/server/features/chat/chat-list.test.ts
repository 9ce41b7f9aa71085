// The chat list's keyset pages: newest activity first, ties broken by id, each page continuing exactly
// where the last one stopped, titles opened, nobody else's chats. The rows are written straight into
// the database so the test can choose their times (several chats with the same last activity).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chats } from '#server/db/schema.ts';
import { createTextCipher } from '#server/lib/crypto.ts';
import { newId } from '#server/lib/ids.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { api } from '#server/test/client.ts';
import { type SignedUpUser, signUp } from '#server/test/auth-helpers.ts';
import { chatContext } from './chat-records.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Chats of `user` with the given last activity (minutes after a fixed time); returns their ids. */
async function seed(
  user: SignedUpUser,
  minutes: number[],
  title: string,
  // A last activity finer than a millisecond, as PostgreSQL's clock writes it.
  lastActivity?: (at: Date) => Date | ReturnType<typeof sql>,
): Promise<string[]> {
  const cipher = createTextCipher(t.config.encryptionKey);
  const base = Date.UTC(2026, 0, 1);
  const rows = minutes.map((m, i) => {
    const id = newId(base + i);
    const at = new Date(base + m * 60_000);
    return {
      id,
      userId: user.userId,
      titleEnc: cipher.encrypt(`${title} ${i}`, chatContext(id)),
      createdAt: at,
      updatedAt: lastActivity?.(at) ?? at,
    };
  });
  await t.database.db.insert(chats).values(rows);
  return rows.map((r) => r.id);
}

async function page(user: SignedUpUser, limit: number, cursor?: string) {
  const res = await api(t, user.cookie).chats.$get({
    query: { limit: String(limit), ...(cursor ? { cursor } : {}) },
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe('the chat list', () => {
  it('pages newest first, ties by id, to the end, with titles and only the owner’s chats', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    // Minutes of last activity: three chats share minute 20, so only the id orders them.
    const ids = await seed(user, [5, 20, 20, 40, 20, 1, 30], 'Mine');
    await seed(other, [10, 20, 50], 'Theirs');
    const expected = ids
      .map((id, i) => ({ id, minute: [5, 20, 20, 40, 20, 1, 30][i]!, title: `Mine ${i}` }))
      .sort((a, b) => b.minute - a.minute || (a.id < b.id ? 1 : -1));

    const seen: { id: string; title: string }[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const { chats: list, nextCursor } = await page(user, 2, cursor);
      seen.push(...list.map((c) => ({ id: c.id, title: c.title })));
      if (!nextCursor) break;
      cursor = nextCursor;
    }
    expect(seen).toEqual(expected.map(({ id, title }) => ({ id, title })));

    const whole = await page(user, 50);
    expect(whole.chats.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect(whole.nextCursor).toBeNull();
  });

  // The first page is read together with the session (one statement, ADR 025); later pages take the
  // general path. Both must give the same page, cursor included.
  describe('its first page, read with the session', () => {
    it('is the page the general path gives, without a separate session query', async () => {
      const user = await signUp(t);
      await seed(
        user,
        [3, 7, 7, 9],
        'Same',
        (at) => sql`${at.toISOString()}::timestamptz + interval '456 microseconds'`,
      );
      const lookups = vi.spyOn(t.services.auth, 'lookupSession');
      try {
        const first = await page(user, 3);
        expect(lookups).not.toHaveBeenCalled();
        expect(first).toEqual(await t.services.chat.list({ userId: user.userId, role: 'free' }, 3));
        expect(first.chats).toHaveLength(3);
        expect(first.chats[0]?.updatedAt).toMatch(/^2026-01-01T00:09:00\.000Z$/);

        const rest = await page(user, 3, first.nextCursor!);
        expect(lookups).toHaveBeenCalledTimes(1);
        expect(rest.chats).toHaveLength(1);
        expect(rest.nextCursor).toBeNull();
      } finally {
        lookups.mockRestore();
      }
    });

    it('is an empty list for someone with no chat yet', async () => {
      const user = await signUp(t);
      expect(await page(user, 50)).toEqual({ chats: [], nextCursor: null });
    });

    it('asks who is there before what is asked: a stranger gets 401, a bad query 400', async () => {
      const user = await signUp(t);
      const stranger = await api(t).chats.$get({ query: { limit: '0' } });
      expect(stranger.status).toBe(401);
      const res = await t.request('/api/chats?limit=0', { headers: { cookie: user.cookie } });
      expect(res.status).toBe(400);
      const twice = await t.request('/api/chats?limit=2&limit=3', { headers: { cookie: user.cookie } });
      expect(twice.status).toBe(400);
    });
  });
});
