// The account's own rules: the profile view of the user row, active sessions, the data export and
// deletion. Deleting a user row cascades to every table that references it (foreign keys with ON DELETE
// CASCADE); records we must keep (payment events) reference it with ON DELETE SET NULL.
import type { ActiveSession, ClientUser } from '#shared/account.ts';
import { isRole } from '#shared/plans.ts';
import type { ProfileInput } from '#shared/schemas/auth.ts';
import type { Auth } from '#server/auth/auth.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import { hit, type RateLimitRule } from '#server/http/rate-limit.ts';
import { accountDeletedTemplate } from '#server/mail/account-deleted-template.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import * as queries from './account.queries.ts';
import { describeDevice } from './user-agent.ts';

/** Something that must happen before an account disappears (e.g. cancelling a paid subscription). */
export type BeforeAccountDeletion = (userId: string) => Promise<void>;
/** Something that must change together with the deletion, in its transaction (e.g. a family's plans). */
export type DuringAccountDeletion = (tx: Database, userId: string) => Promise<void>;
/** A feature's part of "Download my data", keyed by its name in the export. */
export type AccountExporter = (user: { id: string; email: string }) => Promise<unknown>;

/**
 * Deleting checks the password, so a stolen session must not be able to guess it: attempts are counted
 * per account (not per address, which a thief can change), in the database like every other limit.
 */
export const DELETION_ATTEMPTS: RateLimitRule = { name: 'account-delete', max: 5, windowSeconds: 15 * 60 };
const deletionAttemptsKey = (userId: string) => `${DELETION_ATTEMPTS.name}|${userId}`;

export interface AccountServiceDeps {
  db: Database;
  auth: Auth;
  beforeDeletion?: BeforeAccountDeletion[];
  duringDeletion?: DuringAccountDeletion[];
  exporters?: Record<string, AccountExporter>;
  /** Sends the e-mail that confirms a deletion to the address it had (with `supportEmail` in it). */
  mailer?: Mailer;
  supportEmail?: string;
}

export function toClientUser(
  user: Pick<
    queries.UserRow,
    'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'familyId' | 'createdAt' | 'emailVerified'
  >,
): ClientUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: isRole(user.role) ? user.role : 'free',
    familyId: user.familyId ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
    emailConfirmed: user.emailVerified,
  };
}

export function createAccountService({
  db,
  auth,
  beforeDeletion = [],
  duringDeletion = [],
  exporters = {},
  mailer,
  supportEmail = '',
}: AccountServiceDeps) {
  async function getUser(userId: string): Promise<queries.UserRow> {
    const user = await queries.userById(db, userId);
    if (!user) throw notFound('Account not found.');
    return user;
  }

  async function verifyPassword(userId: string, password: string): Promise<void> {
    const hash = await queries.passwordHashOf(db, userId);
    const context = await auth.$context;
    const ok = hash ? await context.password.verify({ hash, password }) : false;
    if (!ok) {
      throw new AppError('wrong_password', 400, 'Your password is not correct.', {
        password: 'Your password is not correct.',
      });
    }
  }

  return {
    async profile(userId: string): Promise<ClientUser> {
      return toClientUser(await getUser(userId));
    },

    /** Only the names can change here; the e-mail, role and family are not accepted. */
    async updateProfile(userId: string, input: Required<ProfileInput>): Promise<ClientUser> {
      const user = await queries.updateNames(db, userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        name: `${input.firstName} ${input.lastName}`,
      });
      if (!user) throw notFound('Account not found.');
      return toClientUser(user);
    },

    async listSessions(userId: string, currentSessionId: string): Promise<ActiveSession[]> {
      const rows = await queries.sessionsByLastUse(db, userId);
      const now = Date.now();
      return rows
        .filter((s) => new Date(s.expiresAt).getTime() > now)
        .map((s) => ({
          id: s.id,
          device: describeDevice(s.userAgent),
          lastUsedAt: new Date(s.updatedAt).toISOString(),
          createdAt: new Date(s.createdAt).toISOString(),
          current: s.id === currentSessionId,
        }));
    },

    async endSession(userId: string, sessionId: string): Promise<void> {
      const deleted = await queries.deleteSession(db, userId, sessionId);
      if (!deleted) throw notFound('That session is not active.');
    },

    /**
     * Everything the account holds about the person, by their id and by their e-mail address (a subject
     * access request: docs/product/rulings.md#download-my-data). The export test derives the tables
     * from the schema, so a new table of personal data must be added here or say why it is left out.
     */
    async exportData(userId: string): Promise<Record<string, unknown>> {
      const user = await getUser(userId);
      const { email } = user;
      const sessionRows = await queries.sessionsOf(db, userId);
      const parts: Record<string, unknown> = {};
      for (const [name, exporter] of Object.entries(exporters)) {
        parts[name] = await exporter({ id: userId, email });
      }
      const lists = await queries.mailingListOf(db, userId, email);
      const consents = await queries.consentsOf(
        db,
        lists.map((l) => l.id),
      );
      return {
        exportedAt: new Date().toISOString(),
        profile: toClientUser(user),
        sessions: sessionRows.map((s) => ({
          device: describeDevice(s.userAgent),
          ipAddress: s.ipAddress,
          createdAt: s.createdAt,
          lastUsedAt: s.updatedAt,
          expiresAt: s.expiresAt,
        })),
        ...parts,
        usage: await queries.usageOf(db, userId),
        notificationPreferences: (await queries.notificationPreferencesOf(db, userId))[0] ?? null,
        pushDevices: await queries.pushDevicesOf(db, userId),
        waitlists: await queries.waitlistsOf(db, userId),
        billing: {
          customer: (await queries.billingCustomerOf(db, userId))[0] ?? null,
          subscriptions: await queries.subscriptionRowsOf(db, userId),
          paymentEvents: await queries.paymentEventsOf(db, userId),
          complimentaryPremium: await queries.complimentaryGrantsOf(db, userId),
        },
        familyInvitations: await queries.familyInvitesOf(db, userId, email),
        // Lead consents are recorded against the address: every form it was given on, with its words.
        mailingList: lists.map(({ id, ...list }) => ({
          ...list,
          consents: consents.filter((c) => c.subscriberId === id).map(({ subscriberId: _, ...c }) => c),
        })),
        contactMessages: await queries.contactMessagesOf(db, userId, email),
        emails: await queries.emailsOf(db, userId, email),
        carefulMode: (await queries.carefulModeOf(db, userId))[0] ?? null,
        safetyReplies: await queries.safetyRepliesOf(db, userId),
        operatorActions: await queries.operatorActionsOn(db, userId),
      };
    },

    /** Counts an attempt to delete the account: the seconds to wait when there were too many, else 0. */
    countDeletionAttempt: (userId: string): Promise<number> =>
      hit(db, deletionAttemptsKey(userId), DELETION_ATTEMPTS),

    /**
     * Deletes the account and everything that belongs to it. Outside parties first (a paid
     * subscription is cancelled before its owner disappears), then one transaction for our rows.
     */
    async deleteAccount(userId: string, password: string): Promise<void> {
      await verifyPassword(userId, password);
      const { email, firstName } = await getUser(userId);
      for (const hook of beforeDeletion) await hook(userId);
      await db.transaction(async (tx) => {
        // Rows tied to the person by their address rather than their id
        // (docs/product/rulings.md#deleting-an-account: the subscriber row by user and by e-mail).
        const lists = await queries.subscriberIdsByEmail(tx, email);
        // Scheduled-send claims name their recipient (the user or their subscriber row) without a key.
        for (const recipient of [userId, ...lists]) await queries.deleteScheduledSendsFor(tx, recipient);
        await queries.deleteSubscribersByEmail(tx, email);
        await queries.deleteContactMessagesByEmail(tx, email);
        await queries.deleteFamilyInvitesByEmail(tx, email);
        await queries.deleteMailTo(tx, email);
        // The last e-mail to the address, queued in the deletion's own transaction so it goes only when
        // the deletion commits; it names no user, since the user row is about to go
        // (docs/product/rulings.md#deleting-an-account).
        if (mailer) {
          await mailer.send(
            {
              to: email,
              userId: null,
              forgetWhenSent: true,
              ...accountDeletedTemplate({ firstName, supportEmail }),
            },
            tx,
          );
        }
        // Reset tokens and per-account counters name the user without a foreign key.
        await queries.deleteResetTokensOf(tx, userId);
        await queries.deleteCountersOf(tx, userId);
        for (const hook of duringDeletion) await hook(tx, userId);
        // Everything else references the user with ON DELETE CASCADE (or SET NULL for payment events).
        await queries.deleteUser(tx, userId);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
