// Lead forms: each form's own validation order and texts, shared by the forms and the server
// (docs/product/specification.md#lead-form-fields, docs/product/specification.md#lead-forms).
import { z } from 'zod';
import { isSendableEmail, sendableEmail } from './email.ts';
import { isSingleLine, SINGLE_LINE_MESSAGE, singleLine } from './text.ts';

export const LEAD_FORMS = [
  'newsletter',
  'lead-magnet',
  'exit-intent',
  'floating',
  'scroll',
  '365access',
] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

export const leadMessages = {
  bothRequired: 'Please enter both your name and email',
  emailRequired: 'Please enter your email address',
  nameRequired: 'Please enter your name',
  invalidEmail: 'Please enter a valid email address',
} as const;

/** The first problem with a lead form's fields, in the order that form checks them; null when fine. */
export function leadFormError(form: LeadForm, input: { firstName: string; email: string }): string | null {
  const name = input.firstName.trim();
  const email = input.email.trim();
  if (form === 'newsletter') {
    if (!email) return leadMessages.emailRequired;
    if (!name) return leadMessages.nameRequired;
  } else if (!name || !email) {
    return leadMessages.bothRequired;
  }
  // One address the mailer can send to (docs/product/specification.md#lead-form-fields asks for text, @,
  // text, dot, text; the shared rule is that, without the lists and brackets the mailer refuses).
  return isSendableEmail(email) ? null : leadMessages.invalidEmail;
}

export const leadSchema = z
  .object({
    form: z.enum(LEAD_FORMS),
    firstName: z
      .string()
      .max(100, 'Please use at most 100 characters.')
      .refine(isSingleLine, SINGLE_LINE_MESSAGE),
    email: z.string().max(254, leadMessages.invalidEmail),
    tags: z
      .array(z.enum(['365series']))
      .max(5)
      .optional(),
  })
  .superRefine((value, ctx) => {
    const message = leadFormError(value.form, value);
    if (message)
      ctx.addIssue({
        code: 'custom',
        message,
        path: [message === leadMessages.nameRequired ? 'firstName' : 'email'],
      });
  })
  .transform((v) => ({ ...v, firstName: v.firstName.trim(), email: v.email.trim().toLowerCase() }));
export type LeadInput = z.input<typeof leadSchema>;

/**
 * The server's answer when the address was already on the list
 * (docs/product/specification.md#leads-contact-and-notifications).
 */
export const ALREADY_SUBSCRIBED = 'Email already subscribed';

export const contactSchema = z.object({
  name: singleLine().min(1, 'Please enter your name').max(100),
  email: sendableEmail(leadMessages.invalidEmail),
  subject: singleLine().min(1, 'Please enter a subject').max(200),
  message: z
    .string()
    .trim()
    .min(1, 'Please write your message')
    .max(5_000, 'Please keep your message under 5,000 characters.'),
});
export type ContactInput = z.input<typeof contactSchema>;
