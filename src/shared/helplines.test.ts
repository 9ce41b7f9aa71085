import { describe, expect, it } from 'vitest';
import { HELPLINES, helplinePattern, LINES } from './helplines.ts';

describe('helplinePattern', () => {
  const pattern = helplinePattern([LINES.abuseUk, LINES.abuseUs, LINES.emergencyUk]);

  it('finds a line by its number as written, dashes and spaces included', () => {
    expect(pattern.test('Call the helpline on 0808 2000 247 tonight.')).toBe(true);
    expect(pattern.test('In the US: 1-800-799-7233.')).toBe(true);
    expect(pattern.test('If you are in danger, call 999.')).toBe(true);
  });

  it('takes a short number only as a whole word, and no other line', () => {
    expect(pattern.test('We married in 1999.')).toBe(false);
    expect(pattern.test('1-800-799-72334')).toBe(true); // a longer number still contains the line's
    expect(pattern.test('Samaritans: 116 123')).toBe(false);
  });

  it('has each shown line in the one list of lines', () => {
    const all = Object.values(LINES);
    for (const line of [...HELPLINES.uk, ...HELPLINES.us]) expect(all).toContain(line);
  });
});
