// The free series (docs/product/rulings.md#series-videos): its three videos in content/series.json, each
// with where it is hosted (null while it is being prepared), and each one's lesson written out in
// content/series-lessons.json. Shared by the /365series page, the series e-mails and the
// Content-Security-Policy. Types and small helpers only, so the web bundle carries no schema library; the
// files' shape is checked by src/shared/schemas/series.ts when the server starts (and by its tests).

export interface SeriesVerse {
  ref: string;
  book: string;
  chapter: number;
  from: number;
  to: number;
  text: string;
}

// Privacy-enhanced embeds only: YouTube's no-cookie player and Vimeo with Do Not Track. A file is played
// by the browser itself, with its WebVTT captions when given (the hosted players carry their own).
export type SeriesVideoSource =
  | { provider: 'youtube'; id: string }
  | { provider: 'vimeo'; id: string }
  | { provider: 'file'; url: string; captions?: string | undefined };

export interface SeriesLesson {
  paragraphs: string[];
  verses: SeriesVerse[];
}

export interface SeriesVideo {
  title: string;
  minutes: number;
  summary: string;
  video: SeriesVideoSource | null;
  lesson: SeriesLesson;
}

export interface Series {
  videos: SeriesVideo[];
  scriptures: SeriesVerse[];
}

/**
 * Whether the series can promise a video: its first video is configured. Until then the page, the
 * e-mails and the pop-ups offer the first lesson in text instead.
 */
export const seriesHasVideo = (videos: readonly { video: unknown }[]): boolean => videos[0]?.video != null;

/** The id of a lesson's section on /365series (1-based), for links from the e-mails. */
export const lessonAnchor = (index: number): string => `lesson-${index + 1}`;

export const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIMEO_ORIGIN = 'https://player.vimeo.com';

/** The player address of a hosted video: YouTube's no-cookie player, Vimeo with Do Not Track. */
export function embedSrc(source: Extract<SeriesVideoSource, { provider: 'youtube' | 'vimeo' }>): string {
  return source.provider === 'youtube'
    ? `${YOUTUBE_ORIGIN}/embed/${encodeURIComponent(source.id)}`
    : `${VIMEO_ORIGIN}/video/${encodeURIComponent(source.id)}?dnt=1`;
}

/**
 * What the page's Content-Security-Policy must allow for the configured videos, and nothing more: the
 * players' origins for frame-src, the files' origins for media-src (captions are fetched as media too).
 */
export function seriesMediaOrigins(series: Pick<Series, 'videos'>): { frame: string[]; media: string[] } {
  const frame = new Set<string>();
  const media = new Set<string>();
  for (const { video } of series.videos) {
    if (!video) continue;
    if (video.provider === 'youtube') frame.add(YOUTUBE_ORIGIN);
    else if (video.provider === 'vimeo') frame.add(VIMEO_ORIGIN);
    else
      for (const url of [video.url, video.captions]) {
        const origin = url && /^https:\/\/[^/]+/.exec(url)?.[0];
        if (origin) media.add(origin.toLowerCase());
      }
  }
  return { frame: [...frame], media: [...media] };
}
