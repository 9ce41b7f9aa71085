// Named statements must answer exactly as PGlite's own query does, in and out of transactions, and keep
// the session usable after an error or a schema change.
import { PGlite, type Results } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NAMED_STATEMENTS, namedStatements } from './pglite-statements.ts';

let client: PGlite;
let reference: PGlite;

const SETUP = `
  create table notes (id int primary key, body text, at timestamptz, amount numeric, tags text[], done boolean,
    data jsonb, raw bytea, big int8);
  insert into notes values
    (1, 'grace', '2024-05-06 07:08:09.123+00', 1.50, array['a','b'], true, '{"k": [1, 2]}', '\\x0102', 9007199254740993),
    (2, null, null, null, null, false, null, null, 2);
`;

beforeAll(async () => {
  client = new PGlite();
  reference = new PGlite();
  await client.exec(SETUP);
  await reference.exec(SETUP);
});

afterAll(async () => {
  await client.close();
  await reference.close();
});

/** What a caller sees of an answer (PGlite's `blob` and field details aside). */
const answer = (r: Results<unknown>) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

describe('queries as named statements', () => {
  it('answer as PGlite does: rows, array rows, parameters of every type, writes', async () => {
    const statements = namedStatements(client);
    const cases: [string, unknown[], Parameters<PGlite['query']>[2]?][] = [
      ['select * from notes order by id', []],
      ['select * from notes where id = $1', [1]],
      ['select id, body from notes where body = $1 or at < $2', ['grace', new Date('2030-01-01')]],
      [
        'select $1::jsonb as j, $2::bytea as b, $3::int8 as n, $4::text[] as t',
        [{ a: 1 }, new Uint8Array([3]), 5n, ['x']],
      ],
      ['select id, body from notes where id = $1', [2], { rowMode: 'array' }],
      ['select id from notes where body = $1', [null]],
      ['update notes set done = $1 where id > $2', [true, 0]],
      ['insert into notes (id, body) values ($1, $2) returning id, body', [3, 'peace']],
      ['delete from notes where id = $1', [3]],
    ];
    for (const round of [1, 2]) {
      for (const [text, params, options] of cases) {
        const got = await statements.query(text, params, options);
        const expected = await reference.query(text, params, options);
        expect(answer(got), `${text} (round ${round})`).toEqual(answer(expected));
      }
    }
    // The second round ran the prepared statements: one name per text, none added.
    expect(statements.size).toBe(cases.length);
  });

  it('run inside a transaction, which rolls back with them', async () => {
    const statements = namedStatements(client);
    await expect(
      client.transaction(async (tx) => {
        await statements.queryInTransaction(tx, 'insert into notes (id, body) values ($1, $2)', [
          10,
          'kept?',
        ]);
        const inside = await statements.queryInTransaction(tx, 'select body from notes where id = $1', [10]);
        expect(inside.rows).toEqual([{ body: 'kept?' }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await statements.query('select body from notes where id = $1', [10])).rows).toEqual([]);
  });

  it('give PGlite the same errors with their query, and the session goes on', async () => {
    const statements = namedStatements(client);
    const duplicate = statements.query('insert into notes (id) values ($1)', [1]);
    await expect(duplicate).rejects.toMatchObject({
      code: '23505',
      query: 'insert into notes (id) values ($1)',
    });
    await expect(statements.query('selec nothing', [])).rejects.toMatchObject({ code: '42601' });
    expect((await statements.query('select count(*)::int as n from notes', [])).rows).toEqual([{ n: 2 }]);
    // A lone query waits for a transaction in progress instead of running inside it.
    let release!: () => void;
    const held = client.transaction(async (tx) => {
      await tx.query('update notes set body = $1 where id = 2', ['inside']);
      await new Promise<void>((resolve) => (release = resolve));
      throw new Error('rolled back');
    });
    await new Promise((r) => setTimeout(r, 10));
    const outside = statements.query('select body from notes where id = $1', [2]);
    release();
    await expect(held).rejects.toThrow('rolled back');
    expect((await outside).rows).toEqual([{ body: null }]);
  });

  it('follow a table dropped and recreated with other columns', async () => {
    const statements = namedStatements(client);
    await client.exec('create table moods (id int, word text); insert into moods values (1, $$calm$$);');
    const text = 'select * from moods where id = $1';
    expect((await statements.query(text, [1])).rows).toEqual([{ id: 1, word: 'calm' }]);
    await client.exec('drop table moods');
    await expect(statements.query(text, [1])).rejects.toMatchObject({ code: '42P01' });
    await client.exec(
      'create table moods (id int, word text, weight int); insert into moods values (1, $$hope$$, 3);',
    );
    expect((await statements.query(text, [1])).rows).toEqual([{ id: 1, word: 'hope', weight: 3 }]);
  });

  it('share their names across wrappers of one session, and past the limit run as PGlite runs them', async () => {
    const first = namedStatements(client);
    const second = namedStatements(client);
    await first.query('select 1 as one', []);
    const before = first.size;
    await second.query('select 1 as one', []);
    expect(second.size).toBe(before);
    for (let i = first.size; i < MAX_NAMED_STATEMENTS + 5; i++) {
      expect((await first.query(`select ${i}::int as n`, [])).rows).toEqual([{ n: i }]);
    }
    expect(first.size).toBe(MAX_NAMED_STATEMENTS);
    await client.transaction(async (tx) => {
      expect((await first.queryInTransaction(tx, 'select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    });
  });
});
