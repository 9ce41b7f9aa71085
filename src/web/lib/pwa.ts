import { useEffect, useSyncExternalStore } from 'react';

/** The web app manifest and the iOS home-screen icon (iOS ignores the manifest's icons). */
export const pwaLinks = () => [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

/**
 * Registers the service worker (/sw.js, which the build writes from src/web/sw.js: the offline page and the
 * cached app shell, see usePrecacheAppShell). Only in a production build: in development a worker would
 * serve stale modules.
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

let appShellAsked = false;

/**
 * Once someone is signed in, asks the worker to store the app shell (its scripts and styles), when the
 * browser is idle, so the installed app opens offline. The worker installs without it: a visitor's first
 * visit to a public page downloads no script for an app they may never open. Once per page load; the
 * worker itself skips files it already has.
 */
export function usePrecacheAppShell(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn || appShellAsked || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    appShellAsked = true;
    const ask = () =>
      void navigator.serviceWorker.ready.then((registration) =>
        registration.active?.postMessage({ type: 'precache-app' }),
      );
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) window.requestIdleCallback(ask, { timeout: 10_000 });
    else setTimeout(ask, 2000);
  }, [signedIn]);
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
