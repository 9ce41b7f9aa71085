import { useState } from 'react';
import { href, useNavigate } from 'react-router';
import { ApiError } from '../api-error.ts';
import { authPost } from '../auth-fetch.ts';
import { toast } from '../toast.ts';
import { sessionStrings } from './session.strings.ts';

/** The navigation state that tells the app shell a sign-out just finished (see SessionNavigation). */
export interface SignedOutState {
  signedOut: true;
}

export function isSignedOutState(state: unknown): state is SignedOutState {
  return typeof state === 'object' && state !== null && (state as SignedOutState).signedOut === true;
}

async function signOutRequest(): Promise<void> {
  try {
    await authPost('sign-out', {});
  } catch (error) {
    // A 401 means the session had already ended: the user is signed out, which is what they asked for.
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/**
 * Ends the session on the server without waiting for it: the quick exit leaves the page at once, and
 * `keepalive` lets the request finish after the page is gone. Its answer is never read; a failure (no
 * network) leaves the session as it was, which waiting could not have changed in time anyway.
 */
export function signOutInBackground(): void {
  try {
    fetch('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request outright (keepalive's size quota) must still let the exit go on.
  }
}

/**
 * Signs out everywhere (the server ends every session of the user) and goes home. The cached session is
 * cleared only once home is on screen (components/session-navigation.tsx): React Router commits a
 * navigation in a transition, so clearing it earlier would let a signed-in page's guard send the user
 * to /login instead.
 */
export function useSignOut() {
  const navigate = useNavigate();
  // Plain state rather than a mutation: the public bar uses this hook, and useMutation would put more of
  // TanStack Query into every public page. The query client's 401 rule has nothing to do here (a 401
  // already counts as signed out).
  const [isPending, setPending] = useState(false);
  const signOut = () => {
    if (isPending) return;
    setPending(true);
    void signOutRequest().then(
      async () => {
        await navigate(href('/'), { state: { signedOut: true } satisfies SignedOutState });
        setPending(false);
      },
      () => {
        setPending(false);
        toast.error(sessionStrings.logoutFailed, { description: sessionStrings.logoutFailedDescription });
      },
    );
  };
  return { signOut, isPending };
}
