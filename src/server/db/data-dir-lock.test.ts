import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock.ts';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const freshDir = () => mkdtempSync(join(tmpdir(), 'pc-lock-'));
const lockOf = (dir: string) => readFileSync(join(dir, LOCK_FILE), 'utf8');
const ownerOf = (dir: string) => Number.parseInt(lockOf(dir), 10);
/** The lock's owner, or null while there is no lock (another process may remove it between two reads). */
function ownerIfLocked(dir: string): number | null {
  try {
    return ownerOf(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The pid of a process that has exited: its lock is stale. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid!;
}

/** Blocks until `check` holds (the lock is taken synchronously, so the race is staged synchronously). */
function waitUntil(check: () => boolean, what: string): void {
  const until = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
}

/** Another process that takes the lock of `dir` and keeps it while it runs. */
function otherProcessTakesLock(dir: string): ChildProcess {
  const script = `import { acquireDataDirLock } from ${JSON.stringify(LOCK_MODULE)};
acquireDataDirLock(${JSON.stringify(dir)});
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' });
  children.push(child);
  return child;
}

describe('the data directory lock', () => {
  it('is taken, refused to a live owner, and released', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(ownerOf(dir)).toBe(process.pid);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);

    const other = otherProcessTakesLock(dir);
    waitUntil(() => existsSync(join(dir, LOCK_FILE)), 'the other process to lock');
    const held = lockOf(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by another process (pid ${other.pid})`);
    expect(lockOf(dir)).toBe(held);
  });

  it('takes over a lock left by a process that no longer runs, or an empty one', () => {
    for (const stale of [`${deadPid()}`, `${deadPid()}\nabc\n`, '']) {
      const dir = freshDir();
      writeFileSync(join(dir, LOCK_FILE), stale);
      const release = acquireDataDirLock(dir);
      expect(ownerOf(dir)).toBe(process.pid);
      release();
      // Nothing of the takeover is left behind.
      expect(readdirSync(dir)).toEqual([]);
    }
  });

  it('two processes that find the same stale lock: the one that comes second leaves the first one its lock', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), `${deadPid()}\n`);
    let other: ChildProcess | undefined;
    // We judged the lock stale; before we act on it, another process takes it over (the race).
    const attempt = () =>
      acquireDataDirLock(dir, {
        beforeTakeover: () => {
          if (other) return;
          other = otherProcessTakesLock(dir);
          waitUntil(() => ownerIfLocked(dir) === other!.pid, 'the other process to take the stale lock over');
        },
      });
    let error: unknown;
    try {
      attempt();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`in use by another process (pid ${other!.pid})`);
    expect(ownerOf(dir)).toBe(other!.pid);
  });

  it('clears a takeover guard left by a process killed in the middle of a takeover', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), `${deadPid()}\n`);
    writeFileSync(join(dir, `${LOCK_FILE}.takeover`), `${deadPid()}\n`);
    const release = acquireDataDirLock(dir);
    expect(ownerOf(dir)).toBe(process.pid);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a release leaves alone a lock that is no longer its own', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\nsomeone-else\n`);
    release();
    expect(lockOf(dir)).toBe(`${process.pid}\nsomeone-else\n`);
  });
});
