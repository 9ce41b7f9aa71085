import { Hono } from 'hono';
import {
  notificationPreferencesSchema,
  waitlistSchema,
  type WaitlistsJoined,
} from '#shared/notifications.ts';
import type { Auth } from '#server/auth/auth.ts';
import { requireSession, type SessionEnv } from '#server/auth/session.ts';
import { AppError } from '#server/http/app-error.ts';
import type { AppEnv } from '#server/http/request-context.ts';
import { jsonBody } from '#server/http/validate.ts';
import { escapeHtml } from '#server/mail/escape-html.ts';
import { simplePage } from '#server/http/simple-page.ts';
import type { PreferencesService } from './preferences.service.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';
import type { WaitlistService } from './waitlist.service.ts';

export const NOTIFICATION_UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

export function notificationRoutes(auth: Auth, preferences: PreferencesService, waitlists: WaitlistService) {
  return new Hono<SessionEnv>()
    .use(requireSession(auth))
    .get('/preferences', async (c) => c.json(await preferences.get(c.get('session').user.id)))
    .put('/preferences', jsonBody(notificationPreferencesSchema), async (c) =>
      c.json(await preferences.save(c.get('session').user.id, c.req.valid('json'))),
    )
    .get('/waitlist', async (c) => {
      const joined: WaitlistsJoined = { joined: await waitlists.joined(c.get('session').user.id) };
      return c.json(joined);
    })
    .post('/waitlist', jsonBody(waitlistSchema), async (c) => {
      const { user } = c.get('session');
      await waitlists.join({ userId: user.id, role: user.role }, c.req.valid('json').feature);
      return c.json({ joined: true });
    });
}

/** One-click unsubscribe from one kind of account e-mail, authenticated by the link's signature. */
export function notificationUnsubscribeRoutes(preferences: PreferencesService, links: UnsubscribeLinks) {
  const check = (u: string, p: string, s: string) => {
    if (!links.verify(u, p, s))
      throw new AppError('invalid_link', 400, 'This unsubscribe link is not valid.');
    return p;
  };
  return new Hono<AppEnv>()
    .get('/', (c) => {
      const { u = '', p = '', s = '' } = c.req.query();
      check(u, p, s);
      const action = `${NOTIFICATION_UNSUBSCRIBE_PATH}?u=${encodeURIComponent(u)}&p=${encodeURIComponent(p)}&s=${encodeURIComponent(s)}`;
      return simplePage(
        'Unsubscribe | Peace Coach',
        `<h1>Unsubscribe</h1><p>Stop these e-mails?</p><form method="post" action="${escapeHtml(action)}" data-auto-submit><button type="submit">Unsubscribe</button></form>`,
        // One click for a person, nothing for a scanner that only fetches the link (see leads.routes.ts).
        { script: '/unsubscribe.js' },
      );
    })
    .post('/', async (c) => {
      const { u = '', p = '', s = '' } = c.req.query();
      const pref = check(u, p, s) as 'updates' | 'devotionals' | 'prayerReminders' | 'marketing';
      const current = await preferences.get(u);
      await preferences.save(u, { ...current, email: { ...current.email, [pref]: false } });
      return simplePage(
        'Unsubscribed | Peace Coach',
        '<h1>You are unsubscribed</h1><p>You can change this any time in Settings, under Notifications.</p><p><a href="/settings?tab=notifications">Open Settings</a></p>',
      );
    });
}
