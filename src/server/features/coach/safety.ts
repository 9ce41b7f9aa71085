// The safety check that runs before any coach (decisions.md "Safety before limits"): a message that
// discloses danger gets a calm reply with emergency and helpline contacts instead of coaching.
import type { SafetyAssessment, SafetyCategory, SafetyService } from '../../ports/coach.ts';
import { safetyReply } from './safety-reply.ts';
import { IDIOMS } from './safety-patterns.ts';
import { ABUSE_RULES } from './safety-rules-abuse.ts';
import { CHILD_RULES } from './safety-rules-child.ts';
import { CONTROL_RULES } from './safety-rules-control.ts';
import { HARM_RULES } from './safety-rules-harm.ts';

/** Compiled once with the global flag: `matchAll` copies a global pattern, so sharing it is safe. */
const SAFETY_RULES = [...ABUSE_RULES, ...CONTROL_RULES, ...HARM_RULES, ...CHILD_RULES].map((rule) => ({
  ...rule,
  global: new RegExp(rule.re.source, 'g'),
}));

const NEGATION =
  /\b(not|never|no|didn'?t|doesn'?t|don'?t|won'?t|wouldn'?t|hasn'?t|haven'?t|isn'?t|wasn'?t|nobody|no one|none)\b/;

// Words that sound like a negation but excuse or frame the act rather than deny it: "he didn't mean to
// hit me" is a disclosure, not a denial.
const MINIMISERS =
  /\b(?:(?:didn'?t|doesn'?t|never) mean[t]? to|not on purpose|not (?:that|very|so|too) (?:hard|bad|badly)|not (?:for )?the first time|no one knows|nobody knows|no one believes|nobody believes|not sure|(?:don'?t|do not) know (?:why|what|how|if|whether)|(?:don'?t|do not) want to (?:say|admit|believe|think|call (?:it|him|her))|can'?t believe|no matter|not again|not allowed to tell)\b/g;

// Where the clause containing a match begins: a negation before that belongs to another clause.
const CLAUSE_BREAK = /[.!?;,]|\b(?:but|and|although|though|yet|so)\b/g;

const ORDER: SafetyCategory[] = [
  'strangulation',
  'physical_abuse',
  'sexual_abuse',
  'threats',
  'coercive_control',
  'child_at_risk',
  'self_harm',
];

// A capitalised name doing one of these ("James hit me") is read as "he": patterns match on lower case,
// where a name would be indistinguishable from any other word.
const NAMED_ACTOR =
  /\b[A-Z][a-z'\u2019-]+\b(?=\s+(?:has |had |just |then |always |often |sometimes |once |again |also )?(?:hit|hits|punched|punches|slapped|slaps|kicked|kicks|choked|chokes|strangled|strangles|pushed|shoved|grabbed|threw|throws|beat|beats|attacked|attacks|assaulted|hurt|hurts|raped|forced|forces|threatened|threatens|checks|monitors|tracks|takes|took|bit|burned|spat|touches|touched|scares)\b|\s+(?:is|was|gets|got|can be|has been|becomes|became) (?:\w+ ){0,2}(?:violent|abusive)\b)/g;
const NOT_ACTORS = new Set([
  'It',
  'That',
  'This',
  'What',
  'Reality',
  'Life',
  'Something',
  'Nothing',
  'Everything',
  'Then',
  'Which',
  'Who',
  'There',
  'Truth',
  'Suddenly',
  'Finally',
  'Today',
  'Yesterday',
  'Sometimes',
  'Also',
  'Just',
  'Work',
  'Everyone',
  'Someone',
]);

/** The text every safety pattern runs on: names read as "he", lower case, idioms neutralised. */
export function normaliseForSafety(message: string): string {
  let text = message
    .replace(NAMED_ACTOR, (word) => (NOT_ACTORS.has(word) ? word : 'he'))
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ');
  for (const idiom of IDIOMS) text = text.replace(idiom, ' ~ ');
  return text;
}

function isNegated(text: string, index: number, match: string): boolean {
  const before = text.slice(Math.max(0, index - 40), index);
  let clauseStart = 0;
  for (const found of before.matchAll(CLAUSE_BREAK)) clauseStart = found.index + found[0].length;
  const window = (before.slice(clauseStart) + match).replace(MINIMISERS, ' ');
  return NEGATION.test(window);
}

export function assessMessage(message: string): SafetyAssessment {
  const text = normaliseForSafety(message);
  const found = new Set<SafetyCategory>();
  for (const rule of SAFETY_RULES) {
    if (found.has(rule.category)) continue;
    for (const match of text.matchAll(rule.global)) {
      if (!rule.negatable || !isNegated(text, match.index, match[0])) {
        found.add(rule.category);
        break;
      }
    }
  }
  const categories = ORDER.filter((c) => found.has(c));
  return { crisis: categories.length > 0, categories };
}

export function createSafetyService(): SafetyService {
  return {
    assess: assessMessage,
    reply: (assessment, userName) => safetyReply(assessment.categories, userName),
  };
}
