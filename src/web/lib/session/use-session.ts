import { useSyncExternalStore } from 'react';
import type { ClientUser } from '#shared/account.ts';
import { refetchSession, sessionSnapshot, subscribeSession, UNKNOWN_SESSION } from './session-store.ts';

export interface Session {
  user: ClientUser | null;
  /** True until the first answer arrives; pre-rendered HTML and the first client render are in this state. */
  isLoading: boolean;
  /** The server could not be reached and nothing is known about the session yet. */
  isError: boolean;
  refetch: () => void;
}

/** Who is signed in (session-store.ts): the same answer on every page, with or without the query client. */
export function useSession(): Session {
  const state = useSyncExternalStore(subscribeSession, sessionSnapshot, () => UNKNOWN_SESSION);
  return { ...state, refetch: refetchSession };
}
