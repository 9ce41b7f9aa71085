import { describe, expect, it } from 'vitest';
import { loadedBooks } from './bible-text.ts';
import { allusionTargets } from './named-verse.ts';
import { balanceQuotes, createScripture } from './scripture.ts';
import { TOPIC_IDS } from '../topic-ids.ts';
import { needReferences, VERSE_NEEDS, verseThemes } from './verse-choice.ts';

const scripture = createScripture();

/** A card reads as whole sentences: a capital (after any opening quote) to a final . ! or ? mark. */
function expectWholeSentences(text: string, label: string): void {
  expect(text, label).toMatch(/^[\u201c\u2018]?\p{Lu}/u);
  expect(text, label).toMatch(/[.!?][\u201d\u2019]*$/);
  expect(text, label).not.toMatch(/[,;:\u2014]\s*[\u201d\u2019]*$/);
  const opens = text.match(/\u201c/g)?.length ?? 0;
  const closes = text.match(/\u201d/g)?.length ?? 0;
  expect(opens, `${label}: balanced double quotes`).toBe(closes);
}

describe('the WEB text', () => {
  // First in the file: nothing else has been looked up yet.
  it('is read lazily, one book at a time', () => {
    expect(loadedBooks()).toEqual([]);
    scripture.lookup('James 1:19');
    expect(loadedBooks()).toEqual(['james']);
  });

  it('joins a verse split over several lines of poetry', () => {
    expect(scripture.lookup('Psalm 46:1')).toEqual({
      reference: 'Psalm 46:1',
      text: 'God is our refuge and strength, a very present help in trouble.',
    });
  });
});

describe('lookup', () => {
  it('finds a verse and a range within one chapter, with a normalised reference', () => {
    expect(scripture.lookup('James 1:19-20')).toEqual({
      reference: 'James 1:19-20',
      text: 'So, then, my beloved brothers, let every man be swift to hear, slow to speak, and slow to anger; for the anger of man doesn\u2019t produce the righteousness of God.',
    });
    expect(scripture.lookup('Jas 1:19\u201320')?.reference).toBe('James 1:19-20');
    expect(scripture.lookup('1 cor 13:4-7')?.reference).toBe('1 Corinthians 13:4-7');
    expect(scripture.lookup('Proverbs 15:1 (WEB)')?.text).toBe(
      'A gentle answer turns away wrath, but a harsh word stirs up anger.',
    );
  });

  it('rejects invalid books, chapters and verses out of range, and things that are not one verse', () => {
    for (const bad of [
      'Hezekiah 3:16',
      'James 6:1',
      'James 1:28',
      'James 1:19-99',
      'James 1:0',
      'Psalm 23',
      'Genesis 1:1-2:3',
      'Ephesians 4:26, 29',
      'Psalm 119:1-40',
      'see James 1:19 today',
      "I'm tired",
      '',
    ]) {
      expect(scripture.lookup(bad), bad).toBeNull();
    }
  });

  it('balances a quotation cut in the middle of a speech, without changing the words', () => {
    expect(balanceQuotes('he said, \u201cCome.')).toBe('he said, \u201cCome.\u201d');
    expect(balanceQuotes('rest.\u201d Amen.')).toBe('\u201crest.\u201d Amen.');
    // A nested quotation left open closes inside the outer one; apostrophes and possessives are words.
    expect(balanceQuotes('saying, \u201cHe said: \u2018Call to me.')).toBe(
      'saying, \u201cHe said: \u2018Call to me.\u2019\u201d',
    );
    expect(balanceQuotes('Don\u2019t judge your brothers\u2019 ways.')).toBe(
      'Don\u2019t judge your brothers\u2019 ways.',
    );
    expect(balanceQuotes('a \u201cb\u201d c.')).toBe('a \u201cb\u201d c.');
    expect(scripture.lookup('Jeremiah 29:11')?.text).toMatch(/^\u201cFor I know .*future\.\u201d$/);
  });
});

describe('whole sentences', () => {
  it('widens a range that starts inside a sentence back to its start, and shows the widened reference', () => {
    const love = scripture.lookup('1 Corinthians 13:7')!;
    expect(love.reference).toBe('1 Corinthians 13:4-7');
    expect(love.text).toMatch(/^Love is patient and is kind\. .* endures all things\.$/);
    expect(scripture.lookup('Colossians 3:13')?.reference).toBe('Colossians 3:12-13');
  });

  it('widens a range that ends on a comma or colon forward to the sentence end', () => {
    expect(scripture.lookup('Hebrews 12:14')?.reference).toBe('Hebrews 12:14-16');
    const trust = scripture.lookup('Psalm 37:3-5')!;
    expect(trust.reference).toBe('Psalm 37:3-6');
    expect(trust.text).toMatch(/^Trust in Yahweh.*noon day sun\.$/);
    expect(scripture.lookup('Ephesians 4:26')?.reference).toBe('Ephesians 4:26-27');
  });

  it('gives a closing quotation mark its opening one when the speech began before the range', () => {
    const always = scripture.lookup('Matthew 28:20')!;
    expect(always.reference).toBe('Matthew 28:19-20');
    expect(always.text).toMatch(/^\u201cGo and make disciples .* end of the age\.\u201d Amen\.$/);
  });

  it('leaves a verse that is already whole alone', () => {
    expect(scripture.lookup('Psalm 34:18')?.reference).toBe('Psalm 34:18');
    expect(scripture.lookup('Proverbs 15:1')?.reference).toBe('Proverbs 15:1');
  });

  it('refuses a verse inside a sentence too long for a card rather than show a fragment', () => {
    // Ephesians 1:3-14 and Ecclesiastes 3:1-8 are each one sentence.
    expect(scripture.lookup('Ephesians 1:7')).toBeNull();
    expect(scripture.lookup('Ecclesiastes 3:1')).toBeNull();
    expect(scripture.lookup('Ecclesiastes 3:1-8')?.reference).toBe('Ecclesiastes 3:1-8');
  });

  it('holds for every verse the coach can show: the bank, the needs and the named and alluded verses', () => {
    const references = new Set([
      ...scripture.bank().map((e) => e.reference),
      ...VERSE_NEEDS.flatMap((need) => (need === 'topic' ? [] : needReferences(need))),
      ...allusionTargets(),
    ]);
    expect(references.size).toBeGreaterThan(250);
    for (const reference of references) {
      const verse = scripture.lookup(reference);
      expect(verse, reference).not.toBeNull();
      // Our own content names the whole range, so the reference stored is the reference shown.
      expect(verse!.reference, reference).toBe(reference);
      expectWholeSentences(verse!.text, reference);
    }
  });
});

describe('the topical bank', () => {
  it('holds at least 150 distinct references across every topic, and every one resolves', () => {
    const bank = scripture.bank();
    const unique = new Set(bank.map((e) => e.reference));
    expect(unique.size).toBeGreaterThanOrEqual(150);
    for (const topic of TOPIC_IDS)
      expect(bank.filter((e) => e.topic === topic).length, topic).toBeGreaterThanOrEqual(8);
    for (const { reference } of bank) {
      const verse = scripture.lookup(reference);
      expect(verse, reference).not.toBeNull();
      expect(verse!.reference, reference).toBe(reference);
    }
  });

  it('gives the newer topics their own verses, and meets a betrayal with comfort, not a command to forgive', () => {
    const bank = scripture.bank();
    for (const topic of ['betrayal', 'pornography', 'chores', 'doubts'] as const)
      expect(bank.filter((e) => e.topic === topic).length, topic).toBeGreaterThanOrEqual(8);
    const betrayal = bank.filter((e) => e.topic === 'betrayal').map((e) => e.reference);
    expect(betrayal.slice(0, 4)).toEqual(expect.arrayContaining(['Psalm 34:18', 'Psalm 147:3']));
    for (const reference of betrayal) {
      const themes = verseThemes(scripture, reference)!;
      expect(themes.has('forgiveness') || themes.has('reconciliation'), reference).toBe(false);
    }
  });

  it('keeps scripture about submission and divorce out of the bank', () => {
    const texts = scripture.bank().map((e) => scripture.lookup(e.reference)!.text.toLowerCase());
    for (const text of texts) expect(text).not.toMatch(/\b(subject|submi\w*|divorce)\b/);
  });

  it('picks topical verses by seed, and replaces an invalid proposed reference with one', () => {
    const a = scripture.forTopic('anger', 0);
    const b = scripture.forTopic('anger', 1);
    expect(a.reference).not.toBe(b.reference);
    expect(scripture.forTopic('anger', 0)).toEqual(a);
    expect(scripture.verifyOrTopical('Romans 12:18', 'money', 3).reference).toBe('Romans 12:18');
    const replaced = scripture.verifyOrTopical('Hezekiah 4:2', 'money', 3);
    expect(replaced).toEqual(scripture.forTopic('money', 3));
    expect(scripture.verifyOrTopical(null, 'money', 3)).toEqual(replaced);
    expect(scripture.topicOf(a.reference)).toBe('anger');
  });
});

describe('the daily verse', () => {
  it('is the same all UTC day for one person and changes from day to day', () => {
    const morning = scripture.dailyVerse(new Date('2025-06-01T00:00:01Z'), 'user-ruth');
    expect(scripture.dailyVerse(new Date('2025-06-01T23:59:59Z'), 'user-ruth')).toEqual(morning);
    const week = Array.from({ length: 7 }, (_, i) =>
      scripture.dailyVerse(new Date(Date.UTC(2025, 5, 1 + i, 12)), 'user-ruth'),
    );
    expect(new Set(week.map((v) => v.reference)).size).toBe(7);
    for (const verse of week) expect(scripture.lookup(verse.reference)).toEqual(verse);
  });

  it('differs from person to person on the same day', () => {
    const day = new Date('2025-06-01T12:00:00Z');
    const people = Array.from({ length: 20 }, (_, i) => `user-${i}`);
    const verses = people.map((id) => scripture.dailyVerse(day, id).reference);
    // A hash, so two people may share a day's verse; twenty people never all share one.
    expect(new Set(verses).size).toBeGreaterThan(10);
    // And it is a stable hash, not a random pick: asked again, each person gets the same verse.
    expect(people.map((id) => scripture.dailyVerse(day, id).reference)).toEqual(verses);
  });
});
