export const NOTIFICATION_PREFERENCES_KEY = ['notifications', 'preferences'] as const;
/** Every save of the preferences (one at a time; see save-notification-preferences.ts). */
export const SAVE_NOTIFICATION_PREFERENCES_KEY = ['notifications', 'preferences', 'save'] as const;
