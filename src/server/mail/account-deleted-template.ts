// The last e-mail an account gets, sent to its address after the deletion
// (docs/product/rulings.md#deleting-an-account). It says what is gone and offers no way to sign in:
// there is nothing left to sign in to.
import { layout, type RenderedMail } from './templates.ts';

export function accountDeletedTemplate(input: { firstName: string; supportEmail: string }): RenderedMail {
  const name = input.firstName.replace(/\s+/g, ' ').trim();
  const support = { text: input.supportEmail, href: `mailto:${input.supportEmail}` };
  return layout({
    subject: 'Your Peace Coach account has been deleted',
    preheader: 'Your account and everything in it are gone, as you asked.',
    greeting: name ? `Hi ${name},` : 'Hi there,',
    paragraphs: [
      'As you asked, we have deleted your Peace Coach account. This cannot be undone.',
      'We deleted your profile, your conversations with the coach, the notes the coach kept, your usage, your notification settings and reminders, your family plan invitations and sharing, your sessions on every device, and your place on our mailing list.',
      'If you had a subscription, it was cancelled first, and you will not be charged again. We keep only the record of past payment events, without your name or e-mail address.',
      [
        'If you did not ask for this, please write to us at ',
        support,
        '. You are always welcome to start again with a new account.',
      ],
    ],
    recipient: 'deletedAccount',
  });
}
