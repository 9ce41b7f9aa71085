import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../api-error.ts';
import { authPost } from '../auth-fetch.ts';
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
 * Signs out everywhere (the server ends every session of the user) and goes home. The cached session is
 * cleared only once home is on screen (components/session-navigation.tsx): React Router commits a
 * navigation in a transition, so clearing it earlier would let a signed-in page's guard send the user
 * to /login instead.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: signOutRequest,
    onSuccess: () => navigate('/', { state: { signedOut: true } satisfies SignedOutState }),
    onError: () => {
      toast.error(sessionStrings.logoutFailed, { description: sessionStrings.logoutFailedDescription });
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
