// Reads one user message for the coach: intent and topic each from an NLP.js network averaged with a
// softmax model (linear-model.ts), state from a softmax model, all trained on the labelled corpus
// (content/coach/corpus), and the negation-aware facts (anger, "we don't fight", how
// a try went) from compromise's parse (negation.ts). The models are trained lazily on first use, once per
// process; warmUp() lets the server pay that cost at boot instead of inside the first request.
import { cutLongTokens } from '#server/lib/bounded-text.ts';
import type { TopicId } from '../topic-ids.ts';
import { TextClassifier, type LabelScore } from './classifier.ts';
import { loadCorpus, type LabelledMessage } from './corpus.ts';
import { featuresOf, withWordPairs, type Features } from './features.ts';
import { LinearClassifier } from './linear-model.ts';
import { deniesConflict, deniesFlooding, mentionsAnger, readOutcome, readWords } from './negation.ts';
import type { Intent, MessageReading, State } from './reading.ts';

export interface Models {
  /**
   * The intent network reads featuresOf; the topic network and the softmax models read it plus word pairs
   * (withWordPairs).
   */
  intent: TextClassifier<Intent>;
  intentLinear: LinearClassifier<Intent>;
  topic: TextClassifier<TopicId>;
  topicLinear: LinearClassifier<TopicId>;
  state: LinearClassifier<State>;
}

// Share of the NLP.js network when its scores are averaged with the softmax model's; chosen by five-fold
// cross-validation on the training split (each model alone was about a point lower on both).
const NETWORK_WEIGHT = { intent: 0.3, topic: 0.4 };

/** Two models' scores averaged with `networkWeight` on the first, best first. */
function blend<L extends string>(
  network: LabelScore<L>[],
  linear: LabelScore<L>[],
  networkWeight: number,
): LabelScore<L>[] {
  const totals = new Map<L, number>();
  for (const { label, score } of network) totals.set(label, networkWeight * score);
  for (const { label, score } of linear)
    totals.set(label, (totals.get(label) ?? 0) + (1 - networkWeight) * score);
  return [...totals].map(([label, score]) => ({ label, score })).sort((a, b) => b.score - a.score);
}

function readIntent(m: Models, features: Features, paired: Features): LabelScore<Intent>[] {
  return blend(m.intent.classify(features), m.intentLinear.classify(paired), NETWORK_WEIGHT.intent);
}

function readTopic(m: Models, paired: Features): LabelScore<TopicId>[] {
  return blend(m.topic.classify(paired), m.topicLinear.classify(paired), NETWORK_WEIGHT.topic);
}

function topicScores(m: Models, text: string): LabelScore<TopicId>[] {
  return readTopic(m, withWordPairs(text));
}

/** Trains the five models (two for intent, two for topic, one for state) on `messages` (the whole corpus in use; the train split in the test). */
export function trainModels(messages: readonly LabelledMessage[]): Models {
  // Features are computed once per message and shared by the five models.
  const examples = messages.map((m) => {
    const features = featuresOf(m.text);
    return { m, features, paired: withWordPairs(m.text, features) };
  });
  return {
    intent: new TextClassifier(
      examples.map(({ m, features }) => ({ features, label: m.intent })),
      'share',
    ),
    intentLinear: new LinearClassifier(
      examples.map(({ m, paired }) => ({ features: paired, label: m.intent })),
    ),
    topic: new TextClassifier(
      examples.map(({ m, paired }) => ({ features: paired, label: m.topic })),
      'general',
    ),
    topicLinear: new LinearClassifier(
      examples.map(({ m, paired }) => ({ features: paired, label: m.topic })),
    ),
    // The softmax model alone: as accurate as the network for state in cross-validation, and faster.
    state: new LinearClassifier(examples.map(({ m, paired }) => ({ features: paired, label: m.state }))),
  };
}

let models: Models | null = null;

/** Trains the models now if they are not yet trained (at boot, so no user waits for it). */
export function warmUp(): void {
  models ??= trainModels(loadCorpus());
}

function trained(): Models {
  warmUp();
  return models!;
}

// Intents that say how something went, so their outcome is read even without "went" in them.
const REPORTING: ReadonlySet<Intent> = new Set(['report', 'return']);
const SAYS_HOW_IT_WENT =
  /\b(went|tried|talked|spoke|told (him|her)|had the (talk|conversation|chat)|it was)\b/i;

/** Reads `text` with the given models (the test passes models trained on the train split only). */
export function readMessageWith(m: Models, text: string): MessageReading {
  const features = featuresOf(text);
  const paired = withWordPairs(text, features);
  const intent = readIntent(m, features, paired)[0]!;
  const topic = readTopic(m, paired)[0]!;
  const sentences = readWords(text);
  const angry = mentionsAnger(sentences);
  let state = m.state.classify(paired);
  // "not flooded, just annoyed": the words the state model keys on are there, but denied.
  if (state[0]!.label === 'flooded' && deniesFlooding(sentences)) state = state.slice(1);
  const reportLike = REPORTING.has(intent.label) || SAYS_HOW_IT_WENT.test(text);
  return {
    intent: intent.label,
    intentScore: intent.score,
    topic: topic.label,
    topicScore: topic.score,
    state: state[0]?.label ?? 'calm',
    angry,
    noConflict: deniesConflict(sentences),
    outcome: reportLike ? readOutcome(sentences) : null,
  };
}

/** What one user message says: intent, topic, state and the negation-aware facts. */
export function readMessage(text: string): MessageReading {
  return readMessageWith(trained(), cutLongTokens(text));
}

// Earlier user turns count for less and less (most recent first): a passing word should not pull the
// conversation off its subject, but a clearly new subject takes over.
const HISTORY_WEIGHTS = [0.6, 0.3, 0.15];
/** A message's own topic at or above this confidence takes over whatever came before. */
const NEW_SUBJECT = 0.6;
/** Below this combined weight nothing is clear and the topic is general. */
const CLEAR_ENOUGH = 0.35;

/**
 * The conversation's topic at `message`: its own topic when it clearly names one, otherwise the topic with
 * the most weight over it and the last few user messages (`earlierUserMessages`, oldest first), so "yes
 * exactly" or "ok" keep the subject. `score` is the winning topic's weight, 0..1.
 */
export function readTopicInContext(
  message: string,
  earlierUserMessages: readonly string[],
): { topic: TopicId; score: number } {
  const models = trained();
  const own = topicScores(models, message);
  const best = own[0]!;
  if (best.label !== 'general' && best.score >= NEW_SUBJECT) return { topic: best.label, score: best.score };
  const totals = new Map<TopicId, number>();
  const add = (scores: { label: TopicId; score: number }[], weight: number) => {
    for (const { label, score } of scores) {
      if (label !== 'general') totals.set(label, (totals.get(label) ?? 0) + score * weight);
    }
  };
  add(own, 1);
  earlierUserMessages
    .slice(-HISTORY_WEIGHTS.length)
    .reverse()
    .forEach((earlier, i) => add(topicScores(models, earlier), HISTORY_WEIGHTS[i]!));
  let winner: { topic: TopicId; score: number } = { topic: 'general', score: 0 };
  for (const [id, total] of totals) if (total > winner.score) winner = { topic: id, score: total };
  return winner.score >= CLEAR_ENOUGH
    ? { topic: winner.topic, score: Math.min(1, winner.score) }
    : { topic: 'general', score: 0 };
}
