import { useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../../shared/notifications.ts';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';
import { NOTIFICATION_PREFERENCES_KEY } from './notification-preferences-key.ts';

export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return unwrap<NotificationPreferences>(await api.notifications.preferences.$get());
}

export function useNotificationPreferences() {
  return useQuery({ queryKey: NOTIFICATION_PREFERENCES_KEY, queryFn: getNotificationPreferences });
}
