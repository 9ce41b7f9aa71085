// A hint, not a session: whether this browser was signed in when the app last knew. The landing page is
// pre-rendered signed out, so a member would see "Log in" and "Get Started" flash in the bar until
// /api/account/me answers. With the hint, a boot script at the top of the bar marks it as the HTML is
// read, before the first paint, and the bar keeps its signed-out links hidden (their room kept) until the
// answer comes. (Not on <html>: React takes over that element's attributes when it hydrates.) The hint is the single
// value "1", never a name, id, plan or token; signing out (or a session found ended) removes it, and the
// httpOnly cookie alone still decides who is signed in.

export const SIGNED_IN_HINT_KEY = 'signedInHint';
/** Set on the bar by its boot script while the session is not yet known and the hint is there. */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-session-hint';

// Kept in step with the two constants above; the server hashes this inline script into the page's CSP.
// If the app never starts (a script that failed to load), the bar shows its signed-out links after 4 s;
// once it has started (markAppStarted), the mark is the app's to keep or remove.
export const SIGNED_IN_HINT_BOOT = `try{if(localStorage.getItem('signedInHint')==='1'){var h=document.currentScript.parentElement;h.setAttribute('data-session-hint','signed-in');setTimeout(function(){if(!h.pcAppStarted)h.removeAttribute('data-session-hint')},4000)}}catch(e){}`;

/** The session is known (or cannot be learned): the bar shows what it knows, and the hint follows it. */
export function noteSessionKnown(signedIn: boolean | null): void {
  if (typeof document === 'undefined') return;
  for (const marked of document.querySelectorAll(`[${SIGNED_IN_HINT_ATTRIBUTE}]`))
    marked.removeAttribute(SIGNED_IN_HINT_ATTRIBUTE);
  // Unreachable (null): what the hint said may still be true, so it stays for the next visit.
  if (signedIn === null) return;
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage refused (a private window's quota, a policy): the bar simply flashes as it used to.
  }
}

/** Whether this browser was signed in when the app last knew (false where storage cannot be read). */
export function hintSaysSignedIn(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Tells the boot script's timer that the app runs the bar now (a property on the element, no attribute). */
export function markAppStarted(bar: HTMLElement | null): void {
  if (bar) (bar as HTMLElement & { pcAppStarted?: boolean }).pcAppStarted = true;
}
