import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
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
  mkdirSync(join(root, '404'));
  writeFileSync(
    join(root, '404', 'index.html'),
    `<html><head><title>Page not found</title><script>${INLINE}</script></head><h1>Oops! Page not found</h1></html>`,
  );
  mkdirSync(join(root, 'blog', '_not-found'), { recursive: true });
  mkdirSync(join(root, 'blog', 'gentle-start-up'));
  writeFileSync(join(root, 'blog', '_not-found', 'index.html'), '<html><h1>Post Not Found</h1></html>');
  writeFileSync(join(root, 'blog', 'gentle-start-up', 'index.html'), '<html><h1>A gentle start</h1></html>');
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

  it('answers an unknown page with the 404 page and status 404, app routes with the shell', async () => {
    for (const path of ['/no-such-page', '/no/such/page', '/dashboards', '/404']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      // No validator on a 404: a later 304 would read as a success.
      expect(res.headers.get('etag')).toBeNull();
      const html = await res.text();
      expect(html).toContain('Oops! Page not found');
      // The address bar moves to /404 before the client router starts, as its redirect would, and the
      // page's CSP allows that script and the page's own.
      const [, script] = /<head><script>(.*?)<\/script>/.exec(html)!;
      expect(script).toContain('history.replaceState(null,"","/404")');
      const csp = res.headers.get('content-security-policy')!;
      for (const body of [script!, INLINE])
        expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
    expect((await app.request('/no-such-page', { method: 'HEAD' })).status).toBe(404);

    for (const path of ['/blog/no-such-post', '/blog/no-such-post/', '/blog/_not-found']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('Post Not Found');
    }
    const post = await app.request('/blog/gentle-start-up');
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('A gentle start');

    for (const path of [
      '/dashboard',
      '/chat',
      '/chat/',
      '/login',
      '/subscription-success',
      '/invite/abc123',
    ]) {
      const res = await app.request(`${path}?session_id=x`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('id="spa"');
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

describe("the build's brotli copies", () => {
  const script = (name: string) => `export const ${name} = ${JSON.stringify(`${name} `.repeat(400))};`;
  const strongest = (text: string) =>
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

  it('sends the copy that holds the file, never a stale one, and never serves a copy as a file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pc-static-br-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<html><h1>Home</h1></html>');
    writeFileSync(join(root, 'assets', 'entry-1.js'), script('entry'));
    const copy = strongest(script('entry'));
    writeFileSync(join(root, 'assets', 'entry-1.js.br'), copy);
    writeFileSync(join(root, 'assets', 'chat-1.js'), script('chat'));
    writeFileSync(join(root, 'assets', 'chat-1.js.br'), strongest(script('an older chat')));
    writeFileSync(join(root, 'assets', 'faq-1.js'), script('faq'));
    writeFileSync(join(root, 'assets', 'faq-1.js.br'), 'not brotli at all');
    const site = loadStaticSite(root, true)!;
    const served = new Hono();
    served.get('*', (c) => site.serve(c) ?? c.text('missing', 404));
    const get = (path: string) => served.request(path, { headers: { 'accept-encoding': 'br' } });

    const entry = await get('/assets/entry-1.js');
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await entry.arrayBuffer()).equals(copy)).toBe(true);
    expect(entry.headers.get('content-length')).toBe(String(copy.length));
    // The node:http fast path answers with the same bytes.
    expect(site.asset('/assets/entry-1.js', 'gzip, br')?.body.equals(copy)).toBe(true);

    for (const path of ['/assets/chat-1.js', '/assets/faq-1.js']) {
      const res = await get(path);
      expect(res.headers.get('content-encoding'), path).toBe('br');
      const text = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(text, path).toBe(path.includes('chat') ? script('chat') : script('faq'));
    }

    expect((await get('/assets/entry-1.js.br')).status).toBe(404);
    expect(site.asset('/assets/entry-1.js.br', 'br')).toBeNull();
  });
});
