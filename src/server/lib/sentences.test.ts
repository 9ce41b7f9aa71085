import { describe, expect, it } from 'vitest';
import { sentenceKey, sentenceKeys, splitSentences } from './sentences.ts';

describe('splitSentences', () => {
  it('splits after closing punctuation and gives the text back exactly when joined', () => {
    const text = 'I hear you. Could we start over?\n\n“Let us try again.” Then wait!';
    const pieces = splitSentences(text);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(3);
  });
});

describe('sentenceKey', () => {
  it('ignores case, punctuation and spacing, and skips sentences too short to count', () => {
    expect(sentenceKey('Take a slow breath, then  another.')).toBe(
      sentenceKey('take a slow breath then another!'),
    );
    expect(sentenceKey('Amen.')).toBeNull();
    expect(sentenceKey('I hear you.')).toBeNull();
  });
});

describe('sentenceKeys', () => {
  it('keys quoted words apart from what introduces them and from the question after them', () => {
    const a = sentenceKeys(
      'You might say: “Could we sit down on Saturday and look at the bills?” How would that land?',
    );
    const b = sentenceKeys(
      'Here is one way: “Could we sit down on Saturday and look at the bills?” When could you try it?',
    );
    const shared = a.filter((key) => b.includes(key));
    expect(shared).toEqual(['could we sit down on saturday and look at the bills']);
    expect(a).toContain('how would that land');
  });

  it('gives each sentence once', () => {
    expect(sentenceKeys('Breathe slowly for a while. Breathe slowly for a while.')).toHaveLength(1);
  });
});
