// The shape of the series content files (content/series.json, content/series-lessons.json), checked when
// the server starts, so a typo in a video's configuration stops the server with the field it is in
// (docs/product/rulings.md#series-videos).
import { z } from 'zod';
import type { Series, SeriesVideoSource } from '../series.ts';

/** A URL the page may load media from: https, or a path on our own site. */
const mediaUrl = z
  .string()
  .regex(/^(https:\/\/[^/\s]+\/\S*|\/(?!\/)\S*)$/, 'must be an https:// URL or a path on this site');

const videoSource = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('youtube'), id: z.string().regex(/^[\w-]{6,32}$/) }),
  z.object({ provider: z.literal('vimeo'), id: z.string().regex(/^\d{3,15}$/) }),
  z.object({ provider: z.literal('file'), url: mediaUrl, captions: mediaUrl.optional() }),
]) satisfies z.ZodType<SeriesVideoSource>;

const verse = z.object({
  ref: z.string().min(1),
  book: z.string().min(1),
  chapter: z.number().int().min(1),
  from: z.number().int().min(1),
  to: z.number().int().min(1),
  text: z.string().min(1),
});

const seriesFile = z.object({
  videos: z
    .array(
      z.object({
        title: z.string().min(1),
        minutes: z.number().int().min(1),
        summary: z.string().min(1),
        video: videoSource.nullable(),
      }),
    )
    .length(3),
  scriptures: z.array(verse),
});

const lessonsFile = z.object({
  lessons: z
    .array(
      z.object({
        title: z.string().min(1),
        paragraphs: z.array(z.string().min(1)).min(1),
        verses: z.array(verse).min(1),
      }),
    )
    .length(3),
});

function check<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.')} ${issue.message}`);
  }
  return parsed.data;
}

/** Both files checked and joined: each video with its lesson (matched by title, so none can slip). */
export function parseSeries(series: unknown, lessons: unknown): Series {
  const s = check(seriesFile, series, 'content/series.json');
  const l = check(lessonsFile, lessons, 'content/series-lessons.json');
  return {
    scriptures: s.scriptures,
    videos: s.videos.map((video, index) => {
      const lesson = l.lessons[index]!;
      if (lesson.title !== video.title)
        throw new Error(
          `content/series-lessons.json: lessons.${index} is "${lesson.title}", not "${video.title}"`,
        );
      return { ...video, lesson: { paragraphs: lesson.paragraphs, verses: lesson.verses } };
    }),
  };
}
