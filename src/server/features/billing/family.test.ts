import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyView, SignupFamilyResult } from '../../../shared/family.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  cookieFrom,
  GOOD_PASSWORD,
  latestMail,
  me,
  type SignedUpUser,
  signUp,
  uniqueEmail,
} from '../../test/auth-helpers.ts';
import { subscribeWithTestProvider } from '../../test/billing-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, cookie: string, json?: unknown) =>
  t.request(path, { method: 'POST', headers: { cookie }, ...(json === undefined ? {} : { json }) });

async function premiumOwner(): Promise<SignedUpUser> {
  const owner = await signUp(t, { firstName: 'Anna' });
  await subscribeWithTestProvider(t, owner);
  return owner;
}

async function invite(owner: SignedUpUser, email: string): Promise<string> {
  const res = await post('/api/family/invites', owner.cookie, { email });
  expect(res.status).toBe(201);
  const mail = await latestMail(t, email);
  expect(mail?.subject).toBe('Anna invited you to share Peace Coach Premium');
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
  const body = (await res.json()) as { family: SignupFamilyResult };
  return { cookie: cookieFrom(res), family: body.family };
}

describe('the family plan', () => {
  it('only a premium payer can invite', async () => {
    const free = await signUp(t);
    const res = await post('/api/family/invites', free.cookie, { email: uniqueEmail() });
    expect(res.status).toBe(403);
  });

  it('a partner who signs up with the code shares premium, and returns to free when the owner cancels', async () => {
    const owner = await premiumOwner();
    const partnerEmail = uniqueEmail('partner');
    const code = await invite(owner, partnerEmail);
    const partner = await signUpWith(partnerEmail, code);
    expect(partner.family).toEqual({ status: 'joined', inviteId: code });
    expect((await me(t, partner.cookie)).user).toMatchObject({ role: 'premium', familyId: owner.userId });

    const view = (await (
      await t.request('/api/family', { headers: { cookie: owner.cookie } })
    ).json()) as FamilyView;
    expect(view.members.map((m) => m.email)).toEqual([partnerEmail]);
    expect(view.canInvite).toBe(false);
    expect((await post('/api/family/invites', owner.cookie, { email: uniqueEmail() })).status).toBe(409);

    const partnerStatus = (await (
      await t.request('/api/billing/status', { headers: { cookie: partner.cookie } })
    ).json()) as {
      payer: boolean;
      sharedByOwner: boolean;
    };
    expect(partnerStatus).toMatchObject({ payer: false, sharedByOwner: true });

    const portal = (await (await post('/api/billing/portal', owner.cookie)).json()) as { url: string };
    const page = await (
      await t.request(new URL(portal.url).pathname, { headers: { cookie: owner.cookie } })
    ).text();
    const subId = /portal\/cancel\/([^"]+)"/.exec(page)![1]!;
    await post(`/api/billing/test/portal/cancel/${subId}`, owner.cookie);
    expect((await me(t, owner.cookie)).user?.role).toBe('free');
    expect((await me(t, partner.cookie)).user?.role).toBe('free');
    // Nothing is shared any more: no "shared with you by ..." and no leave button for a free ex-member.
    const after = (await (
      await t.request('/api/billing/status', { headers: { cookie: partner.cookie } })
    ).json()) as { role: string; payer: boolean; sharedByOwner: boolean };
    expect(after).toMatchObject({ role: 'free', payer: false, sharedByOwner: false });
  });

  it('a code used with another e-mail waits for the inviter to approve', async () => {
    const owner = await premiumOwner();
    const code = await invite(owner, uniqueEmail('invited'));
    const other = await signUpWith(uniqueEmail('other'), code);
    expect(other.family).toEqual({ status: 'awaiting_approval', inviteId: code });
    expect((await me(t, other.cookie)).user?.role).toBe('free');
    const stranger = await signUp(t);
    expect((await post(`/api/family/invites/${code}/approve`, stranger.cookie)).status).toBe(404);
    const approved = await post(`/api/family/invites/${code}/approve`, owner.cookie);
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
    const ownerView = (await (
      await t.request('/api/family', { headers: { cookie: owner.cookie } })
    ).json()) as FamilyView;
    expect(ownerView.members).toEqual([]);
    expect(ownerView.invites.map((i) => i.status)).toEqual(['pending']);

    // Following the confirmation link proves the address: the waiting invitation is used then.
    const confirmation = await latestMail(t, email);
    expect(confirmation?.subject).toMatch(/confirm/i);
    const confirmed = await t.request(
      `/api/auth/verify-email?token=${encodeURIComponent(confirmation!.token!)}`,
    );
    expect(confirmed.status).toBeLessThan(400);
    expect((await me(t, signedUp.cookie)).user).toMatchObject({ role: 'premium', familyId: owner.userId });

    const owner2 = await premiumOwner();
    const existing = await signUp(t);
    const code = await invite(owner2, existing.email);
    const res = await post('/api/family/accept', existing.cookie, { code });
    expect(await res.json()).toEqual({ status: 'joined', inviteId: code });
    expect((await me(t, existing.cookie)).user?.role).toBe('premium');
    expect((await post('/api/family/accept', existing.cookie, { code })).status).toBe(404);
  });

  it('a member can leave, the owner can remove, and a revoked code no longer works', async () => {
    const owner = await premiumOwner();
    const email = uniqueEmail('leaver');
    const member = await signUpWith(email, await invite(owner, email));
    expect((await post('/api/family/leave', member.cookie)).status).toBe(204);
    expect((await me(t, member.cookie)).user).toMatchObject({ role: 'free', familyId: null });

    const email2 = uniqueEmail('removed');
    const member2 = await signUpWith(email2, await invite(owner, email2));
    const id2 = (await me(t, member2.cookie)).user!.id as string;
    const stranger = await signUp(t);
    expect(
      (
        await t.request(`/api/family/members/${id2}`, {
          method: 'DELETE',
          headers: { cookie: stranger.cookie },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/family/members/${id2}`, { method: 'DELETE', headers: { cookie: owner.cookie } }))
        .status,
    ).toBe(204);
    expect((await me(t, member2.cookie)).user?.role).toBe('free');

    const code = await invite(owner, uniqueEmail('revoked'));
    expect(
      (
        await t.request(`/api/family/invites/${code}`, {
          method: 'DELETE',
          headers: { cookie: stranger.cookie },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request(`/api/family/invites/${code}`, {
          method: 'DELETE',
          headers: { cookie: owner.cookie },
        })
      ).status,
    ).toBe(204);
    const late = await signUp(t);
    expect((await post('/api/family/accept', late.cookie, { code })).status).toBe(404);
  });
});

describe('when the owner goes', () => {
  it('deleting the owner’s account returns the partner to free in the same deletion', async () => {
    const owner = await premiumOwner();
    const email = uniqueEmail('orphan');
    const partner = await signUpWith(email, await invite(owner, email));
    expect((await me(t, partner.cookie)).user?.role).toBe('premium');

    expect((await post('/api/account/delete', owner.cookie, { password: owner.password })).status).toBe(204);
    expect((await me(t, partner.cookie)).user).toMatchObject({ role: 'free', familyId: null });
    const status = (await (
      await t.request('/api/billing/status', { headers: { cookie: partner.cookie } })
    ).json()) as { role: string; sharedByOwner: boolean };
    expect(status).toMatchObject({ role: 'free', sharedByOwner: false });
  });
});

describe('one family at a time', () => {
  it('a member with a subscription of their own cannot invite into a second family', async () => {
    const owner = await premiumOwner();
    const email = uniqueEmail('member');
    const member = await signUpWith(email, await invite(owner, email));
    const memberId = (await me(t, member.cookie)).user!.id as string;
    await subscribeWithTestProvider(t, {
      email,
      password: GOOD_PASSWORD,
      cookie: member.cookie,
      userId: memberId,
    });

    const res = await post('/api/family/invites', member.cookie, { email: uniqueEmail() });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'in_another_family',
      message: expect.stringContaining('Leave it in Settings') as unknown as string,
    });
    expect((await me(t, member.cookie)).user).toMatchObject({ familyId: owner.userId });
  });

  it('an owner who shares their plan cannot join another family', async () => {
    const ownerA = await premiumOwner();
    const partnerEmail = uniqueEmail('partner-a');
    const partner = await signUpWith(partnerEmail, await invite(ownerA, partnerEmail));
    const ownerB = await premiumOwner();
    const code = await invite(ownerB, ownerA.email);

    const res = await post('/api/family/accept', ownerA.cookie, { code });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('owns_family');
    expect((await me(t, ownerA.cookie)).user).toMatchObject({ familyId: ownerA.userId });
    expect((await me(t, partner.cookie)).user).toMatchObject({ role: 'premium', familyId: ownerA.userId });
  });
});
