// The few reads and writes of the auth edge that better-auth's adapter does not make for us.
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';

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
