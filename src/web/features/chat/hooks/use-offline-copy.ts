import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPrivateStorageCleared } from '#web/lib/private-storage.ts';
import { signedInUser } from '#web/lib/session/me-query.ts';
import { chatKeys } from '../api/query-keys.ts';
import { offlineChatsFrom, saveOfflineChats } from '../lib/offline-chats.ts';

/** Writes are gathered: a streaming reply changes the cache many times a second. */
export const OFFLINE_SAVE_DELAY_MS = 1000;

const CHAT_ROOTS = new Set<unknown>([chatKeys.list[0], chatKeys.messages('')[0]]);

/**
 * Keeps the offline copy of the last few conversations read here (lib/offline-chats.ts) up to date while
 * `userId` is signed in on the chat page. Never writes once the private storage was cleared (sign-out,
 * quick exit, a session ended elsewhere) or the session no longer names this user: a write still waiting
 * must not bring back what was just forgotten.
 */
export function useOfflineCopy(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      if (stopped || signedInUser(queryClient)?.id !== userId) return;
      saveOfflineChats(userId, offlineChatsFrom(queryClient));
    };
    const schedule = () => {
      if (timer === undefined && !stopped) timer = setTimeout(save, OFFLINE_SAVE_DELAY_MS);
    };
    const stopSaving = onPrivateStorageCleared(() => {
      stopped = true;
      clearTimeout(timer);
    });
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && CHAT_ROOTS.has(event.query.queryKey[0])) schedule();
    });
    schedule();
    return () => {
      unsubscribe();
      stopSaving();
      // Leaving the page: what was read until now is kept at once.
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    };
  }, [queryClient, userId]);
}
