// Fault: PostgreSQL restarted while people are talking with the coach. The server process keeps
// running; while the database is down every request fails cleanly (503 with a JSON body) and
// /api/ready says so; when it is back the same process serves again; nothing it accepted is lost.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_USE } from '#shared/plans.ts';
import { createChatRecords } from '../features/chat/chat-records.ts';
import { createTextCipher } from '../lib/crypto.ts';
import { GOOD_PASSWORD, uniqueEmail, cookieFrom, signUpAnswer } from '../test/auth-helpers.ts';
import { readJson, serverApi } from '../test/client.ts';
import {
  createPrivatePostgres,
  installedPostgresVersion,
  type PrivatePostgres,
} from '../test/private-postgres.ts';
import { spawnServer, type SpawnedServer } from '../test/spawn-server.ts';
import { openPostgres } from './client.ts';
import { messages, users } from './schema.ts';

const ORIGIN = 'http://localhost:3000';
const version = installedPostgresVersion();
const encryptionKey = randomBytes(32);

interface SendRecord {
  user: string;
  content: string;
  status: number;
  body: string;
  /** The reply streamed to its end (its closing part arrived). */
  finished: boolean;
}

let cluster: PrivatePostgres;
let server: SpawnedServer;

beforeAll(async () => {
  cluster = await createPrivatePostgres(version!);
  server = await spawnServer({
    DATABASE_URL: cluster.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pc-pg-restart-')),
    APP_URL: ORIGIN,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: encryptionKey.toString('base64'),
    TRUSTED_PROXY_HOPS: '1',
    LOG_LEVEL: 'error',
  });
}, 60_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await cluster?.destroy();
}, 30_000);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Between one person's sends: about 4 a second, so FAIR_USE's budget lasts about 7 s of accepted sends. */
const SEND_PACE_MS = 250;

async function ready() {
  const res = await serverApi(server.url).ready.$get();
  return { status: res.status, body: await res.json() };
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await pause(100);
  }
}

async function newPremiumUser(i: number): Promise<{ id: string; cookie: string; chatId: string }> {
  const headers = {
    origin: ORIGIN,
    'content-type': 'application/json',
    'x-forwarded-for': `10.9.0.${i + 1}`,
  };
  const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: uniqueEmail('restart'),
      password: GOOD_PASSWORD,
      firstName: 'Ruth',
      lastName: 'Load',
    }),
  });
  expect(res.status).toBe(200);
  const { user } = await readJson(res, signUpAnswer);
  const cookie = cookieFrom(res);
  const chat = await serverApi(server.url, { ...headers, cookie }).chats.$post();
  const { chat: created } = await chat.json();
  return { id: user.id, cookie, chatId: created.id };
}

describe.skipIf(!version)('PostgreSQL restarted under load (a private cluster of its own)', () => {
  it('fails cleanly while it is down, reports it, recovers without a restart, loses nothing accepted', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => newPremiumUser(i)));
    // Premium: the monthly limit is not what this test is about.
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`update users set role = 'premium'`);
    await admin.end();

    const sends: SendRecord[] = [];
    const reads: { status: number; body: string }[] = [];
    let running = true;
    let sequence = 0;
    // Each person stays under the fair-use rate (FAIR_USE): a 429 for sending too fast is not what this
    // test is about, and sends are quick enough now for six people to reach it. Paced, so that budget
    // lasts through the outage: unpaced, six people used it all while the database was being stopped and
    // had nothing left to send once it was back.
    const talk = async (person: (typeof people)[number]) => {
      let accepted = 0;
      while (running && accepted < FAIR_USE.coachRunsPerWindow - 1) {
        const content = `Restart ${sequence++}: how do I stay calm when we argue?`;
        const headers = { origin: ORIGIN, cookie: person.cookie, 'content-type': 'application/json' };
        try {
          const res = await fetch(`${server.url}/api/chats/${person.chatId}/messages`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ content }),
          });
          const body = await res.text();
          sends.push({
            user: person.id,
            content,
            status: res.status,
            body,
            finished: body.includes('"type":"finish"'),
          });
          if (res.status === 200) accepted++;
          const list = await fetch(`${server.url}/api/chats`, { headers });
          reads.push({ status: list.status, body: await list.text() });
        } catch (error) {
          sends.push({ user: person.id, content, status: 0, body: String(error), finished: false });
        }
        await pause(SEND_PACE_MS);
      }
    };
    const load = Promise.all(people.map(talk));

    await waitFor(async () => sends.some((s) => s.status === 200), 'sends before the restart');
    await cluster.stop();
    const downAt = sends.length;
    await waitFor(async () => (await ready()).status === 503, '/api/ready to report the outage');
    const { body } = await ready();
    expect('error' in body && body.error.code).toBe('service_unavailable');
    await waitFor(async () => sends.slice(downAt).filter((s) => s.status === 503).length >= 6, 'refusals');
    expect(server.child.exitCode).toBeNull();

    await cluster.start();
    await waitFor(async () => (await ready()).status === 200, 'the server to see the database again');
    const upAt = sends.length;
    await waitFor(async () => sends.slice(upAt).filter((s) => s.finished).length >= 6, 'sends after');
    running = false;
    await load;
    expect(server.child.exitCode).toBeNull(); // the same process throughout

    // Every failure was a clean one: 503 with the JSON error, never a 500 or a dropped connection.
    const failures = [...sends, ...reads].filter((s) => s.status !== 200);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.status).toBe(503);
      expect(JSON.parse(failure.body)).toMatchObject({ error: { code: 'service_unavailable' } });
    }

    // Nothing accepted was lost: every send answered 200 is stored once, and every reply that
    // finished streaming is stored once.
    const database = openPostgres(cluster.url, 2);
    try {
      const records = createChatRecords(createTextCipher(encryptionKey));
      const rows = await database.db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.userId,
            people.map((p) => p.id),
          ),
        );
      const stored = rows.filter((r) => r.role === 'user').map((r) => records.toMessage(r));
      for (const send of sends.filter((s) => s.status === 200)) {
        const copies = stored.filter((m) => m.content === send.content);
        expect(copies, send.content).toHaveLength(1);
        if (send.finished) {
          const replies = rows.filter((r) => r.role === 'coach' && r.replyTo === copies[0]!.id);
          expect(replies, `reply to ${send.content}`).toHaveLength(1);
        }
      }
      expect(stored.length).toBe(sends.filter((s) => s.status === 200).length);
      expect((await database.db.select().from(users)).length).toBe(people.length);
    } finally {
      await database.close();
    }
  }, 120_000);
});
