export const NOTIFICATION_PREFERENCES_KEY = ['notifications', 'preferences'] as const;
