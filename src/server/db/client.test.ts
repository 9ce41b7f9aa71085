import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { expect, it } from 'vitest';
import { DRIZZLE_TEXT_PARSERS, fromPglite, openPglite, PGLITE_SHARED_BUFFERS, queryRows } from './client.ts';

it('opens the embedded database with the small buffer cache, which is all its resident memory needs', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pc-client-'));
  const database = await openPglite(dir);
  try {
    const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
    expect(row?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    // The rest of PGlite's start parameters still hold (one process, no parallel workers).
    const [workers] = await queryRows<{ max_worker_processes: string }>(
      database.db,
      sql`show max_worker_processes`,
    );
    expect(workers?.max_worker_processes).toBe('0');
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

it('gives the event loop a turn between queries on the embedded database, so requests are read under load', async () => {
  const client = new PGlite();
  const database = fromPglite(client);
  try {
    // Many requests' queries at once: PGlite alone would answer them all in one chain of microtasks.
    let done = 0;
    let doneWhenTimerRan = -1;
    setImmediate(() => (doneWhenTimerRan = done));
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        await queryRows(database.db, sql`select 1`);
        done++;
      }),
    );
    expect(doneWhenTimerRan).toBeGreaterThanOrEqual(0);
    expect(doneWhenTimerRan).toBeLessThan(50);
  } finally {
    await database.close();
  }
});

it("leaves to PGlite, once, the parsers Drizzle's driver would send with every query, with the same answers", async () => {
  // What the driver sends: read from a client that only records its queries' options.
  const sent: QueryOptions[] = [];
  const recorder = {
    query: async (_text: string, _params: unknown[], options: QueryOptions) => {
      sent.push(options);
      return { rows: [], fields: [] };
    },
  } as unknown as PGlite;
  await drizzlePglite({ client: recorder }).execute(sql`select 1`);
  const driverParsers = sent[0]?.parsers ?? {};
  expect(Object.keys(driverParsers).sort()).toEqual(Object.keys(DRIZZLE_TEXT_PARSERS).sort());

  const client = new PGlite();
  const reference = new PGlite();
  await client.waitReady;
  const database = fromPglite(client);
  try {
    const values = sql`select timestamptz '2024-05-06 07:08:09.123+00' as at, timestamp '2024-05-06 07:08:09' as local,
      interval '1 day 2 hours' as gap, date '2024-05-06' as day, 1.50::numeric as amount,
      array[timestamptz '2024-05-06 07:08:09+00'] as ats, array[1.5::numeric] as amounts, 42::int8 as big`;
    const plain = await queryRows(database.db, values);
    const inTransaction = await database.db.transaction((tx) => queryRows(tx, values));
    // The answers PGlite gave with the driver's parsers passed per query.
    const { sql: text } = new PgDialect().sqlToQuery(values);
    const before = (await reference.query(text, [], { rowMode: 'object', parsers: driverParsers })).rows;
    expect(plain).toEqual(before);
    expect(inTransaction).toEqual(before);
    // Installed on the instance: each query's answer is parsed with them, without a copy per query.
    for (const oid of Object.keys(DRIZZLE_TEXT_PARSERS)) expect(client.parsers[Number(oid)]).toBeDefined();
    // Drizzle's column mapping still gives a Date for a timestamp column.
    await client.exec('create table stamps (at timestamptz not null)');
    await database.db.insert(stamps).values({ at: new Date('2024-05-06T07:08:09.123Z') });
    expect(await database.db.select().from(stamps)).toEqual([{ at: new Date('2024-05-06T07:08:09.123Z') }]);
  } finally {
    await database.close();
    await reference.close();
  }
});

const stamps = pgTable('stamps', { at: timestamp('at', { withTimezone: true }).notNull() });
