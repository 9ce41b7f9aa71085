import { describe, expect, it } from 'vitest';
import { deniesConflict, deniesFlooding, mentionsAnger, readOutcome, readWords } from './negation.ts';

const angry = (text: string) => mentionsAnger(readWords(text));
const noConflict = (text: string) => deniesConflict(readWords(text));
const outcome = (text: string) => readOutcome(readWords(text));

describe('readWords', () => {
  it('marks the word a negation denies, reaching over "even", "really", "that"', () => {
    const words = readWords("I'm not even that angry").flat();
    expect(words.find((w) => w.word === 'angry')?.negated).toBe(true);
    expect(words.find((w) => w.word === 'even')?.negated).toBe(false);
  });

  it('stops a negation at the end of its clause', () => {
    const words = readWords("I'm not flooded, just annoyed").flat();
    expect(words.find((w) => w.word === 'flooded')?.negated).toBe(true);
    expect(words.find((w) => w.word === 'annoyed')?.negated).toBe(false);
  });

  it('denies what a comparison sets aside', () => {
    const words = readWords('more dreading it than angry').flat();
    expect(words.find((w) => w.word === 'angry')?.negated).toBe(true);
    expect(words.find((w) => w.word === 'dreading')?.negated).toBe(false);
  });

  it('reads contractions with and without the apostrophe', () => {
    for (const text of ["we don't fight", 'we dont fight', 'we never fight', 'we do not fight']) {
      expect(
        readWords(text)
          .flat()
          .find((w) => w.word === 'fight')?.negated,
        text,
      ).toBe(true);
    }
  });

  it('denies only the first thing after "don\'t know"', () => {
    const words = readWords("I don't know why I'm so angry").flat();
    expect(words.find((w) => w.word === 'know')?.negated).toBe(true);
    expect(words.find((w) => w.word === 'angry')?.negated).toBe(false);
  });
});

describe('mentionsAnger', () => {
  it.each([
    "I'm so angry I can barely type",
    'i am LIVID with him',
    "I'm fuming, he shouted at me in front of my parents",
    'I lost my temper with him last night',
    "I'm not sad, I'm angry",
  ])('hears anger in %j', (text) => {
    expect(angry(text)).toBe(true);
  });

  it.each([
    'more dreading it than angry',
    'not flooded, just annoyed',
    "I'm not angry anymore, I'm just sad",
    "honestly I'm not even that angry",
    "It's more hurt than anger, if that makes sense",
    'I never get angry with him',
    "he's driving me mad with his snoring",
    'we talked it through calmly',
  ])('hears no anger in %j', (text) => {
    expect(angry(text)).toBe(false);
  });
});

describe('deniesConflict', () => {
  it.each([
    "We don't fight really, it's more that we don't talk",
    "it's not that we argue, we just live separate lives",
    'we never shout at each other',
    'we dont really argue',
  ])('hears no conflict in %j', (text) => {
    expect(noConflict(text)).toBe(true);
  });

  it.each([
    'we had a huge fight last night',
    'we argue about money all the time',
    'he never shouts but I scream at him',
    'things are quiet between us',
  ])('does not hear "no conflict" in %j', (text) => {
    expect(noConflict(text)).toBe(false);
  });
});

describe('deniesFlooding', () => {
  it('hears "not flooded" and does not mistake "flooded" for its denial', () => {
    expect(deniesFlooding(readWords('not flooded, just annoyed'))).toBe(true);
    expect(deniesFlooding(readWords("I'm completely flooded right now"))).toBe(false);
  });
});

describe('readOutcome', () => {
  it.each([
    ['we talked on Sunday and it went well', 'good'],
    ["I brought it up and he didn't get defensive", 'good'],
    ["it didn't go well, he walked out", 'bad'],
    ['it went ok but then he got defensive', 'mixed'],
    ['he listened but then it turned into a row', 'mixed'],
    ['it was a disaster', 'bad'],
    ['we had lunch', null],
  ] as const)('reads %j as %s', (text, expected) => {
    expect(outcome(text)).toBe(expected);
  });
});
