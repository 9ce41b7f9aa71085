// The family plan: a premium payer invites one partner by e-mail; the code lets them join the family
// and share premium while the owner's subscription is active (decisions.md "Family").
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FamilyView, SignupFamilyResult } from '../../../shared/family.ts';
import type { Database } from '../../db/client.ts';
import { familyInvites, subscriptions, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { BillingService } from './billing.service.ts';
import { familyInviteMail } from './family-mails.ts';
import { grantsAccess } from './subscription-rules.ts';

export const INVITE_DAYS = 14;
const OPEN: ('pending' | 'awaiting_approval')[] = ['pending', 'awaiting_approval'];

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
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return rows.some((r) => r.role === 'premium' && grantsAccess(r, now()));
  }

  async function usableInvite(code: string) {
    const [invite] = await db
      .select()
      .from(familyInvites)
      .where(
        and(
          eq(familyInvites.id, code),
          eq(familyInvites.status, 'pending'),
          gt(familyInvites.expiresAt, now()),
        ),
      );
    return invite;
  }

  /**
   * Someone who shares their own plan cannot also be a member of another family: the family would
   * chain (members of a member) and their partner's plan would silently change.
   */
  async function assertOwnsNoFamily(userId: string, who: 'self' | 'requester'): Promise<void> {
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.familyId, userId), ne(users.id, userId)))
      .limit(1);
    const [invite] = await db
      .select({ id: familyInvites.id })
      .from(familyInvites)
      .where(and(eq(familyInvites.invitedBy, userId), inArray(familyInvites.status, OPEN)))
      .limit(1);
    if (!member && !invite) return;
    throw new AppError(
      'owns_family',
      409,
      who === 'self'
        ? member
          ? 'You already share your Premium plan with a partner. Remove them from your family plan in Settings before joining another.'
          : 'You have invited a partner to your own plan. Revoke that invitation in Settings before joining another family plan.'
        : 'This person now shares their own Premium plan with a partner, so they cannot join yours.',
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
      await tx.update(users).set({ familyId: ownerId }).where(eq(users.id, userId));
      await tx
        .update(familyInvites)
        .set({ status: 'accepted', acceptedBy: userId })
        .where(eq(familyInvites.id, inviteId));
    });
    await billing.applyFamilyRoles([userId]);
  }

  /** The newest open invitation to an address (e-mails compared lower-cased, spec section 5). */
  async function pendingInviteFor(email: string) {
    const [invite] = await db
      .select()
      .from(familyInvites)
      .where(
        and(
          sql`lower(${familyInvites.email}) = ${email.toLowerCase()}`,
          eq(familyInvites.status, 'pending'),
          gt(familyInvites.expiresAt, now()),
        ),
      )
      .limit(1);
    return invite;
  }

  return {
    async view(userId: string): Promise<FamilyView> {
      const [me] = await db.select().from(users).where(eq(users.id, userId));
      if (!me) throw notFound();
      const ownerId = me.familyId && me.familyId !== userId ? me.familyId : null;
      const [owner] = ownerId ? await db.select().from(users).where(eq(users.id, ownerId)) : [];
      const members = await db
        .select()
        .from(users)
        .where(and(eq(users.familyId, userId), ne(users.id, userId)));
      const invites = await db
        .select()
        .from(familyInvites)
        .where(and(eq(familyInvites.invitedBy, userId), inArray(familyInvites.status, OPEN)));
      const requesters = invites.map((i) => i.acceptedBy).filter((id): id is string => Boolean(id));
      const people = requesters.length
        ? await db.select().from(users).where(inArray(users.id, requesters))
        : [];
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
      };
    },

    /** One partner per family; only a premium payer invites. */
    async invite(ownerId: string, email: string): Promise<void> {
      const [owner] = await db.select().from(users).where(eq(users.id, ownerId));
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
      if (view.members.length > 0 || view.invites.length > 0) {
        throw new AppError(
          'family_full',
          409,
          'You can invite one partner. Revoke the current invitation first.',
        );
      }
      // 128 random bits (ASVS 11.5.1): the code alone lets someone join the family.
      const id = randomBytes(16).toString('base64url');
      await db.transaction(async (tx) => {
        // Conditional: joining another family meanwhile must not be overwritten by becoming an owner.
        const became = await tx
          .update(users)
          .set({ familyId: ownerId })
          .where(and(eq(users.id, ownerId), or(isNull(users.familyId), eq(users.familyId, ownerId))))
          .returning({ id: users.id });
        if (became.length === 0)
          throw new AppError('in_another_family', 409, 'You are a member of your partner’s family plan.');
        await tx.insert(familyInvites).values({
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
      const rows = await db
        .update(familyInvites)
        .set({ status: 'revoked' })
        .where(
          and(
            eq(familyInvites.id, inviteId),
            eq(familyInvites.invitedBy, ownerId),
            inArray(familyInvites.status, OPEN),
          ),
        )
        .returning({ id: familyInvites.id });
      if (rows.length === 0) throw notFound('That invitation is not open.');
    },

    /** The inviter approves a code used with another e-mail address. */
    async approve(ownerId: string, inviteId: string): Promise<void> {
      const [invite] = await db
        .select()
        .from(familyInvites)
        .where(
          and(
            eq(familyInvites.id, inviteId),
            eq(familyInvites.invitedBy, ownerId),
            eq(familyInvites.status, 'awaiting_approval'),
          ),
        );
      if (!invite?.acceptedBy) throw notFound('That invitation is not waiting for approval.');
      await join(invite.acceptedBy, ownerId, invite.id, 'requester');
    },

    async removeMember(ownerId: string, memberId: string): Promise<void> {
      const rows = await db
        .update(users)
        .set({ familyId: null })
        .where(and(eq(users.id, memberId), eq(users.familyId, ownerId), ne(users.id, ownerId)))
        .returning({ id: users.id });
      if (rows.length === 0) throw notFound('That person is not in your family plan.');
      await billing.applyFamilyRoles([memberId]);
    },

    async leave(memberId: string): Promise<void> {
      const rows = await db
        .update(users)
        .set({ familyId: null })
        .where(and(eq(users.id, memberId), ne(users.familyId, memberId)))
        .returning({ id: users.id });
      if (rows.length === 0) throw new AppError('not_in_family', 400, 'You are not part of a family plan.');
      await billing.applyFamilyRoles([memberId]);
    },

    /**
     * At sign-up (or /invite/{code} for an existing account): a code for this e-mail joins at once; a
     * code for another e-mail waits for the inviter's approval; no code looks for an invitation to this
     * e-mail (spec section 5). That last match proves nothing until the address is confirmed (anyone
     * may sign up with the partner's address while confirmation is optional), so it joins only from a
     * confirmed address: at sign-up rarely, usually from `joinOnConfirmedEmail`.
     */
    async useInvite(
      user: { id: string; email: string; emailVerified: boolean },
      code: string | undefined,
    ): Promise<SignupFamilyResult> {
      const { id: userId, email } = user;
      const invite = code ? await usableInvite(code) : await pendingInviteFor(email);
      if (!invite) {
        if (code)
          throw new AppError('invalid_invite', 404, 'This invitation has expired or was already used.');
        return { status: 'none', inviteId: null };
      }
      if (!code && !user.emailVerified) return { status: 'none', inviteId: null };
      if (invite.email.toLowerCase() === email.toLowerCase()) {
        await join(userId, invite.invitedBy, invite.id);
        return { status: 'joined', inviteId: invite.id };
      }
      await db
        .update(familyInvites)
        .set({ status: 'awaiting_approval', acceptedBy: userId })
        .where(eq(familyInvites.id, invite.id));
      return { status: 'awaiting_approval', inviteId: invite.id };
    },

    /** Once an address is confirmed, an invitation waiting for it is used (decisions.md "Family"). */
    async joinOnConfirmedEmail(user: { id: string; email: string }): Promise<SignupFamilyResult> {
      return this.useInvite({ ...user, emailVerified: true }, undefined);
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
