// `npm run db:migrate`: applies pending migrations to the configured database and exits. Like the
// server (main.ts), a configuration problem or a database in use stops it with one line, no stack.
import { ConfigError, loadConfig } from '../env.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

try {
  const config = loadConfig();
  const handle = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: 1,
  });
  try {
    await handle.migrate();
    console.log(`Migrations applied (${handle.kind}).`);
  } finally {
    await handle.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
