import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lifecycle } from '../features/health/health.routes.ts';
import { createLogger } from '../lib/logger.ts';
import { assetFastPath } from './asset-fast-path.ts';
import { requestContext } from './request-context.ts';
import { securityHeaders } from './security-headers.ts';
import { loadStaticSite } from './static-site.ts';

// The fast path must answer exactly as the app would: the same file through the app's middleware and
// static site is the reference.
const script = `console.log(${JSON.stringify('grace '.repeat(2_000))});`;
const lifecycle: Lifecycle = { draining: false, lastRequestAt: 0 };
let server: Server;
let base: string;
let reference: Hono;
const fellThrough: string[] = [];

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'pc-fast-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'entry-abc123.js'), script);
  writeFileSync(join(root, 'index.html'), '<html><h1>Home</h1></html>');
  const site = loadStaticSite(root, true)!;
  const logger = createLogger('silent');
  const fast = assetFastPath({ site, production: true, lifecycle, logger });
  server = createServer((req, res) => {
    if (fast(req, res)) return;
    fellThrough.push(req.url ?? '');
    res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  reference = new Hono();
  reference.use(requestContext(logger), securityHeaders(true));
  reference.get('*', (c) => site.serve(c) ?? c.text('missing', 404));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const withoutRequestId = (headers: Headers) =>
  Object.fromEntries(
    [...headers].filter(([name]) => !['x-request-id', 'date', 'connection', 'keep-alive'].includes(name)),
  );

describe('the asset fast path', () => {
  it('sends the same headers and bytes as the app, with a request id', async () => {
    const init = { headers: { 'accept-encoding': 'br' } };
    const res = await fetch(`${base}/assets/entry-abc123.js`, init);
    const expected = await reference.request('/assets/entry-abc123.js', init);
    expect(res.status).toBe(200);
    expect(withoutRequestId(res.headers)).toEqual(withoutRequestId(expected.headers));
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age/);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // fetch decompresses; the raw bytes are the app's brotli bytes.
    expect(await res.text()).toBe(script);
    expect(brotliDecompressSync(Buffer.from(await expected.arrayBuffer())).toString()).toBe(script);
  });

  it('keeps a sane caller request id, answers 304 to its ETag and HEAD without a body', async () => {
    const first = await fetch(`${base}/assets/entry-abc123.js`, { headers: { 'x-request-id': 'lb-42' } });
    expect(first.headers.get('x-request-id')).toBe('lb-42');
    const etag = first.headers.get('etag')!;
    const cached = await fetch(`${base}/assets/entry-abc123.js`, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('content-security-policy')).toBeTruthy();
    const head = await fetch(`${base}/assets/entry-abc123.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('says Connection: close while draining and records the request for the shutdown wait', async () => {
    lifecycle.draining = true;
    const before = Date.now();
    const res = await fetch(`${base}/assets/entry-abc123.js`);
    lifecycle.draining = false;
    expect(res.headers.get('connection')).toBe('close');
    expect(lifecycle.lastRequestAt).toBeGreaterThanOrEqual(before);
  });

  it('leaves everything else to the app: pages, missing or escaped assets, other methods', async () => {
    fellThrough.length = 0;
    await fetch(`${base}/`);
    await fetch(`${base}/assets/missing.js`);
    await fetch(`${base}/assets/entry%2Dabc123.js`);
    await fetch(`${base}/assets/entry-abc123.js`, { method: 'POST' });
    expect(fellThrough).toEqual([
      '/',
      '/assets/missing.js',
      '/assets/entry%2Dabc123.js',
      '/assets/entry-abc123.js',
    ]);
  });
});
