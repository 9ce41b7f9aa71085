import { Hono } from 'hono';
import type { DatabaseHandle } from '#server/db/client.ts';
import { checkDatabaseReady, databaseUnavailable, RETRY_AFTER_SECONDS } from '#server/db/unavailable.ts';
import type { AppEnv } from '#server/http/request-context.ts';

export interface Lifecycle {
  /** True once shutdown began: load balancers should stop sending traffic here. */
  draining: boolean;
  /** When the last request started (ms since the epoch): shutdown waits for a quiet moment. */
  lastRequestAt: number;
}

const READY_TIMEOUT_MS = 2_000;

/** The liveness answer: the process is up and serving (health-fast-path.ts gives it under node:http). */
export const HEALTH_ANSWER = { status: 'ok' } as const;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

export function healthRoutes(database: DatabaseHandle, lifecycle: Lifecycle) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json(HEALTH_ANSWER))
    .get('/ready', async (c) => {
      if (lifecycle.draining) {
        return c.json({ error: { code: 'shutting_down', message: 'The server is shutting down.' } }, 503);
      }
      try {
        // Reachable is not enough: a database dropped and recreated empty answers a ping while every
        // request would fail on it.
        await withTimeout(checkDatabaseReady(database), READY_TIMEOUT_MS);
        return c.json({ status: 'ready' as const, database: database.kind });
      } catch (error) {
        c.get('log').warn({ err: error }, 'readiness check failed');
        // The same answer every endpoint gives while the database is away, so one client rule covers both.
        c.header('Retry-After', RETRY_AFTER_SECONDS);
        return c.json(databaseUnavailable().toBody(), 503);
      }
    });
}
