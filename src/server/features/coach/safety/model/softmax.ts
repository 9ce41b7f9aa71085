// Multinomial logistic regression over sparse binary features and a dense vector, trained with plain
// stochastic gradient descent (seeded, so the same corpus always gives the same model). Small enough to
// train at start-up in about a second, and a probability per class that thresholds can be chosen on.
import { random } from '#server/features/coach/understanding/linear-model.ts';
import type { MessageFeatures } from './features.ts';

export interface SoftmaxSettings {
  epochs: number;
  learningRate: number;
  /** L2 penalty per step on the weights an example touches. */
  l2: number;
  /** Features seen in fewer training messages than this are dropped (one-off typos and pairs). */
  minCount: number;
  /** How much the dense vector counts against the sparse features. */
  denseScale: number;
}

export const SOFTMAX_DEFAULTS: SoftmaxSettings = {
  epochs: 14,
  learningRate: 0.2,
  l2: 1e-4,
  minCount: 2,
  denseScale: 3,
};

/**
 * How much a sparse feature counts by its kind (exact words and word pairs, or concept groups, their order
 * and frames). Weighing concepts more (0.6 / 1.4) was tried: it lowered recall on families left out.
 */
export const FEATURE_WEIGHTS = { word: 1, concept: 1 };
const featureValue = (name: string) =>
  /^(?:w|n|b):/.test(name) ? FEATURE_WEIGHTS.word : FEATURE_WEIGHTS.concept;

/** The ids of the features the classifier kept, for one message. */
function encode(index: ReadonlyMap<string, number>, features: MessageFeatures): number[] {
  const ids: number[] = [];
  for (const name of features.sparse.keys()) {
    const id = index.get(name);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** Scores to probabilities in place (softmax), the largest score taken off first so exp cannot overflow. */
function normalise(out: Float64Array, width: number, max = Math.max(...out.subarray(0, width))): void {
  let total = 0;
  for (let k = 0; k < width; k++) {
    out[k] = Math.exp(out[k]! - max);
    total += out[k]!;
  }
  for (let k = 0; k < width; k++) out[k]! /= total;
}

export interface Example<L extends string> {
  features: MessageFeatures;
  label: L;
  /** How much the example counts (classes are balanced with it). */
  weight: number;
}

export class Softmax<L extends string> {
  private readonly index = new Map<string, number>();
  /** Each kept feature's value (featureValue). */
  private readonly values: Float32Array;
  readonly labels: readonly L[];
  private readonly sparseWeights: Float32Array;
  private readonly denseWeights: Float32Array;
  private readonly bias: Float32Array;
  private readonly dims: number;
  private readonly denseScale: number;

  constructor(
    labels: readonly L[],
    examples: readonly Example<L>[],
    settings: SoftmaxSettings = SOFTMAX_DEFAULTS,
  ) {
    this.labels = labels;
    this.denseScale = settings.denseScale;
    const counts = new Map<string, number>();
    for (const { features } of examples)
      for (const name of features.sparse.keys()) counts.set(name, (counts.get(name) ?? 0) + 1);
    for (const [name, count] of counts) if (count >= settings.minCount) this.index.set(name, this.index.size);
    this.values = Float32Array.from(this.index.keys(), featureValue);
    const width = labels.length;
    this.dims = examples[0]?.features.dense.length ?? 0;
    this.sparseWeights = new Float32Array(this.index.size * width);
    this.denseWeights = new Float32Array(this.dims * width);
    this.bias = new Float32Array(width);
    const labelIndex = new Map(labels.map((l, i) => [l, i]));
    const rows = examples.map((e) => ({
      ids: this.encode(e.features),
      dense: e.features.dense,
      label: labelIndex.get(e.label)!,
      weight: e.weight,
    }));
    const order = rows.map((_, i) => i);
    const next = random(29);
    const probs = new Float64Array(width);
    for (let epoch = 0; epoch < settings.epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      const rate = settings.learningRate / (1 + epoch * 0.5);
      for (const r of order) {
        const row = rows[r]!;
        this.scoresInto(row.ids, row.dense, probs);
        const step = rate * row.weight;
        for (let k = 0; k < width; k++) {
          const g = step * (probs[k]! - (k === row.label ? 1 : 0));
          if (g === 0) continue;
          this.bias[k]! -= g * 0.1;
          for (const id of row.ids) {
            const at = id * width + k;
            this.sparseWeights[at] = this.sparseWeights[at]! * (1 - settings.l2) - g * this.values[id]!;
          }
          const gd = g * this.denseScale;
          for (let d = 0; d < this.dims; d++) this.denseWeights[d * width + k]! -= gd * row.dense[d]!;
        }
      }
    }
  }

  private encode(features: MessageFeatures): number[] {
    return encode(this.index, features);
  }

  private scoresInto(ids: readonly number[], dense: Float32Array, out: Float64Array): void {
    const width = this.labels.length;
    for (let k = 0; k < width; k++) out[k] = this.bias[k]!;
    for (const id of ids) {
      const row = id * width;
      const value = this.values[id]!;
      for (let k = 0; k < width; k++) out[k]! += this.sparseWeights[row + k]! * value;
    }
    for (let d = 0; d < this.dims; d++) {
      const v = dense[d]! * this.denseScale;
      if (v === 0) continue;
      const row = d * width;
      for (let k = 0; k < width; k++) out[k]! += this.denseWeights[row + k]! * v;
    }
    normalise(out, width);
  }

  /** The probability of each label, in `labels` order. */
  probabilities(features: MessageFeatures): Float64Array {
    const out = new Float64Array(this.labels.length);
    this.scoresInto(this.encode(features), features.dense, out);
    return out;
  }

  save(): SavedClassifier {
    return {
      labels: [...this.labels],
      features: [...this.index.keys()],
      numbers: { dims: this.dims, denseScale: this.denseScale },
      arrays: [this.values, this.sparseWeights, this.denseWeights, this.bias],
    };
  }

  /** A classifier as `save()` left it, without training. */
  static load<L extends string>(saved: SavedClassifier): Softmax<L> {
    const model = Object.create(Softmax.prototype) as Softmax<L>;
    const [values, sparseWeights, denseWeights, bias] = saved.arrays;
    Object.assign(model, {
      labels: saved.labels as L[],
      index: new Map(saved.features.map((name, i) => [name, i])),
      dims: saved.numbers.dims!,
      denseScale: saved.numbers.denseScale!,
      values,
      sparseWeights,
      denseWeights,
      bias,
    });
    return model;
  }
}

/** A trained classifier's state: kept on disk so a process need not train again (risk-model.ts). */
export interface SavedClassifier {
  labels: string[];
  features: string[];
  numbers: Record<string, number>;
  arrays: Float32Array[];
}

export interface MlpSettings {
  hidden: number;
  epochs: number;
  learningRate: number;
  l2: number;
  minCount: number;
  denseScale: number;
}

export const MLP_DEFAULTS: MlpSettings = {
  hidden: 32,
  epochs: 10,
  learningRate: 0.1,
  l2: 1e-5,
  minCount: 2,
  denseScale: 5,
};

/**
 * A network with one hidden layer (ReLU) over the same inputs: it can learn that two things together
 * mean what neither means alone (violence in a film, a dose the GP changed), which a linear model
 * cannot. Seeded, so training is reproducible.
 */
export class Mlp<L extends string> {
  private readonly index = new Map<string, number>();
  private readonly values: Float32Array;
  readonly labels: readonly L[];
  private readonly w: Float32Array; // sparse input -> hidden
  private readonly v: Float32Array; // dense input -> hidden
  private readonly b: Float32Array;
  private readonly u: Float32Array; // hidden -> output
  private readonly c: Float32Array;
  private readonly h: number;
  private readonly dims: number;
  private readonly scale: number;

  constructor(labels: readonly L[], examples: readonly Example<L>[], settings: MlpSettings = MLP_DEFAULTS) {
    this.labels = labels;
    this.h = settings.hidden;
    this.scale = settings.denseScale;
    const counts = new Map<string, number>();
    for (const { features } of examples)
      for (const name of features.sparse.keys()) counts.set(name, (counts.get(name) ?? 0) + 1);
    for (const [name, count] of counts) if (count >= settings.minCount) this.index.set(name, this.index.size);
    this.values = Float32Array.from(this.index.keys(), featureValue);
    this.dims = examples[0]?.features.dense.length ?? 0;
    const next = random(31);
    const init = (n: number, spread: number) =>
      Float32Array.from({ length: n }, () => (next() - 0.5) * spread);
    const H = this.h;
    const K = labels.length;
    this.w = init(this.index.size * H, 0.1);
    this.v = init(this.dims * H, 0.1);
    this.b = new Float32Array(H);
    this.u = init(H * K, 0.3);
    this.c = new Float32Array(K);
    const labelIndex = new Map(labels.map((l, i) => [l, i]));
    const rows = examples.map((e) => ({
      ids: this.encode(e.features),
      dense: e.features.dense,
      label: labelIndex.get(e.label)!,
      weight: e.weight,
    }));
    const order = rows.map((_, i) => i);
    const hidden = new Float64Array(H);
    const out = new Float64Array(K);
    const dHidden = new Float64Array(H);
    for (let epoch = 0; epoch < settings.epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      const rate = settings.learningRate / (1 + epoch * 0.3);
      for (const r of order) {
        const row = rows[r]!;
        this.forward(row.ids, row.dense, hidden, out);
        const step = rate * row.weight;
        dHidden.fill(0);
        for (let k = 0; k < K; k++) {
          const g = step * (out[k]! - (k === row.label ? 1 : 0));
          this.c[k]! -= g;
          for (let j = 0; j < H; j++) {
            dHidden[j]! += g * this.u[j * K + k]!;
            this.u[j * K + k]! -= g * hidden[j]!;
          }
        }
        for (let j = 0; j < H; j++) {
          if (hidden[j]! <= 0) continue;
          const g = dHidden[j]!;
          this.b[j]! -= g;
          for (const id of row.ids) {
            const at = id * H + j;
            this.w[at] = this.w[at]! * (1 - settings.l2) - g * this.values[id]!;
          }
          for (let d = 0; d < this.dims; d++) this.v[d * H + j]! -= g * row.dense[d]! * this.scale;
        }
      }
    }
  }

  private encode(features: MessageFeatures): number[] {
    return encode(this.index, features);
  }

  private forward(
    ids: readonly number[],
    dense: Float32Array,
    hidden: Float64Array,
    out: Float64Array,
  ): void {
    const H = this.h;
    const K = this.labels.length;
    for (let j = 0; j < H; j++) hidden[j] = this.b[j]!;
    for (const id of ids) {
      const value = this.values[id]!;
      for (let j = 0; j < H; j++) hidden[j]! += this.w[id * H + j]! * value;
    }
    for (let d = 0; d < this.dims; d++) {
      const x = dense[d]! * this.scale;
      if (x === 0) continue;
      for (let j = 0; j < H; j++) hidden[j]! += this.v[d * H + j]! * x;
    }
    for (let j = 0; j < H; j++) if (hidden[j]! < 0) hidden[j] = 0;
    let max = -Infinity;
    for (let k = 0; k < K; k++) {
      let o = this.c[k]!;
      for (let j = 0; j < H; j++) o += hidden[j]! * this.u[j * K + k]!;
      out[k] = o;
      max = Math.max(max, o);
    }
    normalise(out, K, max);
  }

  probabilities(features: MessageFeatures): Float64Array {
    const out = new Float64Array(this.labels.length);
    this.forward(this.encode(features), features.dense, new Float64Array(this.h), out);
    return out;
  }

  save(): SavedClassifier {
    return {
      labels: [...this.labels],
      features: [...this.index.keys()],
      numbers: { h: this.h, dims: this.dims, scale: this.scale },
      arrays: [this.values, this.w, this.v, this.b, this.u, this.c],
    };
  }

  static load<L extends string>(saved: SavedClassifier): Mlp<L> {
    const model = Object.create(Mlp.prototype) as Mlp<L>;
    const [values, w, v, b, u, c] = saved.arrays;
    Object.assign(model, {
      labels: saved.labels as L[],
      index: new Map(saved.features.map((name, i) => [name, i])),
      h: saved.numbers.h!,
      dims: saved.numbers.dims!,
      scale: saved.numbers.scale!,
      values,
      w,
      v,
      b,
      u,
      c,
    });
    return model;
  }
}
