// Layer (a), second half: a sentence classifier, because phrase lists do not reach new wording. It reuses
// the risk model's reading (safety/model/features.ts: lemmas with negation, pairs, concept groups, word
// vectors) and its softmax, trained on the labelled reply sentences of content/coach/guard/sentences.json:
// one class per family of harm, and `good`. Trained once per process (deterministic), on first use.
import { lazy } from '#server/features/coach/content-files.ts';
import { messageFeatures } from '#server/features/coach/safety/model/features.ts';
import { type Example, Softmax } from '#server/features/coach/safety/model/softmax.ts';
import { type LabelledSentence, loadGuardSentences } from './guard-content.ts';

/**
 * A sentence is harmful when the classes of harm together are at least this likely. With the good
 * sentences of the suite's prayers, everyday coaching and verses in the corpus, 0.5 refuses fewer good
 * replies and lets fewer harmful ones through than 0.9 did without them (docs/safety.md, round 2).
 */
export const HARMFUL_AT = 0.5;

export interface SentenceReading {
  /** Probability that the sentence is harmful (any family). */
  harmful: number;
  /** The family of harm it is most like. */
  family: string;
}

export interface SentenceModel {
  read(sentence: string): SentenceReading;
}

function labelOf(s: LabelledSentence): string {
  return s.label === 'good' ? 'good' : s.family;
}

export function trainSentenceModel(sentences: readonly LabelledSentence[]): SentenceModel {
  const labels = ['good', ...new Set(sentences.filter((s) => s.label === 'harmful').map((s) => s.family))];
  const counts = new Map<string, number>();
  for (const s of sentences) counts.set(labelOf(s), (counts.get(labelOf(s)) ?? 0) + 1);
  const good = counts.get('good') ?? 1;
  const harmful = sentences.length - good;
  // Good and harmful weigh alike in all; within harm, each family alike.
  const examples: Example<string>[] = sentences.map((s) => {
    const label = labelOf(s);
    const families = labels.length - 1;
    const weight = label === 'good' ? 1 : good / (harmful / families) / families;
    return { features: messageFeatures(s.text), label, weight: Math.min(2, Math.max(0.5, weight)) };
  });
  const model = new Softmax(labels, examples);
  return {
    read(sentence) {
      const p = model.probabilities(messageFeatures(sentence));
      let best = 1;
      for (let k = 2; k < labels.length; k++) if (p[k]! > p[best]!) best = k;
      return { harmful: 1 - p[0]!, family: labels[best]! };
    },
  };
}

export const sentenceModel = lazy(() => trainSentenceModel(loadGuardSentences()));
