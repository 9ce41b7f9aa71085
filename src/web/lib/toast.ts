import { useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

// Sonner (and the Toaster that root.tsx mounts) loads only when a page first needs it, so the first view
// of a public page carries none of it. Sonner replays toasts created before its Toaster subscribes, so a
// toast asked for here, or made by a page that imports sonner itself, shows as soon as both have loaded.

type Kind = 'success' | 'info' | 'warning' | 'error';
type ToastArgs = Parameters<typeof sonnerToast.success>;

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the Toaster (once). Root calls it on the first interaction, navigation or signed-in page. */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

const show =
  (kind: Kind) =>
  (...args: ToastArgs): void => {
    requestToaster();
    void import('sonner').then(({ toast }) => toast[kind](...args));
  };

/** Sonner's toast calls used by the app shell, loading sonner on first use. */
export const toast = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
};
