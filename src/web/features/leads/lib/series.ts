// The series page's content: each video of content/series.json with its lesson from
// content/series-lessons.json. The server checks both files' shape when it starts
// (src/shared/schemas/series.ts), so the page takes them as they are and carries no schema library.
import content from '#content/series.json';
import lessonsFile from '#content/series-lessons.json';
import type { Series, SeriesVideoSource } from '#shared/series.ts';

export const series: Series = {
  scriptures: content.scriptures,
  videos: content.videos.map((video, index) => {
    const { paragraphs, verses } = lessonsFile.lessons[index]!;
    return { ...video, video: video.video as SeriesVideoSource | null, lesson: { paragraphs, verses } };
  }),
};
