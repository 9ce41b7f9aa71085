import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig, type Config } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { createOutboxTransport } from '../mail/transport.ts';
import { createServices, type ServiceOverrides, type Services } from '../services.ts';
import { keywordSafety, memoryInMemory, scriptedCoach } from './fake-coach.ts';
import { openPostgres } from '../db/client.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { randomTestIp, TEST_ORIGIN } from './origin.ts';

export { randomTestIp, TEST_ORIGIN };

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pc-test-data-')),
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    // Requests name their client address in X-Forwarded-For (see request()), as behind one proxy.
    TRUSTED_PROXY_HOPS: '1',
    ...overrides,
  });
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  config: Config;
  services: Services;
  /**
   * Calls the app as a browser on our own origin would (better-auth and CSRF checks need Origin). Each
   * call comes from its own client address unless the caller sets X-Forwarded-For, so per-IP rate
   * limits only meet the tests that aim at them.
   */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** The services of a test app: mail kept in the outbox, a scripted coach, retries without waiting. */
function testServices(config: Config, database: TestDatabase, overrides: ServiceOverrides): Services {
  return createServices(config, database, createLogger('silent'), {
    mailTransport: createOutboxTransport(),
    coach: {
      provider: scriptedCoach(),
      fallback: null,
      safety: keywordSafety(),
      memory: memoryInMemory(),
      recordSafetyEvent: async () => undefined,
    },
    retryDelaysMs: [0, 0, 0],
    ...overrides,
  });
}

function bindRequest(app: ReturnType<typeof createApp>): TestApp['request'] {
  return (path, init = {}) => {
    const { json, headers, ...rest } = init;
    const h = new Headers(headers);
    if (!h.has('origin')) h.set('origin', TEST_ORIGIN);
    if (!h.has('x-forwarded-for')) h.set('x-forwarded-for', randomTestIp());
    if (json !== undefined) h.set('content-type', 'application/json');
    return Promise.resolve(
      app.request(path, {
        ...rest,
        headers: h,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      }),
    );
  };
}

/** The real app on a fresh database, for one test file. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: ServiceOverrides = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const database = await createTestDatabase();
  const logger = createLogger('silent');
  const services = testServices(config, database, overrides);
  await services.prompts.seed();
  const app = createApp({ config, database, logger, services });
  return {
    app,
    database,
    config,
    services,
    request: (path, init = {}) => {
      const { json, headers, ...rest } = init;
      const h = new Headers(headers);
      if (!h.has('origin')) h.set('origin', TEST_ORIGIN);
      if (!h.has('x-forwarded-for')) h.set('x-forwarded-for', randomTestIp());
      if (json !== undefined) h.set('content-type', 'application/json');
      return Promise.resolve(
        app.request(path, {
          ...rest,
          headers: h,
          ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
        }),
      );
    },
    close: () => database.close(),
  };
}

/**
 * A second server instance on the same PostgreSQL database as `first` (null on PGlite, which is one
 * process's database), with its own connection pool and services, as in a fleet.
 */
export async function createSecondInstance(
  first: TestApp,
  overrides: ServiceOverrides = {},
): Promise<TestApp | null> {
  if (!first.database.url) return null;
  const database: TestDatabase = { ...openPostgres(first.database.url, 10), url: first.database.url };
  const logger = createLogger('silent');
  const services = testServices(first.config, database, overrides);
  const app = createApp({ config: first.config, database, logger, services });
  return { ...first, app, database, services, request: bindRequest(app), close: () => database.close() };
}

/**
 * A second server instance on the same data as `first`, on either database: on PostgreSQL what
 * createSecondInstance gives; on PGlite (one process's database) its own services and app over the
 * first's database handle, in this process. For state the instances share only through the database
 * (rate-limit counters, sessions), not for concurrency between connections.
 */
export async function createPeerInstance(first: TestApp, overrides: ServiceOverrides = {}): Promise<TestApp> {
  const second = await createSecondInstance(first, overrides);
  if (second) return second;
  const services = testServices(first.config, first.database, overrides);
  const app = createApp({
    config: first.config,
    database: first.database,
    logger: createLogger('silent'),
    services,
  });
  // The handle is the first instance's: closing it is the first instance's job.
  return { ...first, app, services, request: bindRequest(app), close: async () => undefined };
}
