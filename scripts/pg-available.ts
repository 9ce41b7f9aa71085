// Exits 0 when the PostgreSQL at the given URL answers a query within a few seconds.
import pg from 'pg';

const url = process.argv[2];
if (!url) {
  console.error('usage: node scripts/pg-available.ts postgres://...');
  process.exit(2);
}
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
