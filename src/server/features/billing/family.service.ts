// The family plan: a premium payer invites one partner by e-mail; the code lets them join the family
// and share premium while the owner's subscription is active (docs/product/rulings.md#family).
import { createHash, randomBytes } from 'node:crypto';
import type { FamilyView, SignupFamilyResult } from '#shared/family.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import { hit, type RateLimitRule } from '#server/http/rate-limit.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { subscriptionsOf, userById } from './billing.queries.ts';
import type { BillingService } from './billing.service.ts';
import * as queries from './family.queries.ts';
import { familyInviteMail } from './family-mails.ts';
import { grantsAccess } from './subscription-rules.ts';

export const INVITE_DAYS = 14;

/**
 * Invitation e-mails go to any address a member types: per inviter and per recipient a day, so a paid
 * account that invites and revokes in a loop is no mail cannon (a family has one partner; a typo or two
 * fits well within these).
 */
export const INVITE_MAILS_PER_SENDER: RateLimitRule = {
  name: 'family-invite-sender',
  max: 5,
  windowSeconds: 86_400,
};
export const INVITE_MAILS_PER_RECIPIENT: RateLimitRule = {
  name: 'family-invite-recipient',
  max: 3,
  windowSeconds: 86_400,
};

/** Refused invitation e-mails: the route sends `retryAfterSeconds` as Retry-After. */
export class InviteLimitReached extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('invite_limit', 429, 'Too many invitations have been sent recently. Please try again later.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const invalidInvite = () =>
  new AppError('invalid_invite', 404, 'This invitation has expired or was already used.');
const notAwaitingApproval = () => notFound('That invitation is not waiting for approval.');
const ONE_PARTNER = 'You can invite one partner. Revoke the current invitation first.';
const PARTNER_ATTACHED =
  'You still have a partner on your family plan. Remove them in Settings -> Plan to join another family.';

/** The recipient's bucket is named by a hash: the counters table keeps no addresses. */
const recipientKey = (email: string) =>
  `${INVITE_MAILS_PER_RECIPIENT.name}|${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;

export function createFamilyService(deps: {
  db: Database;
  billing: BillingService;
  mailer: Mailer;
  appUrl: string;
  now?: () => Date;
}) {
  const { db, billing, mailer, appUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function isPremiumPayer(userId: string): Promise<boolean> {
    const rows = await subscriptionsOf(db, userId);
    return rows.some((r) => r.role === 'premium' && grantsAccess(r, now()));
  }

  /**
   * Someone who shares their own plan cannot also be a member of another family: the family would
   * chain (members of a member) and their partner's plan would silently change.
   */
  async function assertOwnsNoFamily(userId: string, who: 'self' | 'requester'): Promise<void> {
    const member = await queries.hasMember(db, userId);
    const invite = await queries.hasOpenInvite(db, userId);
    if (!member && !invite) return;
    if (who === 'requester')
      throw new AppError(
        'owns_family',
        409,
        'This person now shares their own Premium plan with a partner, so they cannot join yours.',
      );
    // Its own code: the partner stays attached after the owner's Premium ends (and shares it again if it
    // comes back), so a free user can be here too; Settings -> Plan shows them the partner to remove.
    if (member) throw new AppError('partner_attached', 409, PARTNER_ATTACHED);
    throw new AppError(
      'owns_family',
      409,
      'You have invited a partner to your own plan. Revoke that invitation in Settings -> Plan before joining another family plan.',
    );
  }

  async function join(
    userId: string,
    ownerId: string,
    inviteId: string,
    who: 'self' | 'requester' = 'self',
  ): Promise<void> {
    if (userId === ownerId) throw new AppError('own_invite', 400, 'This is your own invitation.');
    await assertOwnsNoFamily(userId, who);
    await db.transaction(async (tx) => {
      // One partner per family, checked where it is written: with the owner's row locked, a second join
      // (the partner and an approval at once, on two instances) waits here and then sees the first.
      await queries.lockOwner(tx, ownerId);
      if (await queries.hasMember(tx, ownerId)) {
        throw new AppError(
          'family_full',
          409,
          who === 'self'
            ? 'This family plan is already shared with a partner.'
            : 'You already share your Premium plan with a partner. Remove them from your family plan in Settings before approving someone else.',
        );
      }
      const from = who === 'self' ? 'pending' : 'awaiting_approval';
      if (!(await queries.joinFamily(tx, { userId, ownerId, inviteId, from })))
        throw who === 'self' ? invalidInvite() : notAwaitingApproval();
    });
    await billing.applyFamilyRoles([userId]);
  }

  return {
    async view(userId: string): Promise<FamilyView> {
      const me = await userById(db, userId);
      if (!me) throw notFound();
      const ownerId = me.familyId && me.familyId !== userId ? me.familyId : null;
      const owner = ownerId ? await userById(db, ownerId) : undefined;
      const members = await queries.familyMembers(db, userId);
      const invites = await queries.openInvitesBy(db, userId);
      const requesters = invites.map((i) => i.acceptedBy).filter((id): id is string => Boolean(id));
      const people = await queries.usersByIds(db, requesters);
      const request = ownerId ? undefined : await queries.requestAwaitingApproval(db, userId);
      return {
        owner: owner ? { firstName: owner.firstName, lastName: owner.lastName } : null,
        members: members.map((m) => ({
          id: m.id,
          firstName: m.firstName,
          lastName: m.lastName,
          email: m.email,
        })),
        invites: invites.map((i) => {
          const who = people.find((p) => p.id === i.acceptedBy);
          return {
            id: i.id,
            email: i.email,
            status: i.status,
            expiresAt: new Date(i.expiresAt).toISOString(),
            requestedBy: who ? { firstName: who.firstName, lastName: who.lastName, email: who.email } : null,
          };
        }),
        canInvite: !ownerId && members.length === 0 && invites.length === 0 && (await isPremiumPayer(userId)),
        // Until the inviter approves, the plan is plainly Free: say whose approval it waits for
        // (docs/product/rulings.md#family).
        waitingFor: request ? { firstName: request.inviterFirstName } : null,
      };
    },

    /** One partner per family; only a premium payer invites. */
    async invite(ownerId: string, email: string): Promise<void> {
      const owner = await userById(db, ownerId);
      if (!owner) throw notFound();
      if (owner.familyId && owner.familyId !== ownerId) {
        throw new AppError(
          'in_another_family',
          409,
          'You are a member of your partner’s family plan. Leave it in Settings before inviting someone to a plan of your own.',
        );
      }
      if (!(await isPremiumPayer(ownerId))) {
        throw new AppError(
          'premium_required',
          403,
          'Inviting a partner is part of your Premium subscription.',
        );
      }
      if (email === owner.email)
        throw new AppError('own_email', 400, 'Please enter your partner’s e-mail address.');
      const view = await this.view(ownerId);
      if (view.members.length > 0 || view.invites.length > 0)
        throw new AppError('family_full', 409, ONE_PARTNER);
      // 128 random bits (ASVS 11.5.1): the code alone lets someone join the family.
      const id = randomBytes(16).toString('base64url');
      await db.transaction(async (tx) => {
        // Conditional: joining another family meanwhile must not be overwritten by becoming an owner.
        if (!(await queries.becomeOwner(tx, ownerId)))
          throw new AppError('in_another_family', 409, 'You are a member of your partner’s family plan.');
        // Checked again with the owner's row locked (by becoming owner): two invitations sent at once
        // must not both open.
        if ((await queries.hasMember(tx, ownerId)) || (await queries.hasOpenInvite(tx, ownerId)))
          throw new AppError('family_full', 409, ONE_PARTNER);
        // Counted in the transaction: an invitation refused here or above uses up nobody's e-mails.
        const at = now().getTime();
        const wait = Math.max(
          await hit(tx, `${INVITE_MAILS_PER_SENDER.name}|${ownerId}`, INVITE_MAILS_PER_SENDER, at),
          await hit(tx, recipientKey(email), INVITE_MAILS_PER_RECIPIENT, at),
        );
        if (wait > 0) throw new InviteLimitReached(wait);
        await queries.insertInvite(tx, {
          id,
          email,
          invitedBy: ownerId,
          expiresAt: new Date(now().getTime() + INVITE_DAYS * 86_400_000),
        });
        await mailer.send(
          {
            to: email,
            ...familyInviteMail({ inviterName: owner.firstName, code: id, appUrl, days: INVITE_DAYS }),
          },
          tx,
        );
      });
    },

    async revoke(ownerId: string, inviteId: string): Promise<void> {
      if (!(await queries.revokeInvite(db, ownerId, inviteId)))
        throw notFound('That invitation is not open.');
    },

    /** The inviter approves a code used with another e-mail address. */
    async approve(ownerId: string, inviteId: string): Promise<void> {
      const invite = await queries.inviteAwaitingApproval(db, ownerId, inviteId);
      if (!invite?.acceptedBy) throw notAwaitingApproval();
      await join(invite.acceptedBy, ownerId, invite.id, 'requester');
    },

    async removeMember(ownerId: string, memberId: string): Promise<void> {
      if (!(await queries.removeMember(db, ownerId, memberId)))
        throw notFound('That person is not in your family plan.');
      await billing.applyFamilyRoles([memberId]);
    },

    async leave(memberId: string): Promise<void> {
      if (!(await queries.leaveFamily(db, memberId)))
        throw new AppError('not_in_family', 400, 'You are not part of a family plan.');
      await billing.applyFamilyRoles([memberId]);
    },

    /**
     * At sign-up (or /invite/{code} for an existing account): a code for this e-mail joins at once; a code
     * for another e-mail waits for the inviter's approval; no code looks for an invitation to this e-mail
     * (docs/product/specification.md#invite-lookup-at-signup). That last match proves nothing until the
     * address is confirmed (anyone may sign up with the partner's address while confirmation is optional), so
     * it joins only from a confirmed address: at sign-up rarely, usually from `joinOnConfirmedEmail`.
     */
    async useInvite(
      user: { id: string; email: string; emailVerified: boolean },
      code: string | undefined,
    ): Promise<SignupFamilyResult> {
      const { id: userId, email } = user;
      const invite = code
        ? await queries.usableInvite(db, code, now())
        : await queries.pendingInviteFor(db, email, now());
      if (!invite) {
        if (code) throw invalidInvite();
        return { status: 'none', inviteId: null };
      }
      if (!code && !user.emailVerified) return { status: 'none', inviteId: null };
      if (invite.email.toLowerCase() === email.toLowerCase()) {
        await join(userId, invite.invitedBy, invite.id);
        return { status: 'joined', inviteId: invite.id };
      }
      // Told now, not after the inviter approves: someone with a partner of their own cannot join.
      if (invite.invitedBy !== userId) await assertOwnsNoFamily(userId, 'self');
      if (!(await queries.awaitApproval(db, invite.id, userId, now()))) throw invalidInvite();
      return { status: 'awaiting_approval', inviteId: invite.id };
    },

    /**
     * Once an address is confirmed, an invitation waiting for it is used (docs/product/rulings.md#family).
     */
    async joinOnConfirmedEmail(user: { id: string; email: string }): Promise<SignupFamilyResult> {
      return this.useInvite({ ...user, emailVerified: true }, undefined);
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
