// Reading and writing the account's rows: the user row, its password credential, its sessions, and
// everything a deletion removes. Each takes the database or the caller's transaction first, so the
// service decides what commits together; the rules (who may do what, in which order) live in the service.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import {
  accounts,
  adminAuditLog,
  billingCustomers,
  complimentaryGrants,
  contactMessages,
  familyInvites,
  mailOutbox,
  notificationPreferences,
  pushSubscriptions,
  rateLimits,
  safetyEvents,
  safetyStates,
  scheduledSends,
  sessions,
  subscriberConsents,
  subscribers,
  subscriptionEvents,
  subscriptions,
  usageCounters,
  users,
  verifications,
  waitlistEntries,
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

// "Download my data": the rows the export reads as they are stored (the chats and the coach's notes,
// which are encrypted, come from their features). Never a secret: no token, key or password hash.

const sameAddress = (column: PgColumn, email: string) => eq(sql`lower(${column})`, email.toLowerCase());

export function notificationPreferencesOf(db: Database, userId: string) {
  return db
    .select({
      emailUpdates: notificationPreferences.emailUpdates,
      emailDevotionals: notificationPreferences.emailDevotionals,
      emailPrayerReminders: notificationPreferences.emailPrayerReminders,
      emailMarketing: notificationPreferences.emailMarketing,
      pushPrayerReminders: notificationPreferences.pushPrayerReminders,
      pushChatResponses: notificationPreferences.pushChatResponses,
      pushCommunityMessages: notificationPreferences.pushCommunityMessages,
      pushWeeklyCheckIn: notificationPreferences.pushWeeklyCheckIn,
      updatedAt: notificationPreferences.updatedAt,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

/** The devices turned on for pushes, as Settings names them (not their endpoints or keys). */
export function pushDevicesOf(db: Database, userId: string) {
  return db
    .select({
      device: pushSubscriptions.label,
      createdAt: pushSubscriptions.createdAt,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

export function waitlistsOf(db: Database, userId: string) {
  return db
    .select({ feature: waitlistEntries.feature, joinedAt: waitlistEntries.createdAt })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(asc(waitlistEntries.createdAt));
}

export function usageOf(db: Database, userId: string) {
  return db
    .select({ month: usageCounters.period, messages: usageCounters.messages, chats: usageCounters.chats })
    .from(usageCounters)
    .where(eq(usageCounters.userId, userId))
    .orderBy(asc(usageCounters.period));
}

export function billingCustomerOf(db: Database, userId: string) {
  return db
    .select({
      provider: billingCustomers.provider,
      trialUsed: billingCustomers.trialUsed,
      createdAt: billingCustomers.createdAt,
    })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
}

export function subscriptionRowsOf(db: Database, userId: string) {
  return db
    .select({
      provider: subscriptions.provider,
      status: subscriptions.status,
      plan: subscriptions.role,
      amountPence: subscriptions.amountPence,
      currency: subscriptions.currency,
      trialEnd: subscriptions.trialEnd,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      pastDueSince: subscriptions.pastDueSince,
      updatedAt: subscriptions.updatedAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.updatedAt));
}

export function paymentEventsOf(db: Database, userId: string) {
  return db
    .select({ type: subscriptionEvents.type, receivedAt: subscriptionEvents.receivedAt })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.userId, userId))
    .orderBy(asc(subscriptionEvents.receivedAt));
}

export function complimentaryGrantsOf(db: Database, userId: string) {
  return db
    .select({
      reason: complimentaryGrants.reason,
      createdAt: complimentaryGrants.createdAt,
      endsAt: complimentaryGrants.endsAt,
      endedAt: complimentaryGrants.endedAt,
    })
    .from(complimentaryGrants)
    .where(eq(complimentaryGrants.userId, userId))
    .orderBy(asc(complimentaryGrants.createdAt));
}

/** The family invitations the user sent, used, or that were sent to their address. */
export function familyInvitesOf(db: Database, userId: string, email: string) {
  return db
    .select({
      email: familyInvites.email,
      status: familyInvites.status,
      sentByMe: sql<boolean>`${familyInvites.invitedBy} = ${userId}`,
      usedByMe: sql<boolean>`coalesce(${familyInvites.acceptedBy} = ${userId}, false)`,
      createdAt: familyInvites.createdAt,
      expiresAt: familyInvites.expiresAt,
    })
    .from(familyInvites)
    .where(
      or(
        eq(familyInvites.invitedBy, userId),
        eq(familyInvites.acceptedBy, userId),
        sameAddress(familyInvites.email, email),
      ),
    )
    .orderBy(asc(familyInvites.createdAt));
}

/** The mailing-list rows of the address or the account (the unsubscribe token is left out). */
export function mailingListOf(db: Database, userId: string, email: string) {
  return db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      firstName: subscribers.firstName,
      tags: subscribers.tags,
      subscribedAt: subscribers.createdAt,
      unsubscribedAt: subscribers.unsubscribedAt,
    })
    .from(subscribers)
    .where(or(eq(subscribers.userId, userId), sameAddress(subscribers.email, email)));
}

export function consentsOf(db: Database, subscriberIds: string[]) {
  if (subscriberIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      subscriberId: subscriberConsents.subscriberId,
      form: subscriberConsents.form,
      wording: subscriberConsents.wording,
      givenAt: subscriberConsents.createdAt,
    })
    .from(subscriberConsents)
    .where(inArray(subscriberConsents.subscriberId, subscriberIds))
    .orderBy(asc(subscriberConsents.createdAt), asc(subscriberConsents.id));
}

export function contactMessagesOf(db: Database, userId: string, email: string) {
  return db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      sentAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(or(eq(contactMessages.userId, userId), sameAddress(contactMessages.email, email)))
    .orderBy(asc(contactMessages.createdAt));
}

/** The e-mails sent (or waiting) to the person: what and when, not the bodies, whose links hold tokens. */
export function emailsOf(db: Database, userId: string, email: string) {
  return db
    .select({
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      category: mailOutbox.category,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(or(eq(mailOutbox.userId, userId), sameAddress(mailOutbox.toAddress, email)))
    .orderBy(asc(mailOutbox.createdAt));
}

/** Careful mode on the account: the kind of danger and the dates, as stored (never a word said). */
export function carefulModeOf(db: Database, userId: string) {
  return db
    .select({ kind: safetyStates.kind, startedAt: safetyStates.startedAt, lastAt: safetyStates.lastAt })
    .from(safetyStates)
    .where(eq(safetyStates.userId, userId));
}

export function safetyRepliesOf(db: Database, userId: string) {
  return db
    .select({ categories: safetyEvents.categories, givenAt: safetyEvents.createdAt })
    .from(safetyEvents)
    .where(eq(safetyEvents.userId, userId))
    .orderBy(asc(safetyEvents.createdAt));
}

/** What the operator did to the account in the console (not who: the operator's own record). */
export function operatorActionsOn(db: Database, userId: string) {
  return db
    .select({ action: adminAuditLog.action, at: adminAuditLog.createdAt })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetUserId, userId))
    .orderBy(asc(adminAuditLog.createdAt));
}
