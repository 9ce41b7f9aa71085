import { z } from 'zod';

/** Spec section 9 defaults; decisions.md says which e-mail each e-mail toggle governs. */
export const notificationPreferencesSchema = z.object({
  email: z.object({
    /** Product news and the weekly check-in. */
    updates: z.boolean(),
    /** The weekly devotional / guidance e-mail. */
    devotionals: z.boolean(),
    /** A daily prayer reminder e-mail. */
    prayerReminders: z.boolean(),
    /** Offers. */
    marketing: z.boolean(),
  }),
  // Saved like the others; push notifications send nothing yet (decisions.md).
  push: z.object({
    prayerReminders: z.boolean(),
    chatResponses: z.boolean(),
    communityMessages: z.boolean(),
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: { updates: true, devotionals: true, prayerReminders: false, marketing: false },
  push: { prayerReminders: true, chatResponses: true, communityMessages: false },
};

export const WAITLIST_FEATURES = ['audio-devotionals', 'couples-companion'] as const;
export type WaitlistFeature = (typeof WAITLIST_FEATURES)[number];
export const waitlistSchema = z.object({ feature: z.enum(WAITLIST_FEATURES) });
/** GET /api/notifications/waitlist: the waitlists the signed-in user is on. */
export interface WaitlistsJoined {
  joined: WaitlistFeature[];
}
