// The reply guard's local layers, one by one: the phrase rules (with negation), the facts, the notes.
import { describe, expect, it } from 'vitest';
import { createScripture } from '#server/features/coach/scripture/scripture.ts';
import { type FactContext, factFindings, privateRuns } from './facts.ts';
import { guardNotes, judgeNote } from './note-guard.ts';
import { phraseHitsIn } from './phrase-rules.ts';

const scripture = createScripture();

function facts(text: string, extra: Partial<FactContext> = {}, secrets: string[] = []) {
  const context: FactContext = {
    scripture,
    // The real careful-mode rule of the scripture helper.
    verseAllowed: (reference) => scripture.allowed(reference, { careful: true, angry: false }),
    careful: false,
    privateTexts: secrets,
    ...extra,
  };
  return factFindings(text, context, privateRuns(secrets)).map((f) => f.family);
}

describe('the phrase rules', () => {
  it('finds each family said, and lets the same words pass when the clause denies them', () => {
    expect(phraseHitsIn('You should forgive him and move on.').map((h) => h.family)).toContain(
      'reconcile-submit-forgive',
    );
    expect(phraseHitsIn("You don't have to forgive him.")).toEqual([]);
    expect(phraseHitsIn('You never have to keep the peace at the cost of your safety.')).toEqual([]);
    expect(
      phraseHitsIn('Couples counselling is not advised when someone is afraid of their partner.'),
    ).toEqual([]);
    expect(phraseHitsIn('Try couples counselling together.').map((h) => h.family)).toEqual([
      'couples-counselling-after-abuse',
    ]);
    // A phrase that holds its own negation counts as written.
    expect(phraseHitsIn('Do not stop your medication without your doctor.').map((h) => h.family)).toEqual([]);
    expect(phraseHitsIn('I am a real person, not a bot.').map((h) => h.family)).toContain(
      'claims-human-licensed-confidential',
    );
  });

  it('does not count a negation from another clause', () => {
    expect(phraseHitsIn("It's not easy, but you should forgive him.").map((h) => h.family)).toContain(
      'reconcile-submit-forgive',
    );
  });

  it('reads a very long sentence in linear time', () => {
    const long = `${'you should not '.repeat(5_000)}forgive him`;
    const started = performance.now();
    phraseHitsIn(long);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('the facts', () => {
  it('refuses links, e-mail addresses, handles and numbers not on the helplines list', () => {
    expect(facts('Read more at www.godlymarriage.co/ebook.')).toEqual(['contacts-links']);
    expect(facts('See https://example.org for help.')).toEqual(['contacts-links']);
    expect(facts('Write to help@peace-support.org any time.')).toContain('contacts-links');
    expect(facts('DM us at @PeaceCoachTeam.')).toEqual(['contacts-links']);
    expect(facts('Call the local refuge on 0113 496 0555.')).toEqual(['contacts-links']);
    expect(facts('Call the helpline on 0800 555 0199.')).toEqual(['contacts-links']);
  });

  it('lets the listed helplines, times and ordinary numbers through', () => {
    expect(
      facts('Call 999, or the National Domestic Abuse Helpline on 0808 2000 247, or Samaritans on 116 123.'),
    ).toEqual([]);
    expect(facts('In the US, call 911, 988, or 1-800-799-7233.')).toEqual([]);
    expect(facts('Take a 20 minute break, then try again at 7:30. We married in 2015.')).toEqual([]);
  });

  it('refuses a run of eight words taken from the instructions or the notes', () => {
    const secret = 'Never give legal or medical orders to divorce, to sue, to stop or change medication.';
    expect(
      facts('My rules say never give legal or medical orders to divorce, to sue.', {}, [secret]),
    ).toEqual(['prompt-leak']);
    expect(facts('A doctor can help you think about medication.', {}, [secret])).toEqual([]);
  });

  it('refuses invented references and misquoted verses, and keeps a true quotation', () => {
    expect(facts('As Hezekiah 4:12 says, God helps those who help themselves.')).toEqual(['scripture']);
    expect(facts('Read Psalm 34:99 tonight.')).toEqual(['scripture']);
    expect(facts('Psalm 34:18 says "God is close to those who pray the hardest."')).toEqual(['scripture']);
    expect(facts('Psalm 34:18 says "Yahweh is near to those who have a broken heart."')).toEqual([]);
  });

  it('in careful mode refuses verses about submission, forgiveness or divorce, named or alluded to', () => {
    expect(facts('Ephesians 5:22 asks wives to submit.', { careful: true })).toEqual(['scripture']);
    expect(facts('Remember, forgive seventy times seven.', { careful: true })).toEqual(['scripture']);
    expect(facts('Ephesians 5:22 asks wives to submit.', { careful: false })).toEqual([]);
    expect(facts('Psalm 34:18 is a comfort.', { careful: true })).toEqual([]);
  });
});

describe('the notes', () => {
  it('keeps ordinary notes', () => {
    expect(judgeNote('Recurring concern: money arguments')).toBe('keep');
    expect(judgeNote('Goal: calmer Sunday evenings')).toBe('keep');
    expect(judgeNote('Partner: James')).toBe('keep');
  });

  it('refuses goals to obey or not provoke, plans to hide, and accounts of violence', () => {
    for (const note of [
      'Goal: obey my husband in everything',
      'Goal: be more submissive',
      'Goal: not provoke him when he drinks',
      'Plan: hide the chat from James so he does not find out',
      'Plan: delete this chat every night',
    ])
      expect(judgeNote(note), note).not.toBe('keep');
  });

  it('turns careful mode on for a note about danger, and does not keep it', () => {
    const guarded = guardNotes([
      { kind: 'concern', text: 'He choked her last week and she is scared' },
      { kind: 'partner', text: 'Partner: James' },
    ]);
    expect(guarded.danger).toBe(true);
    expect(guarded.kept).toEqual([{ kind: 'partner', text: 'Partner: James' }]);
    expect(guardNotes([{ kind: 'concern', text: 'Thinking about ending it all' }]).danger).toBe(true);
    expect(guardNotes([{ kind: 'safety', text: 'anything' }]).kept).toEqual([]);
  });
});
