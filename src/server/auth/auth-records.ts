// The few reads and writes of the auth edge that better-auth's adapter does not make for us.
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, sessions, users } from '../db/schema.ts';

/**
 * Removes the user row of `email` when it has no password: what a sign-up cut short before its password
 * was written used to leave (sign-ups are now one transaction). Nobody could ever sign in to such a
 * row, so nothing of anyone's is lost; the sign-up that names the address again takes its place.
 */
export async function deleteUserWithoutPassword(db: Database, email: string): Promise<void> {
  await db.delete(users).where(
    and(
      eq(users.email, email.toLowerCase()),
      notExists(
        db
          .select({ one: sql`1` })
          .from(accounts)
          .where(and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential'))),
      ),
    ),
  );
}

/** Records that the account's password was just set (sign-up, reset or change). */
export async function markPasswordSet(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ passwordSetAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Takes the password away from an account and ends every session it has: what confirming an address
 * does when the browser that opened the link is not signed in to the account (confirmation-flow.ts).
 * Sign-in with any password then fails until the owner sets one with a reset.
 */
export async function takePasswordAway(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ password: null })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    await tx.update(users).set({ passwordSetAt: null }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
