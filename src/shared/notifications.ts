import { z } from 'zod';

/**
 * docs/product/specification.md#notification-defaults; which e-mail each toggle governs:
 * docs/product/rulings.md#notification-toggles-and-e-mails.
 */
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
  // Push goes to the devices turned on in Settings (push_subscriptions); chat and community pushes are
  // saved but send nothing yet (docs/product/rulings.md#notification-toggles-and-e-mails).
  push: z.object({
    /** The dashboard's daily alignment card, each morning. */
    prayerReminders: z.boolean(),
    /** The weekly check-in question (off by default). */
    weeklyCheckIn: z.boolean(),
    chatResponses: z.boolean(),
    communityMessages: z.boolean(),
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * Pushes for features that are not built: saved with the rest but sending nothing, so Settings shows them
 * as coming later, never as a switch that seems to do something
 * (docs/product/rulings.md#notification-toggles-and-e-mails).
 */
export const PUSHES_NOT_BUILT: ReadonlySet<keyof NotificationPreferences['push']> = new Set([
  'chatResponses',
  'communityMessages',
]);

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: { updates: true, devotionals: true, prayerReminders: false, marketing: false },
  push: { prayerReminders: true, weeklyCheckIn: false, chatResponses: true, communityMessages: false },
};

export const WAITLIST_FEATURES = ['audio-devotionals', 'couples-companion'] as const;
export type WaitlistFeature = (typeof WAITLIST_FEATURES)[number];
export const waitlistSchema = z.object({ feature: z.enum(WAITLIST_FEATURES) });
/** GET /api/notifications/waitlist: the waitlists the signed-in user is on. */
export interface WaitlistsJoined {
  joined: WaitlistFeature[];
}
