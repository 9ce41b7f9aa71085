import { useEffect } from 'react';
import { clearPrivateStorage } from '#web/lib/private-storage.ts';
import { signOutInBackground } from '#web/lib/session/sign-out.ts';
import { clearSavedChats } from '../chat-ui-store.ts';

/** A page with nothing to do with this one, for someone who may be watched. */
export const QUICK_EXIT_URL = 'https://www.bbc.co.uk/weather';

/** Two presses of Escape within this long leave the page; one press still just closes a dialog. */
const DOUBLE_ESCAPE_MS = 1000;

export function leaveQuickly() {
  // Nothing of what was being written stays in this tab for whoever picks the device up next.
  clearSavedChats();
  clearPrivateStorage();
  // Whoever types the address next finds the sign-in page, not the conversation
  // (docs/product/rulings.md#quick-exit). Fired, never awaited: leaving comes first.
  signOutInBackground();
  // replace(), not assign(): the back button then does not lead straight back here.
  window.location.replace(QUICK_EXIT_URL);
}

/**
 * Escape pressed twice, anywhere on the page and whatever is open, leaves at once. Listened for on
 * the window in the capture phase, so a dialog that handles (and consumes) the first Escape to close
 * itself cannot hide it. A held-down key repeating, or Escape cancelling a typed composition (IME),
 * does not count.
 */
export function useDoubleEscapeExit() {
  useEffect(() => {
    let last = Number.NEGATIVE_INFINITY;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.repeat || event.isComposing) return;
      const now = Date.now();
      if (now - last <= DOUBLE_ESCAPE_MS) {
        last = Number.NEGATIVE_INFINITY;
        leaveQuickly();
        return;
      }
      last = now;
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
