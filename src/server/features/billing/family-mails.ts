import { layout, type RenderedMail } from '../../mail/templates.ts';

export function familyInviteMail(input: {
  inviterName: string;
  code: string;
  appUrl: string;
  days: number;
}): RenderedMail {
  const who = input.inviterName.trim() || 'Your partner';
  return layout({
    recipient: 'invitee',
    subject: `${who} invited you to share Peace Coach Premium`,
    preheader: 'Join their plan with your own private account.',
    greeting: 'Hello,',
    paragraphs: [
      `${who} has invited you to join their Peace Coach Premium plan. You get your own private account and conversations; only the plan is shared.`,
      `The invitation works for ${input.days} days.`,
    ],
    action: {
      label: 'Accept the invitation',
      url: `${input.appUrl}/signup?invite=${encodeURIComponent(input.code)}`,
    },
    after: [
      [
        'Already have an account? Sign in and open ',
        {
          text: `${input.appUrl}/invite/${input.code}`,
          href: `${input.appUrl}/invite/${encodeURIComponent(input.code)}`,
        },
        ' instead.',
      ],
    ],
  });
}
