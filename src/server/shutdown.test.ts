import { mkdtempSync } from 'node:fs';
import { createServer, get, type Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPLY_CUT_SHORT } from './features/chat/stream-reply.ts';
import { createLogger } from './lib/logger.ts';
import { createOutboxTransport } from './mail/transport.ts';
import { startServer } from './server.ts';
import { testConfig, TEST_ORIGIN } from './test/app.ts';
import { GOOD_PASSWORD, uniqueEmail } from './test/auth-helpers.ts';
import { serverApi } from './test/client.ts';
import { keywordSafety, memoryInMemory, scriptedCoach } from './test/fake-coach.ts';
import { spawnServer } from './test/spawn-server.ts';

/** A GET with node:http: `agent` decides whether an open keep-alive connection is reused. */
function httpGet(url: string, agent: Agent | false): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
    }).on('error', reject);
  });
}

/**
 * A real server whose coach starts a reply and waits for `hold`, with one signed-in user whose message is
 * being answered: the reply's response is open when this returns.
 */
async function startWithReplyInFlight(hold: Promise<void>, graceMs: string) {
  const config = testConfig({ PORT: '0', SHUTDOWN_GRACE_MS: graceMs });
  const running = await startServer(config, createLogger('silent'), {
    mailTransport: createOutboxTransport(),
    coach: {
      provider: scriptedCoach({ hold }),
      fallback: null,
      safety: keywordSafety(),
      memory: memoryInMemory(),
      recordSafetyEvent: async () => undefined,
    },
  });
  const headers = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
  const signUp = await fetch(`${running.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      firstName: 'Lydia',
      lastName: 'Purple',
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const created = await (await serverApi(running.url, { cookie }).chats.$post()).json();
  const reply = await fetch(`${running.url}/api/chats/${created.chat.id}/messages`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ content: 'Are you still there?' }),
  });
  return { running, reply };
}

describe('graceful shutdown', () => {
  it('drains, stops taking connections, but lets a reply that is still streaming finish', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { running, reply } = await startWithReplyInFlight(hold, '20000');
    const reader = reply.body!.getReader();
    await reader.read();

    const stopped = running.shutdown('test');
    // Draining: still answering what arrives (a load balancer may have sent it before it saw the 503),
    // not ready, and asking every client to close its connection...
    expect(await httpGet(`${running.url}/api/ready`, false)).toEqual({ status: 503, connection: 'close' });
    // ...then, once requests stopped arriving (this poll leaves gaps longer than the quiet moment),
    // no new connection is accepted.
    await expect
      .poll(
        () =>
          httpGet(`${running.url}/api/health`, false).then(
            () => 'accepted',
            (e: Error) => e.message,
          ),
        { interval: 800, timeout: 15_000 },
      )
      .toMatch(/ECONNREFUSED/);

    release();
    let body = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      body += new TextDecoder().decode(value);
    }
    expect(body).toContain('"type":"data-reply"');
    expect(body.trim().endsWith('data: [DONE]')).toBe(true);
    await stopped;
  });
});

describe('a reply still streaming when the grace period ends', () => {
  it('is closed with a last part that says it was cut short, not cut mid-stream', async () => {
    // A coach that starts its reply and is never released.
    const hold = new Promise<void>(() => undefined);
    const { running, reply } = await startWithReplyInFlight(hold, '2000');
    expect(reply.status).toBe(200);
    const reading = (async () => {
      let body = '';
      const decoder = new TextDecoder();
      try {
        for await (const chunk of reply.body!) body += decoder.decode(chunk, { stream: true });
      } catch {
        // A cut connection ends the body with an error; what arrived before is what counts.
      }
      return body;
    })();
    await running.shutdown('test');
    const body = await reading;
    const events = body
      .split('\n\n')
      .map((block) => block.replace(/^data: /, '').trim())
      .filter(Boolean);
    expect(events.at(-1)).toBe('[DONE]');
    expect(JSON.parse(events.at(-2)!)).toEqual({ type: 'error', errorText: REPLY_CUT_SHORT });
  });
});

describe('the grace period', () => {
  it(
    'bounds the whole shutdown: a reply that never finishes does not keep the process past it',
    { timeout: 90_000 },
    async () => {
      // An AI provider that starts its answer and never finishes it.
      const ai = createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          const delta = { content: 'Still thinking' };
          res.write(
            `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`,
          );
        });
      });
      await new Promise<void>((resolve) => ai.listen(0, '127.0.0.1', resolve));
      const graceMs = 4_000;
      const server = await spawnServer({
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pc-shutdown-')),
        APP_URL: TEST_ORIGIN,
        SHUTDOWN_GRACE_MS: String(graceMs),
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: `http://127.0.0.1:${(ai.address() as AddressInfo).port}/v1`,
        AI_MODEL: 'test-model',
        AI_TIMEOUT_MS: '300000',
      });
      try {
        const headers = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
        const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            email: uniqueEmail(),
            password: GOOD_PASSWORD,
            firstName: 'Anna',
            lastName: 'Asher',
          }),
        });
        const cookie = signUp.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const created = await (await serverApi(server.url, { cookie }).chats.$post()).json();
        const reply = await fetch(`${server.url}/api/chats/${created.chat.id}/messages`, {
          method: 'POST',
          headers: { ...headers, cookie },
          body: JSON.stringify({ content: 'Are you still there?' }),
        });
        expect(reply.status).toBe(200);
        const reader = reply.body!.getReader();
        await reader.read();
        // Keep reading (the browser stays), so the connection is held open until the server cuts it.
        const cut = (async () => {
          let body = '';
          const decoder = new TextDecoder();
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) return body;
              body += decoder.decode(value, { stream: true });
            }
          } catch {
            return body;
          }
        })();

        const signalled = Date.now();
        server.child.kill('SIGTERM');
        const code = await server.exited;
        const took = Date.now() - signalled;
        const body = await cut;
        expect(code, server.output()).toBe(0);
        // The browser is told the reply was cut short, in the stream's last part.
        expect(body).toContain(JSON.stringify({ type: 'error', errorText: REPLY_CUT_SHORT }));
        expect(body.trim().endsWith('data: [DONE]')).toBe(true);
        // The quiet wait, the connections and the reply share one deadline (each used to get its own).
        expect(took).toBeLessThan(graceMs + 2_500);
      } finally {
        server.child.kill('SIGKILL');
        ai.closeAllConnections();
        await new Promise((resolve) => ai.close(resolve));
      }
    },
  );
});
