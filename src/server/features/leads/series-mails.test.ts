// The series e-mails promise what /365series gives (docs/product/rulings.md#series-videos): the lesson
// in text while no video is configured, "Start Watching Now" once one is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { latestMail, uniqueEmail } from '#server/test/auth-helpers.ts';
import { api } from '#server/test/client.ts';
import type { Series } from '#shared/series.ts';
import { leadMail } from './lead-mails.ts';
import { SERIES } from '#server/content/series.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The configured series with its first video hosted on YouTube. */
const withVideo: Series = {
  ...SERIES,
  videos: SERIES.videos.map((video, index) =>
    index === 0 ? { ...video, video: { provider: 'youtube', id: 'dQw4w9WgXcQ' } } : video,
  ),
};
const links = {
  appUrl: 'https://peace.example',
  unsubscribeUrl: 'https://peace.example/unsubscribe?token=x',
};

describe('the series e-mails', () => {
  it('offer the first lesson in text while no video is configured', async () => {
    expect(SERIES.videos.every((video) => video.video === null)).toBe(true);
    const email = uniqueEmail('lesson');
    await api(t).leads['lead-magnet'].$post({ json: { form: '365access', firstName: 'Ruth', email } });
    const mail = await latestMail(t, email);
    expect(mail?.text).toContain('Read Lesson 1');
    expect(mail?.text).toContain('http://localhost:3000/365series#lesson-1');
    expect(mail?.html).toContain('>Read Lesson 1<');
    expect(mail?.text).toContain('three short lessons');
    expect(mail?.text).not.toMatch(/Start Watching Now|Watch the series|short videos/);
  });

  it('say "Start Watching Now" once the first video is configured', () => {
    const mail = leadMail('lead-magnet', 'Ruth', links.appUrl, links.unsubscribeUrl, withVideo);
    expect(mail.text).toContain('Start Watching Now');
    expect(mail.text).toContain('https://peace.example/365series');
    expect(mail.text).not.toContain('#lesson-1');
    expect(mail.text).toContain('three short videos');
    expect(mail.text).not.toContain('Read Lesson 1');
  });
});
