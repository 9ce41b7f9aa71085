// The operator's console: the business (funnel, revenue), the service's health, and a few actions on
// one account, each written to the audit log. It reads counts, dates and settings only; never what
// anyone wrote to the coach.
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import * as queries from './admin.queries.ts';
import { toCsv } from './csv.ts';
import { isoWeekLabel, lastWeeks, rate } from './funnel.ts';
import { OPS_COUNTER_NAMES, utcDay } from './ops-counters.ts';

/** How many days the health charts look back. */
export const HEALTH_DAYS = 30;

/** Who is acting: the signed-in admin. */
export interface Admin {
  id: string;
  email: string;
}

export interface AdminDeps {
  db: Database;
  /** Recomputes the plan of a user (and their family) from their subscriptions and grants. */
  applyRoles: (userIds: string[]) => Promise<void>;
  /** Sends the confirmation e-mail the app sends when its user asks for another one. */
  sendConfirmation: (email: string) => Promise<void>;
  now: () => Date;
}

const noUser = () => notFound('There is no account with that id.');

export function createAdminService({ db, applyRoles, sendConfirmation, now }: AdminDeps) {
  async function target(userId: string) {
    const user = await queries.userForAction(db, userId);
    if (!user) throw noUser();
    return user;
  }

  return {
    /**
     * Whether this account's password may open the console: one set after its address was confirmed
     * (a password from before may be a stranger's who signed up first with the address).
     */
    passwordChosenByOwner(userId: string): Promise<boolean> {
      return queries.passwordSetSinceConfirmation(db, userId);
    },

    async funnel() {
      const at = now();
      const weeks = lastWeeks(at);
      const since = weeks[0]!;
      const [leads, accounts, confirmed, firstMessages, trials, paid, cancelled] = await Promise.all([
        queries.leadsPerWeek(db, since),
        queries.accountsPerWeek(db, since),
        queries.confirmedPerWeek(db, since),
        queries.firstMessagesPerWeek(db, since),
        queries.trialsPerWeek(db, since),
        queries.paidPerWeek(db, since, at),
        queries.cancelledPerWeek(db, since),
      ]);
      const byWeek = (rows: queries.WeekCount[], week: string) =>
        rows.filter((r) => r.week === week).reduce((n, r) => n + r.count, 0);
      const forms = [...new Set(leads.map((l) => l.form))].sort();
      const rows = weeks.map((monday) => {
        const week = monday.toISOString().slice(0, 10);
        const leadsByForm = Object.fromEntries(
          forms.map((form) => [
            form,
            byWeek(
              leads.filter((l) => l.form === form),
              week,
            ),
          ]),
        );
        return {
          week,
          label: isoWeekLabel(monday),
          leads: byWeek(leads, week),
          leadsByForm,
          accounts: byWeek(accounts, week),
          confirmed: byWeek(confirmed, week),
          firstMessage: byWeek(firstMessages, week),
          trials: byWeek(trials, week),
          paid: byWeek(paid, week),
          cancelled: byWeek(cancelled, week),
        };
      });
      const total = (
        key: 'leads' | 'accounts' | 'confirmed' | 'firstMessage' | 'trials' | 'paid' | 'cancelled',
      ) => rows.reduce((n, r) => n + r[key], 0);
      const totals = {
        leads: total('leads'),
        accounts: total('accounts'),
        confirmed: total('confirmed'),
        firstMessage: total('firstMessage'),
        trials: total('trials'),
        paid: total('paid'),
        cancelled: total('cancelled'),
      };
      return {
        weeks: rows,
        forms,
        totals,
        // Each step against the one before it, over the whole 12 weeks (percent, null when none).
        rates: {
          confirmed: rate(totals.confirmed, totals.accounts),
          firstMessage: rate(totals.firstMessage, totals.accounts),
          trials: rate(totals.trials, totals.accounts),
          paid: rate(totals.paid, totals.accounts),
        },
      };
    },

    /**
     * Monthly recurring revenue: the monthly amounts of subscriptions whose status is `active`. Trials
     * (`trialing`) have not paid and a card past due may not: both are shown, never summed in.
     * Complimentary Premium is counted apart and is never revenue.
     */
    async revenue() {
      const plans = await queries.subscriptionTotals(db);
      const mrrPence = plans.filter((p) => p.status === 'active').reduce((n, p) => n + p.amountPence, 0);
      return {
        mrrPence,
        plans: plans.map(({ role, status, subscribers }) => ({ role, status, subscribers })),
        complimentary: await queries.activeGrantCount(db, now()),
      };
    },

    async health() {
      const at = now();
      const since = new Date(at.getTime() - (HEALTH_DAYS - 1) * 86_400_000);
      const sinceDay = utcDay(since);
      const days = Array.from({ length: HEALTH_DAYS }, (_, i) =>
        utcDay(new Date(since.getTime() + i * 86_400_000)),
      );
      const [outbox, jobs, ops, safety] = await Promise.all([
        queries.outboxHealth(db),
        queries.jobClaims(db, at),
        queries.opsCountsSince(db, sinceDay),
        queries.safetyCountsSince(db, new Date(`${sinceDay}T00:00:00Z`)),
      ]);
      const safetyKinds = [...new Set(safety.map((s) => s.kind))].sort();
      return {
        outbox,
        jobs,
        ai: days.map((day) => ({
          day,
          ...Object.fromEntries(
            OPS_COUNTER_NAMES.map((name) => [
              name,
              ops.find((o) => o.day === day && o.name === name)?.count ?? 0,
            ]),
          ),
        })) as { day: string; ai_provider_failure: number; ai_offline_fallback: number }[],
        safetyKinds,
        safety: days.map((day) => ({
          day,
          counts: Object.fromEntries(
            safetyKinds.map((kind) => [
              kind,
              safety.find((s) => s.day === day && s.kind === kind)?.count ?? 0,
            ]),
          ),
        })),
      };
    },

    async searchUsers(admin: Admin, query: string) {
      const found = await queries.searchUsers(db, query, now());
      const users = found.map((u) => ({
        id: u.id,
        email: u.email,
        name: u.name,
        role: u.role,
        family:
          u.familyId === null
            ? ('none' as const)
            : u.familyId === u.id
              ? ('owner' as const)
              : ('member' as const),
        createdAt: new Date(u.createdAt).toISOString(),
        emailVerified: u.emailVerified,
        messageCount: Number(u.messageCount),
        complimentary: Boolean(u.complimentary),
      }));
      // What was looked up is the operator's words: the log keeps only whom it found.
      await queries.audit(db, {
        adminUserId: admin.id,
        adminEmail: admin.email,
        action: 'users.search',
        detail: { found: users.map((u) => u.id) },
      });
      return users;
    },

    async resendConfirmation(admin: Admin, userId: string): Promise<void> {
      const user = await target(userId);
      if (user.emailVerified)
        throw new AppError('already_confirmed', 409, 'This address is already confirmed.');
      await sendConfirmation(user.email);
      await queries.audit(db, {
        adminUserId: admin.id,
        adminEmail: admin.email,
        action: 'user.resend_confirmation',
        targetUserId: user.id,
      });
    },

    async grantPremium(admin: Admin, userId: string): Promise<void> {
      const user = await target(userId);
      await db.transaction(async (tx) => {
        if ((await queries.activeGrantIds(tx, user.id, now())).length > 0)
          throw new AppError('already_granted', 409, 'This account already has complimentary Premium.');
        const [grant] = await queries.insertGrant(tx, user.id, admin.email);
        await queries.audit(tx, {
          adminUserId: admin.id,
          adminEmail: admin.email,
          action: 'user.grant_premium',
          targetUserId: user.id,
          detail: { grantId: grant!.id },
        });
      });
      await applyRoles([user.id]);
    },

    async endPremium(admin: Admin, userId: string): Promise<void> {
      const user = await target(userId);
      await db.transaction(async (tx) => {
        const ended = await queries.endGrants(tx, user.id, now());
        if (ended.length === 0)
          throw new AppError('no_grant', 409, 'This account has no complimentary Premium to end.');
        await queries.audit(tx, {
          adminUserId: admin.id,
          adminEmail: admin.email,
          action: 'user.end_premium',
          targetUserId: user.id,
          detail: { grantIds: ended },
        });
      });
      await applyRoles([user.id]);
    },

    /** Signs the user out everywhere: their session rows go, so their next request is refused. */
    async endSessions(admin: Admin, userId: string): Promise<number> {
      const user = await target(userId);
      return db.transaction(async (tx) => {
        const ended = await queries.deleteSessions(tx, user.id);
        await queries.audit(tx, {
          adminUserId: admin.id,
          adminEmail: admin.email,
          action: 'user.end_sessions',
          targetUserId: user.id,
          detail: { sessionsEnded: ended },
        });
        return ended;
      });
    },

    /** The mailing list still subscribed, with each consent record, as CSV. */
    async leadsCsv(admin: Admin): Promise<string> {
      const rows = await queries.mailingListConsents(db);
      await queries.audit(db, {
        adminUserId: admin.id,
        adminEmail: admin.email,
        action: 'leads.export',
        detail: { rows: rows.length },
      });
      const iso = (d: Date | string) => new Date(d).toISOString();
      return toCsv(
        ['email', 'first_name', 'subscribed_at', 'form', 'consent_wording', 'consented_at'],
        rows.map((r) => [r.email, r.firstName, iso(r.subscribedAt), r.form, r.wording, iso(r.consentedAt)]),
      );
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
