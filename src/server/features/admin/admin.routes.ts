// /api/admin: the operator's console. Every route is behind requireAdmin; actions take the account's
// id in the body and are each written to the audit log by the service.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '#server/auth/auth.ts';
import type { SessionEnv } from '#server/auth/session.ts';
import { jsonBody, queryParams } from '#server/http/validate.ts';
import type { AdminService } from './admin.service.ts';
import { requireAdmin } from './require-admin.ts';

const userAction = z.object({ userId: z.string().trim().min(1, 'Choose an account.').max(100) });
const userSearch = z.object({
  q: z.string().trim().min(1, 'Type part of an e-mail address or a name.').max(200),
});

export function adminRoutes(auth: Auth, admin: AdminService, adminEmails: readonly string[]) {
  const acting = (c: { get(key: 'session'): { user: { id: string; email: string } } }) => {
    const { id, email } = c.get('session').user;
    return { id, email };
  };
  return (
    new Hono<SessionEnv>()
      .use(requireAdmin(auth, adminEmails, (userId) => admin.passwordChosenByOwner(userId)))
      // The page asks first: a 404 here shows the visitor the app's own 404 page.
      .get('/me', (c) => c.json({ email: acting(c).email }))
      .get('/funnel', async (c) => c.json(await admin.funnel()))
      .get('/revenue', async (c) => c.json(await admin.revenue()))
      .get('/health', async (c) => c.json(await admin.health()))
      .get('/users', queryParams(userSearch), async (c) =>
        c.json({ users: await admin.searchUsers(acting(c), c.req.valid('query').q) }),
      )
      .get('/leads/export', async (c) => {
        const csv = await admin.leadsCsv(acting(c));
        const day = new Date().toISOString().slice(0, 10);
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="peace-coach-mailing-list-${day}.csv"`);
        return c.body(csv);
      })
      .post('/users/resend-confirmation', jsonBody(userAction), async (c) => {
        await admin.resendConfirmation(acting(c), c.req.valid('json').userId);
        return c.body(null, 204);
      })
      .post('/users/grant-premium', jsonBody(userAction), async (c) => {
        await admin.grantPremium(acting(c), c.req.valid('json').userId);
        return c.body(null, 204);
      })
      .post('/users/end-premium', jsonBody(userAction), async (c) => {
        await admin.endPremium(acting(c), c.req.valid('json').userId);
        return c.body(null, 204);
      })
      .post('/users/end-sessions', jsonBody(userAction), async (c) => {
        const ended = await admin.endSessions(acting(c), c.req.valid('json').userId);
        return c.json({ ended });
      })
  );
}
