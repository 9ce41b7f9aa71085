import { describe, expect, it } from 'vitest';
import type { SafetyAssessment, SafetyCategory } from '#server/ports/coach.ts';
import { asksAboutSuicide } from './safety-answers.ts';
import { CRISIS_CASES, LOOK_ALIKES } from './safety-cases.ts';
import { INDIRECT_CRISIS_CASES } from './safety-cases-indirect.ts';
import { ASK_CASES, LIGHT_CASES, NO_ANSWERS, YES_ANSWERS } from './safety-cases-levels.ts';
import { MORE_LOOK_ALIKES } from './safety-cases-lookalikes.ts';
import { MORE_CRISIS_CASES } from './safety-cases-more.ts';
import { HELPLINES, safetyReply, SUICIDE_QUESTION } from './safety-reply.ts';
import { createSafetyService } from './safety.ts';
import { needsCarefulReply, needsCaution } from './safety-caution.ts';

const safety = createSafetyService();

const ALL_CRISIS = [...CRISIS_CASES, ...INDIRECT_CRISIS_CASES, ...MORE_CRISIS_CASES];
const ALL_LOOK_ALIKES = [...LOOK_ALIKES, ...MORE_LOOK_ALIKES];
const atLeastAsk = (a: SafetyAssessment) => a.level === 'ask' || a.level === 'crisis';
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

describe('the safety check', () => {
  it('has labelled sets: 250+ crisis (100+ indirect), 200+ look-alikes, 40+ ask, 30+ light', () => {
    expect(ALL_CRISIS.length).toBeGreaterThanOrEqual(250);
    expect(INDIRECT_CRISIS_CASES.length).toBeGreaterThanOrEqual(100);
    expect(ALL_LOOK_ALIKES.length).toBeGreaterThanOrEqual(200);
    expect(ASK_CASES.length).toBeGreaterThanOrEqual(40);
    expect(LIGHT_CASES.length).toBeGreaterThanOrEqual(30);
    const every = [...ALL_CRISIS.map((c) => c.message), ...ALL_LOOK_ALIKES, ...ASK_CASES, ...LIGHT_CASES];
    const repeated = every.filter((message, i) => every.indexOf(message) !== i);
    expect(repeated).toEqual([]);
    const categories = new Set(ALL_CRISIS.map((c) => c.category));
    expect(categories.size).toBe(7);
  });

  it('catches every crisis message (100% recall), with the right category', () => {
    const missed = ALL_CRISIS.filter(({ message, category }) => {
      const assessment = safety.assess(message);
      return !assessment.crisis || !assessment.categories.includes(category);
    });
    const indirectMissed = missed.filter((c) => INDIRECT_CRISIS_CASES.includes(c));
    console.info(
      `crisis recall: ${percent(ALL_CRISIS.length - missed.length, ALL_CRISIS.length)} of ${ALL_CRISIS.length}` +
        ` (indirect: ${percent(INDIRECT_CRISIS_CASES.length - indirectMissed.length, INDIRECT_CRISIS_CASES.length)} of ${INDIRECT_CRISIS_CASES.length})`,
    );
    expect(missed).toEqual([]);
  });

  it('flags at most one in twenty look-alikes as crisis or ask', () => {
    const flagged = ALL_LOOK_ALIKES.filter((message) => atLeastAsk(safety.assess(message)));
    const crisis = flagged.filter((message) => safety.assess(message).crisis);
    console.info(
      `look-alikes flagged: ${percent(flagged.length, ALL_LOOK_ALIKES.length)} of ${ALL_LOOK_ALIKES.length}` +
        ` (as crisis: ${crisis.length}, as ask: ${flagged.length - crisis.length})`,
      flagged,
    );
    expect(flagged.length / ALL_LOOK_ALIKES.length).toBeLessThanOrEqual(0.05);
  });

  it('asks about every ambiguous sign of suicide (at least ask), and most are exactly ask', () => {
    const levels = ASK_CASES.map((message) => ({ message, level: safety.assess(message).level }));
    const below = levels.filter(({ level }) => level !== 'ask' && level !== 'crisis');
    const exact = levels.filter(({ level }) => level === 'ask').length;
    console.info(
      `ask set: at least ask ${percent(ASK_CASES.length - below.length, ASK_CASES.length)}, exactly ask ${percent(exact, ASK_CASES.length)} of ${ASK_CASES.length}`,
    );
    expect(below).toEqual([]);
    expect(exact / ASK_CASES.length).toBeGreaterThanOrEqual(0.9);
    for (const message of ASK_CASES)
      expect(safety.assess(message).categories, message).toContain('self_harm');
  });

  it('answers hyperbole in jest with a light check-in, never the crisis reply', () => {
    const levels = LIGHT_CASES.map((message) => ({ message, level: safety.assess(message).level }));
    const light = levels.filter(({ level }) => level === 'light').length;
    console.info(`light set: exactly light ${percent(light, LIGHT_CASES.length)} of ${LIGHT_CASES.length}`);
    expect(levels.filter(({ level }) => level === 'crisis' || level === 'ask')).toEqual([]);
    expect(light / LIGHT_CASES.length).toBeGreaterThanOrEqual(0.9);
  });

  it('never lets laughter dismiss words about oneself, or a disclosure', () => {
    expect(safety.assess('i want to die lol').level).toBe('ask');
    expect(safety.assess('kms \u{1F602}').level).toBe('ask');
    expect(safety.assess('i want to die lol i have my pills ready').level).toBe('crisis');
    expect(safety.assess('he hit me lol').level).toBe('crisis');
    expect(safety.assess("i'm going to stab him if he does that again lol").level).toBe('light');
    expect(safety.assess("I'm going to stab him.").level).toBe('crisis');
    expect(safety.assess('This argument is killing me.').level).toBe('none');
  });

  it('reads wishes not to live through fillers and hedges, but not their denials', () => {
    const level = (message: string) => safety.assess(message).level;
    expect(level("honestly i don't think i really want to be alive anymore")).not.toBe('none');
    expect(level('it would be a relief to just not be here')).not.toBe('none');
    expect(level("i'm so tired of trying to stay alive")).not.toBe('none');
    expect(level("I don't want to die, I just want the arguing to stop.")).toBe('none');
    expect(level('he wants to end it, he says he is unhappy')).toBe('none');
    expect(level("I don't want to live like this, always fighting.")).toBe('none');
    expect(level("I don't want to be here at his mum's again this Christmas.")).toBe('none');
  });

  it('reads the answer to the direct question about suicide', () => {
    const asked = { askedAboutSuicide: true };
    const yes = YES_ANSWERS.filter((message) => safety.assess(message, asked).level !== 'crisis');
    const no = NO_ANSWERS.filter((message) => safety.assess(message, asked).level !== 'none');
    expect(yes).toEqual([]);
    expect(no).toEqual([]);
    expect(safety.assess('yes', asked).categories).toEqual(['self_harm']);
    // Only an answer when the question was asked.
    expect(safety.assess('yes').level).toBe('none');
    expect(safety.assess('sometimes').level).toBe('none');
    // A disclosure in the answer is still read: "no, but he hit me" is a crisis.
    expect(safety.assess('no, but he hit me last night', asked).categories).toEqual(['physical_abuse']);
    // Neither yes nor no: read like any other message.
    expect(safety.assess('why do you ask?', asked).level).toBe('none');
    expect(safety.assess('i just dont see the point anymore', asked).level).toBe('ask');
  });

  it('recognises a reply that asked the direct question', () => {
    expect(
      asksAboutSuicide(safety.reply({ crisis: false, level: 'ask', categories: ['self_harm'] }, null)),
    ).toBe(true);
    expect(asksAboutSuicide('Are you having thoughts of suicide?')).toBe(true);
    expect(asksAboutSuicide('Are you safe right now?')).toBe(false);
    expect(asksAboutSuicide('What would help most tonight?')).toBe(false);
  });

  it('handles negation in the same clause but not across clauses', () => {
    expect(safety.assess("He's never hit me.").crisis).toBe(false);
    expect(safety.assess("I don't want to die, I just want this to stop.").crisis).toBe(false);
    expect(safety.assess("He doesn't drink, he hit me.").categories).toEqual(['physical_abuse']);
    expect(safety.assess("It's not that he hit me, but he choked me.").categories).toEqual(['strangulation']);
    expect(safety.assess("I don't know why James hit me.").categories).toEqual(['physical_abuse']);
    expect(safety.assess("He's not violent, just grumpy in the mornings.").crisis).toBe(false);
    expect(safety.assess('He has never laid a hand on me.').crisis).toBe(false);
    // Wording that hedges or excuses is still a disclosure.
    expect(safety.assess("I'm not sure he's abusive.").categories).toEqual(['physical_abuse']);
    expect(safety.assess('Nobody believes me that he hits me.').categories).toEqual(['physical_abuse']);
  });

  it('reads a named partner as a person doing the act', () => {
    expect(safety.assess('Tom is violent.').categories).toEqual(['physical_abuse']);
    expect(safety.assess('Sarah attacks me.').categories).toEqual(['physical_abuse']);
    expect(safety.assess('James monitors my phone.').categories).toEqual(['coercive_control']);
    expect(safety.assess('Driving is dangerous at night.').crisis).toBe(false);
  });

  it('tells someone ending their life from someone ending the relationship', () => {
    expect(safety.assess("I'm going to end it.").categories).toEqual(['self_harm']);
    expect(safety.assess('He wants to end it, he says he is unhappy.').crisis).toBe(false);
    expect(safety.assess('Our marriage is over and I want to end it.').crisis).toBe(false);
    expect(safety.assess('Our marriage is over and I want to end it all.').categories).toEqual(['self_harm']);
  });

  it('answers an ordinary message as no crisis', () => {
    expect(safety.assess('We argue about chores every weekend.')).toEqual({
      crisis: false,
      level: 'none',
      categories: [],
    });
  });
});

describe("the caution signal (the built-in coach's second check)", () => {
  it('is set for every crisis message and every ambiguous sign of suicide', () => {
    expect(ALL_CRISIS.filter(({ message }) => !needsCaution(message))).toEqual([]);
    expect(ASK_CASES.filter((message) => !needsCaution(message))).toEqual([]);
  });

  it('is not set for hyperbole in jest, unless the rest of the message needs it', () => {
    const cautious = LIGHT_CASES.filter((message) => needsCaution(message));
    expect(cautious.length / LIGHT_CASES.length).toBeLessThanOrEqual(0.1);
    expect(needsCaution('i could kill him \u{1F602}')).toBe(false);
    expect(needsCaution('this fight is killing me lol')).toBe(false);
    expect(needsCaution("i could kill him lol, he won't let me see my friends")).toBe(true);
  });

  it('is set when the vocabulary of violence, abuse, control, fear or not living is there at all', () => {
    for (const message of [
      "He's never hit me, he just goes quiet for days.",
      'He has a temper but has never been violent.',
      "I'm not suicidal, just sad.",
      'He gets mad if I go out with my friends.',
      'He threatened to cancel our holiday.',
      "I'm so tired, I can't do this anymore.",
      'He hurt me last week and I want to move on.',
    ])
      expect(needsCaution(message), message).toBe(true);
  });

  it('is not set for everyday conflict and its idioms', () => {
    for (const message of [
      'We argue about chores every weekend.',
      'This argument is killing me.',
      'I could kill him for forgetting our anniversary!',
      'He hit the roof when he saw the credit card bill.',
      'It really hurts me when he ignores me at dinner.',
      'He pushes me away whenever I try to talk about feelings.',
      'The baby kicked me all night.',
      'We watched a violent film and argued about it.',
      "I don't feel safe telling him how I feel.",
      'I take all my tablets every morning.',
    ])
      expect(needsCaution(message), message).toBe(false);
  });

  it('after a disclosure in the chat, is set when the user talks of forgiving, staying or making up', () => {
    const earlier = ['Hi', 'He choked me last night.'];
    expect(needsCarefulReply(earlier, 'I think I should forgive him.')).toBe(true);
    expect(needsCarefulReply(earlier, 'How do I make it work with him?')).toBe(true);
    expect(needsCarefulReply(earlier, 'How can I pray this week?')).toBe(false);
    expect(needsCarefulReply(['We argue about chores.'], 'I think I should forgive him.')).toBe(false);
  });
});

describe('the safety reply', () => {
  const FORBIDDEN =
    /\b(just leave|leave (him|her)|stay with|couples counsel\w*|counselling together|confront|forgiv\w*|submi\w*|divorce|reconcil\w*|work (harder )?on (your|the) marriage|your fault for)\b/i;
  const reply = (categories: SafetyCategory[], name: string | null = null) =>
    safety.reply({ crisis: true, level: 'crisis', categories }, name);
  const askReply = (name: string | null = null) =>
    safety.reply({ crisis: false, level: 'ask', categories: ['self_harm'] }, name);

  it('asks directly and kindly when a sign of suicide is ambiguous', () => {
    const text = askReply('Sam');
    expect(text).toMatch(/^Sam, thank you for telling me/);
    expect(text).toContain(SUICIDE_QUESTION);
    expect(text).toMatch(/okay that I'm asking/);
    expect(text).toMatch(/you can say it here/);
    for (const line of [HELPLINES.samaritans, HELPLINES.lifeline, HELPLINES.emergency])
      expect(text).toContain(line);
    expect(text).toMatch(/reach out to a person today/);
    // One question, the direct one; no verse, no coaching.
    expect(text.split('?').length - 1).toBe(1);
    expect(text).not.toMatch(FORBIDDEN);
    expect(text).not.toMatch(/\b\d?\s?[A-Z][a-z]+ \d+:\d+/);
    expect(askReply()).toMatch(/^Thank you for telling me/);
  });

  it('is calm, believes them, says it is not their fault and asks whether they are safe now', () => {
    const text = reply(['physical_abuse'], 'Sarah');
    expect(text).toMatch(/^Sarah, thank you for telling me\. I believe you/);
    expect(text).toContain('not your fault');
    expect(text).toContain('Are you safe right now?');
  });

  it('gives the emergency numbers and domestic abuse helplines, UK first', () => {
    const text = reply(['coercive_control']);
    for (const line of [HELPLINES.emergency, HELPLINES.abuseUk, HELPLINES.abuseUs])
      expect(text).toContain(line);
    expect(text.indexOf('999')).toBeLessThan(text.indexOf('911'));
    expect(text.indexOf('0808 2000 247')).toBeLessThan(text.indexOf('1-800-799-7233'));
  });

  it('focuses a self-harm reply on Samaritans, 988 and reaching a person today', () => {
    const text = reply(['self_harm']);
    expect(text).toContain('116 123');
    expect(text).toContain('988');
    expect(text).toMatch(/reach out to a person today/);
    expect(text).not.toContain('0808 2000 247');
  });

  it('names strangulation as a serious danger sign', () => {
    expect(reply(['strangulation'])).toMatch(/serious danger sign/);
  });

  it('puts a child first', () => {
    const text = reply(['child_at_risk']);
    expect(text).toMatch(/child's safety comes first/);
    expect(text).toContain('0808 800 5000');
  });

  it('never advises staying, reconciling, confronting, couples counselling or "just leave"', () => {
    const all: SafetyCategory[][] = [
      ['physical_abuse'],
      ['sexual_abuse'],
      ['threats'],
      ['coercive_control'],
      ['strangulation'],
      ['self_harm'],
      ['child_at_risk'],
      ['physical_abuse', 'self_harm', 'child_at_risk'],
    ];
    for (const categories of all) {
      const text = reply(categories);
      expect(text, categories.join()).not.toMatch(FORBIDDEN);
      expect(text.split('?').length - 1, categories.join()).toBe(1);
    }
  });
});

describe('a later safety reply in the same chat', () => {
  const crisis = { crisis: true, level: 'crisis', categories: ['physical_abuse'] } as const;

  it("is shorter and in other words, and never repeats the first reply's sentences", () => {
    const first = safetyReply({ ...crisis, categories: [...crisis.categories] }, 'Ana');
    const later = [1, 2, 3].map((earlier) =>
      safetyReply({ ...crisis, categories: [...crisis.categories] }, 'Ana', { earlierReplies: earlier }),
    );
    const prose = (text: string) => text.split('\n\n').filter((p) => !p.startsWith('\u2022'));
    for (const text of later) {
      expect(text.length).toBeLessThan(first.length);
      for (const paragraph of prose(text)) expect(prose(first)).not.toContain(paragraph);
      expect(text).toContain('0808 2000 247');
    }
    expect(new Set(later.map((text) => prose(text).join(' '))).size).toBe(later.length);
  });

  it('tells someone who needs to hide the chat about the quick exit, the history and a safer device', () => {
    const text = safetyReply({ ...crisis, categories: ['coercive_control'] }, null, {
      message: 'he reads my messages. I need to delete this chat before he sees it',
    });
    expect(text).toMatch(/Quick exit/);
    expect(text).toMatch(/history/);
  });
});
