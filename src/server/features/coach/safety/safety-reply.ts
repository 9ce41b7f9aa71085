// The reply to a message that discloses danger, written for what was said (docs/safety.md#replies-that-fit),
// as UK and US crisis, domestic abuse, sexual violence and child protection services advise: calm,
// believing, not their fault, one question about safety now, and the lines that fit, the person's
// own country first. An attempt in progress is told to call now, first; a parent is spoken to about
// the child and never asked whether they want to end their own life; sexual violence gets the rape
// crisis lines and medical care; a man gets the line that serves men. For an ambiguous sign (`ask`),
// the reply asks directly: about suicide for a sign of it (asking does not put the idea in anyone's
// head), whether they are safe at home for a sign of abuse. Never advice to stay, reconcile, confront
// the partner, try couples counselling or "just leave", and no scripture about submission,
// forgiveness or divorce. The words are in content/coach/safety-replies.json.
import type { Region } from '#shared/region.ts';
import type { SafetyAssessment, SafetyCategory, SafetyReplyContext } from '#server/ports/coach.ts';
import { fill } from '../composer/placeholders.ts';
import { replyBank } from '../composer/reply-bank.ts';
import { loadFamilies } from './model/corpus.ts';
import { safetyQuestion } from './safety-questions.ts';
import { emergencyNumber, hospital, linesBlock } from './safety-lines.ts';
import { type Situation, safetyReplyContent } from './safety-reply-content.ts';

export { HELPLINES } from './safety-lines.ts';

/** The direct question of the `ask` reply (safety-answers.ts `asksAboutSuicide` recognises it). */
export const SUICIDE_QUESTION = 'Are you thinking about ending your life?';

const ABUSE: SafetyCategory[] = [
  'physical_abuse',
  'sexual_abuse',
  'threats',
  'coercive_control',
  'strangulation',
];
const SELF: Situation[] = ['attempt', 'suicide', 'ask-self'];

/**
 * Who is speaking and about whom, read from the message only to choose the lines (never the level):
 * a man who says so gets the line that serves men even when the model took the message for violence in
 * general, and a parent who names their own child gets the child and youth lines with whatever else.
 */
const SPEAKS_AS_MAN = /\b(?:i'?m|i am|as) a (?:man|guy|bloke|husband|dad|father)\b/i;
const NAMES_OWN_CHILD =
  /\bmy (?:\d{1,2}[- ]?(?:year[- ]old|yo) |little |teenage |young )?(?:son|daughter|child|kid|boy|girl|teen|teenager|stepson|stepdaughter)s?\b|\bour (?:son|daughter|kids?|children|child)\b/i;

/** What the reply is mainly about: the family when the model named one, else the categories. */
function situationOf(assessment: SafetyAssessment, message: string): Situation {
  const has = (c: SafetyCategory) => assessment.categories.includes(c);
  const family = assessment.family;
  const group = family ? loadFamilies().get(family)?.group : undefined;
  if (assessment.level === 'ask') {
    if (group === 'child' || has('child_at_risk')) return 'ask-child';
    const selfSign = group === 'self' || has('self_harm') || (!group && assessment.categories.length === 0);
    return selfSign ? 'ask-self' : 'ask-home';
  }
  if (family === 'attempt-in-progress') return 'attempt';
  if (group === 'child' || has('child_at_risk')) return 'child';
  if (family === 'sexual-coercion' || group === 'sexual' || has('sexual_abuse')) return 'sexual';
  if (family === 'man-abused') return 'man-abused';
  if (ABUSE.some(has)) return SPEAKS_AS_MAN.test(message) ? 'man-abused' : 'abuse';
  return 'suicide';
}

/** The lines of the main situation, and of what else was disclosed with it (self-harm with abuse...). */
function linesFor(main: Situation, categories: readonly SafetyCategory[], message: string) {
  const { situations } = safetyReplyContent();
  const parts: Situation[] = [main];
  const has = (c: SafetyCategory) => categories.includes(c);
  if (has('self_harm') && !SELF.includes(main) && main !== 'child') parts.push('suicide');
  const child = has('child_at_risk') || NAMES_OWN_CHILD.test(message);
  if (child && main !== 'child' && main !== 'ask-child') parts.push('child');
  if (ABUSE.some(has) && SELF.includes(main)) parts.push('abuse');
  return {
    uk: parts.flatMap((s) => situations[s].lines.uk),
    us: parts.flatMap((s) => situations[s].lines.us),
  };
}

function filler(userName: string | null, region: Region | null) {
  return (template: string) =>
    template
      .replace(/\{Name, \}([a-z])?/g, (_m, next?: string) =>
        userName ? `${userName}, ${next ?? ''}` : next ? next.toUpperCase() : '',
      )
      .replace(/\{, name\}/g, userName ? `, ${userName}` : '')
      .replace(/\{emergency\}/g, emergencyNumber(region))
      .replace(/\{hospital\}/g, hospital(region));
}

/**
 * The answer to a safety question asked with the disclosure ("what would I say if I rang?", "can he see
 * this chat?"), from the careful replies' own answers, so both say the same.
 */
function answerTo(message: string | undefined, variant: number): string | null {
  const question = message === undefined ? null : safetyQuestion(message);
  if (!question) return null;
  const answers = replyBank().careful.answers[question];
  const text = answers[variant % answers.length]!;
  return fill(text, { name: null, partner: 'your partner', role: null, topic: '', plan: '', reference: '' });
}

/**
 * The reply for `crisis` and `ask`. A later disclosure in the same chat gets a shorter reply in other
 * words (the first one's long paragraphs are still on the screen), never the same block of lines as
 * the reply just before it, and an answer to what the message asks.
 */
export function safetyReply(
  assessment: SafetyAssessment,
  userName: string | null,
  context: SafetyReplyContext = {},
): string {
  const earlier = context.earlierReplies ?? 0;
  const region = context.region ?? null;
  const message = context.message ?? '';
  const main = situationOf(assessment, message);
  const say = filler(userName, region);
  const lines = linesBlock(linesFor(main, assessment.categories, message), region);
  const answer = answerTo(context.message, earlier);
  if (earlier > 0)
    return followUp(assessment, main, earlier, { say, lines, answer, last: context.lastSafetyReply });

  const { situations, extra } = safetyReplyContent();
  const s = situations[main];
  const has = (c: SafetyCategory) => assessment.categories.includes(c);
  const paragraphs = [say(s.opening), ...s.body.map(say)];
  if (has('strangulation')) paragraphs.push(extra.strangulation);
  if (has('child_at_risk') && main !== 'child' && main !== 'ask-child') paragraphs.push(extra.childFirst);
  if (main === 'suicide' || (has('self_harm') && !SELF.includes(main) && main !== 'child'))
    paragraphs.push(extra.meansSafety);
  if (answer) paragraphs.push(answer);
  paragraphs.push(say(s.question), lines, ...s.after.map(say));
  return paragraphs.join('\n\n');
}

function followUp(
  assessment: SafetyAssessment,
  main: Situation,
  earlier: number,
  parts: { say: (t: string) => string; lines: string; answer: string | null; last: string | undefined },
): string {
  const { situations, followUp: f } = safetyReplyContent();
  const kind = main === 'child' || main === 'ask-child' ? 'child' : SELF.includes(main) ? 'self' : 'abuse';
  const at = (items: readonly string[]) => items[(earlier - 1) % items.length]!;
  const paragraphs: string[] = [];
  // Someone who has taken something is told to call now before anything else, every time.
  if (main === 'attempt') paragraphs.push(parts.say(situations.attempt.opening));
  else paragraphs.push(parts.say(at(f.openings[kind])));
  if (assessment.categories.includes('strangulation') && earlier === 1) paragraphs.push(f.strangulation);
  if (parts.answer) paragraphs.push(parts.answer);
  paragraphs.push(at(f.questions[kind]));
  // The same block twice in a row says nothing new; a pointer to it (and the emergency number) does.
  paragraphs.push(parts.last?.includes(parts.lines) ? parts.say(f.linesAgain) : parts.lines);
  return paragraphs.join('\n\n');
}
