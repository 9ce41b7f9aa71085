// One build serves any domain and operator (docs/architecture.md#pages): the server rewrites the
// pre-rendered pages, sitemap.xml and robots.txt with APP_URL and the company settings when it loads them.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { SITE_OWNER_TOKENS } from '#shared/site-owner.ts';
import { loadStaticSite } from './static-site.ts';

const BUILT = 'http://localhost:3000';
const page = (path: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Peace Coach</title>` +
  `<link rel="canonical" href="${BUILT}${path}"/><meta property="og:url" content="${BUILT}${path}"/>` +
  `<meta property="og:title" content="Peace Coach"/><script>window.__boot=1</script></head>` +
  `<body><main><p>Try ${BUILT} locally.</p>${body}${' peace'.repeat(200)}</main></body></html>`;

let t: TestApp;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp({
    APP_URL: 'https://example.org',
    COMPANY_NAME: 'Peace & Co <Ltd>',
    COMPANY_ADDRESS: '1 Quiet Lane, York',
    PRIVACY_CONTACT_EMAIL: 'privacy@example.org',
  });
  const root = mkdtempSync(join(tmpdir(), 'pc-site-origin-'));
  mkdirSync(join(root, 'about'));
  mkdirSync(join(root, 'privacy-policy'));
  writeFileSync(join(root, 'index.html'), page('/', ''));
  writeFileSync(join(root, 'about', 'index.html'), page('/about', '<h1>About</h1>'));
  writeFileSync(
    join(root, 'privacy-policy', 'index.html'),
    page(
      '/privacy-policy',
      `<p><strong>${SITE_OWNER_TOKENS.companyName}</strong> runs Peace Coach.</p><dd>${SITE_OWNER_TOKENS.companyAddress}</dd>` +
        `<a href="mailto:${SITE_OWNER_TOKENS.privacyEmail}">${SITE_OWNER_TOKENS.privacyEmail}</a>`,
    ),
  );
  writeFileSync(
    join(root, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset><url><loc>${BUILT}/</loc></url><url><loc>${BUILT}/about</loc></url></urlset>\n`,
  );
  writeFileSync(join(root, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${BUILT}/sitemap.xml\n`);
  app = createApp({
    config: t.config,
    database: t.database,
    logger: createLogger('silent'),
    services: t.services,
    staticSite: loadStaticSite(root, false, { origin: t.config.appUrl, siteOwner: t.config.siteOwner }),
  });
});
afterAll(() => t.close());

describe('a build served under APP_URL', () => {
  it('names APP_URL in the canonical link and Open Graph URL, and leaves the text alone', async () => {
    const html = await (await app.request('/about')).text();
    expect(html).toContain('<link rel="canonical" href="https://example.org/about"/>');
    expect(html).toContain('<meta property="og:url" content="https://example.org/about"/>');
    expect(html).toContain(`<p>Try ${BUILT} locally.</p>`);
    const home = await (await app.request('/')).text();
    expect(home).toContain('<link rel="canonical" href="https://example.org/"/>');
  });

  it('lists APP_URL in sitemap.xml and robots.txt', async () => {
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://example.org/</loc>');
    expect(sitemap).toContain('<loc>https://example.org/about</loc>');
    expect(sitemap).not.toContain(BUILT);
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://example.org/sitemap.xml');
  });

  it('gives the rewritten bytes their own ETag and compressed copy', async () => {
    const res = await app.request('/about', { headers: { 'accept-encoding': 'gzip' } });
    const body = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(body).toContain('https://example.org/about');
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    expect(res.headers.get('etag')).toBe(etag);
    const plain = await app.request('/about');
    expect(plain.headers.get('etag')).toBe(etag);
    expect((await app.request('/about', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('names the configured company and data controller on the privacy policy, escaped', async () => {
    const res = await app.request('/privacy-policy');
    const html = await res.text();
    expect(html).toContain('<strong>Peace &amp; Co &lt;Ltd&gt;</strong> runs Peace Coach.');
    expect(html).toContain('<dd>1 Quiet Lane, York</dd>');
    expect(html).toContain('<a href="mailto:privacy@example.org">privacy@example.org</a>');
    expect(html).not.toContain('%%site-owner');
    // The same values for the page's hydration, with nothing that could close the script early.
    const json = /<script type="application\/json" id="site-owner">([^<]*)<\/script><\/head>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({
      companyName: 'Peace & Co <Ltd>',
      companyAddress: '1 Quiet Lane, York',
      privacyEmail: 'privacy@example.org',
    });
    // And for a visit that arrives by client-side navigation.
    const owner = await app.request('/site-owner.json');
    expect(owner.headers.get('content-type')).toMatch(/application\/json/);
    expect(await owner.json()).toEqual(JSON.parse(json!));
    // The page's inline boot script is still allowed by its policy.
    const hash = createHash('sha256').update('window.__boot=1').digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('puts the owner into no other page', async () => {
    expect(await (await app.request('/about')).text()).not.toContain('site-owner');
  });
});
