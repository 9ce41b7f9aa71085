// Reading and writing billing rows: customers, our copy of the provider's subscriptions, the events
// applied, and the role and family columns of users. Each takes the database or the caller's
// transaction first, so the service decides what commits together; the rules live in the service.
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Role } from '#shared/plans.ts';
import type { Database } from '#server/db/client.ts';
import {
  billingCustomers,
  complimentaryGrants,
  subscriptionEvents,
  subscriptions,
  testCheckoutSessions,
  testProviderSubscriptions,
  trialsUsed,
  users,
} from '#server/db/schema.ts';
import { notClaimed } from '#server/jobs/claims.ts';
import type { ProviderKind } from './payment-provider.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionValues = Omit<typeof subscriptions.$inferInsert, 'id' | 'updatedAt'>;

export async function userById(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function familyIdOf(db: Database, userId: string) {
  const [row] = await db.select({ familyId: users.familyId }).from(users).where(eq(users.id, userId));
  return row;
}

export async function setRole(db: Database, userId: string, role: Role): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/** Everyone who shares an owner's plan, the owner left out. */
export async function familyMemberIds(db: Database, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.familyId, ownerId), ne(users.id, ownerId)));
  return rows.map((row) => row.id);
}

/** Takes every member out of an owner's family; returns who left. */
export async function releaseMembers(db: Database, ownerId: string): Promise<string[]> {
  const rows = await db
    .update(users)
    .set({ familyId: null })
    .where(and(eq(users.familyId, ownerId), ne(users.id, ownerId)))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

export async function customerRow(db: Database, userId: string) {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row;
}

/** A user keeps the first customer made for them: a second insert changes nothing. */
export async function insertCustomer(
  db: Database,
  values: { userId: string; provider: ProviderKind; customerId: string },
): Promise<void> {
  await db.insert(billingCustomers).values(values).onConflictDoNothing({ target: billingCustomers.userId });
}

export async function userIdForCustomer(
  db: Database,
  provider: ProviderKind,
  customerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)));
  return row?.userId ?? null;
}

export async function markTrialUsed(db: Database, userId: string): Promise<void> {
  await db.update(billingCustomers).set({ trialUsed: true }).where(eq(billingCustomers.userId, userId));
}

export function subscriptionsOf(db: Database, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

/** Whether the operator has given this user Premium that has not ended (never counted as revenue). */
export async function hasActiveGrant(db: Database, userId: string, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: complimentaryGrants.id })
    .from(complimentaryGrants)
    .where(
      and(
        eq(complimentaryGrants.userId, userId),
        isNull(complimentaryGrants.endedAt),
        or(isNull(complimentaryGrants.endsAt), gt(complimentaryGrants.endsAt, at)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function subscriptionById(db: Database, id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function upsertSubscription(
  db: Database,
  id: string,
  values: SubscriptionValues,
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: subscriptions.id, set: values });
}

export async function eventSeen(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptionEvents.id })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.id, eventId));
  return row !== undefined;
}

/** Records a provider event; false when it was already recorded (a concurrent delivery of it). */
export async function recordEvent(
  db: Database,
  values: { id: string; provider: ProviderKind; type: string; userId: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(subscriptionEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: subscriptionEvents.id });
  return inserted.length > 0;
}

/**
 * The lapses a job has not claimed yet: subscriptions past due since `cutoff` or earlier. A lapse's
 * claim period is `<subscription id>@<epoch ms it became past due>` (`lapsePeriod`), written here in
 * SQL so a later lapse of the same subscription is a new claim.
 */
export function unclaimedLapses(db: Database, job: string, cutoff: Date, limit: number) {
  return db
    .select({ id: subscriptions.id, userId: subscriptions.userId, since: subscriptions.pastDueSince })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'past_due'),
        lte(subscriptions.pastDueSince, cutoff),
        notClaimed(
          db,
          job,
          sql`${subscriptions.id} || '@' || round(extract(epoch from ${subscriptions.pastDueSince}) * 1000)::bigint::text`,
          sql`${subscriptions.userId}`,
        ),
      ),
    )
    .limit(limit);
}

/**
 * Our copies of subscriptions cancelled at a period's end that is over but still in a status that can
 * grant access (the provider's word that they ended has not been applied yet).
 */
export function endedCancelledPeriods(
  db: Database,
  provider: ProviderKind,
  at: Date,
  statuses: string[],
  limit: number,
) {
  return db
    .select({ id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.cancelAtPeriodEnd, true),
        inArray(subscriptions.status, statuses),
        lte(subscriptions.currentPeriodEnd, at),
      ),
    )
    .limit(limit);
}

/** The claim period of one lapse, the same text `unclaimedLapses` compares in SQL. */
export const lapsePeriod = (subscriptionId: string, since: Date) => `${subscriptionId}@${since.getTime()}`;

// The test provider's pages show a user only their own rows: another user's id finds nothing (a 404).

/** A customer record of the user's, by the provider's customer id. */
export async function ownCustomer(db: Database, userId: string, customerId: string) {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.customerId, customerId), eq(billingCustomers.userId, userId)));
  return row;
}

/** A test checkout session of the user's. */
export async function ownTestCheckout(db: Database, userId: string, checkoutId: string) {
  const [row] = await db
    .select()
    .from(testCheckoutSessions)
    .where(and(eq(testCheckoutSessions.id, checkoutId), eq(testCheckoutSessions.userId, userId)));
  return row;
}

/** A test provider subscription of the user's. */
export async function ownTestSubscription(db: Database, userId: string, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(testProviderSubscriptions)
    .where(
      and(eq(testProviderSubscriptions.id, subscriptionId), eq(testProviderSubscriptions.userId, userId)),
    );
  return row;
}

/** The test provider's subscriptions of one customer (the portal page lists them). */
export function testSubscriptionsOfCustomer(db: Database, customerId: string) {
  return db
    .select()
    .from(testProviderSubscriptions)
    .where(eq(testProviderSubscriptions.customerId, customerId));
}

/** The account's address and whether it had the free trial, for remembering it past a deletion. */
export async function trialOfUser(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, trialUsed: billingCustomers.trialUsed })
    .from(users)
    .leftJoin(billingCustomers, eq(billingCustomers.userId, users.id))
    .where(eq(users.id, userId));
  return row ? { email: row.email, trialUsed: row.trialUsed === true } : null;
}

export async function rememberTrialUsed(db: Database, addressKey: string): Promise<void> {
  await db.insert(trialsUsed).values({ addressKey }).onConflictDoNothing();
}

export async function trialUsedByAddress(db: Database, addressKey: string): Promise<boolean> {
  const [row] = await db
    .select({ key: trialsUsed.addressKey })
    .from(trialsUsed)
    .where(eq(trialsUsed.addressKey, addressKey));
  return row !== undefined;
}
