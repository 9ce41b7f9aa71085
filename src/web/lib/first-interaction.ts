// What the first view of a public page does not need (forms, popups, toasts) loads once the visitor
// does something: scrolls, moves the mouse, touches, clicks or presses a key.
const EVENTS = ['scroll', 'mousemove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let interacted: Promise<void> | null = null;

/** Resolves on the visitor's first interaction with the page (at once when pre-rendering). */
export function firstInteraction(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  interacted ??= new Promise((resolve) => {
    const done = () => {
      for (const type of EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}
