import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, loadStaticSite, NO_CACHE } from './static-site.ts';

const INLINE = 'window.__boot = 1;';
const bigScript = `console.log(${JSON.stringify('peace '.repeat(2_000))});`;
let app: Hono;

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'pc-static-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'about'));
  writeFileSync(
    join(root, 'index.html'),
    `<html><script>${INLINE}</script><script type="module" src="/assets/a.js"></script></html>`,
  );
  writeFileSync(join(root, 'about', 'index.html'), '<html><h1>About</h1></html>');
  writeFileSync(join(root, '__spa-fallback.html'), '<html><div id="spa"></div></html>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), bigScript);
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  const site = loadStaticSite(root, false)!;
  app = new Hono();
  app.get('*', (c) => site.serve(c) ?? c.text('missing', 404));
});

describe('the static site', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe(bigScript);
  });

  it('serves HTML uncached, with a CSP carrying the hash of its inline script', async () => {
    const res = await app.request('/');
    expect(res.headers.get('cache-control')).toBe(NO_CACHE);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('maps folder pages with and without a trailing slash', async () => {
    expect(await (await app.request('/about')).text()).toContain('About');
    expect(await (await app.request('/about/')).text()).toContain('About');
  });

  it('answers app routes with the SPA shell, and missing files with 404', async () => {
    expect(await (await app.request('/dashboard')).text()).toContain('id="spa"');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    // Only files the build produced are ever read: a traversal attempt gets the shell or a 404.
    for (const path of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fpackage.json']) {
      const res = await app.request(path);
      expect(await res.text()).not.toMatch(/root:|"dependencies"/);
    }
  });

  it('compresses with brotli or gzip as the client accepts, and answers 304 to a matching ETag', async () => {
    const br = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(bigScript);

    const gz = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(bigScript);

    const etag = br.headers.get('etag')!;
    const cached = await app.request('/assets/app-abc123.js', { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
  });
});
