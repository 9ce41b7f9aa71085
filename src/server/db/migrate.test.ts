import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migratePostgres } from './migrate.ts';
import { databaseUrlFor } from '../test/postgres-url.ts';

describe('migrations on PostgreSQL', () => {
  it('three instances starting together on an empty database wait for each other and all succeed', async (ctx) => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      ctx.skip(); // Needs a PostgreSQL server: runs in CI's PostgreSQL pass.
      return;
    }
    const name = `pc_test_${process.pid}_migrate_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const url = databaseUrlFor(adminUrl, name);
      await Promise.all([migratePostgres(url), migratePostgres(url), migratePostgres(url)]);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const tables = await db.query("select 1 from information_schema.tables where table_name = 'users'");
      await db.end();
      expect(tables.rowCount).toBe(1);
      // Each migration recorded once, not once per instance.
      const files = readdirSync(new URL('./migrations', import.meta.url)).filter((f) => f.endsWith('.sql'));
      expect(rows[0]!.n).toBe(files.length);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
