import { Hono } from 'hono';
import { checkoutSchema, confirmCheckoutSchema } from '#shared/schemas/billing.ts';
import type { Auth } from '#server/auth/auth.ts';
import { requireSession, type SessionEnv } from '#server/auth/session.ts';
import { AppError } from '#server/http/app-error.ts';
import type { AppEnv } from '#server/http/request-context.ts';
import { jsonBody } from '#server/http/validate.ts';
import type { BillingService } from './billing.service.ts';
import { type PaymentProvider, WebhookPayloadError, WebhookSignatureError } from './payment-provider.ts';

export const WEBHOOK_PATH = '/api/billing/webhook';

export function billingRoutes(auth: Auth, billing: BillingService) {
  const signedIn = requireSession(auth);
  // Checkout needs a valid session (docs/product/specification.md#checkout-start), and a role update a
  // signed-in user (docs/product/specification.md#success-page-and-role-update).
  const freshSession = requireSession(auth, 'Please log in again and try again.');
  const authenticated = requireSession(auth, 'User not authenticated');
  return (
    new Hono<SessionEnv>()
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
      // docs/product/rulings.md#the-trial-once: /pricing and /upgrade show the trial only when it is this user's to have.
      .get('/trial', signedIn, async (c) => c.json(await billing.trialOffer(c.get('session').user)))
      .post('/portal', signedIn, async (c) => c.json(await billing.portal(c.get('session').user.id)))
      .post('/resume', signedIn, async (c) => c.json(await billing.resume(c.get('session').user.id)))
      .post('/refresh', authenticated, async (c) => c.json(await billing.refresh(c.get('session').user.id)))
      .post('/confirm', authenticated, jsonBody(confirmCheckoutSchema), async (c) =>
        c.json(await billing.confirm(c.get('session').user.id, c.req.valid('json').sessionId)),
      )
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
