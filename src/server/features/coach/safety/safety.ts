// The safety check that runs before any coach: a message that discloses danger gets a calm reply with
// emergency and helpline contacts instead of coaching; an uncertain sign gets a direct, kind question;
// violent words in jest get a light check-in. Two layers (docs/safety.md):
// - the phrase lists of each crisis family (model/phrase-rules.ts, content/coach/safety/phrases/),
//   a high-precision first layer;
// - the risk model trained on the labelled corpus (model/risk-model.ts), which reads past exact words
//   (lemmas, negation, concept groups and their order, word vectors) and decides everything else.
// A phrase hit counts unless the model is sure the message is a look-alike (a film, a case at work, abuse
// long past and healed); the model answers crisis, ask or none by thresholds chosen for recall: a gentle
// question on a look-alike costs little, a missed crisis does not.
import { createHash } from 'node:crypto';
import type { SafetyAssessment, SafetyCategory, SafetyContext, SafetyService } from '#server/ports/coach.ts';
import { loadFamilies } from './model/corpus.ts';
import { hasDangerConcept, type MessageFeatures, namesMeansOrPlan } from './model/features.ts';
import type { PhraseHit } from './model/phrase-rules.ts';
import { type RiskModel, type RiskReading, riskModel, safetyFeatures } from './model/risk-model.ts';
import { readSuicideAnswer } from './safety-answers.ts';
import { hasLaughter, isLightHyperbole } from './safety-jest.ts';
import { safetyReply } from './safety-reply.ts';

export interface Thresholds {
  /** The model's crisis probability from which it answers with the crisis reply on its own. */
  crisis: number;
  /** The model's risk probability from which it asks directly (below the crisis line). */
  ask: number;
  /** Below this risk, a phrase hit is taken for a look-alike the model recognises (past, fiction, work). */
  phraseVeto: number;
  /** With a phrase hit, the crisis probability from which the safety reply is given (else the question). */
  phraseCrisis: number;
  /** Without any word group of danger, the risk probability the model must reach to be believed. */
  withoutDanger: number;
}

/** Families where any sign of danger is answered as a crisis (the reply's first line is 999 / 911). */
const URGENT_FAMILIES = new Set(['attempt-in-progress']);

/** Chosen for recall on the held-out fifth and the first-sight rounds (docs/safety.md). */
export const THRESHOLDS: Thresholds = {
  crisis: 0.9,
  ask: 0.2,
  phraseVeto: 0.15,
  phraseCrisis: 0.3,
  withoutDanger: 0.8,
};
/** From this risk the built-in coach answers carefully even when no safety reply is given. */
export const CAUTION_AT = 0.3;

const ORDER: SafetyCategory[] = [
  'strangulation',
  'physical_abuse',
  'sexual_abuse',
  'threats',
  'coercive_control',
  'child_at_risk',
  'self_harm',
];

const NONE: SafetyAssessment = { crisis: false, level: 'none', categories: [], risk: 0 };

/** Lower case and straight apostrophes, idioms kept: what the hyperbole check reads. */
function plainText(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ');
}

function categoriesOf(families: readonly string[]): SafetyCategory[] {
  const known = loadFamilies();
  const found = new Set(families.map((f) => known.get(f)?.category).filter((c) => c != null));
  return ORDER.filter((c) => found.has(c));
}

/**
 * The level of a message from what the model read of it and the phrase lists it hit, from the most
 * serious down. After the coach asked directly about suicide (`context.askedAboutSuicide`), anything short
 * of a clear no is a crisis.
 */
export function decide(
  message: string,
  reading: RiskReading,
  hits: readonly PhraseHit[],
  context: SafetyContext = {},
  at: Thresholds = THRESHOLDS,
  /** Whether the message holds a word group of danger (features.ts hasDangerConcept). */
  danger = true,
  /** Whether it names a means, a plan or a goodbye (features.ts namesMeansOrPlan). */
  meansOrPlan = false,
): SafetyAssessment {
  const risk = Math.max(reading.risk, hits.length > 0 ? 0.5 : 0);
  const family = reading.family.id;
  if (hits.length > 0 && reading.risk >= at.phraseVeto) {
    const families = hits.map((h) => h.family);
    const categories = categoriesOf(families);
    // "i want to die lol": laughter never dismisses words about oneself, but without a means, a plan or a
    // goodbye the right answer is the direct question rather than the alarm.
    const onlyWords = categories.length === 1 && categories[0] === 'self_harm' && !meansOrPlan;
    if ((onlyWords && hasLaughter(message)) || (reading.crisis < at.phraseCrisis && !meansOrPlan))
      return { crisis: false, level: 'ask', categories, family: families[0], risk };
    return { crisis: true, level: 'crisis', categories, family: families[0], risk };
  }
  if (reading.crisis >= at.crisis)
    return { crisis: true, level: 'crisis', categories: categoriesOf([family]), family, risk };
  if (context.askedAboutSuicide) {
    const answer = readSuicideAnswer(plainText(message));
    if (answer === 'yes')
      return { crisis: true, level: 'crisis', categories: ['self_harm'], family: 'passive-death-wish', risk };
    if (answer === 'no') return NONE;
  }
  const light = isLightHyperbole(plainText(message), message);
  // Without any word group of danger ("ta very much", "it's me again"), the model reads little more than
  // the shape of a message: only a reading well above the question's line counts. Violent words in jest
  // about someone else ("i could kill him 😂") are a light check-in, not a question.
  if (light) return { crisis: false, level: 'light', categories: [], risk };
  // Not believed, so not passed on either (the built-in coach's caution reads `risk`).
  if (!danger && reading.risk < at.withoutDanger) return NONE;
  // An attempt already under way (a means named) is never a gentle question: the emergency number first.
  if (reading.risk >= at.ask && URGENT_FAMILIES.has(family) && meansOrPlan)
    return { crisis: true, level: 'crisis', categories: categoriesOf([family]), family, risk };
  if (reading.risk >= at.ask)
    return { crisis: false, level: 'ask', categories: categoriesOf([family]), family, risk };
  return { ...NONE, risk };
}

/** The level of a message as `model` reads it, from what was read of it (`safetyFeatures`). */
export function assessRead(
  model: RiskModel,
  message: string,
  read: { features: MessageFeatures; hits: readonly PhraseHit[] },
  context: SafetyContext = {},
): SafetyAssessment {
  const reading = model.readFeatures(read.features);
  const { features } = read;
  return decide(
    message,
    reading,
    read.hits,
    context,
    THRESHOLDS,
    hasDangerConcept(features),
    namesMeansOrPlan(features),
  );
}

/** The level of a message as `model` reads it. */
export function assessWith(model: RiskModel, message: string, context: SafetyContext = {}): SafetyAssessment {
  return assessRead(model, message, safetyFeatures(message), context);
}

/**
 * How many assessments are remembered. One send reads the same message several times (the chat's check,
 * the coach's own defence in depth, its caution and careful-reply checks) and every send reads the chat's
 * recent user messages again (careful mode looks for a disclosure in view); the model is pure, and
 * remembering the latest few thousand answers takes that repeated work off the send.
 */
const REMEMBERED_ASSESSMENTS = 4_000;

/**
 * The assessment with a memory of its latest answers, least recently used forgotten first. Keyed by a
 * digest, so nothing here holds people's words. The answers are shared: frozen, so no caller can change
 * another's.
 */
function rememberedAssessments(limit: number) {
  const remembered = new Map<string, SafetyAssessment>();
  return (message: string, context: SafetyContext = {}): SafetyAssessment => {
    const key = `${context.askedAboutSuicide ? 1 : 0}${createHash('sha256').update(message).digest('base64')}`;
    const known = remembered.get(key);
    if (known) {
      remembered.delete(key);
      remembered.set(key, known);
      return known;
    }
    const assessment = assessWith(riskModel(), message, context);
    Object.freeze(assessment.categories);
    remembered.set(key, Object.freeze(assessment));
    if (remembered.size > limit) remembered.delete(remembered.keys().next().value!);
    return assessment;
  };
}

/**
 * Trains the model (once per process) and runs the check itself over `messages` a few times, as
 * start-up's warm-up: V8 compiles hot code only once it has run, so otherwise the first people to write
 * would pay for that.
 */
export function warmUpSafetyRules(messages: readonly string[]): void {
  riskModel();
  for (let round = 0; round < 3; round++) {
    for (const message of messages) {
      assessWith(riskModel(), message);
      assessWith(riskModel(), message, { askedAboutSuicide: true });
    }
  }
}

/** The level of a message (assessWith the trained model), remembered for the whole process. */
export const assessMessage = rememberedAssessments(REMEMBERED_ASSESSMENTS);

export function createSafetyService(options: { remember?: number } = {}): SafetyService {
  return {
    assess: options.remember === undefined ? assessMessage : rememberedAssessments(options.remember),
    reply: safetyReply,
  };
}
