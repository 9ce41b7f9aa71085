// Replies that fit what was said (docs/safety.md#replies-that-fit), composed straight from an
// assessment (the risk model's reading is tested in safety.test.ts): an attempt in progress, a child or
// teenager at risk, sexual violence, a man abused, suicide with means safety, an uncertain sign of
// abuse; the person's own country first; follow-ups that answer what is asked and never repeat a block.
import { describe, expect, it } from 'vitest';
import type { SafetyAssessment, SafetyCategory } from '#server/ports/coach.ts';
import { safetyReply, SUICIDE_QUESTION } from './safety-reply.ts';

const crisis = (family: string, categories: SafetyCategory[]): SafetyAssessment => ({
  crisis: true,
  level: 'crisis',
  categories,
  family,
});
const ATTEMPT = crisis('attempt-in-progress', ['self_harm']);
const TEEN = crisis('teen-at-risk', ['child_at_risk']);
const CHILD = crisis('harm-to-child', ['child_at_risk']);
const SEXUAL = crisis('sexual-coercion', ['sexual_abuse']);
const MAN = crisis('man-abused', ['physical_abuse']);
const SUICIDE = crisis('means-gathered', ['self_harm']);
const ABUSE = crisis('physical-violence', ['physical_abuse']);
const ASK_ABUSE: SafetyAssessment = {
  crisis: false,
  level: 'ask',
  categories: ['coercive_control'],
  family: 'isolation',
};

const firstParagraph = (text: string) => text.split('\n\n')[0]!;
const questions = (text: string) => text.replace(/\u201c[^\u201d]*\u201d/g, '').split('?').length - 1;
const asksAboutSuicide = /ending (your|their) life|suicid|kill (yourself|themselves)/i;

describe('a reply that fits what was said', () => {
  it('an attempt or overdose in progress: call 999 / 911 or go to A&E now, first', () => {
    const both = firstParagraph(safetyReply(ATTEMPT, null));
    expect(both).toMatch(/call 999.*911.*A&E.*now/);
    expect(firstParagraph(safetyReply(ATTEMPT, 'Jo', { region: 'uk' }))).toMatch(
      /^Jo, please call 999 or go to A&E now\b/,
    );
    expect(safetyReply(ATTEMPT, null, { region: 'uk' })).toMatch(/press 55/);
    expect(firstParagraph(safetyReply(ATTEMPT, null, { region: 'us' }))).toMatch(
      /^Please call 911 or go to the emergency room now\b/,
    );
    expect(safetyReply(ATTEMPT, null)).not.toMatch(/reach out today|reach out to a person today/);
  });

  it('a teenager at risk: speaks to the parent about the child, with the child and youth lines, never asking the parent about suicide', () => {
    const text = safetyReply(TEEN, 'Mel');
    for (const number of ['0808 800 5000', '0800 1111', '1-800-422-4453', '988', '999', '911'])
      expect(text).toContain(number);
    expect(text).toMatch(/Childline[^\n]*young person|young people/);
    expect(text).toMatch(/your (teenager|child)/);
    expect(text).not.toContain(SUICIDE_QUESTION);
    const asked = text.split('\n\n').find((p) => p.includes('?'))!;
    expect(asked).not.toMatch(asksAboutSuicide);
    expect(questions(text)).toBe(1);
  });

  it('a child in danger: 999 / 911 now, NSPCC and Childhelp', () => {
    const text = safetyReply(CHILD, null);
    expect(text).toMatch(/child is in danger right now, call 999 or 911/);
    expect(text).toContain('0808 800 5000');
    expect(text).toContain('1-800-422-4453');
    expect(text).not.toContain(SUICIDE_QUESTION);
  });

  it('sexual violence: Rape Crisis and RAINN, medical care and a sexual assault referral centre', () => {
    const text = safetyReply(SEXUAL, null);
    expect(text).toContain('0808 500 2222');
    expect(text).toMatch(/Rape Crisis[^\n]*England and Wales/);
    expect(text).toContain('1-800-656-4673');
    expect(text).toMatch(/medical/i);
    expect(text).toMatch(/sexual assault referral centre/i);
    expect(text).not.toMatch(/(?<!not )your fault/);
    expect(text).toMatch(/not your fault/);
  });

  it("a man abused: the Men's Advice Line and the US hotline for everyone, not the UK line for women", () => {
    const text = safetyReply(MAN, null);
    expect(text).toContain('0808 801 0327');
    expect(text).toContain('1-800-799-7233');
    expect(text).not.toContain('0808 2000 247');
  });

  it('suicide: Samaritans, 988 call or text, Shout, and means safety', () => {
    const text = safetyReply(SUICIDE, null);
    expect(text).toContain('116 123');
    expect(text).toMatch(/988[^\n]*(call or text|text or call)|call or text[^\n]*988/);
    expect(text).toMatch(/SHOUT[^\n]*85258|85258/);
    expect(text).toMatch(/out of reach|someone else to keep/);
    expect(text).not.toContain('0808 2000 247');
  });

  it('an uncertain sign of abuse asks gently whether they are safe at home, not about suicide', () => {
    const text = safetyReply(ASK_ABUSE, null);
    expect(text).toMatch(/safe at home/);
    expect(text).not.toMatch(asksAboutSuicide);
    expect(text).not.toContain('116 123');
    expect(text).toContain('1-800-799-7233');
    expect(questions(text)).toBe(1);
  });

  it("gives the person's own country first, and both countries when it is unknown", () => {
    const uk = safetyReply(ABUSE, null, { region: 'uk' });
    const us = safetyReply(ABUSE, null, { region: 'us' });
    const both = safetyReply(ABUSE, null);
    expect(uk.indexOf('0808 2000 247')).toBeLessThan(uk.indexOf('1-800-799-7233'));
    expect(us.indexOf('1-800-799-7233')).toBeLessThan(us.indexOf('0808 2000 247'));
    expect(us.indexOf('911')).toBeLessThan(us.indexOf('999'));
    for (const number of ['999', '911', '0808 2000 247', '1-800-799-7233']) expect(both).toContain(number);
  });
});

describe('a follow-up in the same chat', () => {
  const lines = (text: string) => text.split('\n\n').filter((p) => p.startsWith('\u2022'));

  it('never gives the same block of lines twice in a row', () => {
    const first = safetyReply(ABUSE, null);
    const next = safetyReply(ABUSE, null, { earlierReplies: 1, lastSafetyReply: first });
    for (const block of lines(first)) expect(next).not.toContain(block);
    expect(next).toMatch(/numbers in my last message/);
    expect(next).toMatch(/999/);
  });

  it('keeps to lines that fit: no suicide lines in an abuse chat', () => {
    const next = safetyReply(ABUSE, null, { earlierReplies: 2 });
    expect(next).not.toContain('116 123');
    expect(next).not.toMatch(/\b988\b/);
  });

  it('answers what is asked', () => {
    const answer = (message: string) => safetyReply(ABUSE, null, { earlierReplies: 1, message });
    expect(answer('what would I even say if I rang? he hit me again')).toContain(
      "I'm not safe at home and I don't know what to do",
    );
    const plan = answer('what do I do if he kicks off again tonight? he hit me');
    expect(plan).toMatch(/room with a (way|door) out/);
    expect(plan).toMatch(/kitchen/);
    expect(plan).toMatch(/charged/);
    expect(plan).toMatch(/neighbour/);
    const privacy = answer('he hit me and he checks my phone, can he see this chat?');
    for (const part of [/account/, /delet/, /sign(ing)? out/, /Quick exit/, /device|library computer/])
      expect(privacy).toMatch(part);
    expect(answer('what does a helpline actually do? he hit me')).toMatch(/listen|safety plan/);
    expect(answer('he hit me. will they make me leave him?')).toMatch(/^No\b|won't make you leave/m);
    expect(answer('he hit me. will they make me leave him?')).toMatch(
      /decisions? (stay|are) yours|up to you/,
    );
  });

  it('after an attempt, still starts with calling now', () => {
    const next = safetyReply(ATTEMPT, null, { earlierReplies: 1, region: 'uk' });
    expect(firstParagraph(next)).toMatch(/call 999 or go to A&E now/);
  });
});

describe('who is speaking, read only to choose the lines', () => {
  it("a man who says so gets the Men's Advice Line even when the model read violence in general", () => {
    const general = crisis('physical-violence', ['physical_abuse']);
    const text = safetyReply(general, null, { message: "I'm a man and my wife punched me last night." });
    expect(text).toContain('0808 801 0327');
    expect(text).not.toContain('0808 2000 247');
  });

  it('a parent who names their own child gets the child and youth lines with the rest', () => {
    const misread = crisis('threats-to-kill', ['threats']);
    const text = safetyReply(misread, null, {
      message: 'My 15 year old daughter says she wants to kill herself.',
    });
    for (const number of ['0808 800 5000', '0800 1111', '1-800-422-4453']) expect(text).toContain(number);
    expect(text).not.toContain(SUICIDE_QUESTION);
  });
});
