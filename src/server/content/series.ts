// The free series as configured in content/series.json and content/series-lessons.json, read and
// checked once at start: the series e-mails word their call to action by whether a video is ready, and
// the pages' Content-Security-Policy allows exactly the configured players and files
// (docs/product/rulings.md#series-videos).
import { readFileSync } from 'node:fs';
import { parseSeries } from '#shared/schemas/series.ts';
import type { Series } from '#shared/series.ts';

const read = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../content/${name}`, import.meta.url), 'utf8'));

export const SERIES: Series = parseSeries(read('series.json'), read('series-lessons.json'));
