import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SignupFamilyResult } from '#shared/family.ts';
import { familyInvites, mailOutbox, subscriptions, users } from '#server/db/schema.ts';
import { createPeerInstance, createTestApp, type TestApp } from '#server/test/app.ts';
import {
  cookieFrom,
  GOOD_PASSWORD,
  latestMail,
  me,
  type SignedUpUser,
  signUp,
  uniqueEmail,
} from '#server/test/auth-helpers.ts';
import { subscribeWithTestProvider } from '#server/test/billing-helpers.ts';
import { api, readError, readJson } from '#server/test/client.ts';
import { awaitApproval } from './family.queries.ts';
import { INVITE_SUBJECT } from './family-mails.ts';
import { INVITE_MAILS_PER_RECIPIENT, INVITE_MAILS_PER_SENDER } from './family.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const family = (cookie: string) => api(t, cookie).family;
const billingStatus = async (cookie: string) => (await api(t, cookie).billing.status.$get()).json();

/** better-auth's sign-up answer with the family invitation's outcome (its routes are not in AppType). */
const signUpWithFamily = z.object({
  family: z.object({
    status: z.enum(['joined', 'awaiting_approval', 'none']),
    inviteId: z.string().nullable(),
  }) satisfies z.ZodType<SignupFamilyResult>,
});

async function premiumOwner(): Promise<SignedUpUser> {
  const owner = await signUp(t, { firstName: 'Anna' });
  await subscribeWithTestProvider(t, owner);
  return owner;
}

async function invite(owner: SignedUpUser, email: string): Promise<string> {
  const res = await family(owner.cookie).invites.$post({ json: { email } });
  expect(res.status).toBe(201);
  const mail = await latestMail(t, email);
  expect(mail?.subject).toBe(INVITE_SUBJECT);
  return /signup\?invite=([\w-]+)/.exec(mail!.text)![1]!;
}

async function signUpWith(email: string, inviteCode?: string) {
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: {
      email,
      password: GOOD_PASSWORD,
      firstName: 'Ben',
      lastName: 'Partner',
      ...(inviteCode ? { inviteCode } : {}),
    },
  });
  expect(res.status).toBe(200);
  const body = await readJson(res, signUpWithFamily);
  return { cookie: cookieFrom(res), family: body.family };
}

describe('the family plan', () => {
  it('only a premium payer can invite', async () => {
    const free = await signUp(t);
    const res = await family(free.cookie).invites.$post({ json: { email: uniqueEmail() } });
    expect(res.status).toBe(403);
  });

  it('a partner who signs up with the code shares premium, and returns to free when the owner’s subscription ends', async () => {
    const owner = await premiumOwner();
    const partnerEmail = uniqueEmail('partner');
    const code = await invite(owner, partnerEmail);
    const partner = await signUpWith(partnerEmail, code);
    expect(partner.family).toEqual({ status: 'joined', inviteId: code });
    expect((await me(t, partner.cookie)).user).toMatchObject({ role: 'premium', familyId: owner.userId });

    const view = await (await family(owner.cookie).$get()).json();
    expect(view.members.map((m) => m.email)).toEqual([partnerEmail]);
    expect(view.canInvite).toBe(false);
    expect((await family(owner.cookie).invites.$post({ json: { email: uniqueEmail() } })).status).toBe(409);

    const partnerStatus = await billingStatus(partner.cookie);
    expect(partnerStatus).toMatchObject({ payer: false, sharedByOwner: true });

    // The owner's subscription ends (here at once, as the provider reports it; a cancellation ends it
    // at the period's end, billing.test.ts).
    const [sub] = await t.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, owner.userId));
    await t.services.billing.handleEvent(await t.services.testPayments!.setStatus(sub!.id, 'canceled'));
    expect((await me(t, owner.cookie)).user?.role).toBe('free');
    expect((await me(t, partner.cookie)).user?.role).toBe('free');
    // Nothing is shared any more: no "shared with you by ..." and no leave button for a free ex-member.
    const after = await billingStatus(partner.cookie);
    expect(after).toMatchObject({ role: 'free', payer: false, sharedByOwner: false });
  });

  it('a code used with another e-mail waits for the inviter to approve', async () => {
    const owner = await premiumOwner();
    const code = await invite(owner, uniqueEmail('invited'));
    const other = await signUpWith(uniqueEmail('other'), code);
    expect(other.family).toEqual({ status: 'awaiting_approval', inviteId: code });
    expect((await me(t, other.cookie)).user?.role).toBe('free');
    const stranger = await signUp(t);
    const approve = (cookie: string) => family(cookie).invites[':id'].approve.$post({ param: { id: code } });
    expect((await approve(stranger.cookie)).status).toBe(404);
    const approved = await approve(owner.cookie);
    expect(approved.status).toBe(200);
    expect((await me(t, other.cookie)).user?.role).toBe('premium');
  });

  it('finds an invitation for the e-mail without a code once the address is confirmed, and an existing account accepts by code', async () => {
    const owner = await premiumOwner();
    const email = uniqueEmail('nocode');
    await invite(owner, email);
    // Anyone could sign up with the partner's address: an unconfirmed match takes no seat.
    const signedUp = await signUpWith(email);
    expect(signedUp.family).toEqual({ status: 'none', inviteId: null });
    expect((await me(t, signedUp.cookie)).user).toMatchObject({ role: 'free', familyId: null });
    const ownerView = await (await family(owner.cookie).$get()).json();
    expect(ownerView.members).toEqual([]);
    expect(ownerView.invites.map((i) => i.status)).toEqual(['pending']);

    // Following the confirmation link proves the address: the waiting invitation is used then.
    const confirmation = await latestMail(t, email);
    expect(confirmation?.subject).toMatch(/confirm/i);
    const confirmed = await t.request(
      `/api/auth/verify-email?token=${encodeURIComponent(confirmation!.token!)}`,
      { headers: { cookie: signedUp.cookie } },
    );
    expect(confirmed.status).toBeLessThan(400);
    expect((await me(t, signedUp.cookie)).user).toMatchObject({ role: 'premium', familyId: owner.userId });

    const owner2 = await premiumOwner();
    const existing = await signUp(t);
    const code = await invite(owner2, existing.email);
    const res = await family(existing.cookie).accept.$post({ json: { code } });
    expect(await res.json()).toEqual({ status: 'joined', inviteId: code });
    expect((await me(t, existing.cookie)).user?.role).toBe('premium');
    expect((await family(existing.cookie).accept.$post({ json: { code } })).status).toBe(404);
  });

  it('a member can leave, the owner can remove, and a revoked code no longer works', async () => {
    const owner = await premiumOwner();
    const email = uniqueEmail('leaver');
    const member = await signUpWith(email, await invite(owner, email));
    expect((await family(member.cookie).leave.$post()).status).toBe(204);
    expect((await me(t, member.cookie)).user).toMatchObject({ role: 'free', familyId: null });

    const email2 = uniqueEmail('removed');
    const member2 = await signUpWith(email2, await invite(owner, email2));
    const id2 = (await me(t, member2.cookie)).user!.id;
    const removeMember = (cookie: string) => family(cookie).members[':id'].$delete({ param: { id: id2 } });
    const stranger = await signUp(t);
    expect((await removeMember(stranger.cookie)).status).toBe(404);
    expect((await removeMember(owner.cookie)).status).toBe(204);
    expect((await me(t, member2.cookie)).user?.role).toBe('free');

    const code = await invite(owner, uniqueEmail('revoked'));
    const revoke = (cookie: string) => family(cookie).invites[':id'].$delete({ param: { id: code } });
    expect((await revoke(stranger.cookie)).status).toBe(404);
    expect((await revoke(owner.cookie)).status).toBe(204);
    const late = await signUp(t);
    expect((await family(late.cookie).accept.$post({ json: { code } })).status).toBe(404);
  });
});

describe('when the owner goes', () => {
  it('deleting the owner’s account returns the partner to free in the same deletion', async () => {
    const owner = await premiumOwner();
    const email = uniqueEmail('orphan');
    const partner = await signUpWith(email, await invite(owner, email));
    expect((await me(t, partner.cookie)).user?.role).toBe('premium');

    const deleted = await api(t, owner.cookie).account.delete.$post({ json: { password: owner.password } });
    expect(deleted.status).toBe(204);
    expect((await me(t, partner.cookie)).user).toMatchObject({ role: 'free', familyId: null });
    const status = await billingStatus(partner.cookie);
    expect(status).toMatchObject({ role: 'free', sharedByOwner: false });
  });
});

describe('one family at a time', () => {
  it('a member with a subscription of their own cannot invite into a second family', async () => {
    const owner = await premiumOwner();
    const email = uniqueEmail('member');
    const member = await signUpWith(email, await invite(owner, email));
    const memberId = (await me(t, member.cookie)).user!.id;
    await subscribeWithTestProvider(t, {
      email,
      password: GOOD_PASSWORD,
      cookie: member.cookie,
      userId: memberId,
    });

    const res = await family(member.cookie).invites.$post({ json: { email: uniqueEmail() } });
    expect(res.status).toBe(409);
    expect(await readError(res)).toMatchObject({
      code: 'in_another_family',
      message: expect.stringContaining('Leave it in Settings'),
    });
    expect((await me(t, member.cookie)).user).toMatchObject({ familyId: owner.userId });
  });

  it('an owner who shares their plan cannot join another family', async () => {
    const ownerA = await premiumOwner();
    const partnerEmail = uniqueEmail('partner-a');
    const partner = await signUpWith(partnerEmail, await invite(ownerA, partnerEmail));
    const ownerB = await premiumOwner();
    const code = await invite(ownerB, ownerA.email);

    const res = await family(ownerA.cookie).accept.$post({ json: { code } });
    expect(res.status).toBe(409);
    expect((await readError(res)).code).toBe('partner_attached');
    expect((await me(t, ownerA.cookie)).user).toMatchObject({ familyId: ownerA.userId });
    expect((await me(t, partner.cookie)).user).toMatchObject({ role: 'premium', familyId: ownerA.userId });
  });
});

describe('the edges a person meets', () => {
  it('someone whose invitation waits for approval sees whose approval; nothing once approved', async () => {
    const owner = await premiumOwner();
    const code = await invite(owner, uniqueEmail('invited'));
    const other = await signUpWith(uniqueEmail('other'), code);
    expect(other.family.status).toBe('awaiting_approval');
    const waiting = await (await family(other.cookie).$get()).json();
    expect(waiting.waitingFor).toEqual({ firstName: 'Anna' });
    expect((await me(t, other.cookie)).user?.role).toBe('free');

    await family(owner.cookie).invites[':id'].approve.$post({ param: { id: code } });
    expect((await (await family(other.cookie).$get()).json()).waitingFor).toBeNull();
    // The inviter waits for nobody.
    expect((await (await family(owner.cookie).$get()).json()).waitingFor).toBeNull();
  });

  it('the invitation e-mail gives the code as text, as the sign-up form asks for it', async () => {
    const owner = await premiumOwner();
    const email = uniqueEmail('code');
    const code = await invite(owner, email);
    const mail = await latestMail(t, email);
    expect(mail!.text).toContain(`Your invitation code: ${code}`);
    expect(mail!.html).toContain(`Your invitation code: ${code}`);
  });

  it('someone whose Premium ended but whose partner is still attached is told so, and can join once they remove them', async () => {
    const ownerA = await premiumOwner();
    const partnerEmail = uniqueEmail('partner-a');
    const partner = await signUpWith(partnerEmail, await invite(ownerA, partnerEmail));
    const partnerId = (await me(t, partner.cookie)).user!.id;
    const ownerB = await premiumOwner();
    const code = await invite(ownerB, ownerA.email);
    const otherCode = await invite(await premiumOwner(), uniqueEmail('someone-else'));
    // However A's subscription ended (cancelled, expired): no access any more, the partner still attached.
    await t.database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, ownerA.userId));
    await t.database.db
      .update(users)
      .set({ role: 'free' })
      .where(inArray(users.id, [ownerA.userId, partnerId]));

    for (const tried of [code, otherCode]) {
      const res = await family(ownerA.cookie).accept.$post({ json: { code: tried } });
      expect(res.status).toBe(409);
      expect(await readError(res)).toEqual({
        code: 'partner_attached',
        message:
          'You still have a partner on your family plan. Remove them in Settings -> Plan to join another family.',
      });
    }
    // Neither code was used up by the refusal.
    const [stillOpen] = await t.database.db
      .select()
      .from(familyInvites)
      .where(eq(familyInvites.id, otherCode));
    expect(stillOpen?.status).toBe('pending');

    // Settings -> Plan lists the partner to a free owner, and removing them works.
    const view = await (await family(ownerA.cookie).$get()).json();
    expect(view.members.map((m) => m.email)).toEqual([partnerEmail]);
    expect(view.canInvite).toBe(false);
    const removed = await family(ownerA.cookie).members[':id'].$delete({ param: { id: partnerId } });
    expect(removed.status).toBe(204);
    const joined = await family(ownerA.cookie).accept.$post({ json: { code } });
    expect(await joined.json()).toEqual({ status: 'joined', inviteId: code });
    expect((await me(t, ownerA.cookie)).user).toMatchObject({ role: 'premium', familyId: ownerB.userId });
  });
});

describe('invitation e-mails', () => {
  const mailsTo = async (email: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;
  const inviteStatus = (cookie: string, email: string) => family(cookie).invites.$post({ json: { email } });
  const revokeOpen = async (owner: SignedUpUser) => {
    const view = await (await family(owner.cookie).$get()).json();
    for (const { id } of view.invites)
      expect((await family(owner.cookie).invites[':id'].$delete({ param: { id } })).status).toBe(204);
  };

  it('keep the inviter’s chosen name out of the subject', async () => {
    const owner = await signUp(t, { firstName: 'Visit evil.example NOW' });
    await subscribeWithTestProvider(t, owner);
    const email = uniqueEmail('target');
    expect((await inviteStatus(owner.cookie, email)).status).toBe(201);
    const mail = await latestMail(t, email);
    expect(mail?.subject).toBe(INVITE_SUBJECT);
    expect(mail?.subject).not.toContain('evil.example');
  });

  it('are sent for an inviter whose stored name has a line break (an account from before names were one line)', async () => {
    const owner = await premiumOwner();
    await t.database.db
      .update(users)
      .set({ firstName: 'Anna\r\nBcc: someone@example.com' })
      .where(eq(users.id, owner.userId));
    const email = uniqueEmail('crlf');
    expect((await inviteStatus(owner.cookie, email)).status).toBe(201);
    expect((await latestMail(t, email))?.subject).toBe(INVITE_SUBJECT);
  });

  it('are limited per inviter: invite and revoke in a loop stops with a 429 and Retry-After', async () => {
    const owner = await premiumOwner();
    for (let i = 0; i < INVITE_MAILS_PER_SENDER.max; i++) {
      expect((await inviteStatus(owner.cookie, uniqueEmail('loop'))).status).toBe(201);
      await revokeOpen(owner);
    }
    const email = uniqueEmail('loop');
    const refused = await inviteStatus(owner.cookie, email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readError(refused)).toMatchObject({ code: 'invite_limit' });
    expect(await mailsTo(email)).toBe(0);
    // The refused invitation left nothing open: the view is as before it.
    expect((await (await family(owner.cookie).$get()).json()).invites).toEqual([]);
  });

  it('are limited per recipient, whoever sends them', async () => {
    const target = uniqueEmail('target');
    const owners = await Promise.all([premiumOwner(), premiumOwner()]);
    for (let i = 0; i < INVITE_MAILS_PER_RECIPIENT.max; i++) {
      const owner = owners[i % owners.length]!;
      expect((await inviteStatus(owner.cookie, target)).status).toBe(201);
      await revokeOpen(owner);
    }
    const refused = await inviteStatus(owners[0]!.cookie, target);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(target)).toBe(INVITE_MAILS_PER_RECIPIENT.max);
    // Another address is still welcome.
    expect((await inviteStatus(owners[0]!.cookie, uniqueEmail('other'))).status).toBe(201);
  });

  it('are not counted when the invitation is refused (a free account cannot use up an address’s invitations)', async () => {
    const target = uniqueEmail('target');
    const free = await signUp(t);
    for (let i = 0; i <= INVITE_MAILS_PER_RECIPIENT.max; i++)
      expect((await inviteStatus(free.cookie, target)).status).toBe(403);
    const owner = await premiumOwner();
    expect((await inviteStatus(owner.cookie, target)).status).toBe(201);
  });
});

describe('one partner, whatever the timing', () => {
  const approve = (app: TestApp, owner: SignedUpUser, id: string) =>
    api(app, owner.cookie).family.invites[':id'].approve.$post({ param: { id } });
  const accept = (app: TestApp, user: SignedUpUser, code: string) =>
    api(app, user.cookie).family.accept.$post({ json: { code } });

  it('approving refuses when the family already has its partner', async () => {
    const owner = await premiumOwner();
    const code = await invite(owner, uniqueEmail('invited'));
    const other = await signUp(t);
    expect(await (await accept(t, other, code)).json()).toEqual({
      status: 'awaiting_approval',
      inviteId: code,
    });
    // The state a race used to leave: someone joined the family while this request waited for approval.
    const member = await signUp(t);
    await t.database.db.update(users).set({ familyId: owner.userId }).where(eq(users.id, member.userId));

    const res = await approve(t, owner, code);
    expect(res.status).toBe(409);
    expect((await readError(res)).code).toBe('family_full');
    expect((await me(t, other.cookie)).user).toMatchObject({ role: 'free', familyId: null });
  });

  it('a code waits for approval only while it is unused', async () => {
    const owner = await premiumOwner();
    const email = uniqueEmail('partner');
    const partner = await signUpWith(email, await invite(owner, email));
    const [used] = await t.database.db
      .select()
      .from(familyInvites)
      .where(eq(familyInvites.invitedBy, owner.userId));
    expect(used?.status).toBe('accepted');
    // A second request that read the code while it was still pending, writing after the partner joined.
    const late = await signUp(t);
    await awaitApproval(t.database.db, used!.id, late.userId);
    const [after] = await t.database.db.select().from(familyInvites).where(eq(familyInvites.id, used!.id));
    expect(after).toMatchObject({ status: 'accepted', acceptedBy: (await me(t, partner.cookie)).user!.id });
  });

  it('two invitations sent at once on two instances: one opens, the other is refused', async () => {
    const peer = await createPeerInstance(t);
    try {
      for (let round = 0; round < 5; round++) {
        const owner = await premiumOwner();
        const answers = await Promise.all(
          [t, peer].map((app) =>
            api(app, owner.cookie).family.invites.$post({ json: { email: uniqueEmail('twice') } }),
          ),
        );
        expect(answers.map((r) => r.status).sort(), `round ${round}`).toEqual([201, 409]);
        expect((await (await family(owner.cookie).$get()).json()).invites, `round ${round}`).toHaveLength(1);
      }
    } finally {
      await peer.close();
    }
  });

  // On PostgreSQL (TEST_DATABASE_URL) the two instances have their own connection pools, as in a fleet.
  it(
    'the invited partner and another person accept at once on two instances while the owner approves: one member',
    { timeout: 600_000 },
    async () => {
      const peer = await createPeerInstance(t);
      try {
        for (let round = 0; round < 12; round++) {
          const owner = await premiumOwner();
          const [partner, other] = await Promise.all([signUp(t), signUp(t)]);
          const code = await invite(owner, partner.email);
          const answers = await Promise.all([
            accept(t, partner, code),
            accept(peer, other, code).then(async (res) => [
              res,
              ...(await Promise.all([approve(t, owner, code), approve(peer, owner, code)])),
            ]),
          ]);
          for (const res of answers.flat()) expect(res.status, `round ${round}`).toBeLessThan(500);

          const view = await (await family(owner.cookie).$get()).json();
          expect(view.members, `round ${round}`).toHaveLength(1);
          const roles = await Promise.all(
            [partner, other].map(async (u) => (await me(t, u.cookie)).user?.role),
          );
          expect(
            roles.filter((r) => r === 'premium'),
            `round ${round}`,
          ).toHaveLength(1);
        }
      } finally {
        await peer.close();
      }
    },
  );
});
