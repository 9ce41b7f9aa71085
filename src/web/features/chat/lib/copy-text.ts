/**
 * Puts `text` on the clipboard: the Clipboard API where the browser allows it, else the older copy
 * command on a hidden field (some embedded browsers and non-secure origins refuse the API). False when
 * both were refused: the caller then selects the words so the person can copy them by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator.clipboard?.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, the document not focused): the older way below may still work.
  }
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement('textarea');
  try {
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    returnFocus?.focus();
  }
}

/** Selects the words inside `element`, for a person to copy them with their own keys. */
export function selectContents(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
