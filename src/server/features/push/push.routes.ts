// /api/push: the VAPID key, and the signed-in user's devices (docs/architecture.md#web-push).
import { Hono } from 'hono';
import {
  type PushDevices,
  type PushKey,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '#shared/schemas/push.ts';
import type { Auth } from '#server/auth/auth.ts';
import { requireSession, type SessionEnv } from '#server/auth/session.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import { jsonBody } from '#server/http/validate.ts';
import { deviceLabel } from './device-label.ts';
import { acceptsEndpoint } from './push-endpoints.ts';
import { deleteSubscription, subscriptionsOf, upsertSubscription } from './push.queries.ts';
import type { PushSender } from './push.sender.ts';

export function pushRoutes(auth: Auth, db: Database, sender: PushSender, isProduction: boolean) {
  return new Hono<SessionEnv>()
    .use(requireSession(auth))
    .get('/key', (c) => {
      const key: PushKey = sender.publicKey
        ? { enabled: true, publicKey: sender.publicKey }
        : { enabled: false };
      return c.json(key);
    })
    .get('/subscriptions', async (c) => {
      const rows = await subscriptionsOf(db, c.get('session').user.id);
      const devices: PushDevices = {
        devices: rows.map((r) => ({ id: r.id, label: r.label, createdAt: r.createdAt.toISOString() })),
      };
      return c.json(devices);
    })
    .post('/subscriptions', jsonBody(pushSubscriptionSchema), async (c) => {
      if (!sender.enabled) throw notFound('Notifications are not turned on for this site.');
      const { endpoint, keys } = c.req.valid('json');
      if (!acceptsEndpoint(endpoint, isProduction))
        throw new AppError('validation_failed', 400, 'This push service is not supported.', {
          endpoint: 'This push service is not supported.',
        });
      await upsertSubscription(db, {
        userId: c.get('session').user.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        label: deviceLabel(c.req.header('user-agent') ?? ''),
      });
      return c.json({ subscribed: true }, 201);
    })
    .delete('/subscriptions', jsonBody(pushUnsubscribeSchema), async (c) => {
      await deleteSubscription(db, c.get('session').user.id, c.req.valid('json').endpoint);
      return c.json({ subscribed: false });
    });
}
