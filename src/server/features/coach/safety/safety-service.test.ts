// The safety service remembers its latest answers (each send assesses the chat's recent messages
// again); what it answers must be exactly what the rules say, with or without the question's context.
import { expect, it } from 'vitest';
import { assessMessage, createSafetyService } from './safety.ts';

const DISCLOSURE = 'He hit me last night and I am scared to go home.';

it('answers a message it has seen with the answer it gave, and as the rules do', () => {
  const safety = createSafetyService();
  const first = safety.assess(DISCLOSURE);
  expect(first).toEqual(assessMessage(DISCLOSURE));
  expect(first.level).toBe('crisis');
  // Remembered: the same answer, not the rules run again.
  expect(safety.assess(DISCLOSURE)).toBe(first);
  // The context is part of what is remembered: "yes" answers the direct question, and only then.
  expect(safety.assess('yes')).toEqual(assessMessage('yes'));
  expect(safety.assess('yes', { askedAboutSuicide: true })).toEqual(
    assessMessage('yes', { askedAboutSuicide: true }),
  );
  expect(safety.assess('yes', { askedAboutSuicide: true }).level).toBe('crisis');
  expect(safety.assess('yes').level).not.toBe('crisis');
});

it('remembers a bounded number of answers, forgetting the least recently used', () => {
  const safety = createSafetyService({ remember: 2 });
  const kept = safety.assess(DISCLOSURE);
  safety.assess('We keep arguing about money.');
  expect(safety.assess(DISCLOSURE)).toBe(kept); // used again: now the most recent
  safety.assess('I feel unheard.'); // pushes out the money message, not the disclosure
  expect(safety.assess(DISCLOSURE)).toBe(kept);
  safety.assess('We keep arguing about money.');
  safety.assess('I feel unheard.');
  const again = safety.assess(DISCLOSURE); // forgotten by now: assessed afresh
  expect(again).not.toBe(kept);
  expect(again).toEqual(kept);
});
