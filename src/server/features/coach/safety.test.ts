import { describe, expect, it } from 'vitest';
import type { SafetyCategory } from '../../ports/coach.ts';
import { CRISIS_CASES, LOOK_ALIKES } from './safety-cases.ts';
import { HELPLINES } from './safety-reply.ts';
import { createSafetyService } from './safety.ts';
import { needsCarefulReply, needsCaution } from './safety-caution.ts';

const safety = createSafetyService();

describe('the safety check', () => {
  it('has a labelled set of at least 60 messages: direct, indirect and look-alikes', () => {
    expect(CRISIS_CASES.length).toBeGreaterThanOrEqual(100);
    expect(LOOK_ALIKES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CRISIS_CASES.map((c) => c.message)).size).toBe(CRISIS_CASES.length);
    expect(new Set(LOOK_ALIKES).size).toBe(LOOK_ALIKES.length);
    const categories = new Set(CRISIS_CASES.map((c) => c.category));
    expect(categories.size).toBe(7);
  });

  it('catches every crisis message (100% recall), with the right category', () => {
    const missed = CRISIS_CASES.filter(({ message, category }) => {
      const assessment = safety.assess(message);
      return !assessment.crisis || !assessment.categories.includes(category);
    });
    expect(missed).toEqual([]);
  });

  it('flags at most one in twenty look-alikes', () => {
    const flagged = LOOK_ALIKES.filter((message) => safety.assess(message).crisis);
    expect(flagged.length / LOOK_ALIKES.length).toBeLessThanOrEqual(0.05);
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
    expect(safety.assess('We argue about chores every weekend.')).toEqual({ crisis: false, categories: [] });
  });
});

describe("the caution signal (the built-in coach's second check)", () => {
  it('is set for every crisis message', () => {
    expect(CRISIS_CASES.filter(({ message }) => !needsCaution(message))).toEqual([]);
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
    safety.reply({ crisis: true, categories }, name);

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
