import type { ClientUser } from '#shared/account.ts';
import { clearPrivateStorage } from '../private-storage.ts';
import { getMe, type MeResponse } from './me-query.ts';
import { noteSessionKnown } from './signed-in-hint.ts';

// Who is signed in, for every page, without TanStack Query (ADR 020). A public page that fetches nothing
// else (the landing page, the blog) opens without loading it: this store asks the server itself. Once
// the app's query client runs (a page that needs it opened), the session is its `me` query, as everywhere
// else in the app, and this store only follows that query (session-query.ts connects the two).

export interface SessionState {
  user: ClientUser | null;
  /** True until the first answer arrives; pre-rendered HTML and the render that hydrates it are too. */
  isLoading: boolean;
  /** The server could not be reached and nothing is known about the session yet. */
  isError: boolean;
}

/** The query client's side, once connected. */
export interface SessionSource {
  refetch(): void;
  /** Marks the browser as signed out (clearSession in me-query.ts). */
  clear(): Promise<void>;
  disconnect(): void;
}

/** What the store learned before a query client existed, handed to it at connection. */
export interface SessionSeed {
  known: { data: MeResponse; at: number } | null;
  pending: Promise<MeResponse> | null;
}

export const UNKNOWN_SESSION: SessionState = { user: null, isLoading: true, isError: false };

let state: SessionState = UNKNOWN_SESSION;
let source: SessionSource | null = null;
let known: SessionSeed['known'] = null;
let pending: Promise<MeResponse> | null = null;
let watchingFocus = false;
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  if (next.user === state.user && next.isLoading === state.isLoading && next.isError === state.isError)
    return;
  state = next;
  if (!next.isLoading) noteSessionKnown(next.isError ? null : next.user !== null);
  for (const listener of listeners) listener();
}

/** Asks the server, unless the query client has taken over or a request is already on its way. */
function fetchAlone(): void {
  if (source || pending) return;
  const request = getMe();
  pending = request;
  request.then(
    (data) => {
      if (pending !== request) return;
      pending = null;
      known = { data, at: Date.now() };
      publish({ user: data.user, isLoading: false, isError: false });
    },
    () => {
      if (pending !== request) return;
      pending = null;
      publish({ user: known?.data.user ?? null, isLoading: false, isError: known === null });
    },
  );
}

/**
 * A session ended elsewhere is noticed when the tab comes back into view, as the `me` query does
 * (refetchOnWindowFocus: 'always').
 */
function watchFocus(): void {
  if (watchingFocus || typeof document === 'undefined') return;
  watchingFocus = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && listeners.size > 0) fetchAlone();
  });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (!source && state.isLoading) fetchAlone();
  watchFocus();
  return () => listeners.delete(listener);
}

export const sessionSnapshot = (): SessionState => state;

/** Asks the server again (the protected layout's "Retry"). */
export function refetchSession(): void {
  if (source) source.refetch();
  else fetchAlone();
}

/**
 * The browser is signed out: the session reads null and what the tab kept of the person's words is
 * forgotten (with the query client: every cached answer too).
 */
export async function clearSessionHere(): Promise<void> {
  if (source) return source.clear();
  clearPrivateStorage();
  pending = null;
  known = { data: { user: null }, at: Date.now() };
  publish({ user: null, isLoading: false, isError: false });
}

/**
 * Hands the session to a query client: what the store knows (or is asking) is returned for the client
 * to start from, and from then on `follow` is how the client's `me` query reports. A second connection
 * (a test's fresh client) replaces the first.
 */
export function connectSessionSource(next: SessionSource): {
  seed: SessionSeed;
  follow: (s: SessionState) => void;
} {
  source?.disconnect();
  const seed: SessionSeed = { known, pending };
  source = next;
  known = null;
  pending = null;
  return {
    seed,
    follow: (followed) => {
      if (source === next) publish(followed);
    },
  };
}
