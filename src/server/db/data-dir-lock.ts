// PGlite is one process's database: a second process opening the same folder would corrupt it. A lock
// file holding the owner's pid makes the second process stop with a clear message instead. A lock left
// by a process that no longer runs (a hard kill) is taken over.
//
// Every step is atomic, so two processes starting together never both believe they hold it:
// - the lock is written in full under a name of our own and then linked into place (link() fails when
//   the name exists), so nobody ever reads a half-written lock and mistakes it for a stale one;
// - a stale lock is removed only under a takeover guard (created exclusively), by a process that
//   re-reads it there and finds the same stale content. Without the guard, two processes that found
//   the same stale lock could both remove "it", the slower one removing the lock the faster one had
//   just taken.
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

export const LOCK_FILE = 'pglite.lock';
const ATTEMPTS = 50;
const BUSY_WAIT_MS = 20;

export interface LockHooks {
  /** Runs after a lock was judged stale and before it is taken over (tests stage a race here). */
  beforeTakeover?: () => void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid at the start of a lock's content; null when there is none (an empty or foreign file). */
function ownerOf(content: string): number | null {
  const pid = Number.parseInt(content, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** A lock whose owner runs (and is not this process: a pid reused after a restart, as in containers). */
function isLive(content: string): boolean {
  const owner = ownerOf(content);
  return owner !== null && owner !== process.pid && isRunning(owner);
}

function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Creates `target` as a hard link to `source`; false when `target` already exists. */
function linkIfAbsent(source: string, target: string): boolean {
  try {
    linkSync(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes the lock file if it still holds `stale`. Only the holder of the guard removes a lock file
 * (its live owner aside, and a stale lock's owner is gone), and a lock file is only ever created, never
 * replaced: so the content read under the guard is the content removed.
 */
function removeStale(file: string, stale: string, token: string, scratch: string): void {
  const guard = `${file}.takeover`;
  writeFileSync(scratch, token, { flag: 'w', mode: 0o600 });
  if (!linkIfAbsent(scratch, guard)) {
    const holder = readIfExists(guard);
    // Held only for a moment: another process is taking over right now, its lock will be there next.
    // A guard whose holder is gone was abandoned mid-takeover (a kill in that moment): clear it.
    if (holder !== null && !isLive(holder)) rmSync(guard, { force: true });
    else pause(BUSY_WAIT_MS);
    return;
  }
  try {
    if (readIfExists(file) === stale) rmSync(file, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

export function acquireDataDirLock(dataDir: string, hooks: LockHooks = {}): () => void {
  const file = join(dataDir, LOCK_FILE);
  // The pid first (what the message names), then a nonce that makes this acquisition's content unique.
  const token = `${process.pid}\n${randomBytes(8).toString('hex')}\n`;
  const mine = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const scratch = `${mine}.guard`;
  writeFileSync(mine, token, { flag: 'wx', mode: 0o600 });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (linkIfAbsent(mine, file)) {
        let released = false;
        return () => {
          if (released) return;
          released = true;
          if (readIfExists(file) === token) rmSync(file, { force: true });
        };
      }
      const held = readIfExists(file);
      if (held === null) continue; // released or taken over just now: try again
      if (isLive(held)) {
        throw new DataDirLockedError(
          `The database in ${dataDir} is in use by another process (pid ${ownerOf(held)}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      hooks.beforeTakeover?.();
      removeStale(file, held, token, scratch);
    }
  } finally {
    rmSync(mine, { force: true });
    rmSync(scratch, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the database in ${dataDir}.`);
}
