// A PostgreSQL database that refuses new connections (ALLOW_CONNECTIONS false: SQLSTATE 55000) answers
// the same 503 with Retry-After as a lost connection, on every route, as /api/ready does (issue 29,
// finding 7). PostgreSQL only: PGlite has no connections to refuse.
import postgres from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function allowConnections(url: string, allow: boolean): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new postgres.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`alter database "${name}" with allow_connections ${allow}`);
  } finally {
    await client.end();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a database that refuses connections', () => {
  it('answers 503 with Retry-After, never a 500, and serves again once it accepts them', async () => {
    const user = await signUp(t);
    const url = t.database.url!;
    await allowConnections(url, false);
    // A new instance's pool must open new connections, which the database now refuses.
    const fresh = (await createSecondInstance(t))!;
    try {
      for (const path of ['/api/ready', '/api/chats', '/api/auth/get-session', '/api/usage']) {
        const res = await fresh.request(path, { headers: { cookie: user.cookie } });
        expect({ path, status: res.status }).toEqual({ path, status: 503 });
        expect(res.headers.get('retry-after')).toBe('5');
      }
    } finally {
      await allowConnections(url, true);
    }
    expect((await fresh.request('/api/chats', { headers: { cookie: user.cookie } })).status).toBe(200);
    await fresh.close();
  });
});
