// Appearance (docs/product/specification.md#browser-storage): small, medium or large, default medium, stored
// in this browser only under `fontSize` and applied as a class on <html>. A stored value is checked
// (docs/product/rulings.md#appearance): a tampered or stale value falls back to medium. root.tsx repeats this
// check in its inline head script so the class is right before first paint.
export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const DEFAULT_FONT_SIZE: FontSize = 'medium';
export const FONT_SIZE_KEY = 'fontSize';

export const isFontSize = (value: unknown): value is FontSize => FONT_SIZES.includes(value as FontSize);

export function readFontSize(): FontSize {
  try {
    const stored = localStorage.getItem(FONT_SIZE_KEY);
    return isFontSize(stored) ? stored : DEFAULT_FONT_SIZE;
  } catch {
    return DEFAULT_FONT_SIZE;
  }
}

export function applyFontSize(size: FontSize): void {
  const root = document.documentElement;
  for (const other of FONT_SIZES) root.classList.remove(`text-${other}`);
  root.classList.add(`text-${size}`);
}

export function saveFontSize(size: FontSize): void {
  applyFontSize(size);
  try {
    localStorage.setItem(FONT_SIZE_KEY, size);
  } catch {
    // Storage blocked (private mode): the size still applies until the page is left.
  }
}
