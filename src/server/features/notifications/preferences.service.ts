import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '../../../shared/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema.ts';

type Row = typeof notificationPreferences.$inferSelect;

export function toPreferences(row: Row | undefined): NotificationPreferences {
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
      chatResponses: row.pushChatResponses,
      communityMessages: row.pushCommunityMessages,
    },
  };
}

export function createPreferencesService(db: Database) {
  return {
    async get(userId: string): Promise<NotificationPreferences> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return toPreferences(row);
    },
    async save(userId: string, prefs: NotificationPreferences): Promise<NotificationPreferences> {
      const values = {
        emailUpdates: prefs.email.updates,
        emailDevotionals: prefs.email.devotionals,
        emailPrayerReminders: prefs.email.prayerReminders,
        emailMarketing: prefs.email.marketing,
        pushPrayerReminders: prefs.push.prayerReminders,
        pushChatResponses: prefs.push.chatResponses,
        pushCommunityMessages: prefs.push.communityMessages,
      };
      const [row] = await db
        .insert(notificationPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
        .returning();
      return toPreferences(row);
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
