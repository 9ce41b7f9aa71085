import { lazy, Suspense, useEffect, useState } from 'react';
import { firstInteraction } from '#web/lib/first-interaction.ts';
import { DISMISS_KEYS, isDismissed } from './dismissal.ts';
import { useLeadCapture } from './lead-capture-store.ts';

// The prompts' forms, dialogs and validation load only when one is about to show, so none of it is in
// the landing page's first JavaScript.
const loadPrompts = () => import('./lead-prompts.tsx');
const LeadPrompts = lazy(loadPrompts);
const FloatingCapture = lazy(() => import('./floating-capture.tsx'));

/** docs/product/specification.md#timings, docs/product/specification.md#sizes-and-counts. */
export const FLOATING_DELAY_MS = 10_000;
export const SCROLL_THRESHOLD = 0.7;

function useExitIntent() {
  useEffect(() => {
    if (isDismissed(DISMISS_KEYS.exitIntent)) return;
    const onLeave = (event: MouseEvent) => {
      // Leaving through the top edge (towards the tabs or the address bar), not into a child element.
      if (event.relatedTarget !== null || event.clientY > 0) return;
      if (isDismissed(DISMISS_KEYS.exitIntent)) return;
      // Once per page load: stop listening only when it actually showed (another prompt showing now
      // only makes it wait; one that showed unasked before it keeps it away for this page load).
      if (useLeadCapture.getState().offer('exit-intent')) document.removeEventListener('mouseout', onLeave);
    };
    document.addEventListener('mouseout', onLeave);
    return () => document.removeEventListener('mouseout', onLeave);
  }, []);
}

function useScrollCapture() {
  useEffect(() => {
    if (isDismissed(DISMISS_KEYS.scroll)) return;
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable <= 0 || window.scrollY / scrollable < SCROLL_THRESHOLD) return;
      if (isDismissed(DISMISS_KEYS.scroll)) return;
      if (useLeadCapture.getState().offer('scroll')) window.removeEventListener('scroll', onScroll);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
}

function useFloatingCapture() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (isDismissed(DISMISS_KEYS.floating)) return;
    const timer = window.setTimeout(
      () => setVisible(useLeadCapture.getState().offer('floating')),
      FLOATING_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);
  return { visible, hide: () => setVisible(false) };
}

/**
 * The landing page's lead-capture prompts (docs/product/specification.md#lead-capture-prompts): exit intent,
 * the floating capture, the scroll modal and the free-series flow. Landing page only; one prompt at a time,
 * and at most one unasked (the first of exit intent, the floating button and the scroll modal) per page load.
 */
export function LeadCapture() {
  const current = useLeadCapture((s) => s.current);
  const floating = useFloatingCapture();
  useExitIntent();
  useScrollCapture();

  // Fetch the prompts' code on the visitor's first move (every prompt follows one, or 10 s), so a prompt
  // opens without a wait and a visitor who only reads the first screen never downloads it.
  useEffect(() => void firstInteraction().then(loadPrompts), []);
  // The store outlives the page: leaving with a prompt showing (the floating panel expanded) must not
  // leave it taken, or on return the series button, exit intent and scroll capture would never open.
  useEffect(() => () => useLeadCapture.getState().reset(), []);

  const modal = current !== null && current !== 'floating';
  return (
    <Suspense fallback={null}>
      {modal && <LeadPrompts current={current} />}
      {floating.visible && <FloatingCapture onDone={floating.hide} />}
    </Suspense>
  );
}
