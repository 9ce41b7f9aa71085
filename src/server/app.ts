// The application: cross-cutting middleware, then each feature's routes, then the web app. Built from
// its dependencies so tests and the server compose it the same way.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './env.ts';
import type { DatabaseHandle } from './db/client.ts';
import {
  checkDatabaseReady,
  databaseUnavailable,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from './db/unavailable.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { billingRoutes, WEBHOOK_PATH, webhookRoutes } from './features/billing/billing.routes.ts';
import { familyRoutes } from './features/billing/family.routes.ts';
import { testProviderRoutes } from './features/billing/test-provider.routes.ts';
import { chatRoutes, promptRoutes, usageRoutes } from './features/chat/chat.routes.ts';
import { coachRoutes } from './features/coach/coach.routes.ts';
import { extrasRoutes } from './features/extras/extras.routes.ts';
import { journeyRoutes } from './features/journey/journey.routes.ts';
import { pushRoutes } from './features/push/push.routes.ts';
import {
  NOTIFICATION_UNSUBSCRIBE_PATH,
  notificationRoutes,
  notificationUnsubscribeRoutes,
} from './features/notifications/notifications.routes.ts';
import {
  contactRoutes,
  leadRoutes,
  UNSUBSCRIBE_PATH,
  unsubscribeRoutes,
} from './features/leads/leads.routes.ts';
import { clientErrorRoutes } from './features/client-errors/client-errors.routes.ts';
import { healthRoutes, type Lifecycle } from './features/health/health.routes.ts';
import { compressAnswers, limitBody } from './http/api-body.ts';
import { AppError } from './http/app-error.ts';
import { notFoundPage, wantsHtml } from './http/simple-page.ts';
import { rejectNul } from './http/reject-nul.ts';
import { requestContext, type AppEnv } from './http/request-context.ts';
import { sameOrigin } from './http/same-origin.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { StaticSite } from './http/static-site.ts';
import type { Logger } from './lib/logger.ts';
import { MAILBOX_PATH, mailboxRoutes } from './mail/mailbox.routes.ts';
import { RecipientRefusedError } from './mail/mailer.ts';
import type { Services } from './services.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/** The routes whose e-mail address comes from the request itself (the lead and contact forms). */
const ADDRESS_FROM_REQUEST = /^\/api\/(?:leads|contact)(?:\/|$)/;

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  services: Services;
  lifecycle?: Lifecycle;
  staticSite?: StaticSite | null;
}

/** The typed part of the API: its type is what the web app's client is generated from. */
function apiRoutes(deps: AppDeps, lifecycle: Lifecycle) {
  const { services, config } = deps;
  return new Hono<AppEnv>()
    .route('/', healthRoutes(deps.database, lifecycle))
    .route(
      '/client-errors',
      clientErrorRoutes({ db: deps.database.db, trustedProxyHops: config.trustedProxyHops }),
    )
    .route('/account', accountRoutes(services.auth, services.account, config.isProduction))
    .route('/chats', chatRoutes(services.auth, services.chat, !config.isProduction))
    .route('/usage', usageRoutes(services.auth, services.chat))
    .route('/chat-prompts', promptRoutes(services.auth, services.prompts))
    .route('/billing', billingRoutes(services.auth, services.billing))
    .route('/family', familyRoutes(services.auth, services.family))
    .route(
      '/coach',
      coachRoutes({
        auth: services.auth,
        service: services.coachMemory,
        now: services.now,
      }),
    )
    .route('/notifications', notificationRoutes(services.auth, services.preferences, services.waitlists))
    .route('/extras', extrasRoutes(services.auth, services.hardConversations))
    .route('/admin', adminRoutes(services.auth, services.admin, config.adminEmails))
    .route('/journey', journeyRoutes(services.auth, services.journeys, deps.database.db, services.now))
    .route('/push', pushRoutes(services.auth, deps.database.db, services.push, config.isProduction))
    .route(
      '/leads',
      leadRoutes({ db: deps.database.db, leads: services.leads, trustedProxyHops: config.trustedProxyHops }),
    )
    .route(
      '/contact',
      contactRoutes({
        db: deps.database.db,
        auth: services.auth,
        leads: services.leads,
        trustedProxyHops: config.trustedProxyHops,
      }),
    );
}

export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const lifecycle = deps.lifecycle ?? { draining: false, lastRequestAt: 0 };
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    lifecycle.lastRequestAt = Date.now();
    await next();
    // Shutting down: each connection closes after its current response, so clients stop reusing it.
    if (lifecycle.draining) c.res.headers.set('Connection', 'close');
  });
  app.use(requestContext(logger));
  app.use(securityHeaders(config.isProduction));
  app.use(
    '/api/*',
    compressAnswers(),
    limitBody(MAX_BODY_BYTES),
    // The payment webhook authenticates by signature, not by origin.
    sameOrigin([config.appUrl], [WEBHOOK_PATH, UNSUBSCRIBE_PATH, NOTIFICATION_UNSUBSCRIBE_PATH]),
    rejectNul(),
  );

  app.route(
    '/api/auth',
    // better-auth answers every failure with a 500: a database that is away or without our schema
    // turns it into the 503 every other endpoint gives then.
    authRoutes(deps.services.auth, config.trustedProxyHops, () => checkDatabaseReady(deps.database)),
  );
  app.route(WEBHOOK_PATH, webhookRoutes(deps.services.payments, deps.services.billing));
  // Mail clients send the one-click unsubscribe POST from no page at all (RFC 8058).
  app.route(UNSUBSCRIBE_PATH, unsubscribeRoutes(deps.services.leads));
  app.route(
    NOTIFICATION_UNSUBSCRIBE_PATH,
    notificationUnsubscribeRoutes(deps.services.preferences, deps.services.unsubscribeLinks),
  );
  if (deps.services.testPayments) {
    app.route(
      '/api/billing/test',
      testProviderRoutes({
        db: deps.database.db,
        auth: deps.services.auth,
        provider: deps.services.testPayments,
        billing: deps.services.billing,
        appUrl: config.appUrl,
        now: deps.services.now,
      }),
    );
  }
  app.route('/api', apiRoutes(deps, lifecycle));
  app.all('/api/*', (c) => {
    // docs/product/rulings.md#pages-a-browser-reaches: an address a browser navigated to is a page.
    if (c.req.method === 'GET' && wantsHtml(c.req.header('accept'))) return notFoundPage();
    throw new AppError('not_found', 404, 'There is nothing at this address.');
  });

  // The local mailbox exists only where mail is not really sent (docs/product/rulings.md#local-mailbox).
  if (!config.isProduction && !config.smtpUrl) {
    app.route(MAILBOX_PATH, mailboxRoutes({ db: deps.database.db, config }));
  }

  app.on(['GET', 'HEAD'], '*', (c) => deps.staticSite?.serve(c) ?? c.text('Not found', 404));

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own validators: malformed JSON, a wrong content type.
      const code = error.status === 400 ? 'invalid_request' : 'http_error';
      return c.json(
        { error: { code, message: error.message || 'The request could not be read.' } },
        error.status,
      );
    }
    if (error instanceof RecipientRefusedError && ADDRESS_FROM_REQUEST.test(c.req.path)) {
      // The forms' rule refuses these first; whatever still reaches the mailer from a form the visitor
      // typed is their mistake. Elsewhere the address is one we stored (a webhook's payer): our fault, a
      // 500, so a sender that retries (Stripe) tries again once it is mended.
      return c.json({ error: { code: 'invalid_email', message: 'Please enter a valid email address' } }, 400);
    }
    if (isDatabaseUnavailable(error)) {
      c.get('log').warn({ err: error }, 'database unavailable');
      c.header('Retry-After', RETRY_AFTER_SECONDS);
      return c.json(databaseUnavailable().toBody(), 503);
    }
    c.get('log').error({ err: error }, 'unhandled error');
    return c.json(
      { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
      500,
    );
  });

  return app;
}
