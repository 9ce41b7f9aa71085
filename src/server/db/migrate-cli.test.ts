import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.ts';

const CLI = fileURLToPath(new URL('./migrate-cli.ts', import.meta.url));

/** Runs `npm run db:migrate`'s script as a process; resolves with its exit code and output. */
function migrate(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

const freshDir = () => mkdtempSync(join(tmpdir(), 'pc-migrate-'));

describe('npm run db:migrate', () => {
  it('stops with one line naming the variable when the configuration is invalid', async () => {
    const { code, stdout, stderr } = await migrate({ NODE_ENV: 'production', DATA_DIR: freshDir() });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe('Invalid configuration: AUTH_SECRET is required when NODE_ENV=production');
  });

  it('stops with one line when another process holds the embedded database', async () => {
    const dataDir = freshDir();
    const release = acquireDataDirLock(dataDir);
    try {
      const { code, stderr } = await migrate({ DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `The database in ${dataDir} is in use by another process (pid ${process.pid}). Stop it first, or set DATA_DIR to another folder.`,
      );
    } finally {
      release();
    }
  });

  it('applies the migrations to a new embedded database', { timeout: 90_000 }, async () => {
    const { code, stdout, stderr } = await migrate({ DATA_DIR: join(freshDir(), 'data') });
    expect(stderr).toBe('');
    expect(stdout.trim()).toBe('Migrations applied (pglite).');
    expect(code).toBe(0);
  });
});
