// Where the person writing probably is, so their own country's helplines come first
// (docs/safety.md#replies-that-fit). The browser sends its language and time zone with a message;
// nothing is stored. The time zone says where the device is, so it decides; the language only when
// no time zone came. Anything else is unknown, and a safety reply then gives both countries' lines.

export type Region = 'uk' | 'us';

const UK_ZONES = new Set(['Europe/London', 'Europe/Belfast', 'GB', 'GB-Eire']);

/** US zones: America/* minus the rest of the Americas would be wrong (Toronto, Mexico City...). */
const US_ZONE =
  /^(?:America\/(?:New_York|Detroit|Chicago|Denver|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Nome|Yakutat|Metlakatla|Adak|Boise|Menominee|Indiana\/\w+|Kentucky\/\w+|North_Dakota\/\w+)|Pacific\/Honolulu|US\/\w+)$/;

export interface Whereabouts {
  language?: string | undefined;
  timeZone?: string | undefined;
}

export function regionOf({ language, timeZone }: Whereabouts): Region | null {
  if (timeZone) {
    if (UK_ZONES.has(timeZone)) return 'uk';
    if (US_ZONE.test(timeZone)) return 'us';
    return null;
  }
  const tag = language?.toLowerCase() ?? '';
  if (tag === 'en-gb') return 'uk';
  if (tag === 'en-us') return 'us';
  return null;
}
