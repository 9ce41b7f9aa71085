// What the operator's console reads and writes. Every read here is a count, a date, an address or a
// setting: no query selects a chat, a message's text, a title, a coach note or a contact message's
// body (admin.privacy.test.ts calls every console route over seeded conversations to hold this).
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import {
  adminAuditLog,
  complimentaryGrants,
  sessions,
  subscriberConsents,
  subscribers,
  users,
} from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';

/** The subscription events that start one (either may arrive first, or alone). */
const STARTING_EVENTS = sql`('checkout.session.completed', 'customer.subscription.created')`;

/** The Monday (UTC, 'YYYY-MM-DD') of the ISO week of a timestamp column. */
const weekOf = (column: ReturnType<typeof sql>) =>
  sql`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

export interface WeekCount {
  week: string;
  count: number;
}

/** Counts per ISO week (keyed by its Monday) of a subquery's `at` column, from `since` on. */
function perWeek(db: Database, source: ReturnType<typeof sql>, since: Date): Promise<WeekCount[]> {
  return queryRows<WeekCount>(
    db,
    sql`select ${weekOf(sql`s.at`)} as week, count(*)::int as count
        from (${source}) s where s.at >= ${since.toISOString()}::timestamptz group by 1`,
  );
}

export function leadsPerWeek(db: Database, since: Date) {
  return queryRows<WeekCount & { form: string }>(
    db,
    sql`select ${weekOf(sql`created_at`)} as week, form, count(*)::int as count
        from subscriber_consents where created_at >= ${since.toISOString()}::timestamptz group by 1, 2`,
  );
}

export const accountsPerWeek = (db: Database, since: Date) =>
  perWeek(db, sql`select created_at as at from users`, since);

export const confirmedPerWeek = (db: Database, since: Date) =>
  perWeek(db, sql`select email_verified_at as at from users where email_verified_at is not null`, since);

/** Each user's first message, by its timestamp alone. */
export const firstMessagesPerWeek = (db: Database, since: Date) =>
  perWeek(db, sql`select min(created_at) as at from messages where role = 'user' group by user_id`, since);

/**
 * Each user's first subscription start, and whether it began with a trial: the first starting event
 * received for them, and their subscriptions' trial end.
 */
const starts = sql`
  select e.user_id, min(e.received_at) as at,
         bool_or(s.trial_end is not null) as trial,
         max(s.trial_end) as trial_end,
         bool_or(s.status in ('active', 'past_due', 'unpaid')) as paying
  from subscription_events e
  left join subscriptions s on s.user_id = e.user_id
  where e.type in ${STARTING_EVENTS} and e.user_id is not null
  group by e.user_id`;

export const trialsPerWeek = (db: Database, since: Date) =>
  perWeek(db, sql`select at from (${starts}) x where trial`, since);

/**
 * Paid: a subscription that started without a trial (its start's week), or a trial that ended with the
 * subscription still paying (the trial end's week).
 */
export const paidPerWeek = (db: Database, since: Date, now: Date) =>
  perWeek(
    db,
    sql`select at from (${starts}) x where not coalesce(trial, false)
        union all
        select trial_end as at from (${starts}) x
        where trial and paying and trial_end <= ${now.toISOString()}::timestamptz`,
    since,
  );

/** Cancelled: the provider's word that a subscription ended, once per user and week. */
export const cancelledPerWeek = (db: Database, since: Date) =>
  perWeek(
    db,
    sql`select distinct on (user_id, ${weekOf(sql`received_at`)}) received_at as at
        from subscription_events
        where type = 'customer.subscription.deleted' and user_id is not null`,
    since,
  );

/** Subscribers by plan and status (only statuses that give access), and the monthly amounts. */
export function subscriptionTotals(db: Database) {
  return queryRows<{ role: string; status: string; subscribers: number; amountPence: number }>(
    db,
    sql`select role, status, count(distinct user_id)::int as subscribers,
               coalesce(sum(amount_pence), 0)::int as "amountPence"
        from subscriptions where status in ('active', 'trialing', 'past_due')
        group by role, status order by role, status`,
  );
}

/** A grant not ended by the operator and not past its end date. */
const activeGrant = (at: Date) =>
  and(
    isNull(complimentaryGrants.endedAt),
    or(isNull(complimentaryGrants.endsAt), gt(complimentaryGrants.endsAt, at)),
  );

export async function activeGrantCount(db: Database, at: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(complimentaryGrants).where(activeGrant(at));
  return row?.n ?? 0;
}

export async function outboxHealth(db: Database) {
  const [row] = await queryRows<{
    queued: number;
    failed: number;
    oldestWaiting: string | null;
  }>(
    db,
    sql`select count(*) filter (where status = 'pending')::int as queued,
               count(*) filter (where status = 'failed')::int as failed,
               to_char(min(created_at) filter (where status = 'pending') at time zone 'UTC',
                       'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "oldestWaiting"
        from mail_outbox`,
  );
  return row ?? { queued: 0, failed: 0, oldestWaiting: null };
}

/** Each scheduled job's claims (scheduled_sends): its last, and how many in the last week and ever. */
export function jobClaims(db: Database, now: Date) {
  return queryRows<{ job: string; lastClaim: string; lastWeek: number; total: number }>(
    db,
    sql`select job,
               to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastClaim",
               count(*) filter (where created_at > ${now.toISOString()}::timestamptz - interval '7 days')::int
                 as "lastWeek",
               count(*)::int as total
        from scheduled_sends group by job order by job`,
  );
}

export function opsCountsSince(db: Database, sinceDay: string) {
  return queryRows<{ day: string; name: string; count: number }>(
    db,
    sql`select day, name, count from ops_counters where day >= ${sinceDay} order by day, name`,
  );
}

/** Safety events per day and category: counts only, never who. */
export function safetyCountsSince(db: Database, since: Date) {
  return queryRows<{ day: string; kind: string; count: number }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, kind, count(*)::int as count
        from safety_events, jsonb_array_elements_text(categories) as kind
        where created_at >= ${since.toISOString()}::timestamptz
        group by 1, 2 order by 1, 2`,
  );
}

/** `%` and `_` typed by the operator match themselves, not any text. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function searchUsers(db: Database, query: string, at: Date, limit = 20) {
  const pattern = likePattern(query);
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      familyId: users.familyId,
      createdAt: users.createdAt,
      emailVerified: users.emailVerified,
      // Written out in full: inside a subquery drizzle's unqualified column names would bind to it.
      messageCount: sql<number>`(select count(*)::int from messages m
        where m.user_id = users.id and m.role = 'user')`,
      complimentary: sql<boolean>`exists (select 1 from complimentary_grants g
        where g.user_id = users.id and g.ended_at is null
          and (g.ends_at is null or g.ends_at > ${at.toISOString()}::timestamptz))`,
    })
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

export async function userForAction(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export function insertGrant(db: Database, userId: string, grantedBy: string) {
  return db
    .insert(complimentaryGrants)
    .values({ id: newId(), userId, grantedBy })
    .returning({ id: complimentaryGrants.id });
}

export async function activeGrantIds(db: Database, userId: string, at: Date): Promise<string[]> {
  const rows = await db
    .select({ id: complimentaryGrants.id })
    .from(complimentaryGrants)
    .where(and(eq(complimentaryGrants.userId, userId), activeGrant(at)));
  return rows.map((r) => r.id);
}

export async function endGrants(db: Database, userId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(complimentaryGrants)
    .set({ endedAt: at })
    .where(and(eq(complimentaryGrants.userId, userId), activeGrant(at)))
    .returning({ id: complimentaryGrants.id });
  return rows.map((r) => r.id);
}

export async function deleteSessions(db: Database, userId: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

/** The mailing list still subscribed, one row per consent given (oldest first per address). */
export function mailingListConsents(db: Database) {
  return db
    .select({
      email: subscribers.email,
      firstName: subscribers.firstName,
      subscribedAt: subscribers.createdAt,
      form: subscriberConsents.form,
      wording: subscriberConsents.wording,
      consentedAt: subscriberConsents.createdAt,
    })
    .from(subscribers)
    .innerJoin(subscriberConsents, eq(subscriberConsents.subscriberId, subscribers.id))
    .where(isNull(subscribers.unsubscribedAt))
    .orderBy(subscribers.email, subscriberConsents.createdAt);
}

export interface AuditEntry {
  adminUserId: string;
  adminEmail: string;
  action: string;
  targetUserId?: string | null;
  /** Identifiers and settings only, never anything a user wrote. */
  detail?: Record<string, unknown>;
}

export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    id: newId(),
    adminUserId: entry.adminUserId,
    adminEmail: entry.adminEmail,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    detail: entry.detail ?? {},
  });
}

/**
 * Whether the account's password was set (by a reset or a change) after its address was confirmed:
 * only then was it chosen by whoever reads the mailbox (require-admin.ts).
 */
export async function passwordSetSinceConfirmation(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.emailVerified, true),
        isNotNull(users.emailVerifiedAt),
        gt(users.passwordSetAt, users.emailVerifiedAt),
      ),
    );
  return row !== undefined;
}
