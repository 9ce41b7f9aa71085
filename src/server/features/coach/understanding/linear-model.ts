// A second, different kind of classifier for the same labels: multinomial logistic regression (softmax)
// over sparse binary features, trained with plain stochastic gradient descent. NLP.js's network scores
// each label on its own; softmax makes the labels compete, and with word pairs as
// extra inputs it makes different mistakes from the network. read-message.ts averages the two for intent
// and topic, and uses this one alone for state. Settings chosen by five-fold cross-validation on the
// training split.
import type { Features } from './features.ts';
import type { LabelScore } from './classifier.ts';

export interface LinearSettings {
  epochs: number;
  learningRate: number;
  /** L2 penalty per step on the weights an example touches. */
  l2: number;
  /** Features seen in fewer training messages than this are dropped (mostly one-off typos and n-grams). */
  minCount: number;
  /** 0 trains on the corpus as it is; 1 weights each label's examples so every label counts the same. */
  balance: number;
  /** Scale each message's inputs to unit length (1) or leave them binary (0). */
  normalize: number;
}

export const LINEAR_DEFAULTS: LinearSettings = {
  epochs: 30,
  learningRate: 2,
  l2: 3e-4,
  minCount: 1,
  balance: 0.5,
  normalize: 1,
};

/** A small deterministic generator (mulberry32), so training gives the same model on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class LinearClassifier<L extends string> {
  private readonly index = new Map<string, number>();
  private readonly labels: L[];
  private readonly weights: Float32Array;
  private readonly bias: Float32Array;
  private readonly normalize: boolean;

  constructor(
    examples: readonly { features: Features; label: L }[],
    settings: LinearSettings = LINEAR_DEFAULTS,
  ) {
    this.normalize = settings.normalize > 0;
    const counts = new Map<string, number>();
    for (const { features } of examples)
      for (const name of Object.keys(features)) counts.set(name, (counts.get(name) ?? 0) + 1);
    for (const [name, count] of counts) if (count >= settings.minCount) this.index.set(name, this.index.size);
    this.labels = [...new Set(examples.map((e) => e.label))].sort();
    const labelIndex = new Map(this.labels.map((l, i) => [l, i]));
    const width = this.labels.length;
    this.weights = new Float32Array(this.index.size * width);
    this.bias = new Float32Array(width);

    const perLabel = new Float64Array(width);
    for (const { label } of examples) perLabel[labelIndex.get(label)!]! += 1;
    const mean = examples.length / width;
    const labelWeight = Array.from(perLabel, (n) => Math.pow(mean / n, settings.balance));

    const rows = examples.map(({ features, label }) => ({
      ids: this.encode(features),
      label: labelIndex.get(label)!,
    }));
    const order = rows.map((_, i) => i);
    const next = random(13);
    const probs = new Float64Array(width);
    for (let epoch = 0; epoch < settings.epochs; epoch++) {
      // Shuffled each epoch; the step shrinks so the last epochs settle instead of chasing one example.
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      const rate = settings.learningRate / (1 + epoch);
      for (const r of order) {
        const { ids, label } = rows[r]!;
        if (ids.length === 0) continue;
        const value = this.valueFor(ids.length);
        this.scoresInto(ids, value, probs);
        const step = rate * labelWeight[label]!;
        for (let k = 0; k < width; k++) {
          const gradient = probs[k]! - (k === label ? 1 : 0);
          this.bias[k]! -= step * gradient * 0.1;
          const g = step * gradient * value;
          for (const id of ids) {
            const at = id * width + k;
            this.weights[at] = this.weights[at]! * (1 - settings.l2) - g;
          }
        }
      }
    }
  }

  private valueFor(count: number): number {
    if (count === 0) return 0;
    return this.normalize ? 1 / Math.sqrt(count) : 1;
  }

  private encode(features: Features): number[] {
    const ids: number[] = [];
    for (const name of Object.keys(features)) {
      const id = this.index.get(name);
      if (id !== undefined) ids.push(id);
    }
    return ids;
  }

  private scoresInto(ids: readonly number[], value: number, out: Float64Array): void {
    const width = this.labels.length;
    for (let k = 0; k < width; k++) out[k] = this.bias[k]!;
    for (const id of ids) {
      const row = id * width;
      for (let k = 0; k < width; k++) out[k]! += this.weights[row + k]! * value;
    }
    let max = -Infinity;
    for (let k = 0; k < width; k++) max = Math.max(max, out[k]!);
    let total = 0;
    for (let k = 0; k < width; k++) {
      out[k] = Math.exp(out[k]! - max);
      total += out[k]!;
    }
    for (let k = 0; k < width; k++) out[k]! /= total;
  }

  /** Every label with its probability, best first. */
  classify(features: Features): LabelScore<L>[] {
    const ids = this.encode(features);
    const probs = new Float64Array(this.labels.length);
    this.scoresInto(ids, this.valueFor(ids.length), probs);
    return this.labels.map((label, k) => ({ label, score: probs[k]! })).sort((a, b) => b.score - a.score);
  }
}
