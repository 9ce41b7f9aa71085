// How the benchmarks run the app: quiet, in test mode, behind one trusted proxy hop (each benchmark
// user comes from its own address), on the origin the benchmark's requests name. The secrets are made
// once per run, so a server restarted on the same data folder can read what it wrote.
import { randomBytes } from 'node:crypto';

const AUTH_SECRET = randomBytes(32).toString('hex');
const ENCRYPTION_KEY = randomBytes(32).toString('base64');

export function appEnv(dataDir: string, databaseUrl?: string): Record<string, string> {
  return {
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    TRUSTED_PROXY_HOPS: '1',
    // Checked on every state-changing request.
    APP_URL: 'http://localhost:3000',
    AUTH_SECRET,
    ENCRYPTION_KEY,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}
