import { describe, expect, it } from 'vitest';
import { planOutcome } from './plan-review.ts';

describe('how the plan went', () => {
  it.each([
    ['it went ok, then it went badly', null, 'mixed'],
    ['good at first but then he shut down', null, 'mixed'],
    ['it started well until his phone went off and then we argued', 'good', 'mixed'],
    ['it went really well, he listened', 'good', 'good'],
    ['it was not good at all', null, 'bad'],
    ['it went badly, he walked off', 'bad', 'bad'],
    ["we didn't get to it", null, 'not-done'],
    ['not yet, the week got busy', null, 'not-done'],
    ['we never got round to it', 'bad', 'not-done'],
  ] as const)('"%s" is %s news', (message, reader, expected) => {
    expect(planOutcome(message, reader)).toBe(expected);
  });

  it('says nothing of a message that does not say how it went', () => {
    expect(planOutcome('hi again', null)).toBeNull();
  });
});
