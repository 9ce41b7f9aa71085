import { FAIR_USE_NOTE, formatPounds } from '#shared/plans.ts';

// Settings -> Plan texts (docs/product/specification.md#settings,
// docs/product/specification.md#settings-plan-refresh, docs/product/specification.md#plans-and-checkout).
export const planStrings = {
  heading: 'Your Plan',
  intro: 'Your current subscription and what it includes.',
  currentPlan: 'Current plan',
  taglines: {
    free: 'Begin your journey with a few coaching conversations each month.',
    basic: 'Steady support for everyday conversations.',
    premium: 'Unlimited, scripture-rooted coaching whenever you need it.',
  },
  freePrice: 'Free',
  perMonth: (pence: number) => `${formatPounds(pence)}/month`,
  featureTable: 'What your plan includes',
  featureColumn: 'Feature',
  valueColumn: 'Your plan',
  messagesPerMonth: 'Messages per month',
  conversationsPerMonth: 'New conversations per month',
  unlimited: 'Unlimited',
  /** Under the table: Premium's "Unlimited", and the free plan's upgrade hint, have this pause. */
  fairUse: FAIR_USE_NOTE,
  entitlementsHeading: 'Included with your plan',
  upgradeHint:
    'Upgrade to Premium for unlimited coaching, a coach that remembers your journey, and daily prayer tools.',
  upgrade: 'Upgrade to Premium',
  manage: 'Manage Subscription',
  refresh: 'Refresh Status',
  refreshing: 'Refreshing...',
  opening: 'Opening...',
  sharedByOwner: (owner: string) =>
    `Your Premium plan is shared with you by ${owner}, who manages the subscription.`,
  sharedByOwnerFallback:
    'Your Premium plan is shared with you by the family plan owner, who manages the subscription.',
  // An invitation used with another e-mail address: Free until the inviter approves
  // (docs/product/rulings.md#family).
  waitingForApproval: (inviter: string) => `Waiting for ${inviter}'s approval`,
  waitingForApprovalBody: (inviter: string) =>
    `You used ${inviter}'s family plan invitation with a different e-mail address. You will share their Premium plan as soon as they approve it in their Settings. Until then you are on the Free plan.`,
  leave: 'Leave family plan',
  cancel: 'Cancel',
  leaveConfirmTitle: 'Leave the family plan?',
  leaveConfirmBody: 'You will return to the Free plan straight away.',
  left: 'You have left the family plan',
  leaveFailed: 'Could not leave the family plan. Please try again.',
  premiumConfirmed: 'Premium status confirmed!',
  statusUpdated: 'Subscription status updated',
  statusUpdatedDescription: 'Your subscription has been canceled or expired.',
  upToDate: (role: string) => `Your ${role} status is up to date`,
  refreshFailed: 'Failed to refresh subscription status',
  refreshFailedDescription: 'Please try again or contact support.',
  needsSubscription: 'You need to subscribe first',
  portalFailed: 'Failed to open subscription management portal',
  portalFailedDescription: 'There was a problem accessing your subscription. Please try again.',
  billingHeading: 'Billing Management',
  billingTest:
    'This app is in test mode: the billing portal is a test page and no money is ever taken. With live payments you would update your payment method and view your billing history there.',
  billingStripe:
    'Use Manage Subscription to update your payment method, see your invoices and billing history, or cancel.',
  trialEnds: (date: string) => `Your free trial ends on ${date}.`,
  nextCharge: (date: string, amount: string) => `Next charge: ${amount} on ${date}.`,
  cancelAtPeriodEnd: (date: string) =>
    `Your subscription is cancelled and stays active until ${date}. You will not be charged again.`,
  pastDue: 'Your last payment did not go through. Please update your card to keep Premium.',
  // Cancelled at the period's end (docs/product/rulings.md#cancelling-keeps-premium-to-the-periods-end).
  premiumUntil: (date: string) => `Premium until ${date}`,
  resume: 'Resume subscription',
  resuming: 'Resuming...',
  resumed: 'Your subscription will continue',
  resumedDescription: 'Premium renews as before. Nothing else has changed.',
  resumeFailed: 'Could not resume your subscription',
  portalCancelled: 'Your subscription is cancelled',
  portalCancelledDescription: (date: string) =>
    `Premium stays until ${date}. You can resume it here until then.`,
  fixPayment: 'Update payment method',
};

export const familyStrings = {
  heading: 'Family plan',
  intro: 'Invite one partner to share your Premium plan at no extra cost.',
  // Premium ended with a partner still attached: they share it again if it returns, and must be removed
  // before joining another family (docs/product/rulings.md#family).
  lapsedIntro:
    'Your Premium plan has ended, so your partner no longer shares it. They stay on your family plan and share Premium again if you resubscribe. Remove them to join another family plan.',
  emailLabel: 'Partner’s email',
  invite: 'Send Invitation',
  inviting: 'Sending...',
  invited: 'Invitation sent',
  invitedDescription: 'We e-mailed your partner a link to join your plan.',
  inviteFailed: 'Could not send the invitation',
  premiumRequired: 'Family sharing is part of Premium.',
  familyFull: 'Your family plan already has a partner or a pending invitation.',
  pending: 'Invitation pending',
  expires: (date: string) => `Expires ${date}`,
  revoke: 'Revoke',
  revoked: 'Invitation revoked',
  awaiting: 'Waiting for your approval',
  awaitingBody: (name: string, email: string) =>
    `${name} (${email}) used your invitation with a different e-mail address.`,
  approve: 'Approve',
  approved: 'Partner approved',
  members: 'Sharing your plan',
  remove: 'Remove',
  removed: 'Partner removed from your plan',
  actionFailed: 'Something went wrong. Please try again.',
};
