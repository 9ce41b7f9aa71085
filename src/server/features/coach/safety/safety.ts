// The safety check that runs before any coach (and before any limit is counted): a message that
// discloses danger gets a calm reply with emergency and helpline contacts instead of coaching; an
// ambiguous sign of suicide gets a direct, kind question; violent words in jest get a light check-in.
// The levels and how they are decided are explained in safety-patterns.ts.
import { createHash } from 'node:crypto';
import { cutLongTokens } from '#server/lib/bounded-text.ts';
import type { SafetyAssessment, SafetyCategory, SafetyContext, SafetyService } from '#server/ports/coach.ts';
import { readSuicideAnswer } from './safety-answers.ts';
import { hasLaughter, isLightHyperbole } from './safety-jest.ts';
import { safetyReply } from './safety-reply.ts';
import { wishesNotToLive } from './safety-wish.ts';
import { IDIOMS, type SafetyRule } from './safety-patterns.ts';
import { ABUSE_RULES } from './safety-rules-abuse.ts';
import { ASK_RULES } from './safety-rules-ask.ts';
import { CHILD_RULES } from './safety-rules-child.ts';
import { CONTROL_RULES } from './safety-rules-control.ts';
import { HARM_RULES } from './safety-rules-harm.ts';
import { SIGNAL_CONTROL_RULES } from './safety-rules-signals-control.ts';
import { SIGNAL_HARM_RULES } from './safety-rules-signals-harm.ts';
import { SIGNAL_VIOLENCE_RULES } from './safety-rules-signals-violence.ts';

/** Compiled once with the global flag: `matchAll` copies a global pattern, so sharing it is safe. */
const compile = (rules: SafetyRule[]) =>
  rules.map((rule) => ({ ...rule, global: new RegExp(rule.re.source, 'g') }));
const SAFETY_RULES = compile([
  ...ABUSE_RULES,
  ...CONTROL_RULES,
  ...HARM_RULES,
  ...CHILD_RULES,
  ...SIGNAL_VIOLENCE_RULES,
  ...SIGNAL_CONTROL_RULES,
  ...SIGNAL_HARM_RULES,
]);
const ASK = compile(ASK_RULES);
type CompiledRule = (typeof SAFETY_RULES)[number];

/**
 * A means or a plan named alongside words of self-harm: laughter then does not make it a figure of speech
 * ("saving my pills lol" stays a crisis).
 */
const MEANS_OR_PLAN =
  /\b(?:pills|tablets|meds|overdose|rope|noose|bridge|jump\w*|tonight|letters?|note|will|goodbye|plan\w*|gun|knife|blade|razor|cut\w*|train|wrists?|hang\w*|tomorrow|method)\b/;

const NONE: SafetyAssessment = { crisis: false, level: 'none', categories: [] };
const ASK_SELF_HARM: SafetyAssessment = { crisis: false, level: 'ask', categories: ['self_harm'] };
const LIGHT: SafetyAssessment = { crisis: false, level: 'light', categories: [] };
const crisis = (categories: SafetyCategory[]): SafetyAssessment => ({
  crisis: true,
  level: 'crisis',
  categories,
});

const NEGATION =
  /\b(not|never|no|didn'?t|doesn'?t|don'?t|won'?t|wouldn'?t|hasn'?t|haven'?t|isn'?t|wasn'?t|nobody|no one|none)\b/;

// Words that sound like a negation but excuse or frame the act rather than deny it: "he didn't mean to
// hit me" is a disclosure, not a denial.
const MINIMISERS =
  /\b(?:(?:didn'?t|doesn'?t|never) mean[t]? to|not on purpose|not (?:that|very|so|too) (?:hard|bad|badly)|not (?:for )?the first time|no one knows|nobody knows|no one believes|nobody believes|not sure|(?:don'?t|do not) know (?:why|what|how|if|whether)|(?:don'?t|do not) want to (?:say|admit|believe|think|call (?:it|him|her))|can'?t believe|no matter|not again|not allowed to tell|(?:things|stuff|what|something|anything|acts|sex) i (?:didn'?t|don'?t|did not|do not) (?:want|like|agree to)(?: to| it)?|(?:i )?(?:said|say|says|saying|told (?:him|her)) no)\b/g;

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

/**
 * Contractions typed without the apostrophe ("hes", "im", "didnt"): only words that are never anything
 * else ("shed", "hell", "well", "its" are left alone).
 */
const CONTRACTIONS: Record<string, string> = {
  hes: "he's",
  shes: "she's",
  im: "i'm",
  ive: "i've",
  hed: "he'd",
  theyre: "they're",
  theyve: "they've",
  youre: "you're",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  wouldnt: "wouldn't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  isnt: "isn't",
  wasnt: "wasn't",
  arent: "aren't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  thats: "that's",
  whats: "what's",
  theres: "there's",
};
const DROPPED_APOSTROPHE = new RegExp(`\\b(?:${Object.keys(CONTRACTIONS).join('|')})\\b`, 'g');

/** The text every safety pattern runs on: names read as "he", lower case, idioms neutralised. */
export function normaliseForSafety(message: string): string {
  let text = message
    .replace(NAMED_ACTOR, (word) => (NOT_ACTORS.has(word) ? word : 'he'))
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(DROPPED_APOSTROPHE, (word) => CONTRACTIONS[word] ?? word);
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

function matchedCategories(text: string, rules: readonly CompiledRule[], jest: boolean): SafetyCategory[] {
  const found = new Set<SafetyCategory>();
  for (const rule of rules) {
    if (found.has(rule.category) || (jest && rule.jestable)) continue;
    for (const match of text.matchAll(rule.global)) {
      if (!rule.negatable || !isNegated(text, match.index, match[0])) {
        found.add(rule.category);
        break;
      }
    }
  }
  return ORDER.filter((c) => found.has(c));
}

/** Lower case and straight apostrophes, idioms kept: what the hyperbole check reads. */
function plainText(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ');
}

/**
 * The level of a message, from the most serious down: a clear disclosure is `crisis`; the answer to the
 * coach's direct question about suicide (`context.askedAboutSuicide`) is `crisis` unless it is a clear no;
 * an ambiguous sign of suicide is `ask`; violent words in jest about someone else are `light`.
 */
function assessByRules(message: string, context: SafetyContext): SafetyAssessment {
  const text = normaliseForSafety(message);
  const laughing = hasLaughter(message);
  const categories = matchedCategories(text, SAFETY_RULES, laughing);
  if (categories.length > 0) {
    // "i want to die lol": laughter never dismisses words about oneself, but without a means or a plan
    // the right answer is the direct question rather than the alarm.
    const onlyWords = categories.length === 1 && categories[0] === 'self_harm' && !MEANS_OR_PLAN.test(text);
    return laughing && onlyWords ? ASK_SELF_HARM : crisis(categories);
  }
  if (context.askedAboutSuicide) {
    const answer = readSuicideAnswer(text);
    if (answer === 'yes') return crisis(['self_harm']);
    if (answer === 'no') return NONE;
  }
  if (matchedCategories(text, ASK, false).length > 0 || wishesNotToLive(text)) return ASK_SELF_HARM;
  if (isLightHyperbole(plainText(message), message)) return LIGHT;
  return NONE;
}

/**
 * How many assessments are remembered. One send reads the same message several times (the chat's check,
 * the coach's own defence in depth, its caution and careful-reply checks) and every send reads the chat's
 * recent user messages again (careful mode looks for a disclosure in view); the rules are pure, and
 * remembering the latest few thousand answers takes that repeated work off the send.
 */
const REMEMBERED_ASSESSMENTS = 4_000;

/**
 * The rules with a memory of their latest answers, least recently used forgotten first. Keyed by a digest,
 * so nothing here holds people's words. The answers are shared: frozen, so no caller can change another's.
 */
function rememberedAssessments(limit: number) {
  // Oldest first (Map keeps insertion order); a hit moves to the end.
  const remembered = new Map<string, SafetyAssessment>();
  return (message: string, context: SafetyContext = {}): SafetyAssessment => {
    const key = `${context.askedAboutSuicide ? 1 : 0}${createHash('sha256').update(message).digest('base64')}`;
    const known = remembered.get(key);
    if (known) {
      remembered.delete(key);
      remembered.set(key, known);
      return known;
    }
    const assessment = assessByRules(cutLongTokens(message), context);
    Object.freeze(assessment.categories);
    remembered.set(key, Object.freeze(assessment));
    if (remembered.size > limit) remembered.delete(remembered.keys().next().value!);
    return assessment;
  };
}

/**
 * Runs the rules themselves (not their remembered answers) over `messages` a few times, as start-up's
 * warm-up: V8 first interprets a pattern and compiles it to machine code only once it has run, so
 * otherwise the first people to write would pay for that (several hundred milliseconds of CPU).
 */
export function warmUpSafetyRules(messages: readonly string[]): void {
  for (let round = 0; round < 3; round++) {
    for (const message of messages) {
      assessByRules(message, {});
      assessByRules(message, { askedAboutSuicide: true });
    }
  }
}

/** The level of a message (assessByRules), remembered for the whole process. */
export const assessMessage = rememberedAssessments(REMEMBERED_ASSESSMENTS);

export function createSafetyService(options: { remember?: number } = {}): SafetyService {
  return {
    assess: options.remember === undefined ? assessMessage : rememberedAssessments(options.remember),
    reply: safetyReply,
  };
}
