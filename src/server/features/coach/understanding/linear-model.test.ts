import { describe, expect, it } from 'vitest';
import { LinearClassifier } from './linear-model.ts';

const examples = [
  ...['dishes', 'laundry', 'hoover', 'bins'].map((w) => ({
    features: { [w]: 1, house: 1 },
    label: 'chores',
  })),
  ...['affair', 'cheated', 'texts', 'hotel'].map((w) => ({
    features: { [w]: 1, found: 1 },
    label: 'betrayal',
  })),
  ...['church', 'pray', 'god'].map((w) => ({ features: { [w]: 1 }, label: 'faith' })),
];

describe('LinearClassifier', () => {
  it('learns which features go with which label and gives probabilities that sum to 1', () => {
    const model = new LinearClassifier(examples);
    expect(model.classify({ house: 1, mess: 1 })[0]!.label).toBe('chores');
    expect(model.classify({ found: 1 })[0]!.label).toBe('betrayal');
    expect(model.classify({ pray: 1 })[0]!.label).toBe('faith');
    const scores = model.classify({ dishes: 1, affair: 1 });
    expect(scores.reduce((sum, s) => sum + s.score, 0)).toBeCloseTo(1, 6);
    expect(scores.map((s) => s.label).sort()).toEqual(['betrayal', 'chores', 'faith']);
  });

  it('trains the same model every time', () => {
    const a = new LinearClassifier(examples).classify({ texts: 1, house: 1 });
    const b = new LinearClassifier([...examples]).classify({ texts: 1, house: 1 });
    expect(a).toEqual(b);
  });

  it("falls back to the labels' prior alone for a message with no known feature", () => {
    const scores = new LinearClassifier(examples).classify({ unseen: 1 });
    expect(scores).toHaveLength(3);
    for (const s of scores) expect(s.score).toBeGreaterThan(0.2);
  });
});
