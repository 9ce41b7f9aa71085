// Fault: the PostgreSQL database is dropped under a running server, then created again, empty. While it
// is missing, and while it is empty, every request answers as while the database is unreachable (503
// with Retry-After, the answer our clients retry) and /api/ready agrees, rather than 500s behind a
// ready server. A private cluster of the test's own: the machine's shared server is never touched.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from '#server/db/unavailable.ts';
import { cookieFrom, GOOD_PASSWORD, uniqueEmail } from '#server/test/auth-helpers.ts';
import { databaseUrlFor } from '#server/test/postgres-url.ts';
import {
  createPrivatePostgres,
  installedPostgresVersion,
  type PrivatePostgres,
} from '#server/test/private-postgres.ts';
import { spawnServer, type SpawnedServer } from '#server/test/spawn-server.ts';

const ORIGIN = 'http://localhost:3000';
const DATABASE = 'peace_replaced';
const version = installedPostgresVersion();

let cluster: PrivatePostgres;
let server: SpawnedServer;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!version) return;
  cluster = await createPrivatePostgres(version);
  await admin(`create database ${DATABASE}`);
  server = await spawnServer(
    {
      DATABASE_URL: databaseUrlFor(cluster.url, DATABASE),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pc-db-replaced-')),
      APP_URL: ORIGIN,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'error',
    },
    // Booting compiles and migrates: slow on a busy machine.
    90_000,
  );
}, 150_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await cluster?.destroy();
}, 30_000);

const headers = (cookie = '') => ({ origin: ORIGIN, 'content-type': 'application/json', cookie });

async function signUp(): Promise<Response> {
  return fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({
      email: uniqueEmail('replaced'),
      password: GOOD_PASSWORD,
      firstName: 'Ann',
      lastName: 'Lee',
    }),
  });
}

async function expectUnavailableEverywhere(cookie: string, when: string) {
  const answers: [string, Response][] = [
    ['ready', await fetch(`${server.url}/api/ready`)],
    ['me', await fetch(`${server.url}/api/account/me`, { headers: headers(cookie) })],
    ['chats', await fetch(`${server.url}/api/chats`, { headers: headers(cookie) })],
    ['new chat', await fetch(`${server.url}/api/chats`, { method: 'POST', headers: headers(cookie) })],
    ['sign-up', await signUp()],
  ];
  for (const [what, res] of answers) {
    expect(res.status, `${when}: ${what}`).toBe(503);
    expect(res.headers.get('retry-after'), `${when}: ${what}`).toBe(RETRY_AFTER_SECONDS);
    expect(await res.json(), `${when}: ${what}`).toEqual(databaseUnavailable().toBody());
  }
}

describe.skipIf(!version)('the database dropped and created again under a running server', () => {
  it('answers 503 with Retry-After while it is missing and while it is empty, and is not ready', async () => {
    const first = await signUp();
    expect(first.status).toBe(200);
    const cookie = cookieFrom(first);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);

    await admin(`drop database ${DATABASE} with (force)`);
    await expectUnavailableEverywhere(cookie, 'missing');

    await admin(`create database ${DATABASE}`);
    await expectUnavailableEverywhere(cookie, 'empty');
  });
});
