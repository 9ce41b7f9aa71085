// The check an AI model's reply passes before the user keeps it. The model's words arrive in pieces;
// the check releases them one whole sentence at a time, holding back the sentence still being written,
// so nothing unchecked ever reaches the user. A sentence that says what a coach must never say stops
// the reply (ai-coach.ts then replaces it with the careful built-in reply).
//
// Some things are never said: diagnoses, legal or medical orders, "a godly wife submits", blame, and
// anything that describes or encourages harm (the safety classifier, run on the model's own sentence).
// Others are wrong only in careful mode, after someone disclosed abuse, coercive control or thoughts of
// self-harm: urging them to stay, submit, forgive, reconcile, "pray harder", try couples counselling or
// confront the partner. Each rule is a family of phrasings, written against normalised text with
// contractions spelled out ("don't" -> "do not"), so one negation check serves every rule.
import type { ChatSafety, SafetyAssessment } from '#server/ports/coach.ts';
import { assessMessage } from '../safety/safety.ts';
import { normalizeForMatching } from '../text-utils.ts';
import { DX, OUTPUT_RULES as RULES, type OutputRule, type OutputRuleId } from './output-rules.ts';

export type { OutputRuleId } from './output-rules.ts';

/** What was found: the rule only, never the text (it is logged). */
export interface Violation {
  rule: OutputRuleId;
}

export interface OutputCheckOptions {
  safety: ChatSafety;
  /** The safety classifier's reading of the user's message: an `ask` there makes the reply careful too. */
  messageAssessment: SafetyAssessment;
  /**
   * The user's own words in this chat: a label the user used themselves ("he has ADHD") may be said
   * back to them; it is the model's own diagnosis that is refused.
   */
  userWords?: string;
}

/** Spelt-out contractions: one negation word list then covers "don't", "isn't", "can't"... */
function expandContractions(text: string): string {
  return text
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bshan't\b/g, 'shall not')
    .replace(/\b(\w+)n't\b/g, '$1 not')
    .replace(/\b(he|she|it|that|this|what|there|who)'s\b/g, '$1 is')
    .replace(/\b(you|we|they)'re\b/g, '$1 are')
    .replace(/\bi'm\b/g, 'i am')
    .replace(/\b(you|we|they|i)'ve\b/g, '$1 have')
    .replace(/\b(you|we|they|i|he|she|it)'d\b/g, '$1 would')
    .replace(/\b(you|we|they|i|he|she|it)'ll\b/g, '$1 will');
}

export function normalizeSentence(sentence: string): string {
  return expandContractions(normalizeForMatching(sentence))
    .replace(/^[\s"'(\-*•–—\d.)]+/, '')
    .trim();
}

const REFLECTING = new Set<OutputRuleId>(['blame', 'encourages-harm', 'scripture-as-pressure', 'diagnosis']);

const NEGATION =
  /\b(?:not|never|no|none|nothing|nobody|neither|nor|without|whether|if|instead of|rather than|cannot|stop (?:telling|asking|expecting)|no one)\b/;
// Where the clause holding a match begins: a negation before it belongs to another clause.
const CLAUSE_BREAK = /[,;:!?—–]|\s-\s|\b(?:but|and|so|because|although|though|yet|while)\b/g;
// Someone else's words said back, or the user's own: "he tells you a godly wife submits", "you said
// you want to save it". Naming a claim in order to answer it is what a careful coach does.
const REPORTED =
  /\b(?:(?:telling|tells|told) you|(?:he|she|they|people|someone|others|some|your (?:husband|wife|partner|spouse|pastor|church|family|mother|mum|mom|father|dad|in-laws?|friends?))(?: \w+){0,3} (?:says|said|tells|told|claims|claimed|insists|insisted|keeps saying|kept saying|quotes|quoted|uses|used|calls|called|believes|thinks|thought)|(?:been|being|were|was) told|you (?:said|say|wrote|mentioned|told me)|you keep hearing|(?:the|that) (?:idea|claim|teaching|message|lie|belief|words?) (?:that|of)|words like|phrases like)\b/;
// The user's own feelings said back ("you feel it is your fault", "it sounds like no one would miss
// you"): a reflection, for the rules about blame and harm. Advice is not excused by them: "if you feel
// ready, forgive him" is still advice.
const REFLECTED =
  /\b(?:you (?:feel|felt|fear|worry|worried|wonder|wondered|believe|think|thought)|it (?:feels|felt|sounds|sounded) like|you are (?:feeling|thinking|wondering|worried))\b/;
/** A sentence that points to help (helplines, emergency numbers) or asks directly about safety. */
const SAFETY_TALK =
  /116 ?123|0808 ?2000 ?247|1-800-799-7233|\b(?:988|999|911|112)\b|\b(?:samaritans|helplines?|hotlines?|refuges?|crisis lines?|emergency services|the police)\b|^(?:are|have|do|did|is|has|were) you\b[^?]*\?$|\bare you (?:safe|thinking|having)\b/;

const TO_YOU = /\byou(?:r|rself)?\b/;
const HELP_WORDS =
  /\b(?:safe|unsafe|safety|danger|help|support|tell me|say so|reach out|talk to|call|whether|doctor|gp|figure of speech)\b/;

function isNegated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 60), index);
  let clauseStart = 0;
  for (const found of before.matchAll(CLAUSE_BREAK)) clauseStart = found.index + found[0].length;
  return NEGATION.test(before.slice(clauseStart));
}

// "Couples counselling is not recommended when...": the negation can follow what it denies.
const NEGATED_AFTER =
  /^[^,;:.]{0,30}?\b(?:(?:is|are|was|were|would be|can be|could be|will be|does|do|did|will|would|need|can|should)\s+(?:not|never|no longer|rarely|dangerous|unsafe|risky|off the table)|can wait|comes later|is for later|is (?:your|their) (?:choice|decision)|is up to you)\b/;

function isReported(rule: OutputRule, text: string, index: number): boolean {
  const before = text.slice(0, index);
  return REPORTED.test(before) || (REFLECTING.has(rule.id) && REFLECTED.test(before));
}

/** Labels the user used: said back to them, they are theirs, not the model's diagnosis. */
function userLabels(userWords: string | undefined): Set<string> {
  const labels = new Set<string>();
  if (!userWords) return labels;
  const text = normalizeForMatching(userWords);
  for (const found of text.matchAll(new RegExp(String.raw`\b${DX}\b`, 'g'))) labels.add(found[0]);
  return labels;
}

function matches(rule: OutputRule, text: string, labels: Set<string>): boolean {
  if (rule.unless?.test(text)) return false;
  for (const pattern of rule.patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    if (rule.negatable && isNegated(text, found.index)) continue;
    // "Whether they want to go, to stay for now, or...": options laid out, not an order.
    if (rule.negatable && /\bwhether\b/.test(text.slice(0, found.index))) continue;
    if (rule.negatable && NEGATED_AFTER.test(text.slice(found.index + found[0].length))) continue;
    if (isReported(rule, text, found.index)) continue;
    if (rule.id === 'diagnosis' && [...labels].some((label) => found[0].includes(label))) continue;
    return true;
  }
  return false;
}

export function isCareful(options: Pick<OutputCheckOptions, 'safety' | 'messageAssessment'>): boolean {
  const level = options.messageAssessment.level;
  return options.safety.careful || options.messageAssessment.crisis || level === 'ask';
}

/** The first rule one sentence of the model's reply breaks, or null. */
export function findViolation(sentence: string, options: OutputCheckOptions): Violation | null {
  const text = normalizeSentence(sentence);
  if (!text) return null;
  const careful = isCareful(options);
  const labels = userLabels(options.userWords);
  // What is never said is named first: it is the more useful rule id in the log.
  for (const rule of [
    ...RULES.filter((r) => !r.careful),
    ...(careful ? RULES.filter((r) => r.careful) : []),
  ]) {
    if (matches(rule, text, labels)) return { rule: rule.id };
  }
  // The model itself urging harm on the person ("you could end it all"): the classifier is written
  // for disclosures, so it is asked only about sentences to "you" that do not point to help or safety.
  if (
    TO_YOU.test(text) &&
    !SAFETY_TALK.test(text) &&
    !HELP_WORDS.test(text) &&
    assessMessage(sentence).crisis
  ) {
    return { rule: 'encourages-harm' };
  }
  return null;
}

/** Where a sentence ends: its closing punctuation (and quotes) followed by a space, or a line break. */
// Only from the first mark of a run (the lookbehind): started inside a long run of dots, each start would
// read the rest of the run again.
const SENTENCE_END = /(?<![.!?…])[.!?…]+["')\]\u201d\u2019]*\s+|\n+/g;

export interface OutputCheckStep {
  /** The checked text to show now (maybe ""): whole sentences only. */
  release: string;
  /** Set once a sentence breaks a rule; from then on nothing more is released. */
  violation: Violation | null;
}

export interface OutputCheck {
  push(delta: string): OutputCheckStep;
  /** At the end of the reply: the last sentence, checked. */
  end(): OutputCheckStep;
}

export function createOutputCheck(options: OutputCheckOptions): OutputCheck {
  let held = '';
  let violation: Violation | null = null;

  const checkAll = (text: string): Violation | null => {
    let start = 0;
    for (const found of text.matchAll(SENTENCE_END)) {
      const end = found.index + found[0].length;
      const hit = findViolation(text.slice(start, end), options);
      if (hit) return hit;
      start = end;
    }
    return start < text.length ? findViolation(text.slice(start), options) : null;
  };

  const release = (text: string): OutputCheckStep => {
    violation = checkAll(text);
    return violation ? { release: '', violation } : { release: text, violation: null };
  };

  return {
    push(delta) {
      if (violation) return { release: '', violation };
      held += delta;
      let cut = 0;
      for (const found of held.matchAll(SENTENCE_END)) cut = found.index + found[0].length;
      if (cut === 0) return { release: '', violation: null };
      const ready = held.slice(0, cut);
      held = held.slice(cut);
      return release(ready);
    },
    end() {
      if (violation) return { release: '', violation };
      const rest = held;
      held = '';
      return release(rest);
    },
  };
}
