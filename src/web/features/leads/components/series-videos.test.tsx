import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SeriesVideo } from '#shared/series.ts';
import { seriesStrings as t } from '#web/features/leads/leads.strings.ts';
import { series } from '../lib/series.ts';
import { SeriesLessons, SeriesVideos } from './series-videos.tsx';

// docs/product/rulings.md#series-videos: a configured video plays in a privacy-enhanced player; until
// then the page offers its lesson in text.

const none = series.videos;
const configured: SeriesVideo[] = [
  { ...none[0]!, video: { provider: 'youtube', id: 'dQw4w9WgXcQ' } },
  { ...none[1]!, video: { provider: 'vimeo', id: '76979871' } },
  {
    ...none[2]!,
    video: { provider: 'file', url: '/media/part-3.mp4', captions: '/media/part-3.en.vtt' },
  },
];

function renderPage(videos: readonly SeriesVideo[]) {
  return render(
    <>
      <SeriesVideos videos={videos} />
      <SeriesLessons videos={videos} />
    </>,
  );
}

describe('the series page', () => {
  it('with no video configured, links each part to its lesson written out with its verses', () => {
    const { container } = renderPage(none);
    expect(container.querySelector('iframe, video')).toBeNull();
    expect(screen.queryByText(/being prepared/)).not.toBeInTheDocument();
    expect(screen.getAllByText(t.lessonInText)).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Read Lesson 1' })).toHaveAttribute('href', '#lesson-1');
    expect(screen.getByRole('link', { name: 'Read Lesson 3' })).toHaveAttribute('href', '#lesson-3');
    const lesson = screen.getByRole('article', { name: none[0]!.title });
    expect(lesson).toHaveAttribute('id', 'lesson-1');
    expect(within(lesson).getByText(none[0]!.lesson.paragraphs[0]!)).toBeInTheDocument();
    expect(within(lesson).getByText('James 1:19-20 (WEB)')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('with videos configured, plays each in a privacy-enhanced player and promises no lesson text', () => {
    const { container } = renderPage(configured);
    expect(screen.getByTitle(none[0]!.title)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByTitle(none[1]!.title)).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    const video = screen.getByLabelText(none[2]!.title);
    expect(video.tagName).toBe('VIDEO');
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/part-3.mp4');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/part-3.en.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(screen.queryByRole('link', { name: /Read Lesson/ })).not.toBeInTheDocument();
    expect(screen.queryByText(t.lessonInText)).not.toBeInTheDocument();
    expect(container.querySelector('#lesson-1')).toBeNull();
  });
});
