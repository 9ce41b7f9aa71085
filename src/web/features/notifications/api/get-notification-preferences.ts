import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '#shared/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import {
  NOTIFICATION_PREFERENCES_KEY,
  SAVE_NOTIFICATION_PREFERENCES_KEY,
} from './notification-preferences-key.ts';

export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return unwrap(await api.notifications.preferences.$get());
}

export function useNotificationPreferences() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: NOTIFICATION_PREFERENCES_KEY,
    queryFn: getNotificationPreferences,
    // While a save is under way the cache holds switches the server has not got yet; a refetch on
    // returning to the tab would show them flipped back.
    refetchOnWindowFocus: () =>
      queryClient.isMutating({ mutationKey: SAVE_NOTIFICATION_PREFERENCES_KEY }) === 0,
  });
}
