import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '#shared/notifications.ts';
import type { Database } from '#server/db/client.ts';
import { preferencesOf, type PreferencesRow, savePreferences } from './notifications.queries.ts';

export function toPreferences(row: PreferencesRow | undefined): NotificationPreferences {
  if (!row) return DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    email: {
      updates: row.emailUpdates,
      devotionals: row.emailDevotionals,
      prayerReminders: row.emailPrayerReminders,
      marketing: row.emailMarketing,
    },
    push: {
      prayerReminders: row.pushPrayerReminders,
      weeklyCheckIn: row.pushWeeklyCheckIn,
      chatResponses: row.pushChatResponses,
      communityMessages: row.pushCommunityMessages,
    },
  };
}

export function createPreferencesService(db: Database) {
  return {
    async get(userId: string): Promise<NotificationPreferences> {
      return toPreferences(await preferencesOf(db, userId));
    },
    async save(userId: string, prefs: NotificationPreferences): Promise<NotificationPreferences> {
      const values = {
        emailUpdates: prefs.email.updates,
        emailDevotionals: prefs.email.devotionals,
        emailPrayerReminders: prefs.email.prayerReminders,
        emailMarketing: prefs.email.marketing,
        pushPrayerReminders: prefs.push.prayerReminders,
        pushWeeklyCheckIn: prefs.push.weeklyCheckIn,
        pushChatResponses: prefs.push.chatResponses,
        pushCommunityMessages: prefs.push.communityMessages,
      };
      return toPreferences(await savePreferences(db, userId, values));
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
