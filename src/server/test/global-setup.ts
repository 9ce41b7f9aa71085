// Builds one migrated template database per test run; every test file then gets a fresh copy of it
// (PGlite: loaded from a dump in about 0.4 s; PostgreSQL: CREATE DATABASE ... TEMPLATE).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePgliteClient, migratePostgres } from '../db/migrate.ts';
import { riskModel } from '../features/coach/safety/model/risk-model.ts';
import { databaseUrlFor, TEST_DB_PREFIX } from './postgres-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  // The safety check's model, trained once for the run and kept on disk by digest (model-cache.ts): every
  // test file's process then loads it instead of training inside a test's time limit.
  riskModel();
  const dir = mkdtempSync(join(tmpdir(), 'pc-test-template-'));
  const client = await PGlite.create();
  await migratePgliteClient(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const templateFile = join(dir, 'template.tar');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templateFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  if (adminUrl) {
    templateName = `${TEST_DB_PREFIX}${process.pid}_template`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${templateName}"`);
    await admin.query(`create database "${templateName}"`);
    await admin.end();
    await migratePostgres(databaseUrlFor(adminUrl, templateName));
  }
  project.provide('postgresTemplate', templateName);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${TEST_DB_PREFIX}${process.pid}_%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    }
  };
}
