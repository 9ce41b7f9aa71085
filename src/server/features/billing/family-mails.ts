import { layout, type RenderedMail } from '#server/mail/templates.ts';

/**
 * Fixed: the inviter's name is theirs to choose ("Visit evil.example NOW"), and a subject is what an
 * inbox shows before anyone opens the message.
 */
export const INVITE_SUBJECT = 'An invitation to share Peace Coach Premium';

export function familyInviteMail(input: {
  inviterName: string;
  code: string;
  appUrl: string;
  days: number;
}): RenderedMail {
  const who = input.inviterName.trim() || 'Your partner';
  return layout({
    recipient: 'invitee',
    subject: INVITE_SUBJECT,
    preheader: 'Join their plan with your own private account.',
    greeting: 'Hello,',
    paragraphs: [
      `${who} has invited you to join their Peace Coach Premium plan. You get your own private account and conversations; only the plan is shared.`,
      `The invitation works for ${input.days} days.`,
      // The sign-up form asks for the code: a reader whose mail app breaks or hides the link can type it.
      `Your invitation code: ${input.code}`,
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
