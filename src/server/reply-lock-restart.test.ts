// A process killed while a reply is being written leaves the chat's reply lock behind (issue 29,
// finding 10: "the coach is still replying" for up to 5 minutes, and the cut reply never came). The
// next start of the same instance releases its previous run's locks before it serves, so the chat says
// it is not replying (the browser then shows the conversation as it is) and takes a new message at once.
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEST_ORIGIN } from './test/app.ts';
import { GOOD_PASSWORD, uniqueEmail } from './test/auth-helpers.ts';
import { spawnServer } from './test/spawn-server.ts';

/** A first start on an empty data directory migrates and warms the coach: slow on a busy machine. */
const START_MS = 90_000;

/** A chat-completions service that takes each request and never answers: a reply stays in flight. */
let hanging: Server;
let hangingUrl = '';
beforeAll(async () => {
  hanging = createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  hanging.closeAllConnections();
  await new Promise((resolve) => hanging.close(resolve));
});

function call(base: string, path: string, cookie: string, json?: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
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

async function replying(base: string, cookie: string, chatId: string): Promise<boolean> {
  const res = await call(base, `/api/chats/${chatId}/messages?limit=50`, cookie);
  expect(res.status).toBe(200);
  return z.object({ replying: z.boolean() }).parse(await res.json()).replying;
}

describe('a reply lock left by a killed process', () => {
  it('is released when the instance starts again: not replying, and a new message is taken', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pc-lock-')), 'data');
    const env = { DATA_DIR: dataDir, APP_URL: TEST_ORIGIN };
    let server = await spawnServer(
      {
        ...env,
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: hangingUrl,
        AI_MODEL: 'never-answers',
        AI_API_KEY: 'test',
      },
      START_MS,
    );
    try {
      const signUp = await call(server.url, '/api/auth/sign-up/email', '', {
        email: uniqueEmail('lock'),
        password: GOOD_PASSWORD,
        firstName: 'Ruth',
        lastName: 'Moab',
      });
      expect(signUp.status).toBe(200);
      const cookie = cookieOf(signUp);
      const created = await call(server.url, '/api/chats', cookie, {});
      expect(created.status).toBe(201);
      const { chat } = z.object({ chat: z.object({ id: z.string() }) }).parse(await created.json());
      const sent = await call(server.url, `/api/chats/${chat.id}/messages`, cookie, { content: 'We argue.' });
      expect(sent.status).toBe(200);
      expect(await replying(server.url, cookie, chat.id)).toBe(true);

      server.child.kill('SIGKILL');
      await server.exited;
      server = await spawnServer(env, START_MS);

      expect(await replying(server.url, cookie, chat.id)).toBe(false);
      const again = await call(server.url, `/api/chats/${chat.id}/messages`, cookie, { content: 'Hello?' });
      expect(again.status).toBe(200);
      await again.text();
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }, 240_000);
});
