import type { Whereabouts } from '#shared/region.ts';

/**
 * The browser's language and time zone, sent with each message so that a safety reply gives this
 * person's own country's helplines first (src/shared/region.ts). Nothing more precise, and never stored.
 */
export function whereabouts(): Whereabouts {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // A browser without the time zone API: the language alone decides, or both countries' lines show.
  }
  return {
    ...(typeof navigator !== 'undefined' && navigator.language ? { language: navigator.language } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
}
