// Whether the free series has a video to watch (content/series.json): the calls to action may promise
// one only then (docs/product/rulings.md#series-videos). Only the videos' list is bundled here (the
// lessons live in their own file), so the landing page's strings stay small.
import { videos } from '#content/series.json';
import { seriesHasVideo } from '#shared/series.ts';

export const seriesReady = seriesHasVideo(videos);
