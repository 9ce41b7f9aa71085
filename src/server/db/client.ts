// One database handle for the whole process: PGlite in DATA_DIR by default, node-postgres when
// DATABASE_URL is set. Both speak the same Postgres dialect through Drizzle.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Logger } from '../lib/logger.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { migratePgliteClient, migratePostgres } from './migrate.ts';
import { namedQueries } from './pg-statements.ts';
import { namedStatements } from './pglite-statements.ts';
import { OrderedPool } from './ordered-pool.ts';
import { createTurns } from './turns.ts';
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

/**
 * PGlite's own start parameters plus a smaller buffer cache. Its default (160 MB of shared buffers)
 * is allocated in the WebAssembly memory at start, so it stays in the process's resident memory for
 * its whole life; an embedded database is small, and a page not in the cache is one read from the
 * operating system's file cache away. (wal_buffers follows shared_buffers.)
 */
export const PGLITE_SHARED_BUFFERS = '32MB';
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // PGlite creates only the last folder of its path.
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(join(dataDir, 'pglite'), { startParams: PGLITE_START_PARAMS });
    return fromPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Wraps an open PGlite instance (tests use in-memory ones loaded from a migrated template). */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client: takingTurns(withTextTypes(client)), schema }) as unknown as Database;
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
  const pool = new OrderedPool({
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
  const statements = namedQueries();
  pool.on('connect', (client) => {
    client.on('error', (error) => logger?.warn({ err: error }, 'database connection lost'));
    statements.install(client);
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

/**
 * The types Drizzle's PGlite driver asks PGlite to leave as text, for its own column mappers: it passes
 * these parsers with every query, and PGlite then copies its whole parser table into a new object for
 * that query (a tenth of a chat list's CPU). Installed once on the client instead, and dropped from each
 * query's options, the answers are the same.
 */
const asText = (value: string) => value;
export const DRIZZLE_TEXT_PARSERS: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

type QueryOptions = Parameters<PGlite['query']>[2];
const withoutParsers = (options: QueryOptions): QueryOptions => {
  if (!options?.parsers) return options;
  const { parsers: _installed, ...rest } = options;
  return rest;
};

/**
 * A client that runs its queries (and its transactions' queries) with DRIZZLE_TEXT_PARSERS installed on
 * the PGlite instance, as named statements (pglite-statements.ts). The parsers are installed once it is
 * ready, not as PGlite.create's `parsers` option: its start-up builds the array types' parsers over
 * whatever is there, which would turn the array entries into parsed arrays. Plain `client.query`
 * callers (ping, migrations, tests) read no such type.
 */
function withTextTypes(client: PGlite): PGlite {
  // A client that fails to start fails each query itself.
  const ready = client.waitReady.then(
    () => void Object.assign(client.parsers, DRIZZLE_TEXT_PARSERS),
    () => undefined,
  );
  const statements = namedStatements(client);
  const query: PGlite['query'] = async (text, params, options) => {
    await ready;
    return statements.query(text, params, withoutParsers(options));
  };
  const transaction: PGlite['transaction'] = async (callback) => {
    await ready;
    return client.transaction((tx) => {
      const query: Transaction['query'] = (text, params, options) =>
        statements.queryInTransaction(tx, text, params, withoutParsers(options));
      return callback(Object.create(tx, { query: { value: query } }) as Transaction);
    });
  };
  return { query, transaction } as unknown as PGlite;
}

/**
 * Each query and transaction (what Drizzle calls) waits for its turn on the one connection
 * (turns.ts); the queries inside a transaction do not, since it holds the connection.
 */
function takingTurns(client: PGlite): PGlite {
  const turns = createTurns();
  const query: PGlite['query'] = (...args) => turns.take(() => client.query(...args));
  const transaction: PGlite['transaction'] = (callback) => turns.take(() => client.transaction(callback));
  return { query, transaction } as unknown as PGlite;
}

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
