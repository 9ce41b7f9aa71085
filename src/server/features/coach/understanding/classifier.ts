// One text classifier: NLP.js's neural network (one perceptron per label over the features of
// features.ts), trained synchronously from labelled examples. Three of these read a message: intent,
// topic and state (see read-message.ts).
import { NeuralNetwork } from '@nlpjs/neural';
import type { Features } from './features.ts';

export interface LabelScore<L extends string> {
  label: L;
  /** Share of the total evidence, 0..1 (scores are squared then normalised, as NLP.js's NLU does). */
  score: number;
}

// A fixed, small number of epochs with a gentler learning rate than NLP.js's defaults (0.6 until the
// error stops moving): on this corpus held-out accuracy stops improving after a few dozen epochs, and
// training runs lazily, so every epoch is time someone might wait.
export const NETWORK_SETTINGS = {
  iterations: 40,
  learningRate: 0.025,
  errorThresh: 1e-9,
  deltaErrorThresh: 1e-12,
  log: false,
};

export class TextClassifier<L extends string> {
  private readonly network: NeuralNetwork;
  private readonly fallback: L;

  constructor(
    examples: readonly { features: Features; label: L }[],
    fallback: L,
    settings: { iterations: number; learningRate: number } = NETWORK_SETTINGS,
  ) {
    this.network = new NeuralNetwork({ ...NETWORK_SETTINGS, ...settings });
    this.fallback = fallback;
    this.network.train(examples.map(({ features, label }) => ({ input: features, output: { [label]: 1 } })));
  }

  /** Every label with a score, best first; the fallback alone when no feature is known. */
  classify(features: Features): LabelScore<L>[] {
    const raw = this.network.run(features) ?? {};
    let total = 0;
    const scores: LabelScore<L>[] = [];
    for (const [label, value] of Object.entries(raw)) {
      const squared = value * value;
      total += squared;
      scores.push({ label: label as L, score: squared });
    }
    if (total === 0) return [{ label: this.fallback, score: 0 }];
    for (const s of scores) s.score /= total;
    return scores.sort((a, b) => b.score - a.score);
  }

  best(features: Features): LabelScore<L> {
    return this.classify(features)[0]!;
  }
}
