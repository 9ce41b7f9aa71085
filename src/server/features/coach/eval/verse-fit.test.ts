import { describe, expect, it } from 'vitest';
import { covers, parseReference, verseMisfit, verseThemes, type VerseFitContext } from './verse-fit.ts';

const plain: VerseFitContext = { named: null, careful: false, betrayal: false, angry: undefined, avoid: [] };

const COL_3_13 = {
  reference: 'Colossians 3:13',
  text: 'bearing with one another, and forgiving each other, if any man has a complaint against any; even as Christ forgave you, so you also do.',
};
const EPH_5_22 = {
  reference: 'Ephesians 5:22',
  text: 'Wives, be subject to your own husbands, as to the Lord.',
};
const PROV_15_18 = {
  reference: 'Proverbs 15:18',
  text: 'A wrathful man stirs up contention, but one who is slow to anger appeases strife.',
};
const PSALM_34_18 = {
  reference: 'Psalm 34:18',
  text: 'Yahweh is near to those who have a broken heart, and saves those who have a crushed spirit.',
};
const MATT_5_9 = {
  reference: 'Matthew 5:9',
  text: 'Blessed are the peacemakers, for they shall be called children of God.',
};

describe('references', () => {
  it('parses and compares passages', () => {
    expect(parseReference('Psalm 37:3-5')).toEqual({ book: 'psalm', chapter: 37, first: 3, last: 5 });
    expect(covers('Psalms 37:3-5', 'Psalm 37:5')).toBe(true);
    expect(covers('Matthew 18:21-22', 'Matthew 18:22')).toBe(true);
    expect(covers('Matthew 18:21', 'Matthew 18:22')).toBe(false);
    expect(covers('1 Corinthians 13:4-7', '2 Corinthians 13:5')).toBe(false);
  });
});

describe('themes', () => {
  it('reads a verse theme from its text or its reference', () => {
    expect(verseThemes(COL_3_13)).toContain('forgiveness');
    expect(verseThemes(EPH_5_22)).toContain('submission');
    expect(verseThemes(PROV_15_18)).toContain('anger');
    expect(verseThemes(MATT_5_9)).toContain('peacemaking');
    expect(verseThemes(PSALM_34_18)).toEqual([]);
    // God's anger that lasts a moment is comfort, not a verse about the reader's temper.
    const psalm30 = {
      reference: 'Psalm 30:5',
      text: 'For his anger is but for a moment. His favor is for a lifetime. Weeping may stay for the night, but joy comes in the morning.',
    };
    expect(verseThemes(psalm30)).toEqual([]);
  });
});

describe('fit', () => {
  it('accepts a comfort verse anywhere and a named verse when named', () => {
    expect(verseMisfit(PSALM_34_18, { ...plain, careful: true, betrayal: true, angry: false })).toBeNull();
    expect(verseMisfit(COL_3_13, { ...plain, named: 'Colossians 3:13' })).toBeNull();
  });

  it('checks a verse asked for on a theme against its words', () => {
    expect(verseMisfit(PSALM_34_18, { ...plain, about: ['near', 'broken'] })).toBeNull();
    expect(verseMisfit(PSALM_34_18, { ...plain, about: ['patien', 'wait'] })).toMatch(/not about/);
  });

  it('rejects the wrong verse for a named one', () => {
    expect(verseMisfit(PSALM_34_18, { ...plain, named: 'Colossians 3:13' })).toMatch(/not the named/);
  });

  it('rejects forgiveness, submission and peacemaking verses in careful mode', () => {
    for (const card of [COL_3_13, EPH_5_22, MATT_5_9])
      expect(verseMisfit(card, { ...plain, careful: true }), card.reference).not.toBeNull();
    expect(verseMisfit(COL_3_13, plain)).toBeNull();
  });

  it('rejects a forgiveness verse right after a betrayal, and an anger verse for someone not angry', () => {
    expect(verseMisfit(COL_3_13, { ...plain, betrayal: true })).toMatch(/forgiveness/);
    expect(verseMisfit(PROV_15_18, { ...plain, angry: false })).toMatch(/anger/);
    expect(verseMisfit(PROV_15_18, { ...plain, angry: true })).toBeNull();
    expect(verseMisfit(MATT_5_9, { ...plain, avoid: ['peacemaking'] })).toMatch(/peacemaking/);
  });
});
