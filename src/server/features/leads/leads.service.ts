// The mailing list: one subscriber per address, tags merged, the consent of each form stored, and the
// e-mail each form promises sent through the durable outbox.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ALREADY_SUBSCRIBED, type ContactInput, type LeadForm } from '../../../shared/schemas/leads.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages, subscriberConsents, subscribers, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { layout } from '../../mail/templates.ts';
import { leadMail, unsubscribeHeaders } from './lead-mails.ts';

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

/** The stored tags plus new ones, in the database (first-seen order, no duplicates). */
const mergedTags = (tags: string[]) =>
  sql`(select coalesce(jsonb_agg(tag order by first), '[]'::jsonb) from (
        select tag, min(n) as first
        from jsonb_array_elements_text(${subscribers.tags} || ${JSON.stringify(tags)}::jsonb) with ordinality as t(tag, n)
        group by tag) as merged)`;

/** Forms that promise a resource send it again to an address already on the list. */
const RESENDS: ReadonlySet<LeadForm> = new Set(['lead-magnet', '365access', 'exit-intent', 'scroll']);

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
        const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
        // The insert decides who is new: of two first sign-ups of one address at once, exactly one
        // inserts; the other waits for it, finds the row and merges into it below.
        let [subscriber] = await tx
          .insert(subscribers)
          .values({
            id: newId(),
            email: input.email,
            firstName: input.firstName,
            tags,
            userId: account?.id ?? null,
            unsubscribeToken: randomBytes(24).toString('base64url'),
          })
          .onConflictDoNothing({ target: subscribers.email })
          .returning();
        let already = false;
        if (!subscriber) {
          // Locked, so a concurrent sign-up merges after this one, not over it.
          const [existing] = await tx
            .select({ id: subscribers.id, unsubscribedAt: subscribers.unsubscribedAt })
            .from(subscribers)
            .where(eq(subscribers.email, input.email))
            .for('update');
          // Someone who unsubscribed and signs up again is welcomed back like a new reader.
          already = !existing!.unsubscribedAt;
          [subscriber] = await tx
            .update(subscribers)
            .set({
              tags: mergedTags(tags),
              unsubscribedAt: null,
              userId: sql`coalesce(${subscribers.userId}, ${account?.id ?? null})`,
            })
            .where(eq(subscribers.id, existing!.id))
            .returning();
        }
        await tx.insert(subscriberConsents).values({
          id: newId(),
          subscriberId: subscriber!.id,
          form: input.form,
          wording: CONSENT_WORDING[input.form],
        });
        if (!already || RESENDS.has(input.form)) {
          const url = unsubscribeUrl(subscriber!.unsubscribeToken);
          await mailer.send(
            {
              to: input.email,
              category: 'marketing',
              headers: unsubscribeHeaders(url),
              userId: subscriber!.userId,
              ...leadMail(input.form, input.firstName, appUrl, url),
            },
            tx,
          );
        }
        return already;
      });
      return { message: result ? ALREADY_SUBSCRIBED : 'Subscribed' };
    },

    /** One click: the token alone is the authority (RFC 8058); unknown tokens change nothing. */
    async unsubscribe(token: string): Promise<boolean> {
      const rows = await db
        .update(subscribers)
        .set({ unsubscribedAt: new Date() })
        .where(eq(subscribers.unsubscribeToken, token))
        .returning({ id: subscribers.id });
      return rows.length > 0;
    },

    async contact(input: Required<ContactInput>, sessionUserId: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        // Tied to the account with this address too, so deleting that account deletes the message.
        const [account] = sessionUserId
          ? [{ id: sessionUserId }]
          : await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email.toLowerCase()));
        const userId = account?.id ?? null;
        await tx.insert(contactMessages).values({ id: newId(), ...input, userId });
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
