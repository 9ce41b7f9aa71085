// The daily card's personal prayer puts the user's recurring concern into a sentence: it must read as
// English whatever the concern is (docs/product/rulings.md#premium-extras).
import { describe, expect, it } from 'vitest';
import type { VerifiedVerse } from '#server/ports/coach.ts';
import { topicById } from '../coach-content.ts';
import { TOPIC_IDS } from '../topic-ids.ts';
import { buildDailyCard } from './daily-card.ts';

const verse = { reference: 'James 1:19', text: 'So, then, my beloved brothers…' } as VerifiedVerse;
const prayerFor = (notes: string[]) =>
  buildDailyCard({ now: new Date('2026-03-02T08:00:00Z'), verse, topic: 'general', notes }).prayer;

describe('the daily card’s personal prayer', () => {
  it('names a plural concern without a verb that disagrees with it', () => {
    const prayer = prayerFor(['Partner: James', 'Recurring concern: money arguments']);
    expect(prayer).toContain('You know how heavy money arguments can be for us;');
    expect(prayer).not.toMatch(/arguments weighs/);
  });

  it('reads the same for every topic’s concern, singular or plural', () => {
    for (const id of TOPIC_IDS) {
      const { concern } = topicById(id);
      if (!concern) continue;
      const prayer = prayerFor([`Recurring concern: ${concern}`]);
      expect(prayer, id).toContain(`You know how heavy ${concern} can be for us;`);
      // No verb in the sentence agrees with the concern (is/are, weighs/weigh, has/have).
      expect(prayer, id).not.toMatch(/\b(weighs|weigh|is|are|has|have)\b on us/);
    }
  });
});
