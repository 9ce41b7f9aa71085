import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from './fixtures/test.ts';

// ASVS V13/V14: nothing secret or server-only reaches the browser. Every file of the built client (what
// the server hands to anyone) and the public pages as served are searched for secret-shaped strings,
// the names of the server's configuration variables (only server code reads them, so even a name in
// the bundle means server code was bundled), server-only packages and the server's own source.

const BUILD_DIR = resolve(process.env.WEB_BUILD_DIR ?? 'build/client');

/** The configuration variables the server reads, from its own schema in src/server/env.ts. */
function serverEnvNames(): string[] {
  const source = readFileSync(new URL('../src/server/env.ts', import.meta.url), 'utf8');
  const names = [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]!);
  // Generic words a browser library may use on its own; the rest are ours alone.
  return names.filter((name) => !['NODE_ENV', 'PORT', 'HOST'].includes(name));
}

const ENV_NAMES = serverEnvNames();

interface Rule {
  what: string;
  pattern: RegExp;
}

const literal = (what: string, text: string): Rule => ({
  what,
  pattern: new RegExp(text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')),
});

const RULES: Rule[] = [
  // Secret-shaped values. Stripe's publishable keys (pk_) are meant for browsers and are allowed.
  ...['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_', 'whsec_'].map((p) => literal(`Stripe secret ${p}`, p)),
  literal('a PEM private key or certificate', '-----BEGIN'),
  { what: 'an AI provider key (sk-...)', pattern: /(?<![A-Za-z0-9-])sk-(?:ant-|proj-)?[A-Za-z0-9_-]{20,}/ },
  { what: 'an AWS access key', pattern: /\bAKIA[0-9A-Z]{16}\b/ },
  {
    what: 'a database or SMTP URL with credentials',
    pattern: /\b(?:postgres(?:ql)?|mysql|redis|smtps?):\/\/[^\s"'`/@]+:[^\s"'`/@]+@/i,
  },
  // Configuration names: the server's, and better-auth's own.
  ...[...ENV_NAMES, 'BETTER_AUTH_SECRET', 'BETTER_AUTH_URL'].map((name) => ({
    what: `the server variable ${name}`,
    pattern: new RegExp(`\\b${name}\\b`),
  })),
  // Server-only packages (their names and strings they carry).
  literal('drizzle-orm', 'drizzle'),
  literal('nodemailer', 'nodemailer'),
  literal('pg-protocol', 'pg-protocol'),
  literal('@electric-sql/pglite', 'electric-sql'),
  { what: 'PGlite', pattern: /pglite/i },
  literal('better-auth server adapters', 'better-auth/adapters'),
  literal('the Stripe SDK', 'api.stripe.com'),
  literal('a Node built-in (node:crypto)', 'node:crypto'),
  literal('a Node built-in (node:fs)', 'node:fs'),
  // The server's own source: its paths and strings only it has.
  literal('a server source path', 'src/server/'),
  literal('the local secrets file', 'secrets.json'),
  literal('the server config error (env.ts)', 'Invalid configuration:'),
  literal('the mail outbox table', 'mail_outbox'),
];

/** What in `text` breaks a rule, or nothing. */
function findForbidden(text: string): string[] {
  return RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.what);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test('the search finds each kind of secret it looks for (so a clean result means something)', () => {
  const planted = [
    'const key = "sk_live_51Habc";',
    'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
    'rk_live_abc',
    'rk_test_abc',
    'whsec_abc',
    '-----BEGIN PRIVATE KEY-----',
    'sk-ant-api03-abcdefghijklmnopqrstuvwxyz',
    'AKIAIOSFODNN7EXAMPLE',
    'postgres://user:hunter2@db.example.com/app',
    ...ENV_NAMES.map((name) => `process.env.${name}`),
    'BETTER_AUTH_SECRET',
    'BETTER_AUTH_URL',
    'from "drizzle-orm"',
    'nodemailer/1.0',
    'pg-protocol',
    '@electric-sql/pglite',
    'PGlite',
    'better-auth/adapters/drizzle',
    'https://api.stripe.com/v1',
    'node:crypto',
    'node:fs',
    '/app/src/server/env.ts',
    'secrets.json',
    'Invalid configuration: AUTH_SECRET',
    'insert into mail_outbox',
  ];
  // Every rule is hit by some planted string.
  expect(RULES.filter((rule) => !planted.some((p) => rule.pattern.test(p))).map((r) => r.what)).toEqual([]);
  // The server's secrets are among the names read from env.ts.
  expect(ENV_NAMES).toEqual(
    expect.arrayContaining([
      'AUTH_SECRET',
      'ENCRYPTION_KEY',
      'DATABASE_URL',
      'SMTP_URL',
      'AI_API_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]),
  );
  // Ordinary client code is not flagged: Tailwind's mask utilities, a publishable key, an API path.
  expect(
    findForbidden('.mask-image-linear{--tw-mask-image-linear-from-color:#000} pk_live_abc /api/chats'),
  ).toEqual([]);
});

test('no file of the built client holds a secret, a server variable name or server-only code', () => {
  const files = filesUnder(BUILD_DIR);
  // The walk really saw the build: pages, scripts and styles.
  expect(files.length, `files under ${BUILD_DIR}`).toBeGreaterThan(20);
  expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
  expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  expect(files.some((f) => f.endsWith('.css'))).toBe(true);

  const found: string[] = [];
  for (const file of files) {
    // latin1 reads every byte, so the search also sees text inside binary files (images, fonts).
    for (const what of findForbidden(readFileSync(file, 'latin1')))
      found.push(`${relative(BUILD_DIR, file)}: ${what}`);
  }
  expect(found).toEqual([]);
});

test('the public pages as served hold none of them either', async ({ request }) => {
  for (const path of ['/', '/pricing', '/blog/gentle-start-up', '/365access', '/login']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    expect(body, path).toContain('<html');
    const headers = Object.entries(response.headers())
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
    expect(findForbidden(`${headers}\n${body}`), path).toEqual([]);
  }
});
