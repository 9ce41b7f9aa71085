import { toast } from './toast.ts';

// A toast that must survive a full-page navigation (account deletion ends on a fresh load of /): it is
// kept in sessionStorage and shown by the next page.
const KEY = 'flashToast';

interface FlashToast {
  type: 'success' | 'info';
  title: string;
  description?: string;
}

export function setFlashToast(flash: FlashToast): void {
  sessionStorage.setItem(KEY, JSON.stringify(flash));
}

export function showFlashToast(): void {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return;
  sessionStorage.removeItem(KEY);
  try {
    const flash = JSON.parse(raw) as FlashToast;
    toast[flash.type === 'success' ? 'success' : 'info'](flash.title, { description: flash.description });
  } catch {
    // A damaged entry is simply dropped.
  }
}
