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
  const dump = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return fromPglite(client);
}
