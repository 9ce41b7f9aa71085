// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { loadConfig } from '../env.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 1 });
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
