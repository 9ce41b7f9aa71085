// Pages of the built-in test provider, served by our own server (only when Stripe is not configured).
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth.ts';
import { readSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { billingCustomers, testCheckoutSessions, testProviderSubscriptions } from '../../db/schema.ts';
import { AppError, notFound, unauthorized } from '../../http/app-error.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { alreadySubscribed, type BillingService } from './billing.service.ts';
import { testCheckoutPage, testPortalPage } from './test-provider-pages.ts';
import type { TestProvider } from './test-provider.ts';

export function testProviderRoutes(deps: {
  db: Database;
  auth: Auth;
  provider: TestProvider;
  billing: BillingService;
  appUrl: string;
  now: () => Date;
}) {
  const { db, auth, provider, billing } = deps;

  /** Checkout sessions and portals belong to one signed-in user. */
  const currentUser = async (c: Parameters<typeof readSession>[1]) => {
    const session = await readSession(auth, c);
    if (!session) throw unauthorized();
    return session.user.id;
  };
  /** The checkout named in the path, if it is the signed-in user's; to anyone else it does not exist. */
  const ownCheckout = async (c: Parameters<typeof readSession>[1], id: string) => {
    const userId = await currentUser(c);
    const [session] = await db
      .select()
      .from(testCheckoutSessions)
      .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.userId, userId)));
    return session;
  };

  return new Hono<AppEnv>()
    .get('/checkout/:id', async (c) => {
      const session = await ownCheckout(c, c.req.param('id'));
      if (!session || session.status !== 'open')
        throw notFound('This checkout has ended. Please start again from the pricing page.');
      return testCheckoutPage({
        sessionId: session.id,
        amountPence: session.amountPence,
        trialDays: session.trialDays,
      });
    })
    .post('/checkout/:id/pay', async (c) => {
      const session = await ownCheckout(c, c.req.param('id'));
      if (!session) throw notFound();
      const paid = await provider.pay(session.id, deps.now());
      if (paid.kind === 'subscribed') throw alreadySubscribed();
      if (paid.kind === 'closed')
        throw new AppError('checkout_closed', 409, 'This checkout has already been completed or cancelled.');
      // The same activation path as a verified Stripe webhook (a second press has nothing to apply).
      if (paid.kind === 'paid') await billing.handleEvent(paid.event);
      return c.redirect(paid.successUrl, 303);
    })
    .post('/checkout/:id/cancel', async (c) => {
      const session = await ownCheckout(c, c.req.param('id'));
      if (!session) throw notFound();
      await provider.cancelCheckout(session.id);
      return c.redirect(session.cancelUrl, 303);
    })
    .get('/portal/:customerId', async (c) => {
      const userId = await currentUser(c);
      const [customer] = await db
        .select()
        .from(billingCustomers)
        .where(
          and(
            eq(billingCustomers.customerId, c.req.param('customerId')),
            eq(billingCustomers.userId, userId),
          ),
        );
      if (!customer) throw notFound();
      const subs = await db
        .select()
        .from(testProviderSubscriptions)
        .where(eq(testProviderSubscriptions.customerId, customer.customerId));
      return testPortalPage({ subscriptions: subs, returnUrl: `${deps.appUrl}/settings?tab=plan` });
    })
    .post('/portal/cancel/:subscriptionId', async (c) => {
      const userId = await currentUser(c);
      const [sub] = await db
        .select()
        .from(testProviderSubscriptions)
        .where(
          and(
            eq(testProviderSubscriptions.id, c.req.param('subscriptionId')),
            eq(testProviderSubscriptions.userId, userId),
          ),
        );
      if (!sub) throw notFound();
      const event = await provider.cancelFromPortal(sub.id);
      if (event) await billing.handleEvent(event);
      return c.redirect(`${deps.appUrl}/api/billing/test/portal/${encodeURIComponent(sub.customerId)}`, 303);
    });
}
