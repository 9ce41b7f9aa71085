import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from './test/app.ts';
import { GOOD_PASSWORD, uniqueEmail } from './test/auth-helpers.ts';
import { serverApi } from './test/client.ts';
import { runUntilExit, spawnServer, type SpawnedServer } from './test/spawn-server.ts';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'pc-server-')), 'data');

/** `ip`: the client address a trusted proxy reports (with TRUSTED_PROXY_HOPS=1), for the per-address limits. */
function post(base: string, path: string, cookie: string, json?: unknown, ip?: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

/** Signs up and pays on the built-in test provider: Premium has no chat or message limit to run into. */
async function signUpPremium(base: string, account: { email: string; password: string }, ip?: string) {
  const res = await post(
    base,
    '/api/auth/sign-up/email',
    '',
    { ...account, firstName: 'Ruth', lastName: 'Moab' },
    ip,
  );
  expect(res.status).toBe(200);
  const cookie = cookieOf(res);
  const checkout = await serverApi(base, { cookie }).billing.checkout.$post({ json: { source: 'pricing' } });
  const { url } = await checkout.json();
  expect((await post(base, `${new URL(url).pathname}/pay`, cookie)).status).toBe(303);
  return cookie;
}

/** What the server answered 2xx to: chat ids, and each stored message's text by its chat. */
interface Acknowledged {
  chats: Set<string>;
  messages: Map<string, string>;
}

/**
 * Six clients, each signed in as its own account, create chats and send messages (each reply read to
 * its end) until `total` writes have been acknowledged; the process is then killed with SIGKILL while
 * the others are still in flight. One account per client: "New Chat" reuses an account's untouched
 * chat, so clients of one account would share chats and meet its one reply at a time.
 */
async function writeUntilKilled(
  server: SpawnedServer,
  clients: { cookie: string; acknowledged: Acknowledged }[],
  total: number,
) {
  let killed = false;
  let inFlight = 0;
  let inFlightAtKill = 0;
  const count = () => clients.reduce((sum, { acknowledged: a }) => sum + a.chats.size + a.messages.size, 0);
  const acknowledge = () => {
    if (!killed && count() >= total) {
      killed = true;
      inFlightAtKill = inFlight;
      server.child.kill('SIGKILL');
    }
  };
  const tracked = async <R>(request: Promise<R>) => {
    inFlight++;
    try {
      return await request;
    } finally {
      inFlight--;
    }
  };
  const client = async ({ cookie, acknowledged }: (typeof clients)[number], n: number) => {
    const { chats } = serverApi(server.url, { cookie });
    for (let i = 0; !killed; i++) {
      try {
        const created = await tracked(chats.$post());
        if (created.status !== 201) throw new Error(`create answered ${created.status}`);
        const chatId = (await created.json()).chat.id;
        acknowledged.chats.add(chatId);
        acknowledge();
        if (killed) return;
        const content = `client ${n}, message ${i}: ${randomUUID()}`;
        const sent = await tracked(chats[':id'].messages.$post({ param: { id: chatId }, json: { content } }));
        if (sent.status !== 200) throw new Error(`send answered ${sent.status}`);
        // The message committed before the reply began streaming: a 200 acknowledges it.
        acknowledged.messages.set(chatId, content);
        acknowledge();
        // The reply is still being written and saved: a write on its way too.
        await tracked(sent.text());
      } catch (error) {
        if (killed) return; // A request cut by the kill was never acknowledged.
        throw error;
      }
    }
  };
  await Promise.all(clients.map(client));
  // Other clients' writes were on their way when the process died.
  expect(inFlightAtKill).toBeGreaterThan(0);
  expect(await server.exited).toBeNull(); // killed by the signal, not exited
  expect(server.child.signalCode).toBe('SIGKILL');
}

async function expectAcknowledgedWrites(base: string, cookie: string, acknowledged: Acknowledged) {
  const { chats } = serverApi(base, { cookie });
  const stored = new Set<string>();
  let cursor: string | null = null;
  do {
    const res = await chats.$get({ query: { limit: '100', ...(cursor ? { cursor } : {}) } });
    expect(res.status).toBe(200);
    const page = await res.json();
    for (const chat of page.chats) stored.add(chat.id);
    cursor = page.nextCursor;
  } while (cursor);
  for (const id of acknowledged.chats) expect(stored, `chat ${id}`).toContain(id);
  for (const [chatId, content] of acknowledged.messages) {
    const res = await chats[':id'].messages.$get({ param: { id: chatId }, query: { limit: '200' } });
    expect(res.status).toBe(200);
    const { messages } = await res.json();
    expect(messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([content]);
  }
}

describe('the server process on the embedded database', () => {
  it(
    'comes up on an empty DATA_DIR, answers /api/ready, and a second start reuses the data',
    { timeout: 90_000 },
    async () => {
      const dataDir = freshDir();
      const first = await spawnServer({ DATA_DIR: dataDir });
      const ready = await fetch(`${first.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
      const secrets = readFileSync(join(dataDir, 'secrets.json'), 'utf8');

      // A second process on the same folder is refused instead of corrupting it.
      const second = await runUntilExit({ DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/in use by another process/);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

      const again = await spawnServer({ DATA_DIR: dataDir });
      expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
      expect(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).toBe(secrets);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
  );

  it(
    'killed mid-write (three times), the next start opens the data with every acknowledged write',
    { timeout: 240_000 },
    async () => {
      const dataDir = freshDir();
      const env = { DATA_DIR: dataDir, APP_URL: TEST_ORIGIN, TRUSTED_PROXY_HOPS: '1' };
      let server = await spawnServer(env);
      // New accounts each round: a single account writing this fast would meet the fair-use rate.
      // Each writer signs up and in from an address of its own (behind one trusted proxy hop), as
      // people do, so the per-address sign-up and sign-in limits count per writer.
      type Writer = { account: { email: string; password: string }; ip: string; acknowledged: Acknowledged };
      const rounds: Writer[][] = [];

      // Each round kills the process at another moment: after a few writes (chats being created),
      // then later with messages being stored and replies streaming.
      for (const killAfter of [5, 20, 45]) {
        const writers: Writer[] = Array.from({ length: 6 }, (_, n) => ({
          account: { email: uniqueEmail('crash'), password: GOOD_PASSWORD },
          ip: `10.0.${rounds.length + 1}.${n + 1}`,
          acknowledged: { chats: new Set(), messages: new Map() },
        }));
        rounds.push(writers);
        const clients = [];
        for (const { account, ip, acknowledged } of writers) {
          clients.push({ cookie: await signUpPremium(server.url, account, ip), acknowledged });
        }
        await writeUntilKilled(server, clients, killAfter);
        expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

        server = await spawnServer(env);
        const ready = await fetch(`${server.url}/api/ready`);
        expect(ready.status).toBe(200);
        // Every write acknowledged in this round and the earlier ones is there after the restart.
        for (const { account, ip, acknowledged } of rounds.flat()) {
          const signIn = await post(
            server.url,
            '/api/auth/sign-in/email',
            '',
            { ...account, rememberMe: true },
            ip,
          );
          expect(signIn.status).toBe(200);
          await expectAcknowledgedWrites(server.url, cookieOf(signIn), acknowledged);
        }
      }
      const writes = rounds.map((writers) =>
        writers.reduce((sum, { acknowledged: a }) => sum + a.chats.size + a.messages.size, 0),
      );
      expect(writes[0]).toBeGreaterThanOrEqual(5);
      expect(writes[1]).toBeGreaterThanOrEqual(20);
      expect(writes[2]).toBeGreaterThanOrEqual(45);
      expect(rounds.flat().some(({ acknowledged: a }) => a.messages.size > 0)).toBe(true);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
  );

  it('stops with one line naming the variable when production configuration is missing', async () => {
    const { code, output } = await runUntilExit({ NODE_ENV: 'production', DATA_DIR: freshDir() });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Invalid configuration: AUTH_SECRET is required when NODE_ENV=production');
  });

  it('refuses to start in production on the test payments unless PAYMENTS_PROVIDER=test says so', async () => {
    const { code, output } = await runUntilExit({
      NODE_ENV: 'production',
      DATA_DIR: freshDir(),
      AUTH_SECRET: 'a'.repeat(40),
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      APP_URL: 'https://peace.example',
      SMTP_URL: 'smtp://mail.example:587',
      AI_PROVIDER: 'builtin',
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Invalid configuration: STRIPE_SECRET_KEY is required when NODE_ENV=production (or set PAYMENTS_PROVIDER=test for test payments)',
    );
  });
});
