import { layout, type RenderedMail } from '#server/mail/templates.ts';

const hello = (firstName: string) => (firstName.trim() ? `Hi ${firstName.trim()},` : 'Hi there,');
const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function paymentFailedMail(input: { firstName: string; manageUrl: string }): RenderedMail {
  return layout({
    subject: 'We could not take your Peace Coach payment',
    preheader: 'Your Premium access continues for now; please check your card.',
    greeting: hello(input.firstName),
    paragraphs: [
      'Your latest Premium payment did not go through. This happens, often with an expired or replaced card.',
      'Your access continues for a few days while we try again. You can update your card in a minute here:',
    ],
    action: { label: 'Update my payment details', url: input.manageUrl },
    after: ['If you meant to end your subscription, there is nothing more to do.'],
  });
}

export function trialEndingMail(input: {
  firstName: string;
  trialEnd: Date;
  amount: string;
  manageUrl: string;
}): RenderedMail {
  return layout({
    subject: 'Your Peace Coach free trial ends soon',
    preheader: `Your trial ends on ${longDate(input.trialEnd)}.`,
    greeting: hello(input.firstName),
    paragraphs: [
      `Your 7-day free trial of Premium ends on ${longDate(input.trialEnd)}. After that, Premium is ${input.amount} a month, and you can cancel anytime.`,
      'If you would rather not continue, you can cancel before then and you will not be charged.',
    ],
    action: { label: 'Manage my subscription', url: input.manageUrl },
  });
}

// Where a payer cancels or resumes: the same words as the buttons of Settings -> Plan.
const HOW_TO_CANCEL =
  'You can cancel anytime in Peace Coach: Settings -> Plan -> Manage Subscription. Premium then stays until the end of the period you have paid for, or the end of your trial.';

/** A subscription or a trial has started (docs/product/rulings.md#lifecycle-e-mails). */
export function subscriptionStartedMail(input: {
  firstName: string;
  amount: string;
  /** Set while the subscription starts with a free trial. */
  trialEnd: Date | null;
  /** The next charge without a trial. */
  currentPeriodEnd: Date | null;
  manageUrl: string;
}): RenderedMail {
  const terms = input.trialEnd
    ? [
        `Your free trial of Peace Coach Premium has started. It ends on ${longDate(input.trialEnd)}.`,
        `Nothing is charged during the trial. On ${longDate(input.trialEnd)} your first payment of ${input.amount} is taken, then ${input.amount} every month, unless you cancel before then.`,
      ]
    : [
        `Your Peace Coach Premium subscription is confirmed: ${input.amount} a month.`,
        input.currentPeriodEnd
          ? `Your first payment of ${input.amount} has been taken. The next one is on ${longDate(input.currentPeriodEnd)}, then every month.`
          : `Your first payment of ${input.amount} has been taken, and then one every month.`,
      ];
  return layout({
    subject: input.trialEnd
      ? 'Your Peace Coach free trial has started'
      : 'Your Peace Coach Premium subscription is confirmed',
    preheader: input.trialEnd
      ? `Premium is yours; the trial ends on ${longDate(input.trialEnd)}.`
      : `Premium is yours for ${input.amount} a month.`,
    greeting: hello(input.firstName),
    paragraphs: [
      'Welcome to Premium: unlimited, scripture-rooted coaching whenever you need it.',
      ...terms,
      HOW_TO_CANCEL,
    ],
    action: { label: 'See my plan', url: input.manageUrl },
  });
}

/**
 * A cancellation: at the period's end (Premium stays until `accessUntil`, and can be resumed until
 * then) or, with no date, one that ended Premium at once.
 */
export function subscriptionCancelledMail(input: {
  firstName: string;
  accessUntil: Date | null;
  manageUrl: string;
  pricingUrl: string;
}): RenderedMail {
  if (!input.accessUntil) {
    return layout({
      subject: 'Your Peace Coach Premium subscription has ended',
      preheader: 'Your account is now on the Free plan.',
      greeting: hello(input.firstName),
      paragraphs: [
        'Your Premium subscription has been cancelled and has ended. You will not be charged again.',
        'Your account is now on the Free plan. Your conversations are still there, and you can subscribe again whenever you like.',
      ],
      action: { label: 'See the plans', url: input.pricingUrl },
    });
  }
  const until = longDate(input.accessUntil);
  return layout({
    subject: 'Your Peace Coach subscription is cancelled',
    preheader: `Premium stays yours until ${until}.`,
    greeting: hello(input.firstName),
    paragraphs: [
      'Your Premium subscription is cancelled, as you asked. You will not be charged again.',
      `Premium stays yours until ${until}. After that your account moves to the Free plan, and your conversations stay with you.`,
      `Changed your mind? Until ${until} you can resume your subscription in Settings -> Plan with "Resume subscription", and nothing changes.`,
    ],
    action: { label: 'Resume my subscription', url: input.manageUrl },
  });
}
