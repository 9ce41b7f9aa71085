import {
  FAIR_USE_NOTE,
  formatPounds,
  PREMIUM_PRICE_PENCE,
  PREMIUM_WAS_PRICE_PENCE,
  TRIAL_DAYS,
} from '#shared/plans.ts';

// The exact texts for plans and checkout (docs/product/specification.md#pricing,
// docs/product/specification.md#checkout-start, docs/product/specification.md#plans-and-checkout). Prices
// come from plans.ts.
const pricingPrice = formatPounds(PREMIUM_PRICE_PENCE.pricing);
const upgradePrice = formatPounds(PREMIUM_PRICE_PENCE.upgrade);

export const billingStrings = {
  countdownLabel: 'LIMITED TIME OFFER ENDS IN',
  offerExpired: 'This offer is still open to you today.',
  premiumName: 'Premium',
  perMonth: '/month',
  pricingPrice,
  upgradePrice,
  was: `Was ${formatPounds(PREMIUM_WAS_PRICE_PENCE)}/month`,
  save: `Save ${formatPounds(PREMIUM_WAS_PRICE_PENCE - PREMIUM_PRICE_PENCE.pricing)}/month`,
  trial: `${TRIAL_DAYS}-day free trial`,
  cancelAnytime: 'Cancel anytime',
  // The premium features of docs/product/specification.md#1-what-the-product-does-and-for-whom, as six
  // benefits.
  benefits: [
    'Personalized, scripture-rooted guidance for your relationship',
    'Unlimited coaching conversations and AI support, 24/7',
    'A coach that remembers your concerns and your journey',
    'Conflict-conversation prompts for the moments that matter',
    'Daily alignment, prayer and reflection prompts',
    'Scripture coaching and weekly spiritual check-ins',
  ],
  /** Under the benefits, which say "Unlimited": the pause that "unlimited" still has. */
  fairUse: FAIR_USE_NOTE,
  startCheckout: 'Start Your First Conversation Today',
  processing: 'Processing...',
  currentPlan: 'Current Plan',
  beginJourney: 'Begin Your Journey',
  completePayment: 'Complete Payment',
  completePaymentHint: 'Your payment page did not open. Continue here:',
  redirectBlocked: 'Redirect blocked',
  redirectBlockedDescription: 'Please click the link below to complete your payment.',
  loginFirst: 'Please log in first',
  loginFirstDescription: 'You need to be logged in to subscribe to premium.',
  checkoutFailed: 'Failed to start checkout process',
  checkoutFailedLogin: 'Please log in and try again.',
  checkoutFailedOther: 'Please try again later or contact support.',
  // docs/product/specification.md#checkout-start, as "Title: description".
  accountIssue: 'Account issue',
  accountIssueDescription: "Your account doesn't have a valid email address. Please contact support.",
  alreadySubscribed: 'You already have an active subscription',
  alreadySubscribedDescription: 'You can manage it in Settings -> Plan.',
  openSettings: 'Open Settings',
  upgradeFailed: 'Failed to upgrade plan',
  upgradeFailedDescription: 'There was an issue processing your request. Please try again.',
  pricing: {
    heading: 'Grow in peace, one conversation at a time',
    intro:
      'Premium gives you a patient, scripture-rooted coach whenever you need one. It complements pastoral care and does not replace it.',
    /** A signed-in free user's way on without paying (docs/product/rulings.md#a-free-path-after-sign-up). */
    freePath: 'Not now: start with the free plan',
  },
  upgrade: {
    heading: 'Upgrade to Premium',
    intro: 'Everything in Premium, plus a few extras we are building with our members.',
    bonusesHeading: 'Your Premium bonuses',
    // docs/product/rulings.md#premium-extras: honest about what exists today and what is still being built.
    bonuses: [
      'Early access to audio devotionals when they launch (join the waitlist today)',
      'Bonus "Hard Conversation" scripts for the talks you have been putting off',
      'A first invite to our couples companion mode (in development)',
    ],
  },
  success: {
    activating: 'Activating Your Premium Account',
    activatingBody: 'Please wait a moment while we confirm your payment.',
    welcome: 'Welcome to Premium!',
    welcomeBody: 'Your Premium plan is active. Unlimited, scripture-rooted coaching is ready for you.',
    continue: 'Continue to Dashboard',
    failed: 'Activation Failed',
    tryAgain: 'Try Again',
    goToDashboard: 'Go to Dashboard',
    orderReference: 'Order reference',
    noSessionId: 'No session ID found. Please try again or contact support.',
    notPremium: 'Subscription activation failed. Please contact support.',
    failedWith: (message: string) => `Failed to activate subscription: ${message}`,
    // docs/product/specification.md#success-page: the local user's role follows, with its own toasts.
    roleUpdated: 'Subscription updated',
    roleUpdatedDescription: 'Your account has been upgraded to Premium.',
    roleUpdateFailed: 'Failed to update subscription',
    roleUpdateFailedDescription: 'There was a problem updating your subscription.',
  },
  invite: {
    metaTitle: 'Family invitation',
    accepting: 'Accepting your invitation',
    joinedHeading: 'Welcome to the family plan',
    joined: (owner: string) => `You now share ${owner}'s Premium plan.`,
    joinedFallback: 'You now share your partner’s Premium plan.',
    awaitingHeading: 'Waiting for approval',
    awaiting:
      'This invitation was sent to a different e-mail address. We have asked the person who invited you to approve it in their Settings.',
    invalidHeading: 'Invitation not available',
    invalid: 'This invitation has expired or was already used. Please ask your partner to send a new one.',
    // A refusal that is not about the code: the server's own words say what to do instead.
    refusedHeading: 'You cannot join this family plan yet',
    openPlanSettings: 'Open Settings -> Plan',
    continue: 'Continue to Dashboard',
  },
};
