// `npm run test:load`: two server instances on one PostgreSQL behind a round-robin proxy, 200 virtual
// users creating chats and talking with the built-in coach for 60 s (10 s when CI is set), one instance
// stopped with SIGTERM part-way (a rolling deploy), then the database is checked: no 5xx, every accepted message and reply stored once, usage counters equal to
// what was accepted, nobody over their limit. Exits 1 when a check fails. It prints figures but asserts
// no timing: this machine is shared and noisy.
//
// It creates its own database on the PostgreSQL at LOAD_DATABASE_URL (default: the local one) and
// drops it afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres } from '../../src/server/db/client.ts';
import { SERVER_NODE_ARGS, startNode, type Child } from '../processes.ts';
import { checkDatabase } from './checks.ts';
import { startRoundRobinProxy } from './proxy.ts';
import { report } from './report.ts';
import { seedUsers } from './seed.ts';
import { runVirtualUser } from './virtual-user.ts';
import { z } from 'zod';

const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));
const READY = /running at (http:\/\/\S+)/;

const seconds = Number(process.env.LOAD_SECONDS ?? (process.env.CI ? 10 : 60));
const userCount = Number(process.env.LOAD_USERS ?? 200);
const adminUrl = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const databaseName = `pc_load_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
const authSecret = randomBytes(32).toString('hex');
const encryptionKey = randomBytes(32);
const tempDir = mkdtempSync(join(tmpdir(), 'pc-load-'));

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function startInstance(name: string): Promise<Child> {
  return startNode(
    MAIN,
    {
      PORT: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(tempDir, name),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '20',
      AUTH_SECRET: authSecret,
      ENCRYPTION_KEY: encryptionKey.toString('base64'),
      APP_URL: 'http://localhost:3000',
      // Each virtual user names its own address, as if each came from its own network; the instances
      // trust the one hop in front of them, so per-IP limits meet each user separately.
      TRUSTED_PROXY_HOPS: '1',
      AI_PROVIDER: 'builtin',
    },
    READY,
    SERVER_NODE_ARGS,
  );
}

console.log(
  `Load: ${userCount} virtual users for ${seconds} s through a round-robin proxy to two instances on PostgreSQL (${databaseName}).\n`,
);
await admin(`CREATE DATABASE ${databaseName}`);
const instances: Child[] = [];
let failed = true;
try {
  // Both start at once: the migration lock lets one migrate while the other waits.
  instances.push(...(await Promise.all([startInstance('a'), startInstance('b')])));
  const proxy = await startRoundRobinProxy(instances.map((i) => i.url));
  const database = openPostgres(databaseUrl, 5);
  const users = await seedUsers(database.db, userCount, authSecret);

  // The seeded session must be one the servers accept, or every figure below would be 401s.
  const probe = await fetch(`${proxy.url}/api/account/me`, { headers: { cookie: users[0]!.cookie } });
  const me = z.object({ user: z.object({ id: z.string() }).nullable() }).parse(await probe.json());
  if (me.user?.id !== users[0]!.id) throw new Error(`seeded session refused: ${probe.status}`);

  const started = performance.now();
  const deadline = Date.now() + seconds * 1000;
  const running = Promise.all(users.map((u, i) => runVirtualUser(proxy.url, u, deadline, i)));

  // A rolling deploy in the middle of the load: the second instance leaves the rotation and gets
  // SIGTERM at once. What it is answering must finish (the checks below find any half-written chat).
  await new Promise((r) => setTimeout(r, seconds * 600));
  proxy.drain(1);
  const inFlightAtSigterm = proxy.inFlight[1]!;
  const stoppingSecond = instances[1]!.stop();

  const outcomes = await running;
  const elapsed = (performance.now() - started) / 1000;
  await stoppingSecond;

  // A graceful stop first: anything still being written finishes before the database is read.
  const stopped = instances.splice(0);
  await Promise.all(stopped.map((i) => i.stop()));
  await proxy.close();

  const checks = await checkDatabase(database.db, encryptionKey, outcomes);
  await database.close();
  console.log(report(outcomes, checks, elapsed, proxy.counts));
  console.log(
    `\nThe second instance got SIGTERM after ${Math.round(seconds * 0.6)} s with ${inFlightAtSigterm} requests in flight (the checks above cover them).`,
  );
  failed = checks.some((c) => c.failures.length > 0);
  if (failed) {
    for (const [i, instance] of stopped.entries())
      console.error(`\n--- instance ${i + 1} logged:\n${instance.output().slice(-20_000)}`);
  }
} catch (error) {
  console.error(error);
} finally {
  await Promise.all(instances.map((i) => i.stop()));
  await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch((e: unknown) =>
    console.error('could not drop the load database:', e),
  );
  rmSync(tempDir, { recursive: true, force: true });
}
console.log(failed ? '\nLOAD TEST FAILED' : '\nLoad test passed.');
process.exit(failed ? 1 : 0);
