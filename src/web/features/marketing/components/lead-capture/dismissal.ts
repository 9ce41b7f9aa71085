// The "don't show again" flags (docs/product/specification.md#browser-storage), in local storage as the
// string "true", kept forever.
export const DISMISS_KEYS = {
  exitIntent: 'exitIntentDismissed',
  floating: 'floatingCaptureDismissed',
  scroll: 'scrollCaptureDismissed',
} as const;
export type DismissKey = (typeof DISMISS_KEYS)[keyof typeof DISMISS_KEYS];

export function isDismissed(key: DismissKey): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    // Storage can be blocked (private modes, strict settings): treat as not dismissed.
    return false;
  }
}

export function dismiss(key: DismissKey): void {
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // Nothing to do: the prompt still closes for this visit.
  }
}
