// A sign-up cut short (the server killed between writing the user and writing the password) must not
// leave an address that "already exists" but cannot sign in (issue 29, finding 11). The cut is made by
// a trigger that fails the password's insert, as a crash at that moment would.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { GOOD_PASSWORD, signIn, uniqueEmail } from '../test/auth-helpers.ts';
import { newId } from '../lib/ids.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUpAs = (email: string) =>
  t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: GOOD_PASSWORD, firstName: 'Ruth', lastName: 'Moab' },
  });

describe('a sign-up cut short', () => {
  it('leaves no account behind: the user and the password are written together or not at all', async () => {
    const email = uniqueEmail('cut');
    await t.database.db.execute(sql`
      create function fail_password_insert() returns trigger language plpgsql as $$
      begin raise exception 'the server stopped here'; end $$`);
    await t.database.db.execute(
      sql`create trigger fail_password_insert before insert on accounts for each row execute function fail_password_insert()`,
    );
    // better-auth prints an unexpected failure to the console: expected here, and only here.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const cut = await signUpAs(email);
      expect(cut.status).toBeGreaterThanOrEqual(500);
      await cut.arrayBuffer();
    } finally {
      printed.mockRestore();
      await t.database.db.execute(sql`drop trigger fail_password_insert on accounts`);
      await t.database.db.execute(sql`drop function fail_password_insert()`);
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    // Trying again simply works.
    const again = await signUpAs(email);
    expect(again.status).toBe(200);
    expect((await signIn(t, email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('an account left without a password by an earlier cut is replaced by the next sign-up', async () => {
    const email = uniqueEmail('orphan');
    await t.database.db
      .insert(users)
      .values({ id: newId(), name: 'Ruth Moab', email, firstName: 'Ruth', lastName: 'Moab' });
    const res = await signUpAs(email);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await signIn(t, email, GOOD_PASSWORD)).status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
