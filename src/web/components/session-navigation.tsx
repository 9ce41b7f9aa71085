import { useEffect } from 'react';
import { href, useLocation, useNavigate } from 'react-router';
import { toast } from '../lib/toast.ts';
import { AUTH_REQUIRED_TOAST_ID, onSessionLost } from '../lib/session/session-events.ts';
import { sessionStrings } from '../lib/session/session.strings.ts';
import { clearSessionHere } from '../lib/session/session-store.ts';
import { isSignedOutState } from '../lib/session/sign-out.ts';

/**
 * Mounted once in root.tsx, it turns session changes into navigation:
 * - the session was lost mid-use (a 401): go to /login and come back afterwards;
 * - a sign-out arrived home: now that no signed-in page is on screen, forget the session and say so.
 */
export function SessionNavigation() {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(
    () =>
      onSessionLost((from) => {
        // The same id as the protected layout's toast, so the two never stack.
        toast.info(sessionStrings.authRequired, {
          id: AUTH_REQUIRED_TOAST_ID,
          description: sessionStrings.authRequiredDescription,
        });
        void navigate(href('/login'), { state: { from }, replace: true });
      }),
    [navigate],
  );

  const signedOut = isSignedOutState(location.state);
  useEffect(() => {
    if (!signedOut) return;
    void clearSessionHere();
    toast.info(sessionStrings.loggedOut, { id: 'logged-out' });
    // Drop the marker so a reload or a later Back/Forward does not sign out "again".
    void navigate(location.pathname + location.search + location.hash, { replace: true, state: null });
  }, [signedOut, navigate, location.pathname, location.search, location.hash]);

  return null;
}
