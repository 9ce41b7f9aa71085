// The limit for a database-backed endpoint: node:http plus one indexed query per request, on the same
// database the app uses in this run (PostgreSQL when DATABASE_URL is set, else PGlite in this process,
// kept in a folder on disk as the app keeps it: an in-memory PGlite would be a faster database than the
// app's, and the ratio would compare different things).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

type Query = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

async function open(): Promise<{ query: Query; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { query: (sql, params) => pool.query(sql, params), close: () => pool.end() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'pc-one-query-'));
  const db = await PGlite.create(join(dir, 'pglite'));
  return {
    query: (sql, params) => db.query(sql, params),
    close: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const db = await open();
const table = `bench_one_query_${randomBytes(3).toString('hex')}`;
await db.query(`create table ${table} (id serial primary key, token text not null unique, body text)`);
const tokens = Array.from({ length: 1000 }, () => randomBytes(16).toString('hex'));
for (const token of tokens) await db.query(`insert into ${table} (token, body) values ($1, 'x')`, [token]);

let n = 0;
const server = createServer((_req, res) => {
  const token = tokens[n++ % tokens.length];
  db.query(`select id, body from ${table} where token = $1`, [token]).then(
    ({ rows }) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(rows[0]));
    },
    () => {
      res.writeHead(500);
      res.end();
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`running at http://127.0.0.1:${address.port}`);
});
process.once('SIGTERM', () =>
  server.close(() => {
    void (async () => {
      await db.query(`drop table ${table}`);
      await db.close();
      process.exit(0);
    })();
  }),
);
