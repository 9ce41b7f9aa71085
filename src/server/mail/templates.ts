// Our e-mails: one content model rendered twice, as HTML and as plain text, so the two never drift.
// The HTML sticks to what mail clients agree on: tables, inline styles, no external images. It sets
// its own light background and dark text, because dark-mode clients otherwise invert parts of it
// and can leave dark text on a dark background.
import { escapeHtml } from './escape-html.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailLink {
  text: string;
  href: string;
}

/** A paragraph: plain text, or text with inline links. Everything is escaped by the layout. */
export type Paragraph = string | ReadonlyArray<string | MailLink>;

export interface MailContent {
  subject: string;
  /** The preview line many inboxes show next to the subject. */
  preheader: string;
  greeting: string;
  paragraphs: readonly Paragraph[];
  action?: { label: string; url: string };
  after?: readonly Paragraph[];
  /** Who the e-mail is addressed to, for the footer's reason; an account holder unless said. */
  recipient?: MailRecipient;
}

/**
 * An account holder; someone on the mailing list (who may have no account at all); someone a member
 * invited to their family plan; or our own support inbox (the contact form).
 */
export type MailRecipient = 'account' | 'subscriber' | 'invitee' | 'support' | 'deletedAccount';

const COLORS = {
  page: '#f4f1ea',
  card: '#ffffff',
  text: '#1f2933',
  muted: '#52606d',
  accent: '#2f5d50',
  onAccent: '#ffffff',
};
const FONT = "Georgia, 'Times New Roman', serif";
const SIGN_OFF = 'With peace,';
const VERSE = '“Blessed are the peacemakers.” (Matthew 5:9)';
// The footer gives the reason the e-mail came; a list subscriber may never have made an account.
const FOOTERS: Record<MailRecipient, string> = {
  account: 'You are receiving this e-mail because of your Peace Coach account.',
  subscriber: 'You are receiving this e-mail because you joined the Peace Coach mailing list.',
  invitee: 'You are receiving this e-mail because a Peace Coach member invited you to share their plan.',
  support: 'This message came through the Peace Coach contact form.',
  // The last e-mail to a deleted account: there is no account any more to give as the reason.
  deletedAccount:
    'You are receiving this e-mail because your Peace Coach account was deleted at your request.',
};

// A link built from a bad value must never become javascript: or data: in someone's inbox.
function safeHref(href: string): string {
  if (!/^(https?:\/\/|mailto:)/i.test(href))
    throw new Error('mail: refusing a link that is not http(s) or mailto');
  return href;
}

function paragraphHtml(p: Paragraph, style: string): string {
  const parts = typeof p === 'string' ? [p] : p;
  const inner = parts
    .map((part) =>
      typeof part === 'string'
        ? escapeHtml(part)
        : `<a href="${escapeHtml(safeHref(part.href))}" style="color:${COLORS.accent};">${escapeHtml(part.text)}</a>`,
    )
    .join('');
  return `<p style="${style}">${inner}</p>`;
}

function paragraphText(p: Paragraph): string {
  const parts = typeof p === 'string' ? [p] : p;
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const target = part.href.replace(/^mailto:/i, '');
      return part.text === target ? target : `${part.text} (${target})`;
    })
    .join('');
}

function buttonHtml(action: { label: string; url: string }): string {
  const href = escapeHtml(safeHref(action.url));
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td bgcolor="${COLORS.accent}" style="background-color:${COLORS.accent};border-radius:6px;">
<a href="${href}" style="display:inline-block;padding:12px 24px;font-family:Arial, sans-serif;font-size:16px;font-weight:bold;color:${COLORS.onAccent};text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:14px;color:${COLORS.muted};">If the button does not work, copy this link into your browser:<br>
<a href="${href}" style="color:${COLORS.accent};word-break:break-all;">${escapeHtml(action.url)}</a></p>`;
}

export function layout(content: MailContent): RenderedMail {
  const p = `margin:0 0 16px;color:${COLORS.text};`;
  const footer = FOOTERS[content.recipient ?? 'account'];
  const body = [
    paragraphHtml(content.greeting, p),
    ...content.paragraphs.map((x) => paragraphHtml(x, p)),
    content.action ? buttonHtml(content.action) : '',
    ...(content.after ?? []).map((x) => paragraphHtml(x, p)),
    `<p style="margin:24px 0 0;color:${COLORS.text};">${escapeHtml(SIGN_OFF)}<br>Peace Coach</p>`,
  ].join('\n');

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLORS.page}" style="background-color:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLORS.card}" style="max-width:560px;background-color:${COLORS.card};color:${COLORS.text};border-radius:8px;">
<tr><td style="padding:32px 32px 8px;font-family:${FONT};font-size:16px;line-height:1.6;color:${COLORS.text};">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${COLORS.accent};">Peace Coach</p>
${body}
</td></tr>
<tr><td style="padding:16px 32px 32px;font-family:${FONT};font-size:13px;line-height:1.5;color:${COLORS.muted};">
<p style="margin:0 0 8px;color:${COLORS.muted};font-style:italic;">${escapeHtml(VERSE)}</p>
<p style="margin:0;color:${COLORS.muted};">${escapeHtml(footer)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    content.greeting,
    ...content.paragraphs.map(paragraphText),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.after ?? []).map(paragraphText),
    `${SIGN_OFF}\nPeace Coach`,
    `--\n${VERSE}\n${footer}`,
  ].join('\n\n');

  return { subject: content.subject, html, text: `${text}\n` };
}

function greet(firstName: string): string {
  const name = firstName.replace(/\s+/g, ' ').trim();
  return name ? `Hi ${name},` : 'Hi there,';
}

export function confirmEmailTemplate(input: { firstName: string; url: string }): RenderedMail {
  return layout({
    subject: 'Confirm your e-mail address for Peace Coach',
    preheader: 'One click and your account is ready.',
    greeting: greet(input.firstName),
    paragraphs: [
      'Welcome to Peace Coach. We are glad you are here.',
      'Please confirm that this is your e-mail address, so we can reach you about your account when it matters.',
    ],
    action: { label: 'Confirm my e-mail address', url: input.url },
    after: ['If you did not create a Peace Coach account, you can simply ignore this e-mail.'],
  });
}

export function resetPasswordTemplate(input: { firstName: string; url: string }): RenderedMail {
  return layout({
    subject: 'Reset your Peace Coach password',
    preheader: 'A link to choose a new password. It works for 1 hour.',
    greeting: greet(input.firstName),
    paragraphs: [
      'We received a request to reset the password for your Peace Coach account.',
      'You can choose a new one with the link below. The link works for 1 hour and can be used once.',
    ],
    action: { label: 'Choose a new password', url: input.url },
    after: ['If you did not ask for this, you can ignore this e-mail. Your password will stay as it is.'],
  });
}

export function passwordChangedTemplate(input: { firstName: string; supportEmail: string }): RenderedMail {
  const support = { text: input.supportEmail, href: `mailto:${input.supportEmail}` };
  return layout({
    subject: 'Your Peace Coach password was changed',
    preheader: 'A short security notice about your account.',
    greeting: greet(input.firstName),
    paragraphs: [
      'This is a short note to let you know that the password for your Peace Coach account was just changed.',
      'If this was you, there is nothing more to do.',
      [
        'If it was not you, please reset your password right away with “Forgot password” on the log-in page, and write to us at ',
        support,
        ' so we can help keep your account safe.',
      ],
    ],
  });
}
