import { useEffect, useState } from 'react';
import { Toaster, useSonner } from 'sonner';

/** Room between the top bar and a toast, and the offset when a page has no top bar. */
const SPACE = 8;
const NO_BAR = 16;

/**
 * Where the page's top bar ends on screen: the lowest <header> in the top third of the window. Measured,
 * not assumed: a notice above the bar (the e-mail confirmation banner, wrapped onto three lines on a
 * phone) moves it down, and a sticky bar stays at the top once the page scrolls.
 */
function topBarBottom(): number {
  let bottom = 0;
  for (const header of document.querySelectorAll('header')) {
    if (header.closest('[data-sonner-toaster]')) continue;
    const box = header.getBoundingClientRect();
    if (box.height > 0 && box.top < window.innerHeight / 3) bottom = Math.max(bottom, box.bottom);
  }
  return bottom;
}

/** The top offset for the toasts, measured again as each toast arrives and as the window scrolls or resizes. */
function useBelowTheTopBar(): number {
  const { toasts } = useSonner();
  const [offset, setOffset] = useState(NO_BAR);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const bottom = topBarBottom();
        setOffset(bottom > 0 ? Math.round(bottom) + SPACE : NO_BAR);
      });
    };
    measure();
    window.addEventListener('resize', measure);
    // Capture: the chat's panes scroll inside the page, and their scroll events do not bubble.
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, { capture: true });
    };
  }, [toasts.length]);
  return offset;
}

/**
 * docs/product/specification.md#where-toasts-appear: at the top, centred, just below the top bar, where a
 * toast covers nothing the user is using (at the bottom they covered Send and the notification switches,
 * in the top corners the header's "Quick exit", "Need help now?" and the account menu).
 * docs/product/specification.md#sizes-and-counts: 4 s, 3 visible, 14 px gap (sonner's 356 px width is its
 * default; on phones it spans the screen).
 */
export default function AppToaster() {
  const top = useBelowTheTopBar();
  return (
    <Toaster
      position="top-center"
      offset={{ top }}
      mobileOffset={{ top }}
      duration={4000}
      visibleToasts={3}
      gap={14}
      richColors
      closeButton
    />
  );
}
