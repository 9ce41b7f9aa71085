// The headers every answer carries, through a real node:http server as in production: there they are
// set on the node:http response before the app answers (node-response.ts), which app.request in the
// other tests never exercises. The route's own headers must still win, and compression must still
// follow what the client accepts.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp, type SignedUpUser } from '#server/test/auth-helpers.ts';
import { API_POLICY, securityHeaderEntries } from './security-headers.ts';
import { SIMPLE_PAGE_CSP } from './simple-page.ts';

let t: TestApp;
let server: ServerType;
let port: number;
let user: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add Accept-Encoding of its own). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

function expectSecurityHeaders(answer: Answer, what: string) {
  for (const [name, value] of securityHeaderEntries(false)) {
    expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  }
  expect(answer.headers['x-request-id'], what).toMatch(/^[0-9a-f-]{36}$/);
}

describe('answers through node:http', () => {
  it('carry the security headers, the API policy and a request id, once each', async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
    expectSecurityHeaders(health, 'health');
    expect(health.headers['content-security-policy']).toBe(API_POLICY);
    expect(health.headers['content-type']).toMatch(/^application\/json/);

    const kept = await get('/api/health', { 'x-request-id': 'lb-1234' });
    expect(kept.headers['x-request-id']).toBe('lb-1234');

    // An error thrown by a route is answered with the same headers.
    const refused = await get('/api/chats');
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused, '401');
  });

  it("keep a page's own policy and a route's own Cache-Control", async () => {
    const page = await get('/api/no-such-page', { accept: 'text/html' });
    expect(page.status).toBe(404);
    expectSecurityHeaders(page, 'page');
    expect(page.headers['content-security-policy']).toBe(SIMPLE_PAGE_CSP);

    const list = await get('/api/chats', { cookie: user.cookie });
    expect(list.status).toBe(200);
    expectSecurityHeaders(list, 'chats');
    expect(list.headers['cache-control']).toBe('private, no-store');

    const usage = await get('/api/usage', { cookie: user.cookie });
    expect(usage.status).toBe(200);
    expect(usage.headers['cache-control']).toBe('no-store');
  });

  it('are compressed only for a client that accepts it', async () => {
    const plain = await get('/api/chats', { cookie: user.cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Nothing was negotiated: the identity answer is valid for any client, so it varies on nothing.
    expect(plain.headers.vary).toBeUndefined();
    const expected: unknown = JSON.parse(plain.body.toString());

    const gzip = await get('/api/chats', { cookie: user.cookie, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(expected);

    const refused = await get('/api/chats', { cookie: user.cookie, 'accept-encoding': 'gzip;q=0, br' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
