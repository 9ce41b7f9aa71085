// On PostgreSQL every parameterized query runs as a named statement of its connection: parsed and
// planned once, then bound and run. The answers must be the ones an unnamed statement gives.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test/database.ts';
import { users } from './schema.ts';
import { openPostgres, queryRows, type DatabaseHandle } from './client.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('queries as named statements on PostgreSQL', () => {
  let created: TestDatabase;
  // One connection, so the statements it has prepared can be read back from it.
  let one: DatabaseHandle;

  beforeAll(async () => {
    created = await createTestDatabase();
    one = openPostgres(created.url!, 1);
  });
  afterAll(async () => {
    await one.close();
    await created.close();
  });

  const prepared = () =>
    queryRows<{ name: string; statement: string }>(
      one.db,
      sql`select name, statement from pg_prepared_statements order by prepare_time`,
    );

  it('prepares a query once per connection and answers as before', async () => {
    const byEmail = (db: Pick<DatabaseHandle['db'], 'select'>, email: string) =>
      db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`${users.email} = ${email}`);
    expect(await byEmail(one.db, 'nobody@example.com')).toEqual([]);
    expect(await byEmail(one.db, 'nobody@example.com')).toEqual([]);
    const named = (await prepared()).filter((s) => s.statement.includes('"email" ='));
    expect(named).toHaveLength(1);
    expect(named[0]!.name).toMatch(/^pc_/);
    // In a transaction too, on the same connection and under the same name.
    await one.db.transaction(async (tx) => {
      expect(await byEmail(tx, 'a@b.c')).toEqual([]);
    });
    expect((await prepared()).filter((s) => s.statement.includes('"email" ='))).toHaveLength(1);
  });

  it('leaves a query without parameters unnamed, and gives errors as before', async () => {
    const before = (await prepared()).length;
    await queryRows(one.db, sql`select 1 as one`);
    expect((await prepared()).length).toBe(before);
    await expect(queryRows(one.db, sql`select ${'x'}::int as n`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '22P02' }),
    });
    expect(await queryRows(one.db, sql`select ${2}::int as n`)).toEqual([{ n: 2 }]);
  });

  it('runs a text unnamed from then on once its columns changed type under its name', async () => {
    await one.db.execute(sql`create table moods (id int, word text)`);
    await one.db.execute(sql`insert into moods values (1, 'calm')`);
    const read = () => queryRows(one.db, sql`select word from moods where id = ${1}`);
    expect(await read()).toEqual([{ word: 'calm' }]);
    await one.db.execute(sql`alter table moods alter column word type int using 7`);
    await expect(read()).rejects.toMatchObject({ cause: expect.objectContaining({ code: '0A000' }) });
    expect(await read()).toEqual([{ word: 7 }]);
  });
});
