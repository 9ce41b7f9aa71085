import { useEffect } from 'react';
import { showFlashToast } from '../lib/flash-toast.ts';

/** Shows a toast left by the previous page before a full-page navigation. Mounted after the Toaster. */
export function FlashToastOnLoad() {
  useEffect(() => {
    const timer = setTimeout(showFlashToast, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
