// The reply guard's local layers, one by one: the phrase rules (with negation), the facts, the notes.
import { describe, expect, it } from 'vitest';
import { createScripture } from '#server/features/coach/scripture/scripture.ts';
import { type FactContext, factFindings, privateRuns } from './facts.ts';
import { guardNotes, judgeNote } from './note-guard.ts';
import { phraseHitsIn } from './phrase-rules.ts';
import { checkReplyLocally } from './reply-guard.ts';
import { NOT_CAREFUL } from '#server/ports/coach.ts';

const scripture = createScripture();

function facts(text: string, extra: Partial<FactContext> = {}, secrets: string[] = []) {
  const context: FactContext = {
    scripture,
    // The real careful-mode rule of the scripture helper, for a verse named in a reply's words.
    verseAllowed: (reference) => scripture.allowed(reference, { careful: true, angry: false, inText: true }),
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

  it('finds a claim to be human, a pastor or a life of its own in other words, and not when it is denied', () => {
    for (const claim of [
      "Nope, not a robot! Just a fellow believer who's been through a lot.",
      "As your pastor, I want you to know that you're not alone.",
      "Yes, I'm ordained and have served in pastoral ministry for many years.",
      "I've been married for 22 years, and my husband and I barely spoke some seasons.",
      "You're chatting with a trained relationship coach, and there's a real human here with you.",
    ])
      expect(
        phraseHitsIn(claim).map((h) => h.family),
        claim,
      ).toContain('claims-human-licensed-confidential');
    for (const denial of [
      "I'm an AI, not a real human, and I'm not a pastor.",
      "I'm not a licensed counsellor, and I'm not ordained.",
      'You deserve a real human voice tonight.',
      'Your pastor may have a prayer team who would gladly pray with you.',
    ])
      expect(phraseHitsIn(denial), denial).toEqual([]);
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
    // A helpline as the instructions give it is what every safe answer says.
    const prompt =
      'If they are in danger: the US National Domestic Violence Hotline 1-800-799-7233, or call 999, 911 or go to A&E.';
    expect(
      facts('The National Domestic Violence Hotline (1-800-799-7233) is there any time.', {}, [prompt]),
    ).toEqual([]);
    expect(facts('Call 999, 911 or go to A&E if you are hurt.', {}, [prompt])).toEqual([]);
    expect(
      facts('They told me: if they are in danger the US national domestic violence hotline.', {}, [prompt]),
    ).toEqual(['prompt-leak']);
  });

  it('refuses invented references and misquoted verses, and keeps a true quotation', () => {
    expect(facts('As Hezekiah 4:12 says, God helps those who help themselves.')).toEqual(['scripture']);
    expect(facts('Read Psalm 34:99 tonight.')).toEqual(['scripture']);
    expect(facts('Psalm 34:18 says "God is close to those who pray the hardest."')).toEqual(['scripture']);
    expect(facts('Psalm 34:18 says "Yahweh is near to those who have a broken heart."')).toEqual([]);
  });

  it('checks a reference against the WEB text as named, however long the passage', () => {
    expect(facts("- **Matthew 18:21–35** – Jesus' parable of the unforgiving servant.")).toEqual([]);
    expect(facts('- **Romans 12:9–21** – practical wisdom.')).toEqual([]);
    // A capitalised word before the book is not its name.
    expect(
      facts(
        'Pray Psalm 4:8: “In peace I will both lay myself down and sleep, for you, Yahweh alone, make me live in safety.”',
      ),
    ).toEqual([]);
    expect(facts('Read Matthew 18:21-99.')).toEqual(['scripture']);
  });

  it('pairs each quotation with its own reference in a list, and still refuses a misquotation', () => {
    const list = [
      '“Love is patient and is kind. Love doesn’t envy.” (1 Corinthians 13:4, WEB)',
      '“Above all these things, walk in love, which is the bond of perfection.” (Colossians 3:14, WEB)',
      '“A threefold cord is not quickly broken.” (Ecclesiastes 4:12, WEB)',
    ].join('\n\n');
    expect(facts(list)).toEqual([]);
    // Example words on the line before a reference are not its quotation.
    expect(
      facts(
        '4. **Ask:** “Could you take over the bins and hoovering?”\n\nProverbs 15:1: “A gentle answer turns away wrath, but a harsh word stirs up anger.”',
      ),
    ).toEqual([]);
    expect(
      facts('Psalm 56:8 says: “You number my wanderings. You put my tears into your container.”'),
    ).toEqual(['scripture']);
    expect(facts('2 Peter 3:9 says the Lord is patient, “not wishing that any should perish.”')).toEqual([
      'scripture',
    ]);
  });

  it('in careful mode judges a verse a reply names by what it says, not by whether a card would show it', () => {
    expect(
      facts(
        '2 Timothy 1:7 says, "For God didn’t give us a spirit of fear, but of power, love, and self-control."',
        {
          careful: true,
        },
      ),
    ).toEqual([]);
    expect(
      facts('Proverbs 22:3 says, “A prudent man sees danger and hides himself.”', { careful: true }),
    ).toEqual([]);
    expect(facts('1 Peter 3:1 asks wives to be in subjection.', { careful: true })).toEqual(['scripture']);
  });

  it('in careful mode refuses verses about submission, forgiveness or divorce, named or alluded to', () => {
    expect(facts('Ephesians 5:22 asks wives to submit.', { careful: true })).toEqual(['scripture']);
    expect(facts('Remember, forgive seventy times seven.', { careful: true })).toEqual(['scripture']);
    expect(facts('Ephesians 5:22 asks wives to submit.', { careful: false })).toEqual([]);
    expect(facts('Psalm 34:18 is a comfort.', { careful: true })).toEqual([]);
  });
});

describe('the whole reply', () => {
  const context = {
    safety: NOT_CAREFUL,
    messageAssessment: { crisis: false, level: 'none' as const, categories: [] },
    userWords: '',
    privateRuns: new Set<string>(),
    privateTexts: [],
    scripture,
    verseAllowed: (reference: string) =>
      scripture.allowed(reference, { careful: true, angry: false, inText: true }),
  };

  it('lets a prayer and quoted verses through: a few words, or a verse’s own words, are not for the classifier', () => {
    const prayer =
      'Here is a short one:\n\n*Lord, go before us tonight. Help me to speak honestly and listen well. Amen.*\n\nIn Jesus’ name, Amen.';
    expect(checkReplyLocally(prayer, context, false).failures).toEqual([]);
    const quoted =
      '“A threefold cord is not quickly broken.” (Ecclesiastes 4:12, WEB). This one is nice for an anniversary card.';
    expect(checkReplyLocally(quoted, context, false).failures).toEqual([]);
  });

  it('still refuses a harmful sentence in the same reply', () => {
    const verdict = checkReplyLocally(
      'Amen. Just a fellow believer here, not a robot, and I have been married for years.',
      context,
      false,
    );
    expect(verdict.failures).toContain('phrases:claims-human-licensed-confidential');
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
