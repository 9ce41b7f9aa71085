import { useEffect, useSyncExternalStore } from 'react';

/** The web app manifest and the iOS home-screen icon (iOS ignores the manifest's icons). */
export const pwaLinks = () => [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

/**
 * Registers public/sw.js (the offline page and the cached app shell). Only in a production build: in
 * development a worker would serve stale modules.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // Not an error for the visitor: the site works without it, only offline support is missing.
      console.warn('Service worker registration failed', error);
    });
  }, []);
}

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// Chrome and Edge fire `beforeinstallprompt` once, often before the page has hydrated, so the event is
// caught as soon as this module loads and kept until a button asks for it.
let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the app here, and the action that asks it to. */
export function useInstallPrompt() {
  const available = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  async function install() {
    const event = deferred;
    if (!event) return;
    deferred = null;
    notify();
    await event.prompt();
  }
  return { available, install };
}
