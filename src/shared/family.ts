/** What sign-up did with an invitation code (docs/product/specification.md#invite-lookup-at-signup). */
export interface SignupFamilyResult {
  /** joined: now sharing the inviter's plan; awaiting_approval: the code was for another e-mail. */
  status: 'joined' | 'awaiting_approval' | 'none';
  /** Kept by the browser as `pendingInviteId` while the inviter has not approved. */
  inviteId: string | null;
}

export interface FamilyInviteView {
  id: string;
  email: string;
  status: 'pending' | 'awaiting_approval' | 'accepted' | 'revoked';
  expiresAt: string;
  /** For awaiting_approval: the account that used the code. */
  requestedBy: { firstName: string; lastName: string; email: string } | null;
}

export interface FamilyView {
  /** The owner (payer) of the family this user belongs to, when not themselves. */
  owner: { firstName: string; lastName: string } | null;
  members: { id: string; firstName: string; lastName: string; email: string }[];
  invites: FamilyInviteView[];
  canInvite: boolean;
  /** The inviter whose approval this user's invitation waits for (an invite sent to another address). */
  waitingFor: { firstName: string } | null;
}
