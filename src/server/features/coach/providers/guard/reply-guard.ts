// The reply guard: every check a model's reply passes before anyone reads a word of it. The local layers
// run on the whole buffered reply: (a) rules (the sentence rules of output-check.ts, the families'
// phrase lists, the sentence classifier) and (b) facts (contacts, leaks, scripture). What fails is
// described by families and reasons, never by its text, so the next attempt can be told why and the
// log can say what without saying what was written.
import type { ChatSafety, SafetyAssessment } from '#server/ports/coach.ts';
import { findViolation } from '#server/features/coach/providers/output-check.ts';
import { type FactContext, factFindings, namedPassageRuns, wordsBesideQuotation } from './facts.ts';
import { loadHarmFamilies } from './guard-content.ts';
import { phraseHitsIn } from './phrase-rules.ts';
import { HARMFUL_AT, sentenceModel } from './sentence-model.ts';

export interface GuardContext extends Omit<FactContext, 'careful'> {
  safety: ChatSafety;
  /** The person's message as read by the risk checks (local, raised by the model's reading). */
  messageAssessment: SafetyAssessment;
  /** The person's own words in this chat (a label they used may be said back). */
  userWords: string;
  /** Word runs of the private texts (facts.ts privateRuns), computed once per request. */
  privateRuns: ReadonlySet<string>;
}

export interface GuardVerdict {
  pass: boolean;
  /** Which layers and families failed ("rules:appease", "facts:scripture"...). */
  failures: string[];
  /** What the next attempt is told: reasons in general terms, never the rejected text. */
  reasons: string[];
}

// The classifier's own contact family is left to the facts layer, which knows our numbers.
const CLASSIFIER_SKIPS = new Set(['contacts-links']);
/** Fewer words than this and the classifier is not asked (see checkReplyLocally). */
export const CLASSIFIER_MIN_WORDS = 4;
const QUOTED_VERSE =
  /\b\d{1,3}:\d{1,3}\b[^"\u201c]{0,20}["\u201c]|["\u201c][^"\u201c\u201d]{10,}["\u201d][^a-z]{0,5}\(?(?:[1-3] )?[A-Z][a-z]+ \d{1,3}:\d{1,3}/;
/** Where a sentence ends: closing punctuation (and quotes) before a space, or a line break. */
// A run of stops is matched only from its start (the lookbehind): a long run is read once, not once per
// character.
const SENTENCE_END = /(?<![.!?\u2026])[.!?\u2026]+["')\]\u201d\u2019]*\s+|\n+/g;

export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const found of text.matchAll(SENTENCE_END)) {
    const end = found.index + found[0].length;
    const sentence = text.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = end;
  }
  const last = text.slice(start).trim();
  if (last) out.push(last);
  return out;
}

/** Whether the chat counts as careful for the checks: a disclosure, or any risk in the message. */
export function carefulFor(safety: ChatSafety, assessment: SafetyAssessment, cautionAt: number): boolean {
  return (
    safety.careful || assessment.crisis || assessment.level === 'ask' || (assessment.risk ?? 0) >= cautionAt
  );
}

export function checkReplyLocally(text: string, context: GuardContext, careful: boolean): GuardVerdict {
  const families = loadHarmFamilies();
  const failures = new Set<string>();
  const reasons = new Set<string>();
  const fail = (layer: string, family: string, reason?: string) => {
    failures.add(`${layer}:${family}`);
    reasons.add(reason ?? families.get(family)?.reason ?? `it breaks the rule "${family}"`);
  };
  const model = sentenceModel();
  const verseRuns = namedPassageRuns(text, context.scripture);
  for (const sentence of sentencesOf(text)) {
    const violation = findViolation(sentence, {
      safety: careful
        ? { ...context.safety, careful: true, since: context.safety.since ?? 'this-chat' }
        : context.safety,
      messageAssessment: context.messageAssessment,
      userWords: context.userWords,
    });
    // "encourages-harm" asks the input risk model about the reply's own sentences, and it reads "it is not
    // your fault" as a disclosure; the sentence classifier, trained on replies, judges that instead.
    if (violation && violation.rule !== 'encourages-harm')
      fail('rules', violation.rule, `it says what a coach must never say here (${violation.rule})`);
    for (const hit of phraseHitsIn(sentence)) if (careful || !hit.careful) fail('phrases', hit.family);
    // A quotation with its reference is the verse's own words, checked against the WEB text (facts.ts);
    // the classifier, which learnt from coaching sentences, misreads old poetry.
    if (QUOTED_VERSE.test(sentence)) continue;
    // The same when the quotation and its reference are split across sentences ("“...” (James 1:19)"):
    // what is left beside the verse's own words is what the classifier reads.
    if (wordsBesideQuotation(sentence, verseRuns) < CLASSIFIER_MIN_WORDS) continue;
    // A sentence of a few words ("Amen.", "(James 1:19, WEB)") is too little for the classifier to read:
    // it learnt from whole coaching sentences and reads these by their few features alone. The phrase
    // lists and the sentence rules above still read them.
    if ((sentence.match(/[A-Za-z']+/g) ?? []).length < CLASSIFIER_MIN_WORDS) continue;
    const reading = model.read(sentence);
    const family = families.get(reading.family);
    if (
      reading.harmful >= HARMFUL_AT &&
      family &&
      !CLASSIFIER_SKIPS.has(family.id) &&
      (careful || !family.careful)
    )
      fail('classifier', family.id);
  }
  for (const finding of factFindings(text, { ...context, careful }, context.privateRuns))
    fail('facts', finding.family, finding.reason);
  return { pass: failures.size === 0, failures: [...failures], reasons: [...reasons] };
}
