import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'pc-env-'));
const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a'.repeat(40),
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  APP_URL: 'https://peace.example',
  SMTP_URL: 'smtp://mail.example:587',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  AI_PROVIDER: 'builtin',
  COMPANY_NAME: 'Peace Coach Ltd',
  COMPANY_ADDRESS: '1 Quiet Lane, York',
  PRIVACY_CONTACT_EMAIL: 'privacy@peace.example',
};
const STRIPE_VARS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
/** Not secrets: settings production asks to be chosen (each has its own test). */
const CHOSEN_VARS = [...STRIPE_VARS, 'AI_PROVIDER'];

describe('configuration', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({ DATA_DIR: dir() });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.host).toBe('127.0.0.1');
    expect(config.encryptionKey).toHaveLength(32);
  });

  it('creates local secrets once and reuses them', () => {
    const dataDir = dir();
    const a = loadConfig({ DATA_DIR: dataDir });
    const b = loadConfig({ DATA_DIR: dataDir });
    expect(a.authSecret).toBe(b.authSecret);
    expect(a.encryptionKey.equals(b.encryptionKey)).toBe(true);
    expect(loadConfig({ DATA_DIR: dir() }).authSecret).not.toBe(a.authSecret);
  });

  it('requires every secret in production and names the missing one', () => {
    for (const name of Object.keys(production).filter((k) => k !== 'NODE_ENV' && !CHOSEN_VARS.includes(k))) {
      const env: Record<string, string> = { ...production, DATA_DIR: dir() };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(
        new ConfigError(`Invalid configuration: ${name} is required when NODE_ENV=production`),
      );
    }
    expect(loadConfig({ ...production, DATA_DIR: dir() }).isProduction).toBe(true);
  });

  it('requires Stripe in production unless the test payments are asked for by name', () => {
    for (const name of STRIPE_VARS) {
      const env: Record<string, string> = { ...production, DATA_DIR: dir() };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(
        new ConfigError(
          `Invalid configuration: ${name} is required when NODE_ENV=production (or set PAYMENTS_PROVIDER=test for test payments)`,
        ),
      );
    }
    const withoutStripe: Record<string, string> = { ...production, DATA_DIR: dir() };
    for (const name of STRIPE_VARS) delete withoutStripe[name];
    expect(() => loadConfig(withoutStripe)).toThrow(/STRIPE_SECRET_KEY is required when NODE_ENV=production/);
    const staging = loadConfig({ ...withoutStripe, PAYMENTS_PROVIDER: 'test' });
    expect(staging.payments).toBe('test');
    expect(loadConfig({ ...production, DATA_DIR: dir() }).payments).toBe('stripe');
    // A staging site with Stripe keys in its environment still runs the test provider when told to.
    expect(loadConfig({ ...production, PAYMENTS_PROVIDER: 'test', DATA_DIR: dir() }).payments).toBe('test');
  });

  it('requires the coach to be chosen in production, the built-in coach included', () => {
    for (const value of [undefined, '']) {
      const env: Record<string, string | undefined> = { ...production, AI_PROVIDER: value, DATA_DIR: dir() };
      expect(() => loadConfig(env)).toThrow(
        new ConfigError(
          'Invalid configuration: AI_PROVIDER is required when NODE_ENV=production (builtin, openai-compatible or anthropic)',
        ),
      );
    }
    expect(loadConfig({ ...production, DATA_DIR: dir() }).ai.provider).toBe('builtin');
    const model = {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.1',
    };
    expect(loadConfig({ ...production, ...model, DATA_DIR: dir() }).ai.provider).toBe('openai-compatible');
    // Outside production the built-in coach is still the default.
    expect(loadConfig({ DATA_DIR: dir() }).ai.provider).toBe('builtin');
  });

  it('runs the test provider on a laptop, and Stripe once its keys are set', () => {
    expect(loadConfig({ DATA_DIR: dir() }).payments).toBe('test');
    expect(
      loadConfig({
        DATA_DIR: dir(),
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }).payments,
    ).toBe('stripe');
    expect(() => loadConfig({ DATA_DIR: dir(), PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER=stripe/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
  });

  it('rejects a bad value with the variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dir() })).toThrow(/PORT/);
    expect(() => loadConfig({ ...production, ENCRYPTION_KEY: 'short', DATA_DIR: dir() })).toThrow(
      /ENCRYPTION_KEY/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dir() })).toThrow(/DATABASE_URL/);
  });

  it('reads the console admins as a lower-cased list, none by default', () => {
    expect(loadConfig({ DATA_DIR: dir() }).adminEmails).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dir(), ADMIN_EMAILS: ' Ops@Example.com, ,second@example.com ' }).adminEmails,
    ).toEqual(['ops@example.com', 'second@example.com']);
    expect(() => loadConfig({ DATA_DIR: dir(), ADMIN_EMAILS: 'ops@example.com,nobody' })).toThrow(
      /ADMIN_EMAILS/,
    );
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATA_DIR: dir() }).port).toBe(3000);
  });

  it('creates VAPID keys once per DATA_DIR on a laptop (mode 0600) and reuses them', () => {
    const dataDir = dir();
    const a = loadConfig({ DATA_DIR: dataDir, SUPPORT_EMAIL: 'help@peace.example' }).push!;
    expect(Buffer.from(a.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(a.privateKey, 'base64url')).toHaveLength(32);
    expect(a.subject).toBe('mailto:help@peace.example');
    expect(statSync(join(dataDir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).push!.publicKey).toBe(a.publicKey);
    expect(loadConfig({ DATA_DIR: dir() }).push!.publicKey).not.toBe(a.publicKey);
  });

  it('turns push on in production only when both VAPID keys are set, and checks them', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'A'.repeat(43) };
    expect(loadConfig({ ...production, DATA_DIR: dir() }).push).toBeNull();
    expect(
      loadConfig({ ...production, ...keys, VAPID_SUBJECT: 'https://peace.example', DATA_DIR: dir() }).push,
    ).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: 'https://peace.example',
    });
    expect(() =>
      loadConfig({ ...production, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY, DATA_DIR: dir() }),
    ).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/);
    expect(() => loadConfig({ ...production, ...keys, VAPID_PRIVATE_KEY: 'short', DATA_DIR: dir() })).toThrow(
      /VAPID_PRIVATE_KEY must be 32 bytes/,
    );
    expect(() =>
      loadConfig({ ...production, ...keys, VAPID_SUBJECT: 'http://x.example', DATA_DIR: dir() }),
    ).toThrow(/VAPID_SUBJECT must be a mailto: or https:\/\/ URL/);
  });
});
