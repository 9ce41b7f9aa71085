// Telling "the database cannot be reached right now" (a restart, a failover, a network cut) from a bug:
// the first is a 503 the client may retry, logged as a warning; the second stays a 500. Errors arrive
// wrapped (Drizzle's query error, better-auth's APIError), so the whole `cause` chain is read.
// A database without our schema (dropped and recreated empty, or not yet migrated to this version) is
// unavailable too: nothing can be served from it until it is migrated, however often the client tries.
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { DATABASE_UNAVAILABLE_CODE } from '#shared/api-error.ts';
import { AppError } from '../http/app-error.ts';
import { queryRows, type DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import * as schema from './schema.ts';

/**
 * Class 08 (connection exception), 57P01-57P03 (shutdown, crash, not accepting connections yet), a
 * database that refuses connections: 55000 ("is not currently accepting connections", e.g. while it is
 * being dropped or restored) and class 53 (too many connections, out of memory or disk), and what a
 * database without our schema answers: 3D000 (no such database), 3F000 (no such schema), 42P01 (no such
 * table), 42703 (no such column), 42704 (no such type), 42883 (no such function).
 */
const PG_UNAVAILABLE = /^(08|53|57P0[123]$|55000$|3D000$|3F000$|42P01$|42703$|42704$|42883$)/;
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres reports a dropped or unobtainable connection with these messages and no code.
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/;

/** The database answers, but its schema is not the one this version was built for. */
export class SchemaNotReadyError extends Error {
  override name = 'SchemaNotReadyError';
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (current instanceof SchemaNotReadyError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (PG_UNAVAILABLE.test(code) || SOCKET_CODES.has(code))) return true;
    if (DRIVER_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

export const RETRY_AFTER_SECONDS = '5';

export function databaseUnavailable(): AppError {
  return new AppError(
    DATABASE_UNAVAILABLE_CODE,
    503,
    'Peace Coach is briefly unavailable. Please try again in a moment.',
  );
}

/** Where drizzle's migrator records what it applied (its defaults, which migrate.ts keeps). */
const MIGRATIONS_TABLE = sql`drizzle.__drizzle_migrations`;

let expected: { migratedAt: number; tables: string[] } | null = null;

/** This version's last migration and its tables, read once (the files ship with the code). */
function expectedSchema() {
  expected ??= {
    migratedAt: Math.max(
      ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
    ),
    tables: Object.values(schema).flatMap((value: unknown) =>
      is(value, PgTable) ? [getTableConfig(value).name] : [],
    ),
  };
  return expected;
}

/**
 * Resolves when the database answers and holds our schema: this version's last migration is recorded
 * (or a later one, from a newer instance of a rolling deploy) and every table of ours exists (the record
 * alone survives a dropped and recreated public schema). Rejects with the driver's error, or a
 * SchemaNotReadyError, both of which isDatabaseUnavailable recognises.
 */
export async function checkDatabaseReady(database: Pick<DatabaseHandle, 'db' | 'ping'>): Promise<void> {
  await database.ping();
  const { migratedAt, tables } = expectedSchema();
  const [row] = await queryRows<{ applied: string | number | null; missing: string[] | null }>(
    database.db,
    sql`select
      (select max(created_at) from ${MIGRATIONS_TABLE}) as applied,
      (select array_agg(name) from unnest(array[${sql.join(
        tables.map((name) => sql`${name}`),
        sql`, `,
      )}]::text[]) as t(name) where to_regclass(quote_ident(name)) is null) as missing`,
  );
  const applied = Number(row?.applied ?? 0);
  if (applied < migratedAt) {
    throw new SchemaNotReadyError(
      `the database schema is behind this version: last migration applied ${applied}, expected ${migratedAt}`,
    );
  }
  if (row?.missing?.length) {
    throw new SchemaNotReadyError(`the database is missing tables: ${row.missing.join(', ')}`);
  }
}
