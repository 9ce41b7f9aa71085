/**
 * A wide screen with a fine pointer (a mouse or trackpad): there, focusing the composer on its own is
 * what people expect. On a phone or tablet it would pop the on-screen keyboard up over the conversation
 * before the person has read it, so the composer waits for a tap there.
 */
export const DESKTOP_POINTER = '(min-width: 768px) and (pointer: fine)';

export const hasDesktopPointer = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_POINTER).matches;
