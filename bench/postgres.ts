// A throwaway PostgreSQL database for one benchmark run, on the server at BENCH_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query(sql);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates a database named `<prefix>_<random>`, runs `run` with its URL and drops it afterwards; false
 * (and `run` never runs) when no PostgreSQL answers.
 */
export async function withThrowawayDatabase(
  prefix: string,
  run: (url: string) => Promise<void>,
): Promise<boolean> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  if (!(await admin(`CREATE DATABASE ${name}`))) return false;
  try {
    await run(Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  return true;
}
