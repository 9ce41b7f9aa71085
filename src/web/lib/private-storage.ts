// What the browser keeps of a person's own words between page loads (chat drafts, messages waiting to be
// sent) lives in sessionStorage under one prefix, so the session code can forget all of it when the
// session ends without knowing which feature wrote it (web/lib never imports a feature). The offline copy
// of recent conversations (offline-copy.ts, in localStorage) is forgotten at the same moments.
import { forgetOfflineCopies } from './offline-copy.ts';

export const PRIVATE_STORAGE_PREFIX = 'peace-coach:private:';

type Listener = () => void;
const listeners = new Set<Listener>();

/** A feature that also holds those words in memory resets itself here when they are forgotten. */
export function onPrivateStorageCleared(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Forgets every private entry of this tab, and the offline copy: sign-out, a session ended elsewhere,
 * quick exit.
 */
export function clearPrivateStorage(): void {
  // Listeners first: a store that persists on every change would otherwise write its state back.
  for (const listener of listeners) listener();
  forgetOfflineCopies();
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(PRIVATE_STORAGE_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage that cannot be read (blocked by the browser's settings) holds nothing of ours either.
  }
}
