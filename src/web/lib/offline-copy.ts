// What the app keeps so a signed-in person can reread something offline (the last few conversations):
// in localStorage, since it must outlive the tab (the installed app opened again on a train), under one
// prefix and one owner, the user it was saved for (docs/security.md#offline-copy). Only one person's copy
// is ever kept: saving for someone forgets everyone else's, and every answer of the server about the
// session forgets any copy that is not of the user it names (me-query.ts), so a second person signing in
// on the same browser never sees the first one's. Sign-out, a session ended elsewhere and the quick exit
// forget all of it with the rest of the private storage (private-storage.ts). web/lib never imports a
// feature: a feature names its copy and its shape.
export const OFFLINE_COPY_PREFIX = 'peace-coach:offline:';

const keyOf = (userId: string, name: string) => `${OFFLINE_COPY_PREFIX}${userId}:${name}`;

function offlineKeys(): string[] {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(OFFLINE_COPY_PREFIX));
  } catch {
    // Storage blocked by the browser's settings: nothing of ours is in it.
    return [];
  }
}

const ownerOf = (key: string) => key.slice(OFFLINE_COPY_PREFIX.length).split(':')[0] ?? '';

/** Forgets every copy but those of `userId` (every copy when null: nobody is signed in). */
export function keepOfflineCopiesOf(userId: string | null): void {
  for (const key of offlineKeys()) if (ownerOf(key) !== userId) localStorage.removeItem(key);
}

/** Forgets every offline copy of everyone. */
export function forgetOfflineCopies(): void {
  keepOfflineCopiesOf(null);
}

/** Keeps `value` as `userId`'s copy called `name`; false when the browser refused (full, blocked). */
export function saveOfflineCopy(userId: string, name: string, value: unknown): boolean {
  keepOfflineCopiesOf(userId);
  try {
    localStorage.setItem(keyOf(userId, name), JSON.stringify(value));
    return true;
  } catch {
    // Quota exceeded or storage blocked: no copy rather than half of one.
    try {
      localStorage.removeItem(keyOf(userId, name));
    } catch {
      // Blocked altogether: there is nothing to remove.
    }
    return false;
  }
}

/** `userId`'s copy called `name` as it was saved (unchecked JSON: the caller parses it), or null. */
export function readOfflineCopy(userId: string, name: string): unknown {
  try {
    const text = localStorage.getItem(keyOf(userId, name));
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * The one person whose copy this browser keeps, if any: offline, before the server can say who is signed
 * in, it is the person who was, on this browser, when the copy was saved.
 */
export function offlineCopyOwner(): string | null {
  const owners = new Set(offlineKeys().map(ownerOf));
  return owners.size === 1 ? [...owners][0]! : null;
}
