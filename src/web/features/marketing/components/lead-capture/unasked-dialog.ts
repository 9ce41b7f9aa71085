// A dialog that opened without being asked for (a scroll past 70 %, the mouse leaving) leaves focus where
// the reader is: moving it would scroll the page or, on a phone, open the keyboard over what they were
// reading (docs/product/rulings.md#one-ask-at-a-time). It stays reachable (Tab goes into it, then cycles
// there as in any modal), announced (a polite status inside it says what opened) and closable (Escape
// and the close button work wherever focus is: Radix listens on the document).
import { useEffect, useRef, useState } from 'react';

export function useUnaskedDialog() {
  const content = useRef<HTMLDivElement>(null);
  // Filled in after the first paint: a live region announces a change, not the words it starts with.
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAnnounced(true));
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = content.current;
      if (event.key !== 'Tab' || !dialog || dialog.contains(document.activeElement)) return;
      // The page under the dialog is hidden from assistive technology and takes no pointer: the next
      // stop is the dialog itself, which then leads to its fields.
      event.preventDefault();
      dialog.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);
  return {
    content,
    announced,
    /** Radix's own focus move on open, which is what this dialog must not do. */
    onOpenAutoFocus: (event: Event) => event.preventDefault(),
  };
}
