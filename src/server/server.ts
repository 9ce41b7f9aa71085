// Boot and shutdown: open and migrate the database, serve the app, and on SIGTERM/SIGINT report not
// ready, stop taking connections once requests stop arriving, let in-flight requests (streams included)
// finish within the grace period, then close.
import { releaseRunsLeftBy } from './features/chat/reply-run.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import type { Config } from './env.ts';
import { healthFastPath } from './features/health/health-fast-path.ts';
import type { Lifecycle } from './features/health/health.routes.ts';
import { assetFastPath } from './http/asset-fast-path.ts';
import { loadStaticSite } from './http/static-site.ts';
import type { Logger } from './lib/logger.ts';
import { releaseStartupMemory } from './lib/release-startup-memory.ts';
import { asRequest } from './lib/work-order.ts';
import { createServices, type ServiceOverrides } from './services.ts';

/** The built web app; WEB_BUILD_DIR points elsewhere for a build made with BUILD_DIR. */
export const WEB_BUILD_DIR =
  process.env.WEB_BUILD_DIR ?? fileURLToPath(new URL('../../build/client', import.meta.url));

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  /** Drains and closes; resolves when everything is closed. */
  shutdown(reason: string): Promise<void>;
}

/** At shutdown, the listening socket closes once no request has started for this long. */
const QUIET_MS = 500;
/** Under steady traffic, the listening socket closes anyway after this much of the grace period. */
const MAX_QUIET_WAIT_MS = 10_000;

async function waitForQuiet(lifecycle: Lifecycle, maxWaitMs: number): Promise<void> {
  const until = Date.now() + maxWaitMs;
  const quietFor = Math.min(QUIET_MS, maxWaitMs);
  while (Date.now() - lifecycle.lastRequestAt < quietFor && Date.now() < until) {
    await new Promise((r) => setTimeout(r, Math.max(1, Math.min(50, until - Date.now()))));
  }
}

/** Waits for `work` at most `ms`; says whether it finished in time. */
async function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  const done = await Promise.race([work.then(() => true as const), late]);
  clearTimeout(timer);
  return done;
}

/** `overrides` swap providers at their boundary (tests only); production passes none. */
export async function startServer(
  config: Config,
  logger: Logger,
  overrides: ServiceOverrides = {},
): Promise<RunningServer> {
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    logger,
  });
  try {
    await database.migrate();
    // Before serving: the replies a killed process of this instance was writing will never come, so
    // their chats are freed now rather than after the lease ("the coach is still replying").
    const released = await releaseRunsLeftBy(
      database.db,
      database.kind === 'pglite' ? null : config.instanceId,
    );
    if (released > 0)
      logger.warn({ released }, 'released reply runs left by a previous run of this instance');
  } catch (error) {
    await database.close();
    throw error;
  }

  // The build is made once for any domain: the served origin and the operator's details go in here.
  const staticSite = loadStaticSite(WEB_BUILD_DIR, config.isProduction, {
    origin: config.appUrl,
    siteOwner: config.siteOwner,
  });
  if (!staticSite)
    logger.warn({ dir: WEB_BUILD_DIR }, 'no web build found: only the API is served (run npm run build)');

  if (config.isProduction && config.payments === 'test')
    logger.warn(
      'PAYMENTS_PROVIDER=test: the built-in test payments are on and grant Premium without payment',
    );

  const lifecycle: Lifecycle = { draining: false, lastRequestAt: 0 };
  const services = createServices(config, database, logger, overrides);
  await services.prompts.seed();
  // The coach's reader is trained from its corpus once (a few seconds of CPU): before the first
  // connection, so no one's first message waits for it.
  services.coach.warmUp();
  const app = createApp({ config, database, logger, lifecycle, staticSite, services });
  services.mailer.start();
  services.jobs.start();
  // Last before listening: what start-up made and dropped goes back to the system (lib/release-startup-memory.ts).
  releaseStartupMemory();
  // That collection also drops compiled code that is not running: the coach's is compiled again now,
  // and the whole send path runs a few times (rolled back), so the first messages find it warm.
  services.coach.rehearse();
  await services.rehearseSends();

  const fast = { production: config.isProduction, lifecycle, logger };
  const health = healthFastPath(fast);
  const assets = staticSite ? assetFastPath({ site: staticSite, ...fast }) : null;
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: config.host,
        // The liveness probe and built assets are answered before the app sees them
        // (features/health/health-fast-path.ts, http/asset-fast-path.ts).
        createServer: ((options, listener) =>
          createServer(options, (req, res) => {
            // Every request the app handles carries when it arrived (lib/work-order.ts).
            if (!health(req, res) && !assets?.(req, res)) asRequest(() => listener?.(req, res));
          })) as typeof createServer,
      },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;

  let closing: Promise<void> | undefined;
  const shutdown = (reason: string) => {
    closing ??= (async () => {
      // One deadline for every step: SHUTDOWN_GRACE_MS is the whole time from the signal to the end,
      // not a period per step.
      const deadline = Date.now() + config.shutdownGraceMs;
      const left = () => Math.max(0, deadline - Date.now());
      logger.info({ reason, graceMs: config.shutdownGraceMs }, 'shutting down');
      lifecycle.draining = true;
      // Keep accepting until requests stop arriving: connections a load balancer opened just before
      // it saw /api/ready turn 503 are still waiting in the kernel's accept queue, and closing the
      // listening socket now would reset them with their requests. Meanwhile every response carries
      // Connection: close (app.ts), so clients let go of their keep-alive connections. Under steady
      // traffic this stops at half the grace period, leaving the rest to the requests in flight.
      await waitForQuiet(lifecycle, Math.min(MAX_QUIET_WAIT_MS, config.shutdownGraceMs / 2));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          logger.warn('grace period over: closing remaining connections');
          // A reply still streaming first gets a last part that says it was cut short (not a bare cut).
          void services.chat.endStreams().finally(() => {
            if ('closeAllConnections' in server) server.closeAllConnections();
          });
        }, left());
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        // Idle keep-alive sockets would otherwise hold close() open until they time out.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      // Replies still being written after their browser left get what remains of the grace period.
      await services.tasks.drain(left());
      if (services.tasks.size > 0)
        logger.warn({ tasks: services.tasks.size }, 'grace period over: replies cut off');
      // A job or a mail delivery in flight (an SMTP server that hangs) is not waited for past the
      // deadline: its claim or lease runs out and another instance (or the next start) takes it up.
      if (!(await within(left(), services.jobs.stop())))
        logger.warn('grace period over: a job was still running');
      if (!(await within(left(), services.mailer.stop())))
        logger.warn('grace period over: a mail delivery was still running');
      await database.close();
      logger.info('stopped');
    })();
    return closing;
  };

  return { url, port, database, shutdown };
}
