// A database without our schema: dropped and recreated empty under a running server, or behind this
// version's migrations. /api/ready must say so, and every request must answer as while the database is
// unreachable (503, Retry-After), not 500 "relation does not exist", until the schema is back.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from '#server/db/unavailable.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { GOOD_PASSWORD, signUp, uniqueEmail } from '#server/test/auth-helpers.ts';
import { api } from '#server/test/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // The worker's test database is lent to the next file: leave it migrated whatever happened here.
  await t.database.db.execute(sql`create schema if not exists public`);
  await t.database.migrate();
  await t.close();
});

async function expectUnavailable(res: Response, what: string) {
  expect(res.status, what).toBe(503);
  expect(res.headers.get('retry-after'), what).toBe(RETRY_AFTER_SECONDS);
  expect(await res.json(), what).toEqual(databaseUnavailable().toBody());
}

/** A signed-in user's everyday requests, and a newcomer's: each touches different tables. */
async function everyday(cookie: string): Promise<[string, Response][]> {
  return [
    ['me', await t.request('/api/account/me', { headers: { cookie } })],
    ['chats', await t.request('/api/chats', { headers: { cookie } })],
    ['new chat', await t.request('/api/chats', { method: 'POST', headers: { cookie } })],
    ['usage', await t.request('/api/usage', { headers: { cookie } })],
    [
      'sign-up',
      await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: uniqueEmail('empty'), password: GOOD_PASSWORD, firstName: 'Ann', lastName: 'Lee' },
      }),
    ],
    [
      'sign-in',
      await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: uniqueEmail('empty'), password: GOOD_PASSWORD },
      }),
    ],
    [
      'subscribe',
      await t.request('/api/leads/subscribe', {
        method: 'POST',
        json: { form: 'newsletter', firstName: 'Ann', email: uniqueEmail('lead') },
      }),
    ],
  ];
}

describe('a database without our schema', () => {
  it('is not ready while the last migration of this version is not applied', async () => {
    expect((await api(t).ready.$get()).status).toBe(200);
    const [last] = (
      (await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      await expectUnavailable(await api(t).ready.$get(), 'ready');
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await api(t).ready.$get()).status).toBe(200);
  });

  it('answers 503 everywhere once the schema is dropped and recreated empty, and serves again once migrated', async () => {
    const user = await signUp(t);
    // Our tables gone, the migrations' own record kept: ready must not trust the record alone.
    await t.database.db.execute(sql`drop schema public cascade`);
    await t.database.db.execute(sql`create schema public`);
    await expectUnavailable(await api(t).ready.$get(), 'ready');
    for (const [what, res] of await everyday(user.cookie)) await expectUnavailable(res, what);

    // The whole database empty, as after drop database and create database.
    await t.database.db.execute(sql`drop schema drizzle cascade`);
    await expectUnavailable(await api(t).ready.$get(), 'ready');
    for (const [what, res] of await everyday(user.cookie)) await expectUnavailable(res, what);

    await t.database.migrate();
    expect((await api(t).ready.$get()).status).toBe(200);
    const again = await signUp(t);
    expect(
      (await t.request('/api/chats', { method: 'POST', headers: { cookie: again.cookie } })).status,
    ).toBe(201);
  });
});
