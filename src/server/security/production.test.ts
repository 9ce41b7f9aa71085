// The app as it runs in production (NODE_ENV=production behind TLS): HSTS on every response, HTML pages
// that upgrade any insecure request, and session cookies that only travel over HTTPS, unreadable by
// scripts and withheld from cross-site subrequests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadStaticSite } from '../http/static-site.ts';
import { createLogger } from '../lib/logger.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../test/auth-helpers.ts';
import { api } from '../test/client.ts';

const APP_URL = 'https://peacecoach.example';
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  APP_URL,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  // Never connected to: the test app keeps its mail in the outbox.
  SMTP_URL: 'smtp://127.0.0.1:1',
  // The built-in payments, whichever way production configuration asks for them.
  PAYMENTS_PROVIDER: 'test',
  // Production names its coach; the built-in one needs nothing else.
  AI_PROVIDER: 'builtin',
  COMPANY_NAME: 'Peace Coach Ltd',
  COMPANY_ADDRESS: '1 Quiet Lane, York',
  PRIVACY_CONTACT_EMAIL: 'privacy@peace.example',
};

let prod: TestApp;
let dev: TestApp;
beforeAll(async () => {
  prod = await createTestApp(PRODUCTION_ENV);
  dev = await createTestApp();
});
afterAll(async () => {
  await prod.close();
  await dev.close();
});

/** A browser on the production site: its own origin, over HTTPS. */
function fromSite(path: string, init: RequestInit & { json?: unknown } = {}) {
  return prod.request(path, { ...init, headers: { origin: APP_URL, ...init.headers } });
}

describe('in production', () => {
  it('runs with production configuration', () => {
    expect(prod.config.isProduction).toBe(true);
    expect(prod.config.appUrl).toBe(APP_URL);
  });

  it('sends Strict-Transport-Security for at least a year on API answers, errors included', async () => {
    for (const res of [await fromSite('/api/health'), await fromSite('/api/no-such-thing')]) {
      const hsts = res.headers.get('strict-transport-security') ?? '';
      expect(hsts).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
    }
    // No CORS: another site's script never gets to read an answer, whatever Origin it sends.
    const foreign = await prod.app.request('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    // Outside production (plain http on a laptop) it would pin localhost to HTTPS: never sent there.
    expect((await dev.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('serves HTML pages with a CSP that upgrades insecure requests, and HSTS', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pc-prod-site-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><html><script>window.__boot=1</script></html>');
    const app = createApp({
      config: prod.config,
      database: prod.database,
      logger: createLogger('silent'),
      services: prod.services,
      staticSite: loadStaticSite(root, prod.config.isProduction),
    });
    const res = await app.request('/', { headers: { origin: APP_URL } });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp.split('; ')).toContain('upgrade-insecure-requests');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('sets the session as a __Secure- cookie: Secure, HttpOnly, SameSite=Lax, and it signs the user in', async () => {
    const email = uniqueEmail('prod');
    const signUp = await fromSite('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: GOOD_PASSWORD, firstName: 'Grace', lastName: 'Hope' },
    });
    expect(signUp.status).toBe(200);

    const signIn = await fromSite('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: GOOD_PASSWORD, rememberMe: true },
    });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('__Secure-pc.session_token='));
    expect(session, cookies.join('\n')).toBeDefined();
    const attributes = session!
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('secure');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    // No cookie of ours goes out without Secure in production.
    for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('; secure');

    // The Secure cookie is the one the API reads in production.
    const me = await api(prod, { origin: APP_URL, cookie: session!.split(';')[0]! }).account.me.$get();
    expect(me.status).toBe(200);
    expect((await me.json()).user?.email).toBe(email);
  });

  it('does not accept the session under the plain (non-__Secure-) cookie name', async () => {
    const email = uniqueEmail('prod');
    const res = await fromSite('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: GOOD_PASSWORD, firstName: 'Grace', lastName: 'Hope' },
    });
    const value = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('__Secure-pc.session_token='))!
      .split(';')[0]!
      .slice('__Secure-'.length);
    const chats = await fromSite('/api/chats', { headers: { cookie: value } });
    expect(chats.status).toBe(401);
  });
});
