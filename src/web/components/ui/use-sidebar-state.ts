import { useCallback, useEffect, useState } from 'react';

// An app page's sidebar (dashboard, chat): expanded or collapsed to icons, remembered for 7 days in a
// cookie for 7 days (604800 s, docs/product/specification.md#sizes-and-counts), toggled with Ctrl/Cmd+B
// (docs/product/rulings.md#small-ui-constants).
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_SHORTCUT_KEY = 'b';

export function readSidebarCookie(): boolean {
  if (typeof document === 'undefined') return true;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

function writeSidebarCookie(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Calls `onToggle` on Ctrl+B (Cmd+B on a Mac) anywhere on the page. */
export function useSidebarShortcut(onToggle: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== SIDEBAR_SHORTCUT_KEY || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      event.preventDefault();
      onToggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onToggle]);
}

export function useSidebarState() {
  const [expanded, setExpanded] = useState(readSidebarCookie);
  // Written on every change (and on load, which renews the 7 days while the sidebar is in use).
  useEffect(() => writeSidebarCookie(expanded), [expanded]);
  const toggle = useCallback(() => setExpanded((current) => !current), []);
  return { expanded, setExpanded, toggle };
}
