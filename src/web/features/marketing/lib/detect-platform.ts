export type Platform = 'ios' | 'android' | 'samsung' | 'other';

/** Which install steps fit this browser. iPadOS reports itself as a Mac, but with a touch screen. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/SamsungBrowser/i.test(userAgent)) return 'samsung';
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1))
    return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}
