// A hint, not a session: whether this browser was signed in when the app last knew. The landing page is
// pre-rendered signed out, so a member would see "Log in" and "Get Started" flash in the bar until
// /api/account/me answers. With the hint, a boot script marks <html> before the first paint and the bar
// keeps its signed-out buttons hidden (their room kept) until the answer comes. The hint is the single
// value "1", never a name, id, plan or token; signing out (or a session found ended) removes it, and the
// httpOnly cookie alone still decides who is signed in.

export const SIGNED_IN_HINT_KEY = 'signedInHint';
/** Set on <html> by the boot script while the session is not yet known and the hint is there. */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-session-hint';

// Kept in step with the two constants above; the server hashes this inline script into the page's CSP.
// If the app never starts (a script that failed to load), the bar shows its signed-out links after 4 s.
export const SIGNED_IN_HINT_BOOT = `try{if(localStorage.getItem('signedInHint')==='1'){var h=document.documentElement;h.setAttribute('data-session-hint','signed-in');setTimeout(function(){h.removeAttribute('data-session-hint')},4000)}}catch(e){}`;

/** The session is known (or cannot be learned): the bar shows what it knows, and the hint follows it. */
export function noteSessionKnown(signedIn: boolean | null): void {
  if (typeof document === 'undefined') return;
  document.documentElement.removeAttribute(SIGNED_IN_HINT_ATTRIBUTE);
  // Unreachable (null): what the hint said may still be true, so it stays for the next visit.
  if (signedIn === null) return;
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage refused (a private window's quota, a policy): the bar simply flashes as it used to.
  }
}
