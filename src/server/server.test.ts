import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runUntilExit, spawnServer } from './test/spawn-server.ts';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'pc-server-')), 'data');

describe('the server process on the embedded database', () => {
  it(
    'comes up on an empty DATA_DIR, answers /api/ready, and a second start reuses the data',
    { timeout: 90_000 },
    async () => {
      const dataDir = freshDir();
      const first = await spawnServer({ DATA_DIR: dataDir });
      const ready = await fetch(`${first.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
      const secrets = readFileSync(join(dataDir, 'secrets.json'), 'utf8');

      // A second process on the same folder is refused instead of corrupting it.
      const second = await runUntilExit({ DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/in use by another process/);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

      const again = await spawnServer({ DATA_DIR: dataDir });
      expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
      expect(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).toBe(secrets);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
  );

  it('opens the data after a hard kill left its lock behind', { timeout: 90_000 }, async () => {
    const dataDir = freshDir();
    const first = await spawnServer({ DATA_DIR: dataDir });
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

    const next = await spawnServer({ DATA_DIR: dataDir });
    expect((await fetch(`${next.url}/api/ready`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });

  it('stops with one line naming the variable when production configuration is missing', async () => {
    const { code, output } = await runUntilExit({ NODE_ENV: 'production', DATA_DIR: freshDir() });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Invalid configuration: AUTH_SECRET is required when NODE_ENV=production');
  });

  it('refuses to start in production on the test payments unless PAYMENTS_PROVIDER=test says so', async () => {
    const { code, output } = await runUntilExit({
      NODE_ENV: 'production',
      DATA_DIR: freshDir(),
      AUTH_SECRET: 'a'.repeat(40),
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      APP_URL: 'https://peace.example',
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Invalid configuration: STRIPE_SECRET_KEY is required when NODE_ENV=production (or set PAYMENTS_PROVIDER=test for test payments)',
    );
  });
});
