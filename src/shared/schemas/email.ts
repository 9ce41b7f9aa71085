import { z } from 'zod';

// The one rule for an e-mail address the product accepts from a form: only what the mailer can send
// (src/server/mail/mailer.ts checks every recipient with the same pattern). One mailbox, no display
// name, no list: "a@@b.co", commas and semicolons are refused at the form, not at the mailer.

/**
 * A dot-atom local part (RFC 5322 without quoted strings or comments), "@", and a domain of labels
 * joined by single dots, the last one of two or more characters. Dots and the "@" separate parts that
 * cannot contain them, so a match never backtracks far.
 */
export const MAILBOX_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]{2,}$/;

/** The longest address SMTP carries (RFC 5321's path limit less the brackets). */
export const EMAIL_MAX = 254;

export function isSendableEmail(address: string): boolean {
  return address.length <= EMAIL_MAX && MAILBOX_PATTERN.test(address);
}

/** An address typed into a form: trimmed, then one the mailer can send to, or `message`. */
export const sendableEmail = (message: string) =>
  z.string().trim().max(EMAIL_MAX, message).refine(isSendableEmail, message);
