// The real app on a fresh in-memory database for the command-line evaluation (the tests use
// createTestApp, which needs Vitest's template database). The coach is the configured one: the
// built-in coach, or the model that AI_PROVIDER and its settings name.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createApp } from '#server/app.ts';
import { fromPglite } from '#server/db/client.ts';
import { migratePgliteClient } from '#server/db/migrate.ts';
import { loadConfig, type Config } from '#server/env.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createOutboxTransport } from '#server/mail/transport.ts';
import { createServices } from '#server/services.ts';
import type { EvalApp } from './run-eval.ts';

const ORIGIN = 'http://localhost:3000';
/** The settings that choose and reach the coach; nothing else of the caller's environment is used. */
const AI_SETTINGS = ['AI_PROVIDER', 'AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY', 'AI_TIMEOUT_MS'] as const;

export async function createEvalApp(
  env: Record<string, string | undefined> = process.env,
  /** Given each warning the app logs (the guard's refusals name their layers and families). */
  onWarning?: (line: Record<string, unknown>) => void,
): Promise<EvalApp & { config: Config; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pc-eval-'));
  mkdirSync(dataDir, { recursive: true });
  const ai = Object.fromEntries(AI_SETTINGS.flatMap((k) => (env[k] ? [[k, env[k]]] : [])));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: ORIGIN,
    LOG_LEVEL: 'silent',
    TRUSTED_PROXY_HOPS: '1',
    ...ai,
  });
  const client = await PGlite.create();
  await migratePgliteClient(client);
  const database = fromPglite(client);
  const logger = onWarning
    ? createLogger('warn', {
        write: (line: string) => onWarning(JSON.parse(line) as Record<string, unknown>),
      })
    : createLogger('silent');
  const services = createServices(config, database, logger, {
    mailTransport: createOutboxTransport(),
    // The built-in coach never fails for long; a model gets a short pause before each retry.
    retryDelaysMs: config.ai.provider === 'builtin' ? [0] : [1_000, 3_000],
  });
  await services.prompts.seed();
  const app = createApp({ config, database, logger, services });
  let n = 0;
  return {
    config,
    database,
    services,
    request: (path, init = {}) => {
      const { json, headers, ...rest } = init;
      const h = new Headers(headers);
      h.set('origin', ORIGIN);
      // Each request from its own documentation-range address, so per-IP rate limits stay out of the way.
      h.set('x-forwarded-for', `203.0.113.${(n++ % 254) + 1}`);
      if (json !== undefined) h.set('content-type', 'application/json');
      return Promise.resolve(
        app.request(path, {
          ...rest,
          headers: h,
          ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
        }),
      );
    },
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
