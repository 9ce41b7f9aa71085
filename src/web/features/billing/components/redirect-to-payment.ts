/** How long the page waits for the payment page to start loading before calling the redirect blocked. */
export const REDIRECT_CHECK_MS = 1500;

/**
 * Sends the browser to the payment page in this window. Calls `onBlocked` when the assignment throws
 * or nothing navigates within REDIRECT_CHECK_MS (an extension or an embedded browser can refuse it).
 */
export function redirectToPayment(url: string, onBlocked: () => void): () => void {
  let left = false;
  const markLeft = () => {
    left = true;
  };
  window.addEventListener('beforeunload', markLeft);
  window.addEventListener('pagehide', markLeft);
  const stop = () => {
    window.removeEventListener('beforeunload', markLeft);
    window.removeEventListener('pagehide', markLeft);
  };
  try {
    window.location.assign(url);
  } catch {
    stop();
    onBlocked();
    return stop;
  }
  const timer = window.setTimeout(() => {
    stop();
    if (!left) onBlocked();
  }, REDIRECT_CHECK_MS);
  return () => {
    window.clearTimeout(timer);
    stop();
  };
}
