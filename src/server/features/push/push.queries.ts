// Reading and writing push_subscriptions. An endpoint names one browser on one device, so it belongs to
// whoever subscribed it last: signing in as someone else on the same browser moves it to them.
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { PUSH_DEVICES_PER_ACCOUNT } from '#shared/plans.ts';
import type { Database } from '#server/db/client.ts';
import { pushSubscriptions } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores the device, then keeps only the user's newest PUSH_DEVICES_PER_ACCOUNT (the one just stored
 * among them), in one transaction: a script cannot grow an account's devices without bound.
 */
export async function upsertSubscription(
  db: Database,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; label: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await storeSubscription(tx, values);
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, values.userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_DEVICES_PER_ACCOUNT);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, values.userId), notInArray(pushSubscriptions.id, kept)));
  });
}

async function storeSubscription(
  db: Database,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; label: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ id: newId(), ...values })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        label: values.label,
        // A device that moved to another user is that user's new device.
        createdAt: sql`case when ${pushSubscriptions.userId} = ${values.userId} then ${pushSubscriptions.createdAt} else now() end`,
      },
    });
}

/** Only the user's own: another user's endpoint is left alone (and reveals nothing). */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export function subscriptionsOf(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/** The push service said the subscription is gone (404/410): it never comes back. */
export async function forgetSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markDelivered(db: Database, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
}
