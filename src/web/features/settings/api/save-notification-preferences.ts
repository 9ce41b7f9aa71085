import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../../shared/notifications.ts';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';
import { NOTIFICATION_PREFERENCES_KEY } from './notification-preferences-key.ts';

export async function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return unwrap<NotificationPreferences>(await api.notifications.preferences.$put({ json: preferences }));
}

/**
 * Optimistic: the switch moves at once; on failure the previous preferences come back and the caller
 * shows an error. Each save sends the whole object, so the server always holds one consistent set.
 */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATION_PREFERENCES_KEY });
      const previous = queryClient.getQueryData<NotificationPreferences>(NOTIFICATION_PREFERENCES_KEY);
      queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, saved),
  });
}
