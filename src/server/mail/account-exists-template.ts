// The notice to an account's owner when someone signs up with their address while confirmation is
// required: the sign-up itself is answered as for a new address, so only the owner learns of it.
import { layout, type RenderedMail } from './templates.ts';

export function accountExistsTemplate(input: {
  firstName: string;
  signInUrl: string;
  resetUrl: string;
}): RenderedMail {
  const name = input.firstName.replace(/\s+/g, ' ').trim();
  return layout({
    subject: 'You already have a Peace Coach account',
    preheader: 'Someone tried to create a new account with this e-mail address.',
    greeting: name ? `Hi ${name},` : 'Hi there,',
    paragraphs: [
      'Someone just tried to create a new Peace Coach account with this e-mail address. You already have an account, so nothing was changed.',
      'If it was you, you can simply log in with your password.',
    ],
    action: { label: 'Log in to Peace Coach', url: input.signInUrl },
    after: [
      [
        'If you have forgotten your password, you can ',
        { text: 'choose a new one here', href: input.resetUrl },
        '. If it was not you, you can ignore this e-mail: your account stays as it is.',
      ],
    ],
  });
}
