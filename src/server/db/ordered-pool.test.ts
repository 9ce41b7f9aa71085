// The PostgreSQL pool hands its connections out by the line's rules (turns.ts): the oldest request
// first, a transaction still on one connection, and a wait that is too long answered as "unavailable".
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkOrder } from '../lib/work-order.ts';
import { OrderedPool } from './ordered-pool.ts';
import { createTurns, WAITED_TOO_LONG } from './turns.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool on PostgreSQL', () => {
  const pools: OrderedPool[] = [];
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
  });

  /** A pool of one connection whose work orders the test sets with `next`. */
  function onePool(config: pg.PoolConfig = {}) {
    let next: WorkOrder = { since: 0, canWait: false };
    const turns = createTurns({
      slots: 1,
      order: () => next,
      ...(config.connectionTimeoutMillis ? { waitMs: config.connectionTimeoutMillis } : {}),
    });
    const pool = new OrderedPool({ connectionString: url, max: 1, ...config }, turns);
    pools.push(pool);
    return { pool, as: (order: WorkOrder) => (next = order) };
  }

  it('gives a freed connection to the oldest request waiting, not the first to ask', async () => {
    const { pool, as } = onePool();
    as({ since: 0, canWait: false });
    const held = await pool.connect();
    const answered: string[] = [];
    const ask = (name: string, order: WorkOrder) => {
      as(order);
      return pool.query('select $1::text as name', [name]).then((r) => answered.push(r.rows[0].name));
    };
    const all = [
      ask('saving a reply', { since: 1, canWait: true }),
      ask('newest', { since: 30, canWait: false }),
      ask('oldest', { since: 10, canWait: false }),
    ];
    held.release();
    await Promise.all(all);
    expect(answered).toEqual(['oldest', 'newest', 'saving a reply']);
  });

  it("runs Drizzle's transactions on one connection, and frees it after", async () => {
    const { pool } = onePool();
    const db = drizzle({ client: pool });
    const backends = await db.transaction(async (tx) => {
      const first = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const second = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      return [first.rows[0]!.pid, second.rows[0]!.pid];
    });
    expect(backends[0]).toBe(backends[1]);
    // The one connection is free again: a query after the transaction does not wait forever.
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await expect(db.transaction(async () => Promise.reject(new Error('rolled back')))).rejects.toThrow(
      'rolled back',
    );
    expect((await pool.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('answers a wait longer than the pool allows as the database being unavailable', async () => {
    const { pool } = onePool({ connectionTimeoutMillis: 50 });
    const held = await pool.connect();
    const error = await pool.query('select 1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(WAITED_TOO_LONG);
    expect(isDatabaseUnavailable(error)).toBe(true);
    held.release();
    expect((await pool.query('select 3 as three')).rows).toEqual([{ three: 3 }]);
  });

  it('frees the slot of a checkout that could not connect', async () => {
    const turns = createTurns({ slots: 1 });
    const pool = new OrderedPool(
      { connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 1, connectionTimeoutMillis: 2_000 },
      turns,
    );
    pools.push(pool);
    await expect(pool.query('select 1')).rejects.toThrow();
    // The failed checkout left its turn: the next one is tried rather than left waiting.
    await expect(pool.query('select 1')).rejects.toThrow();
  });
});
