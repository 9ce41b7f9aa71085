// One database handle for the whole process: PGlite in DATA_DIR by default, node-postgres when
// DATABASE_URL is set. Both speak the same Postgres dialect through Drizzle.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from '../lib/logger.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { migratePgliteClient, migratePostgres } from './migrate.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies pending migrations (under an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  poolSize?: number;
  logger?: Logger;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.logger)
    : openPglite(options.dataDir);
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // PGlite creates only the last folder of its path.
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(join(dataDir, 'pglite'));
    return fromPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Wraps an open PGlite instance (tests use in-memory ones loaded from a migrated template). */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePgliteClient(client),
    close: async () => {
      await client.close();
      onClose();
    },
  };
}

export function openPostgres(url: string, poolSize: number, logger?: Logger): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection (a database restart) must not crash the process. The pool listens
  // on idle clients only; a client checked out between two queries of a transaction has no listener of
  // the pool's, and an unheard 'error' event would end the process. The query in flight (or the next)
  // fails instead, the request answers 503, and the pool drops the broken client when it comes back.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (error) => logger?.warn({ err: error }, 'database connection lost'));
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePostgres(url),
    close: () => pool.end(),
  };
}

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
