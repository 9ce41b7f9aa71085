// The account's own rules: the profile view of the user row, active sessions, the data export and
// deletion. Deleting a user row cascades to every table that references it (foreign keys with ON DELETE
// CASCADE); records we must keep (payment events) reference it with ON DELETE SET NULL.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ActiveSession, ClientUser } from '../../../shared/account.ts';
import { isRole } from '../../../shared/plans.ts';
import type { ProfileInput } from '../../../shared/schemas/auth.ts';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
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
} from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { hit, type RateLimitRule } from '../../http/rate-limit.ts';
import { describeDevice } from './user-agent.ts';

type UserRow = typeof users.$inferSelect;

/** Something that must happen before an account disappears (e.g. cancelling a paid subscription). */
export type BeforeAccountDeletion = (userId: string) => Promise<void>;
/** Something that must change together with the deletion, in its transaction (e.g. a family's plans). */
export type DuringAccountDeletion = (tx: Database, userId: string) => Promise<void>;
/** A feature's part of "Download my data", keyed by its name in the export. */
export type AccountExporter = (userId: string) => Promise<unknown>;

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
}

export function toClientUser(
  user: Pick<
    UserRow,
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
}: AccountServiceDeps) {
  async function getUser(userId: string): Promise<UserRow> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('Account not found.');
    return user;
  }

  async function verifyPassword(userId: string, password: string): Promise<void> {
    const [credential] = await db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    const context = await auth.$context;
    const ok = credential?.hash ? await context.password.verify({ hash: credential.hash, password }) : false;
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
      const [user] = await db
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          name: `${input.firstName} ${input.lastName}`,
        })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw notFound('Account not found.');
      return toClientUser(user);
    },

    async listSessions(userId: string, currentSessionId: string): Promise<ActiveSession[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.updatedAt));
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
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      if (deleted.length === 0) throw notFound('That session is not active.');
    },

    async exportData(userId: string): Promise<Record<string, unknown>> {
      const user = await getUser(userId);
      const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, userId));
      const parts: Record<string, unknown> = {};
      for (const [name, exporter] of Object.entries(exporters)) parts[name] = await exporter(userId);
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
      const { email } = await getUser(userId);
      for (const hook of beforeDeletion) await hook(userId);
      await db.transaction(async (tx) => {
        // Rows tied to the person by their address rather than their id (decisions.md "Deleting an
        // account": the subscriber row by user and by e-mail).
        const lists = await tx
          .select({ id: subscribers.id })
          .from(subscribers)
          .where(eq(sql`lower(${subscribers.email})`, email.toLowerCase()));
        // Scheduled-send claims name their recipient (the user or their subscriber row) without a key.
        for (const recipient of [userId, ...lists.map((l) => l.id)]) {
          await tx.delete(scheduledSends).where(eq(scheduledSends.recipient, recipient));
        }
        await tx.delete(subscribers).where(eq(sql`lower(${subscribers.email})`, email.toLowerCase()));
        await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()));
        await tx.delete(familyInvites).where(eq(sql`lower(${familyInvites.email})`, email.toLowerCase()));
        await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()));
        // Reset tokens store the user id as their value; they have no foreign key.
        await tx.delete(verifications).where(eq(verifications.value, userId));
        // The deletion attempts counter names the user in its key.
        await tx.delete(rateLimits).where(eq(rateLimits.key, deletionAttemptsKey(userId)));
        for (const hook of duringDeletion) await hook(tx, userId);
        // Everything else references the user with ON DELETE CASCADE (or SET NULL for payment events).
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
