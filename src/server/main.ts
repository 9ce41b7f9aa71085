// Entry point: `node src/server/main.ts`. Configuration problems stop the process with one line that
// names the variable; everything after boot is logged as JSON.
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { ConfigError, loadConfig } from './env.ts';
import { asyncStdout, createLogger } from './lib/logger.ts';
import { startServer } from './server.ts';

/** How far past SHUTDOWN_GRACE_MS the process may run before it exits regardless. */
const SHUTDOWN_BACKSTOP_MARGIN_MS = 1_000;

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.logLevel, asyncStdout());
try {
  const running = await startServer(config, logger);
  logger.info({ url: running.url }, 'listening');
  console.log(`Peace Coach is running at ${running.url}`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // Shutdown keeps to the grace period itself; this is the backstop for a step that does not return
      // (a database that never answers its close), so an orchestrator's stop never has to kill us.
      setTimeout(() => {
        logger.error({ graceMs: config.shutdownGraceMs }, 'shutdown outlasted the grace period: exiting');
        process.exit(1);
      }, config.shutdownGraceMs + SHUTDOWN_BACKSTOP_MARGIN_MS).unref();
      running.shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
}
