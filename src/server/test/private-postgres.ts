// A PostgreSQL cluster of a test's own, on its own port, that the test may stop and start at will:
// the machine's shared server is never touched. Debian's wrappers create it as root (plain initdb
// refuses to run as root).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL major version with the cluster wrappers, or null (the test skips). */
export function installedPostgresVersion(): string | null {
  const onPath = (command: string) =>
    (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, command)));
  if (!existsSync(ROOT) || !onPath('pg_createcluster')) return null;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(`${ROOT}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and deletes it with its data. */
  destroy(): Promise<void>;
}

export async function createPrivatePostgres(version: string): Promise<PrivatePostgres> {
  const name = `pc_fault_${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  await run('pg_createcluster', [version, name, '-p', String(port), '--', '--auth=trust']);
  const ctl = (action: string, ...flags: string[]) =>
    run('pg_ctlcluster', [...flags, version, name, action]).then(() => undefined);
  await ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => ctl('stop', '--mode', 'fast'),
    start: () => ctl('start'),
    destroy: () => run('pg_dropcluster', ['--stop', version, name]).then(() => undefined),
  };
}
