import { describe, expect, it } from 'vitest';
import { allusionTargets, namedVerseIn, normaliseWords } from './named-verse.ts';
import { createScripture } from './scripture.ts';

const scripture = createScripture();
const named = (message: string) => scripture.findNamed(message)?.reference ?? null;

describe('a reference the user types', () => {
  it('is found in a sentence, in full or abbreviated, with or without the colon', () => {
    expect(named('what about Colossians 3:13?')).toBe('Colossians 3:12-13');
    expect(named('col 3:13')).toBe('Colossians 3:12-13');
    expect(named('my pastor sent me Eph 4 26 last night')).toBe('Ephesians 4:26-27');
    expect(named('eph 4.29')).toBe('Ephesians 4:29');
    expect(named('I keep reading Phil 4:6-7 before bed')).toBe('Philippians 4:6-7');
    expect(named('James 1:19 keeps coming to mind')).toBe('James 1:19-20');
    expect(named('Proverbs 15 1 is what I need')).toBe('Proverbs 15:1');
    expect(named('isaiah 41:10!!')).toBe('Isaiah 41:10');
  });

  it('shows the verse at the heart of a well-known chapter, and nothing for other chapters', () => {
    expect(named('1 cor 13')).toBe('1 Corinthians 13:4-7');
    expect(named('can you show me psalm 23')).toBe('Psalm 23:1-4');
    expect(named('Psalm 46 got me through last year')).toBe('Psalm 46:1');
    expect(named('Ps 23 always helps')).toBe('Psalm 23:1-4');
    expect(named('psalm 119')).toBeNull();
    expect(named('what does Leviticus 11 say')).toBeNull();
  });

  it('does not mistake numbers in ordinary talk for a reference', () => {
    for (const message of [
      'I have 3 kids and 13 cats',
      'I lost my job 3 weeks ago',
      'Mark 2 days ago said he was leaving',
      'my son James 3 is teething',
      'is 4 too many nights out a week?',
      'we argued for 70 minutes, 7 times this week',
      'he came home at 3:15 again',
      'John and I have been married 12 years',
      'ps 2 more things',
      'we had 23 people over, 46 if you count the kids',
    ])
      expect(named(message), message).toBeNull();
  });

  it('reads a name-like book with a number as a reference when the message is about scripture', () => {
    expect(named('the verse in James 1 19 about listening')).toBe('James 1:19-20');
    expect(named('Mark 11:25')).toBe('Mark 11:25');
  });

  it('refuses a reference that is not real', () => {
    expect(named('what about Colossians 9:13?')).toBeNull();
    expect(named('Hezekiah 3:16')).toBeNull();
  });
});

describe('a verse the user alludes to', () => {
  it('is found from typical phrasings, old and new wordings, and typos', () => {
    const cases: [string, string][] = [
      ['Do I really have to forgive him 70 times 7?', 'Matthew 18:21-22'],
      ['seventy times seven, right?', 'Matthew 18:21-22'],
      ['seventy tims seven', 'Matthew 18:21-22'],
      ['70x7 is a lot when he keeps doing it', 'Matthew 18:21-22'],
      ['isn\u2019t it seventy-seven times?', 'Matthew 18:21-22'],
      ['they always say love is patient', '1 Corinthians 13:4-7'],
      ['love is patinet and kind they say', '1 Corinthians 13:4-7'],
      ['Be still and know that I am God', 'Psalm 46:10'],
      ["Doesn't God hate divorce?", 'Malachi 2:16'],
      ['my husband says wives submit', 'Ephesians 5:18-22'],
      ["Don't let the sun go down on your anger, right?", 'Ephesians 4:26-27'],
      ['let not the sun go down upon your wrath', 'Ephesians 4:26-27'],
      ['we never go to bed angry', 'Ephesians 4:26-27'],
      ['so I should just turn the other cheek?', 'Matthew 5:39'],
      ['a gentle answer turns away wrath', 'Proverbs 15:1'],
      ['A soft answer turneth away wrath', 'Proverbs 15:1'],
      ['the two become one flesh', 'Genesis 2:24'],
      ['iron sharpens iron and all that', 'Proverbs 27:17'],
      ['The Lord is my shepherd', 'Psalm 23:1-4'],
      ['a cord of three strands is not quickly broken', 'Ecclesiastes 4:12'],
      ['what God has joined together', 'Matthew 19:6'],
      ["I can't be anxious for nothing, I'm anxious about everything", 'Philippians 4:6-7'],
      ['his mercies are new every morning', 'Lamentations 3:22-23'],
      ['he says bear one another\u2019s burdens', 'Galatians 6:2'],
    ];
    for (const [message, reference] of cases) expect(named(message), message).toBe(reference);
  });

  it('tells a saying that is not scripture from a verse', () => {
    expect(named('the serenity prayer helps me')).toBeNull();
    const serenity = namedVerseIn(scripture, 'I pray the serenity prayer every morning');
    expect(serenity).toMatchObject({ verse: null, how: 'not-scripture' });
    expect(serenity?.note).toMatch(/not a verse of the Bible/);
    expect(namedVerseIn(scripture, "God won't give you more than you can handle, right?")?.how).toBe(
      'not-scripture',
    );
  });

  it('does not fire on look-alikes', () => {
    for (const message of [
      'I love it when he is patient with the kids',
      'we fought about the other chair',
      'be still my heart',
      'we were one big happy family',
      'I did it 7 times in 70 days',
      'thanks, amen',
    ])
      expect(named(message), message).toBeNull();
  });

  it('prefers a typed reference over an allusion in the same message', () => {
    expect(named('love is patient, but what about Romans 12:18?')).toBe('Romans 12:18');
  });

  it('keeps a list of at least 40 allusions, each pointing at a real, whole passage', () => {
    const targets = allusionTargets();
    expect(targets.length).toBeGreaterThanOrEqual(40);
    for (const reference of targets)
      expect(scripture.lookup(reference)?.reference, reference).toBe(reference);
  });
});

describe('normaliseWords', () => {
  it('meets old and new wordings, numbers and contractions', () => {
    expect(normaliseWords("Don't let the sun go down upon thy wrath")).toEqual(
      'do not let the sun go down on your wrath'.split(' '),
    );
    expect(normaliseWords('Seventy \u00d7 seven')).toEqual(['70', 'times', '7']);
    expect(normaliseWords('The LORD is my shepherd')).toEqual(['god', 'is', 'my', 'shepherd']);
  });
});
