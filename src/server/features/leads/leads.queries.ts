// Reading and writing the mailing list's rows: subscribers, their consents, and contact messages. Each
// takes the database or the caller's transaction first, so the service decides what commits together;
// the rules (who is new, which form sends what) live in the service.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { contactMessages, subscriberConsents, subscribers, users } from '#server/db/schema.ts';

export type SubscriberRow = typeof subscribers.$inferSelect;

/** The id of the account with exactly this address, or null. */
export async function userIdByEmail(db: Database, email: string): Promise<string | null> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return account?.id ?? null;
}

/**
 * Adds a subscriber unless one with the same address exists: of two first sign-ups of one address at
 * once, exactly one inserts (and gets the row); the other waits for it and gets undefined.
 */
export async function insertSubscriber(
  db: Database,
  values: {
    id: string;
    email: string;
    firstName: string;
    tags: string[];
    userId: string | null;
    unsubscribeToken: string;
  },
): Promise<SubscriberRow | undefined> {
  const [subscriber] = await db
    .insert(subscribers)
    .values(values)
    .onConflictDoNothing({ target: subscribers.email })
    .returning();
  return subscriber;
}

/** Reads and locks the subscriber with this address for the caller's transaction. */
export async function lockSubscriberByEmail(db: Database, email: string) {
  const [existing] = await db
    .select({ id: subscribers.id, unsubscribedAt: subscribers.unsubscribedAt })
    .from(subscribers)
    .where(eq(subscribers.email, email))
    .for('update');
  return existing;
}

/** The stored tags plus new ones, in the database (first-seen order, no duplicates). */
const mergedTags = (tags: string[]) =>
  sql`(select coalesce(jsonb_agg(tag order by first), '[]'::jsonb) from (
        select tag, min(n) as first
        from jsonb_array_elements_text(${subscribers.tags} || ${JSON.stringify(tags)}::jsonb) with ordinality as t(tag, n)
        group by tag) as merged)`;

/**
 * A sign-up of an address already on the list: its tags merged in, subscribed again, and tied to the
 * account when it was not yet tied to one.
 */
export async function resubscribe(
  db: Database,
  subscriberId: string,
  tags: string[],
  accountId: string | null,
): Promise<SubscriberRow | undefined> {
  const [subscriber] = await db
    .update(subscribers)
    .set({
      tags: mergedTags(tags),
      unsubscribedAt: null,
      userId: sql`coalesce(${subscribers.userId}, ${accountId})`,
    })
    .where(eq(subscribers.id, subscriberId))
    .returning();
  return subscriber;
}

export async function insertConsent(
  db: Database,
  values: { id: string; subscriberId: string; form: string; wording: string },
): Promise<void> {
  await db.insert(subscriberConsents).values(values);
}

/** Unsubscribes whoever holds the token; false when no subscriber does. */
export async function unsubscribeByToken(db: Database, token: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ unsubscribedAt: at })
    .where(eq(subscribers.unsubscribeToken, token))
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

export async function insertContactMessage(
  db: Database,
  values: {
    id: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    userId: string | null;
  },
): Promise<void> {
  await db.insert(contactMessages).values(values);
}
