import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '#shared/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import {
  NOTIFICATION_PREFERENCES_KEY,
  SAVE_NOTIFICATION_PREFERENCES_KEY as SAVE_KEY,
} from './notification-preferences-key.ts';

export async function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return unwrap(await api.notifications.preferences.$put({ json: preferences }));
}

type Group = keyof NotificationPreferences;

/** One switch moved: which one, and where to. */
export interface PreferenceChange<G extends Group = Group> {
  group: G;
  key: keyof NotificationPreferences[G] & string;
  checked: boolean;
}

function withChange(prefs: NotificationPreferences, { group, key, checked }: PreferenceChange) {
  return { ...prefs, [group]: { ...prefs[group], [key]: checked } } as NotificationPreferences;
}

/**
 * Optimistic, and safe under quick toggles. Each toggle is applied to the latest cached preferences
 * (never to a copy taken at click time). Saves run one at a time (one mutation scope), each sending the
 * whole set as it is when the save starts, so the server applies them in the order made and ends with
 * the last. A response is written to the cache only when no later save is waiting: an older answer
 * must not flip back a switch the user has moved since. A failed save undoes only its own switch, and
 * only if nothing moved it again meanwhile.
 */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const current = () => queryClient.getQueryData<NotificationPreferences>(NOTIFICATION_PREFERENCES_KEY);
  return useMutation({
    mutationKey: SAVE_KEY,
    scope: { id: 'notification-preferences' },
    mutationFn: async (_change: PreferenceChange) => {
      const latest = current();
      if (!latest) throw new Error('notification preferences are not loaded');
      return saveNotificationPreferences(latest);
    },
    onMutate: async (change) => {
      // A refetch in flight would answer with the state before this toggle.
      await queryClient.cancelQueries({ queryKey: NOTIFICATION_PREFERENCES_KEY });
      const before = current();
      const previous = before ? Boolean((before[change.group] as Record<string, boolean>)[change.key]) : null;
      queryClient.setQueryData<NotificationPreferences>(NOTIFICATION_PREFERENCES_KEY, (prefs) =>
        prefs ? withChange(prefs, change) : prefs,
      );
      return { previous };
    },
    onError: (_error, change, context) => {
      if (context?.previous == null) return;
      queryClient.setQueryData<NotificationPreferences>(NOTIFICATION_PREFERENCES_KEY, (prefs) => {
        const now = prefs && (prefs[change.group] as Record<string, boolean>)[change.key];
        return prefs && now === change.checked
          ? withChange(prefs, { ...change, checked: context.previous! })
          : prefs;
      });
    },
    onSuccess: (saved) => {
      // This save still counts itself as pending; any other is a newer toggle.
      if (queryClient.isMutating({ mutationKey: SAVE_KEY }) === 1)
        queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, saved);
    },
  });
}
