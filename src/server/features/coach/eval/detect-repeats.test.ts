import { describe, expect, it } from 'vitest';
import { commonestSentence, commonestVerse, repeatedSentences } from './detect-repeats.ts';

describe('repetition', () => {
  it('finds a sentence said again in one conversation', () => {
    const line = 'The cycle is the enemy, not each other at all.';
    expect(repeatedSentences([line, `Yes. ${line}`])).toEqual([[], [line]]);
  });

  it('counts the sentence said in the most conversations, each once, helplines aside', () => {
    const line = 'The cycle is the enemy, not each other at all.';
    const helpline = 'Samaritans are on 116 123, any time of day or night.';
    expect(
      commonestSentence([
        [line, line, helpline],
        [`So true. ${line}`, helpline],
        [helpline, 'Something else entirely that is long enough.'],
      ]),
    ).toEqual({ text: line, conversations: 2 });
    expect(commonestSentence([['A sentence that is said only once here.']])).toBeNull();
  });

  it('counts the verse shown in the most conversations', () => {
    expect(commonestVerse([['Psalm 34:18', 'Psalm 34:18'], ['Psalm 34:18'], ['Romans 8:28']])).toEqual({
      text: 'Psalm 34:18',
      conversations: 2,
    });
    expect(commonestVerse([['Psalm 34:18'], ['Romans 8:28']])).toBeNull();
  });
});
