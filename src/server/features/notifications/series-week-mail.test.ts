// The weekly series e-mail points to what /365series gives (docs/product/rulings.md#series-videos): the
// lessons in text while no video is configured, the videos once one is.
import { describe, expect, it } from 'vitest';
import { SERIES } from '#server/content/series.ts';
import type { Series } from '#shared/series.ts';
import { seriesWeekMail } from './scheduled-mails.ts';

const withVideo: Series = {
  ...SERIES,
  videos: SERIES.videos.map((video, index) =>
    index === 0 ? { ...video, video: { provider: 'vimeo', id: '76979871' } } : video,
  ),
};
const links = {
  appUrl: 'https://peace.example',
  unsubscribeUrl: 'https://peace.example/unsubscribe?token=x',
};

describe('the weekly series e-mail', () => {
  it('link the weekly series e-mail to the lessons or the videos, whichever there are', () => {
    expect(seriesWeekMail(1, 'Ruth', null, links).text).toContain('Read the lessons again');
    expect(seriesWeekMail(1, 'Ruth', null, links).text).not.toContain('Watch the series again');
    expect(seriesWeekMail(1, 'Ruth', null, links, withVideo).text).toContain('Watch the series again');
  });
});
