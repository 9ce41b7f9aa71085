// The liveness probe answered on the node:http request must answer exactly as the app's route does
// (the reference), with a request id, a log line and Connection: close while draining.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/lib/logger.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { healthFastPath } from './health-fast-path.ts';
import type { Lifecycle } from './health.routes.ts';

const lifecycle: Lifecycle = { draining: false, lastRequestAt: 0 };
const logged: Record<string, unknown>[] = [];
const fellThrough: string[] = [];
let server: Server;
let base: string;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  // The test app runs with NODE_ENV=test, so the reference answers as a non-production server.
  const fast = healthFastPath({ production: false, lifecycle, logger: createLogger('info', sink) });
  server = createServer((req, res) => {
    if (fast(req, res)) return;
    fellThrough.push(`${req.method} ${req.url}`);
    res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

// What node:http itself adds on the wire (app.request gives the answer before it is written).
const WIRE = ['x-request-id', 'date', 'connection', 'keep-alive', 'content-length'];
const comparable = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !WIRE.includes(name)));

describe('the liveness probe on the node:http request', () => {
  it('answers with the same status, headers and body as the app, and logs one line with its id', async () => {
    logged.length = 0;
    const init = { headers: { 'accept-encoding': 'identity' } };
    const res = await fetch(`${base}/api/health`, init);
    const expected = await t.request('/api/health', init);
    expect(res.status).toBe(expected.status);
    expect(comparable(res.headers)).toEqual(comparable(expected.headers));
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(res.headers.get('content-length')).toBe('15');
    expect(await res.json()).toEqual(await expected.json());
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged).toEqual([
      expect.objectContaining({
        requestId: id,
        method: 'GET',
        path: '/api/health',
        status: 200,
        msg: 'request',
      }),
    ]);
  });

  it('keeps a sane caller request id and answers HEAD without a body', async () => {
    const res = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'lb-7' } });
    expect(res.headers.get('x-request-id')).toBe('lb-7');
    const head = await fetch(`${base}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers uncompressed to a client that accepts gzip', async () => {
    const res = await fetch(`${base}/api/health`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('says Connection: close while draining and records the request for the shutdown wait', async () => {
    lifecycle.draining = true;
    const before = Date.now();
    const res = await fetch(`${base}/api/health`);
    lifecycle.draining = false;
    expect(res.headers.get('connection')).toBe('close');
    expect(lifecycle.lastRequestAt).toBeGreaterThanOrEqual(before);
  });

  it('leaves everything else to the app: readiness, a query string, other methods', async () => {
    fellThrough.length = 0;
    await fetch(`${base}/api/ready`);
    await fetch(`${base}/api/health?x=1`);
    await fetch(`${base}/api/health`, { method: 'POST' });
    await fetch(`${base}/api/healthz`);
    expect(fellThrough).toEqual([
      'GET /api/ready',
      'GET /api/health?x=1',
      'POST /api/health',
      'GET /api/healthz',
    ]);
  });
});
