import { layout, type RenderedMail } from '../../mail/templates.ts';

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
