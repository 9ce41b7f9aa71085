import { Hono } from 'hono';
import { contactSchema, leadSchema } from '../../../shared/schemas/leads.ts';
import type { Auth } from '../../auth/auth.ts';
import { readSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { jsonBody } from '../../http/validate.ts';
import { simplePage } from '../../http/simple-page.ts';
import type { LeadsService } from './leads.service.ts';

export const UNSUBSCRIBE_PATH = '/api/leads/unsubscribe';
export function leadRoutes(deps: { db: Database; leads: LeadsService; trustedProxyHops: number }) {
  const limited = rateLimit(deps.db, { name: 'leads', max: 5, windowSeconds: 600 }, deps.trustedProxyHops);
  return new Hono<AppEnv>()
    .post('/subscribe', limited, jsonBody(leadSchema), async (c) =>
      c.json(await deps.leads.subscribe(c.req.valid('json'))),
    )
    .post('/lead-magnet', limited, jsonBody(leadSchema), async (c) =>
      c.json(await deps.leads.subscribe(c.req.valid('json'))),
    );
}

/** Unsubscribe by token: a page with one button, and the RFC 8058 one-click POST mail clients send. */
export function unsubscribeRoutes(leads: LeadsService) {
  return new Hono<AppEnv>()
    .get('/', (c) => {
      const token = c.req.query('token') ?? '';
      return simplePage(
        'Unsubscribe | Peace Coach',
        `<h1>Unsubscribe</h1><p>Stop receiving Peace Coach encouragement e-mails at this address?</p><form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>`,
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
  return new Hono<AppEnv>().post('/', limited, jsonBody(contactSchema), async (c) => {
    const session = await readSession(deps.auth, c);
    await deps.leads.contact(c.req.valid('json'), session?.user.id ?? null);
    return c.json({ message: 'Thank you! We will reply within 24 hours, Monday to Friday.' });
  });
}
