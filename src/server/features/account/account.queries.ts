// Reading and writing the account's rows: the user row, its password credential, its sessions, and
// everything a deletion removes. Each takes the database or the caller's transaction first, so the
// service decides what commits together; the rules (who may do what, in which order) live in the service.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  accounts,
  contactMessages,
  familyInvites,
  mailOutbox,
  rateLimits,
  scheduledSends,
  sessions,
  subscribers,
  users,
  verifications,
} from '#server/db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export async function userById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** The hash of the user's e-mail-and-password credential, if they have one. */
export async function passwordHashOf(db: Database, userId: string): Promise<string | null | undefined> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return credential?.hash;
}

/** Writes the names and returns the updated row (undefined when there is no such user). */
export async function updateNames(
  db: Database,
  userId: string,
  names: { firstName: string; lastName: string; name: string },
): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set(names).where(eq(users.id, userId)).returning();
  return user;
}

/** The user's sessions, expired ones included, most recently used first. */
export function sessionsByLastUse(db: Database, userId: string): Promise<SessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.updatedAt));
}

/** The user's sessions, expired ones included, in no particular order. */
export function sessionsOf(db: Database, userId: string): Promise<SessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId));
}

/** Ends one of the user's sessions; false when the user has no session with that id. */
export async function deleteSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

// Rows tied to a person by their address are matched whatever the case of its letters.

export async function subscriberIdsByEmail(db: Database, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(sql`lower(${subscribers.email})`, email.toLowerCase()));
  return rows.map((row) => row.id);
}

/** Scheduled-send claims name their recipient (a user or a subscriber row) without a foreign key. */
export async function deleteScheduledSendsFor(db: Database, recipient: string): Promise<void> {
  await db.delete(scheduledSends).where(eq(scheduledSends.recipient, recipient));
}

export async function deleteSubscribersByEmail(db: Database, email: string): Promise<void> {
  await db.delete(subscribers).where(eq(sql`lower(${subscribers.email})`, email.toLowerCase()));
}

export async function deleteContactMessagesByEmail(db: Database, email: string): Promise<void> {
  await db.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()));
}

export async function deleteFamilyInvitesByEmail(db: Database, email: string): Promise<void> {
  await db.delete(familyInvites).where(eq(sql`lower(${familyInvites.email})`, email.toLowerCase()));
}

export async function deleteMailTo(db: Database, email: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()));
}

/** Reset tokens store the user id as their value; they have no foreign key. */
export async function deleteResetTokensOf(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.value, userId));
}

/**
 * Per-account counters (deletion attempts, fair use, invitations sent...) end their key with
 * "|<user id>"; compared exactly, not with LIKE, whose "_" would match any character.
 */
export async function deleteCountersOf(db: Database, userId: string): Promise<void> {
  const suffix = `|${userId}`;
  await db.delete(rateLimits).where(eq(sql`right(${rateLimits.key}, ${suffix.length})`, suffix));
}

/** Everything else references the user with ON DELETE CASCADE (or SET NULL for payment events). */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
