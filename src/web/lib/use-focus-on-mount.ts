import { useEffect, useRef } from 'react';

/**
 * When a form is replaced by its result (sent, saved, expired), the focused button disappears and focus
 * would fall back to the page's start. Focusing the result's heading keeps keyboard and screen-reader
 * users where the news is. The element needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
