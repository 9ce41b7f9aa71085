import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, openPostgres, type DatabaseHandle } from '../db/client.ts';
import { databaseUrlFor } from './postgres-url.ts';

export interface TestDatabase extends DatabaseHandle {
  /** Set for PostgreSQL test databases, so a test can start a second server on the same data. */
  url?: string;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, a new PostgreSQL
 * database when TEST_DATABASE_URL is set (dropped when the run ends).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (adminUrl && template) {
    // Named after the run's template, so the global teardown finds and drops every copy.
    const name = `${template.replace(/_template$/, '')}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.end();
    }
    const url = databaseUrlFor(adminUrl, name);
    return { ...openPostgres(url, 10), url };
  }
  return pgliteDatabase();
}

/**
 * The worker's PGlite database, kept between test files (the server project runs its files one after
 * another in each worker without isolation): loading the template dump into a new PGlite costs far more
 * than emptying the tables. It is lent to one holder at a time and emptied before each loan; a second
 * database wanted while it is lent is a new copy of the template, closed for real.
 */
let workerDatabase: { client: PGlite; lent: boolean } | null = null;
let publicTables: string | null = null;

async function pgliteDatabase(): Promise<TestDatabase> {
  if (workerDatabase && !workerDatabase.lent) {
    workerDatabase.lent = true;
    await emptyTables(workerDatabase.client);
    return lend(workerDatabase);
  }
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  if (workerDatabase) return fromPglite(client);
  workerDatabase = { client, lent: true };
  return lend(workerDatabase);
}

/** Back to the template's state: the migrations create tables and insert no rows. */
async function emptyTables(client: PGlite): Promise<void> {
  if (publicTables === null) {
    const { rows } = await client.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    );
    publicTables = rows.map((row) => row.name).join(', ');
  }
  if (publicTables) await client.exec(`truncate table ${publicTables} restart identity cascade`);
}

/**
 * A handle on the worker's database that behaves as a closed PGlite once closed: a test that reads its
 * database after closing it (the readiness test) sees "PGlite is closed", and anything its file left
 * running cannot write into the next file's data.
 */
function lend(loan: { client: PGlite; lent: boolean }): TestDatabase {
  let closed = false;
  const client = new Proxy(loan.client, {
    get(target, property) {
      if (property === 'closed') return closed || target.closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) return Promise.reject(new Error('PGlite is closed'));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    ...fromPglite(client),
    close: async () => {
      closed = true;
      loan.lent = false;
    },
  };
}
