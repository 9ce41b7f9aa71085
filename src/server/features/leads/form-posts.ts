// The lead and contact forms posted by the browser itself: the pre-rendered forms carry method="post"
// and an action, so a submit before the page's JavaScript has loaded (or without any) sends the fields
// in the body, never in an address that lands in history and logs. The answer is a redirect (303, so a
// reload does not post again) to a small page that says what the form's own success text says.
import type { Context } from 'hono';
import type { z } from 'zod';
import { ALREADY_SUBSCRIBED, type LeadForm } from '#shared/schemas/leads.ts';
import { lessonAnchor, seriesHasVideo } from '#shared/series.ts';
import { SERIES } from '#server/content/series.ts';
import { notFoundPage, simplePage } from '#server/http/simple-page.ts';
import { escapeHtml } from '#server/mail/escape-html.ts';

export const THANKS_PATH = '/api/leads/thanks';

type Outcome = 'subscribed' | 'already';

// docs/product/specification.md#lead-forms and docs/product/rulings.md#lead-forms-and-their-e-mails: the same
// texts the forms show as toasts when JavaScript handles them.
const LEAD_TEXTS: Record<LeadForm, Record<Outcome, string>> = {
  newsletter: {
    subscribed: "Welcome! You'll receive weekly encouragement in your inbox.",
    already: "You're already subscribed! Thanks for your continued interest.",
  },
  'lead-magnet': {
    subscribed: 'Thank you! Check your email for your free video guide.',
    already: 'Perfect! Check your email for the video guide link.',
  },
  'exit-intent': {
    subscribed: 'Perfect! Check your email for your free guide.',
    already: "You're already subscribed! Thanks for your continued interest.",
  },
  floating: {
    subscribed: 'Amazing! Check your email for encouragement.',
    already: "You're already subscribed! Thanks for your continued interest.",
  },
  scroll: {
    subscribed: 'Wonderful! Your prayer guide is on its way.',
    already: "You're already subscribed! Thanks for reading.",
  },
  '365access': {
    subscribed: 'Thank you! Check your email for your free 365 Days of Peace Video Series.',
    already: 'Perfect! Check your email for your complete peace series.',
  },
};

// The contact form's own "sent" state (marketing.strings.ts contactStrings).
const CONTACT_TITLE = 'Thank you for writing';
const CONTACT_TEXT =
  'Your message has reached us. We will reply to your e-mail within 24 hours, Monday to Friday.';

/**
 * Where each form lives, for the way back. A Map, as every table here is looked up by a name the
 * request gives: in a plain object "__proto__" or "toString" would find the prototype's members.
 */
const FORM_PAGES = new Map([
  ['365access', '/365access'],
  ['contact', '/contact'],
]);
const pageOf = (form: string) => FORM_PAGES.get(form) ?? '/';

/** A lead form's texts by its name, for names that are one of ours only. */
const leadTexts = (form: string): Record<Outcome, string> | undefined =>
  Object.hasOwn(LEAD_TEXTS, form) ? LEAD_TEXTS[form as LeadForm] : undefined;

/** A body a browser's own form submission sends (not the JSON of our scripts). */
export function isFormPost(c: Context): boolean {
  const type = c.req.header('content-type') ?? '';
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type);
}

/** The posted fields as text; a repeated field (tags) as a list. Files are ignored. */
export async function postedFields(c: Context): Promise<Record<string, string | string[]>> {
  // A body that does not parse (a multipart type without its boundary, say) has no fields: the
  // form's own checks then ask for them again, as for an empty form.
  const body = await c.req.parseBody({ all: true }).catch(() => ({}));
  // Without a prototype: a field named "__proto__" is one more (ignored) field, not the object's parent.
  const fields: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of Object.entries(body)) {
    const values = (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string');
    if (values.length > 0) fields[name] = values.length === 1 ? values[0]! : values;
  }
  return fields;
}

export const fieldText = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? (value[0] ?? '') : (value ?? '');

export const fieldList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Where a form post goes once accepted; a lead form's says whether the address was new. */
export function thanksLocation(form: string, message?: string): string {
  const query = new URLSearchParams({ form });
  if (message !== undefined) query.set('outcome', message === ALREADY_SUBSCRIBED ? 'already' : 'subscribed');
  return `${THANKS_PATH}?${query}`;
}

/**
 * The page a form post lands on (GET, so a reload is harmless). Only our redirects lead here, so a
 * form that is not one of ours is a page that does not exist.
 */
export function thanksPage(form: string, outcome: string): Response {
  const lead = leadTexts(form);
  if (!lead && form !== 'contact') {
    return notFoundPage();
  }
  const text = lead ? lead[outcome === 'already' ? 'already' : 'subscribed'] : CONTACT_TEXT;
  // Until a video is configured the series is read, not watched (docs/product/rulings.md#series-videos).
  const seriesLink = seriesHasVideo(SERIES.videos)
    ? '<a href="/365series">Watch the series</a>'
    : `<a href="/365series#${lessonAnchor(0)}">Read the lessons</a>`;
  const series = form === 'lead-magnet' || form === '365access' ? `<p>${seriesLink}</p>` : '';
  const heading = form === 'contact' ? CONTACT_TITLE : 'Thank you';
  return simplePage(
    `${heading} | Peace Coach`,
    `<h1>${heading}</h1><p role="status">${escapeHtml(text)}</p>${series}<p><a href="${escapeHtml(pageOf(form))}">Back to Peace Coach</a></p>`,
  );
}

/** A form post the schema refused: its message, and the way back to the form. */
export function formProblemPage(form: string, error: z.ZodError): Response {
  const message = error.issues[0]?.message ?? 'Please check the form and try again.';
  return simplePage(
    'Please check the form | Peace Coach',
    `<h1>Please check the form</h1><p class="note" role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(pageOf(form))}">Back to the form</a></p>`,
    { status: 400 },
  );
}
