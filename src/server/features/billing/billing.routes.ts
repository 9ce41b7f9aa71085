import { Hono } from 'hono';
import { checkoutSchema, confirmCheckoutSchema } from '../../../shared/schemas/billing.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireSession, type SessionEnv } from '../../auth/session.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { jsonBody } from '../../http/validate.ts';
import type { BillingService } from './billing.service.ts';
import { type PaymentProvider, WebhookPayloadError, WebhookSignatureError } from './payment-provider.ts';

export const WEBHOOK_PATH = '/api/billing/webhook';

export function billingRoutes(auth: Auth, billing: BillingService) {
  const signedIn = requireSession(auth);
  // Spec section 5: checkout needs a fresh valid session, and a role update an authenticated user.
  const freshSession = requireSession(auth, 'Please log in again and try again.');
  const authenticated = requireSession(auth, 'User not authenticated');
  return new Hono<SessionEnv>()
    .get('/status', signedIn, async (c) => c.json(await billing.status(c.get('session').user.id)))
    .post('/checkout', freshSession, jsonBody(checkoutSchema), async (c) => {
      const { user } = c.get('session');
      if (!user.email) {
        throw new AppError(
          'account_issue',
          400,
          "Account issue: Your account doesn't have a valid email address. Please contact support.",
        );
      }
      return c.json(
        await billing.checkout(
          { id: user.id, email: user.email, name: user.name },
          c.req.valid('json').source,
        ),
      );
    })
    .post('/portal', signedIn, async (c) => c.json(await billing.portal(c.get('session').user.id)))
    .post('/refresh', authenticated, async (c) => c.json(await billing.refresh(c.get('session').user.id)))
    .post('/confirm', authenticated, jsonBody(confirmCheckoutSchema), async (c) =>
      c.json(await billing.confirm(c.get('session').user.id, c.req.valid('json').sessionId)),
    );
}

/** Provider webhooks: authenticated by signature over the raw body, so exempt from the origin check. */
export function webhookRoutes(provider: PaymentProvider, billing: BillingService) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const raw = await c.req.text();
    let event;
    try {
      event = await provider.verifyWebhook(raw, c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw new AppError('invalid_signature', 400, 'The webhook signature could not be verified.');
      }
      if (error instanceof WebhookPayloadError) {
        throw new AppError('invalid_event', 400, 'The webhook body is not an event.');
      }
      throw error;
    }
    const outcome = await billing.handleEvent(event);
    return c.json({ received: true, outcome });
  });
}
