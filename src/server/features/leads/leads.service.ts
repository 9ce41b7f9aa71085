// The mailing list: one subscriber per address, tags merged, the consent of each form stored, and the
// e-mail each form promises sent through the durable outbox.
import { randomBytes } from 'node:crypto';
import { ALREADY_SUBSCRIBED, type ContactInput, type LeadForm } from '#shared/schemas/leads.ts';
import type { Database } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { layout } from '#server/mail/templates.ts';
import { leadMail, unsubscribeHeaders } from './lead-mails.ts';
import * as queries from './leads.queries.ts';

/** The consent wording each form shows beside its button; stored with every sign-up. */
export const CONSENT_WORDING: Record<LeadForm, string> = {
  newsletter: 'Send me weekly encouragement by e-mail. I can unsubscribe at any time.',
  'lead-magnet': 'Send me the free video series and weekly guidance e-mails. I can unsubscribe at any time.',
  'exit-intent':
    'Send me the free guide and occasional encouragement by e-mail. I can unsubscribe at any time.',
  floating: 'Send me encouragement by e-mail. I can unsubscribe at any time.',
  scroll: 'Send me the prayer guide and occasional encouragement by e-mail. I can unsubscribe at any time.',
  '365access':
    'Send me the 365 Days of Peace series, daily prompts and weekly guidance e-mails. I can unsubscribe at any time.',
};

/**
 * Which e-mail a form sends: the lead magnet and /365access both send the series. Each kind goes to an
 * address once (docs/product/rulings.md#lead-forms-and-their-e-mails), whatever form asks again.
 */
const MAIL_KIND: Record<LeadForm, string> = {
  newsletter: 'welcome',
  'lead-magnet': 'series',
  '365access': 'series',
  'exit-intent': 'reset-card',
  floating: 'encouragement',
  scroll: 'prayer-guide',
};

/** The outbox's dedupe key of a lead e-mail: its unique index makes a second send of a kind store nothing. */
const leadMailKey = (form: LeadForm, email: string) => `lead:${MAIL_KIND[form]}:${email.toLowerCase()}`;

export function createLeadsService(deps: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  supportEmail: string;
}) {
  const { db, mailer, appUrl } = deps;
  const unsubscribeUrl = (token: string) => `${appUrl}/api/leads/unsubscribe?token=${token}`;

  return {
    async subscribe(input: {
      form: LeadForm;
      firstName: string;
      email: string;
      tags?: string[];
    }): Promise<{ message: string }> {
      const tags = [...new Set(input.tags ?? [])];
      const result = await db.transaction(async (tx) => {
        const accountId = await queries.userIdByEmail(tx, input.email);
        // The insert decides who is new: of two first sign-ups of one address at once, exactly one
        // inserts; the other waits for it, finds the row and merges into it below.
        let subscriber = await queries.insertSubscriber(tx, {
          id: newId(),
          email: input.email,
          firstName: input.firstName,
          tags,
          userId: accountId,
          unsubscribeToken: randomBytes(24).toString('base64url'),
        });
        let already = false;
        if (!subscriber) {
          // Locked, so a concurrent sign-up merges after this one, not over it.
          const existing = await queries.lockSubscriberByEmail(tx, input.email);
          // Someone who unsubscribed and signs up again is welcomed back like a new reader.
          already = !existing!.unsubscribedAt;
          subscriber = await queries.resubscribe(tx, existing!.id, tags, accountId);
        }
        await queries.insertConsent(tx, {
          id: newId(),
          subscriberId: subscriber!.id,
          form: input.form,
          wording: CONSENT_WORDING[input.form],
        });
        // Sent once per address and kind; the answer is the same either way, so the form never tells
        // a visitor whether someone else's address had it before.
        const url = unsubscribeUrl(subscriber!.unsubscribeToken);
        await mailer.send(
          {
            to: input.email,
            category: 'marketing',
            headers: unsubscribeHeaders(url),
            userId: subscriber!.userId,
            dedupeKey: leadMailKey(input.form, input.email),
            ...leadMail(input.form, input.firstName, appUrl, url),
          },
          tx,
        );
        return already;
      });
      return { message: result ? ALREADY_SUBSCRIBED : 'Subscribed' };
    },

    /** One click: the token alone is the authority (RFC 8058); unknown tokens change nothing. */
    async unsubscribe(token: string): Promise<boolean> {
      return queries.unsubscribeByToken(db, token, new Date());
    },

    async contact(input: Required<ContactInput>, sessionUserId: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        // Tied to the account with this address too, so deleting that account deletes the message.
        const userId = sessionUserId
          ? sessionUserId
          : await queries.userIdByEmail(tx, input.email.toLowerCase());
        await queries.insertContactMessage(tx, { id: newId(), ...input, userId });
        await mailer.send(
          {
            to: deps.supportEmail,
            userId,
            headers: { 'Reply-To': input.email },
            ...layout({
              recipient: 'support',
              subject: `Contact form: ${input.subject}`,
              preheader: `From ${input.name}`,
              greeting: 'A message from the contact form:',
              paragraphs: [
                `From: ${input.name} <${input.email}>`,
                `Subject: ${input.subject}`,
                input.message,
              ],
            }),
          },
          tx,
        );
      });
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
