import { createHmac, timingSafeEqual } from 'node:crypto';

export const EMAIL_PREFERENCES = ['updates', 'devotionals', 'prayerReminders', 'marketing'] as const;
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number];

/** Signed one-click links that turn one e-mail preference off, without signing in. */
export function createUnsubscribeLinks(secret: string, appUrl: string) {
  const sign = (userId: string, pref: string) =>
    createHmac('sha256', secret).update(`unsubscribe:${userId}:${pref}`).digest('base64url');
  return {
    url: (userId: string, pref: EmailPreference) =>
      `${appUrl}/api/notifications/unsubscribe?u=${encodeURIComponent(userId)}&p=${pref}&s=${sign(userId, pref)}`,
    verify(userId: string, pref: string, signature: string): pref is EmailPreference {
      if (!(EMAIL_PREFERENCES as readonly string[]).includes(pref)) return false;
      const expected = Buffer.from(sign(userId, pref));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
