import { Hono } from 'hono';
import { acceptInviteSchema, familyInviteSchema } from '#shared/schemas/billing.ts';
import type { Auth } from '#server/auth/auth.ts';
import { requireSession, type SessionEnv } from '#server/auth/session.ts';
import { jsonBody } from '#server/http/validate.ts';
import { InviteLimitReached, type FamilyService } from './family.service.ts';

export function familyRoutes(auth: Auth, family: FamilyService) {
  return new Hono<SessionEnv>()
    .use(requireSession(auth))
    .get('/', async (c) => c.json(await family.view(c.get('session').user.id)))
    .post('/invites', jsonBody(familyInviteSchema), async (c) => {
      await family.invite(c.get('session').user.id, c.req.valid('json').email).catch((error: unknown) => {
        if (error instanceof InviteLimitReached) c.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      });
      return c.json(await family.view(c.get('session').user.id), 201);
    })
    .delete('/invites/:id', async (c) => {
      await family.revoke(c.get('session').user.id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/invites/:id/approve', async (c) => {
      await family.approve(c.get('session').user.id, c.req.param('id'));
      return c.json(await family.view(c.get('session').user.id));
    })
    .delete('/members/:id', async (c) => {
      await family.removeMember(c.get('session').user.id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/leave', async (c) => {
      await family.leave(c.get('session').user.id);
      return c.body(null, 204);
    })
    .post('/accept', jsonBody(acceptInviteSchema), async (c) => {
      const { user } = c.get('session');
      return c.json(
        await family.useInvite(
          { id: user.id, email: user.email, emailVerified: user.emailVerified },
          c.req.valid('json').code,
        ),
      );
    });
}
