import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { contactSchema, leadSchema } from '#shared/schemas/leads.ts';
import type { Auth } from '#server/auth/auth.ts';
import { readSession } from '#server/auth/session.ts';
import type { Database } from '#server/db/client.ts';
import type { AppEnv } from '#server/http/request-context.ts';
import { rateLimit } from '#server/http/rate-limit.ts';
import { jsonBody } from '#server/http/validate.ts';
import { simplePage } from '#server/http/simple-page.ts';
import {
  fieldList,
  fieldText,
  formProblemPage,
  isFormPost,
  postedFields,
  thanksLocation,
  thanksPage,
} from './form-posts.ts';
import type { LeadsService } from './leads.service.ts';

export const UNSUBSCRIBE_PATH = '/api/leads/unsubscribe';

/**
 * A lead form posted by the browser itself (form-encoded, before or without our JavaScript): the same
 * validation and service as the JSON call, answered with a redirect to the form's thank-you page.
 * JSON requests pass through untouched. The same-origin check has already run (app.ts).
 */
const leadFormPost = (leads: LeadsService) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!isFormPost(c)) return next();
    const fields = await postedFields(c);
    const form = fieldText(fields.form);
    const parsed = leadSchema.safeParse({
      form,
      firstName: fieldText(fields.firstName),
      email: fieldText(fields.email),
      ...(fields.tags ? { tags: fieldList(fields.tags) } : {}),
    });
    if (!parsed.success) return formProblemPage(form, parsed.error);
    const { message } = await leads.subscribe(parsed.data);
    return c.redirect(thanksLocation(parsed.data.form, message), 303);
  });

export function leadRoutes(deps: { db: Database; leads: LeadsService; trustedProxyHops: number }) {
  const limited = rateLimit(deps.db, { name: 'leads', max: 5, windowSeconds: 600 }, deps.trustedProxyHops);
  const formPost = leadFormPost(deps.leads);
  return new Hono<AppEnv>()
    .post('/subscribe', limited, formPost, jsonBody(leadSchema), async (c) =>
      c.json(await deps.leads.subscribe(c.req.valid('json'))),
    )
    .post('/lead-magnet', limited, formPost, jsonBody(leadSchema), async (c) =>
      c.json(await deps.leads.subscribe(c.req.valid('json'))),
    )
    .get('/thanks', (c) => thanksPage(c.req.query('form') ?? '', c.req.query('outcome') ?? ''));
}

/** The script that posts an unsubscribe page's form on load (public/unsubscribe.js). */
export const AUTO_SUBMIT_SCRIPT = '/unsubscribe.js';

/**
 * Unsubscribe by token. The e-mailed link is one click for a person: its page posts its own form as
 * soon as it loads in a browser (a script of ours, as the CSP allows no inline script), while a mail
 * scanner that only fetches links changes nothing, since only the POST unsubscribes. The button stays
 * for browsers without JavaScript. Mail clients send the RFC 8058 one-click POST themselves.
 */
export function unsubscribeRoutes(leads: LeadsService) {
  return new Hono<AppEnv>()
    .get('/', (c) => {
      const token = c.req.query('token') ?? '';
      return simplePage(
        'Unsubscribe | Peace Coach',
        `<h1>Unsubscribe</h1><p>Stop receiving Peace Coach encouragement e-mails at this address?</p><form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}" data-auto-submit><button type="submit">Unsubscribe</button></form>`,
        { script: AUTO_SUBMIT_SCRIPT },
      );
    })
    .post('/', async (c) => {
      const done = await leads.unsubscribe(c.req.query('token') ?? '');
      return simplePage(
        'Unsubscribed | Peace Coach',
        done
          ? '<h1>You are unsubscribed</h1><p>You will not receive these e-mails any more. Thank you for the time we shared.</p><p><a href="/">Back to Peace Coach</a></p>'
          : '<h1>Link not recognised</h1><p>This unsubscribe link is not valid. If you keep receiving e-mails, reply to one and we will remove you by hand.</p>',
      );
    });
}

export function contactRoutes(deps: {
  db: Database;
  auth: Auth;
  leads: LeadsService;
  trustedProxyHops: number;
}) {
  const limited = rateLimit(deps.db, { name: 'contact', max: 5, windowSeconds: 600 }, deps.trustedProxyHops);
  // The pre-rendered contact form posted before or without our JavaScript (see leadFormPost).
  const formPost = createMiddleware<AppEnv>(async (c, next) => {
    if (!isFormPost(c)) return next();
    const fields = await postedFields(c);
    const parsed = contactSchema.safeParse(
      Object.fromEntries(['name', 'email', 'subject', 'message'].map((k) => [k, fieldText(fields[k])])),
    );
    if (!parsed.success) return formProblemPage('contact', parsed.error);
    const session = await readSession(deps.auth, c);
    await deps.leads.contact(parsed.data, session?.user.id ?? null);
    return c.redirect(thanksLocation('contact'), 303);
  });
  return new Hono<AppEnv>().post('/', limited, formPost, jsonBody(contactSchema), async (c) => {
    const session = await readSession(deps.auth, c);
    await deps.leads.contact(c.req.valid('json'), session?.user.id ?? null);
    return c.json({ message: 'Thank you! We will reply within 24 hours, Monday to Friday.' });
  });
}
