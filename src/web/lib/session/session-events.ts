// Session loss is noticed in the query cache (outside React) but handled by navigation (inside it), so
// the cache announces it here and a component mounted in root.tsx listens.
type Listener = (from: string) => void;

const listeners = new Set<Listener>();

export function onSessionLost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionLost(from: string): void {
  for (const listener of listeners) listener(from);
}

/** The "Authentication required" toast has one id, so the redirect paths that show it never stack two. */
export const AUTH_REQUIRED_TOAST_ID = 'auth-required';
