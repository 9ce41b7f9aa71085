// The series videos as configuration (docs/product/rulings.md#series-videos): privacy-enhanced players,
// and a Content-Security-Policy that allows exactly the configured ones.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSeries } from './schemas/series.ts';
import { embedSrc, type Series, seriesHasVideo, seriesMediaOrigins } from './series.ts';

const read = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../content/${name}`, import.meta.url), 'utf8'));
const file = read('series.json') as { videos: object[] };
const lessons = read('series-lessons.json');
const content = parseSeries(file, lessons);
const configure = (sources: Series['videos'][number]['video'][]): Series => ({
  ...content,
  videos: content.videos.map((video, index) => ({ ...video, video: sources[index] ?? null })),
});

describe('the series videos', () => {
  it('each have their lesson written out with verses while none is hosted', () => {
    expect(seriesHasVideo(content.videos)).toBe(false);
    for (const video of content.videos) {
      expect(video.lesson.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(video.lesson.verses.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('embed YouTube without cookies and Vimeo with Do Not Track', () => {
    expect(embedSrc({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embedSrc({ provider: 'vimeo', id: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('refuse a source that is not one of the three kinds, or a file over plain http', () => {
    const bad = (video: unknown) => () =>
      parseSeries({ ...file, videos: file.videos.map((v, i) => (i === 0 ? { ...v, video } : v)) }, lessons);
    expect(bad({ provider: 'youtube', id: '<script>' })).toThrow(/videos\.0\.video/);
    expect(bad({ provider: 'dailymotion', id: 'x' })).toThrow(/videos\.0\.video/);
    expect(bad({ provider: 'file', url: 'http://cdn.example/a.mp4' })).toThrow(/https/);
    expect(bad({ provider: 'file', url: '//cdn.example/a.mp4' })).toThrow(/https/);
    // A lesson out of order is refused rather than shown under the wrong video.
    const swapped = { lessons: [...(lessons as { lessons: object[] }).lessons].reverse() };
    expect(() => parseSeries(file, swapped)).toThrow(/series-lessons\.json: lessons\.0/);
  });

  it('let the page frame and play exactly the configured hosts', () => {
    expect(seriesMediaOrigins(content)).toEqual({ frame: [], media: [] });
    const mixed = configure([
      { provider: 'youtube', id: 'dQw4w9WgXcQ' },
      { provider: 'vimeo', id: '76979871' },
      { provider: 'file', url: 'https://media.example/part-3.mp4', captions: 'https://subs.example/3.vtt' },
    ]);
    expect(seriesMediaOrigins(mixed)).toEqual({
      frame: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      media: ['https://media.example', 'https://subs.example'],
    });
    // A file on our own site needs nothing beyond 'self'.
    expect(seriesMediaOrigins(configure([{ provider: 'file', url: '/media/part-1.mp4' }]))).toEqual({
      frame: [],
      media: [],
    });
  });
});
