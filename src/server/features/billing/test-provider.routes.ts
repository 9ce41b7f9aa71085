// Pages of the built-in test provider, served by our own server (only when Stripe is not configured).
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Auth } from '#server/auth/auth.ts';
import { readSession } from '#server/auth/session.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound, unauthorized } from '#server/http/app-error.ts';
import type { AppEnv } from '#server/http/request-context.ts';
import { wantsHtml } from '#server/http/simple-page.ts';
import * as queries from './billing.queries.ts';
import { alreadySubscribed, type BillingService } from './billing.service.ts';
import {
  testCancelConfirmPage,
  testCheckoutPage,
  testPortalPage,
  testProviderMessagePage,
} from './test-provider-pages.ts';
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
  const ownCheckout = async (c: Parameters<typeof readSession>[1], id: string) =>
    queries.ownTestCheckout(db, await currentUser(c), id);
  const portalPath = (customerId: string) => `/api/billing/test/portal/${encodeURIComponent(customerId)}`;

  return (
    new Hono<AppEnv>()
      .get('/checkout/:id', async (c) => {
        const session = await ownCheckout(c, c.req.param('id'));
        // Back after paying lands here: the payer is told it is done, not shown an error.
        if (session?.status === 'paid') {
          return testProviderMessagePage({
            status: 200,
            heading: 'This checkout is complete',
            message: 'You have already paid for this checkout, so there is nothing more to do here.',
            links: [
              { label: 'Go to Dashboard', href: '/dashboard' },
              { label: 'See my plan', href: '/settings?tab=plan' },
            ],
          });
        }
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
          throw new AppError(
            'checkout_closed',
            409,
            'This checkout has already been completed or cancelled.',
          );
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
        const customer = await queries.ownCustomer(db, userId, c.req.param('customerId'));
        if (!customer) throw notFound('We could not find this billing portal.');
        const subs = await queries.testSubscriptionsOfCustomer(db, customer.customerId);
        return testPortalPage({ subscriptions: subs, returnUrl: `${deps.appUrl}/settings?tab=plan` });
      })
      // "Cancel subscription" first answers its confirmation; the confirmation's own press (confirm=yes)
      // cancels at the period's end (docs/product/rulings.md#cancelling-keeps-premium-to-the-periods-end).
      .post('/portal/cancel/:subscriptionId', async (c) => {
        const userId = await currentUser(c);
        const sub = await queries.ownTestSubscription(db, userId, c.req.param('subscriptionId'));
        if (!sub) throw notFound('We could not find this subscription.');
        const back = `${deps.appUrl}${portalPath(sub.customerId)}`;
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        if (form.confirm !== 'yes') {
          if (sub.cancelAtPeriodEnd || !['trialing', 'active', 'past_due'].includes(sub.status))
            return c.redirect(back, 303);
          return testCancelConfirmPage({
            subscriptionId: sub.id,
            accessUntil: new Date(sub.currentPeriodEnd),
            portalPath: portalPath(sub.customerId),
          });
        }
        const event = await provider.cancelFromPortal(sub.id);
        if (event) await billing.handleEvent(event);
        return c.redirect(back, 303);
      })
      // Any other address here (a button's address opened in a tab) is a page for a browser too.
      .all('*', () => {
        throw notFound('There is nothing at this address.');
      })
      .onError((error, c) => {
        if (!wantsHtml(c.req.header('accept'))) throw error;
        return browserErrorPage(error);
      })
  );
}

function browserErrorPage(error: Error): Response {
  const status =
    error instanceof AppError ? error.status : error instanceof HTTPException ? error.status : 500;
  if (status === 401) {
    return testProviderMessagePage({
      status,
      heading: 'Please log in',
      message: 'Your session has ended. Log in, then start again from Peace Coach.',
      links: [{ label: 'Log in', href: '/login' }],
    });
  }
  if (error instanceof AppError && error.code === 'already_subscribed') {
    return testProviderMessagePage({
      status,
      heading: 'You already have a subscription',
      message: error.message,
      links: [{ label: 'See my plan', href: '/settings?tab=plan' }],
    });
  }
  const known = error instanceof AppError && status < 500;
  return testProviderMessagePage({
    status,
    heading:
      status === 404 || (error instanceof AppError && error.code === 'checkout_closed')
        ? 'This page has ended'
        : 'Something went wrong',
    message: known ? error.message : 'Something went wrong on our side. Please try again.',
    links: [
      { label: 'See the plans', href: '/pricing' },
      { label: 'Go to Dashboard', href: '/dashboard' },
    ],
  });
}
