// Configuration, validated once at boot. In production every secret must be given; elsewhere the
// embedded default creates its own secrets in DATA_DIR on first start and reuses them after.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { SITE_OWNER_PLACEHOLDERS, type SiteOwner } from '#shared/site-owner.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const base64Key = z
  .string()
  .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded');

/** A VAPID key: unpadded base64url of `bytes` bytes (65 for the public P-256 point, 32 for the private key). */
const vapidKey = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url (as web-push generate-vapid-keys prints it)')
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, `must be ${bytes} bytes, base64url-encoded`);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Names this instance on the reply runs it holds, the same across its restarts and different from
   * every other instance on the database; by default the host's name and PORT.
   */
  INSTANCE_ID: z.string().trim().min(1).max(200).optional(),
  HOST: z.string().min(1).optional(),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: base64Key.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Peace Coach <hello@peacecoach.local>'),
  SUPPORT_EMAIL: z.email().default('support@peacecoach.local'),
  REQUIRE_EMAIL_VERIFICATION: bool.default(false),
  // The operator's console: comma-separated addresses, compared without case; none by default.
  ADMIN_EMAILS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses')))
    .default([]),
  AI_PROVIDER: z.enum(['builtin', 'openai-compatible', 'anthropic']).default('builtin'),
  AI_API_KEY: z.string().min(1).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(45_000),
  JOB_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  SCHEDULE_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(8),
  SCHEDULE_WEEKDAY: z.coerce.number().int().min(0).max(6).default(1),
  PAYMENTS_PROVIDER: z.enum(['test', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_... or rk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_...)')
    .optional(),
  COMPANY_NAME: z.string().trim().min(1).max(200).optional(),
  COMPANY_ADDRESS: z.string().trim().min(1).max(500).optional(),
  PRIVACY_CONTACT_EMAIL: z.email().optional(),
  VAPID_PUBLIC_KEY: vapidKey(65).optional(),
  VAPID_PRIVATE_KEY: vapidKey(32).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
    .optional(),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** INSTANCE_ID: this instance's reply runs are released when it starts again (chat's reply-run.ts). */
  instanceId: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  authSecret: string;
  encryptionKey: Buffer;
  logLevel: string;
  shutdownGraceMs: number;
  trustedProxyHops: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  requireEmailVerification: boolean;
  /** Who may open the operator's console (lower-cased; a confirmed address is also required). */
  adminEmails: string[];
  ai: {
    provider: 'builtin' | 'openai-compatible' | 'anthropic';
    apiKey: string | undefined;
    baseUrl: string | undefined;
    model: string | undefined;
    /** Per attempt: a provider that has not finished by then counts as failed and is retried. */
    timeoutMs: number;
  };
  /** How often each instance looks for due scheduled e-mail. */
  jobIntervalMs: number;
  /** Scheduled e-mail goes out from this hour (UTC); weekly e-mail from this weekday (0 = Sunday). */
  scheduleHourUtc: number;
  scheduleWeekday: number;
  /**
   * Which payment provider runs: Stripe when its keys are set, else the built-in test provider (no money
   * is taken). Production requires Stripe unless PAYMENTS_PROVIDER=test says otherwise (a staging site).
   */
  payments: 'test' | 'stripe';
  stripe: { secretKey: string; webhookSecret: string } | null;
  /** The company and data controller the privacy policy names (docs/product/specification.md#other-static-pages). */
  siteOwner: SiteOwner;
  /**
   * Web Push (VAPID): null when push is off. Production turns it on by setting both keys; elsewhere keys
   * are created once in DATA_DIR when unset.
   */
  push: PushConfig | null;
}

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about our messages: mailto: or https:. */
  subject: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Treats empty strings as unset, so `FOO=` in an env file means "use the default". */
function clean(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}

export function loadConfig(env: Env = process.env): Config {
  const parsed = schema.safeParse(clean(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);

  if (isProduction) {
    for (const name of ['AUTH_SECRET', 'ENCRYPTION_KEY', 'APP_URL', 'SMTP_URL'] as const) {
      if (!e[name])
        throw new ConfigError(`Invalid configuration: ${name} is required when NODE_ENV=production`);
    }
  }
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration: AI_BASE_URL is required when AI_PROVIDER=openai-compatible',
    );
  }
  if (e.AI_PROVIDER !== 'builtin' && !e.AI_MODEL) {
    throw new ConfigError(`Invalid configuration: AI_MODEL is required when AI_PROVIDER=${e.AI_PROVIDER}`);
  }
  if (e.AI_PROVIDER === 'anthropic' && !e.AI_API_KEY) {
    throw new ConfigError('Invalid configuration: AI_API_KEY is required when AI_PROVIDER=anthropic');
  }
  // The test provider grants Premium to anyone who presses "Pay": a production site runs it only when
  // told to in so many words.
  if (isProduction && e.PAYMENTS_PROVIDER !== 'test') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!e[name])
        throw new ConfigError(
          `Invalid configuration: ${name} is required when NODE_ENV=production (or set PAYMENTS_PROVIDER=test for test payments)`,
        );
    }
  }
  // Production names its coach on purpose: a site that meant to run a model must not quietly serve the
  // built-in coach because a variable went missing. `builtin` is a fine choice, made in so many words.
  if (isProduction && !clean(env).AI_PROVIDER) {
    throw new ConfigError(
      'Invalid configuration: AI_PROVIDER is required when NODE_ENV=production (builtin, openai-compatible or anthropic)',
    );
  }
  if (e.PAYMENTS_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER=stripe',
    );
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    );
  }
  // The privacy policy must name a real data controller before the site goes live.
  if (isProduction) {
    for (const name of ['COMPANY_NAME', 'COMPANY_ADDRESS', 'PRIVACY_CONTACT_EMAIL'] as const) {
      if (!e[name])
        throw new ConfigError(`Invalid configuration: ${name} is required when NODE_ENV=production`);
    }
  }
  // One key without the other is a half-done setting, not a choice to leave push off.
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (npx web-push generate-vapid-keys)',
    );
  }
  const secrets = isProduction ? null : localSecrets(dataDir);
  const vapid =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : isProduction
        ? null
        : localVapidKeys(dataDir);
  const host = e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host,
    instanceId: e.INSTANCE_ID ?? `${hostname()}:${e.PORT}`,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    authSecret: e.AUTH_SECRET ?? secrets!.authSecret,
    encryptionKey: Buffer.from(e.ENCRYPTION_KEY ?? secrets!.encryptionKey, 'base64'),
    logLevel: e.LOG_LEVEL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    adminEmails: e.ADMIN_EMAILS,
    ai: {
      provider: e.AI_PROVIDER,
      apiKey: e.AI_API_KEY,
      baseUrl: e.AI_BASE_URL,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    jobIntervalMs: e.JOB_INTERVAL_MS,
    scheduleHourUtc: e.SCHEDULE_HOUR_UTC,
    scheduleWeekday: e.SCHEDULE_WEEKDAY,
    payments: e.PAYMENTS_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'test'),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : null,
    siteOwner: {
      companyName: e.COMPANY_NAME ?? SITE_OWNER_PLACEHOLDERS.companyName,
      companyAddress: e.COMPANY_ADDRESS ?? SITE_OWNER_PLACEHOLDERS.companyAddress,
      privacyEmail: e.PRIVACY_CONTACT_EMAIL ?? SITE_OWNER_PLACEHOLDERS.privacyEmail,
    },
    push: vapid && { ...vapid, subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}` },
  };
}

interface LocalSecrets {
  authSecret: string;
  encryptionKey: string;
}

/** Secrets for the embedded default, created once per DATA_DIR (mode 0600) and kept with the data. */
function localSecrets(dataDir: string): LocalSecrets {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  const secrets: LocalSecrets = {
    authSecret: randomBytes(32).toString('base64url'),
    encryptionKey: randomBytes(32).toString('base64'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  return secrets;
}

/** VAPID keys for the embedded default, created once per DATA_DIR (mode 0600): subscriptions outlive restarts. */
function localVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600, flag: 'wx' });
  return keys;
}
