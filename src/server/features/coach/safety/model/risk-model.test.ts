// The safety check measured on words it has not been trained on. Prints, and fails below the floors:
// - held out: a model trained on four fifths of each family, tested on the fifth it never saw;
// - leave one family out: for each crisis family, a model trained without any message of that family
//   (and without the project's older cases of the same kind of danger), tested on that family: how well
//   what the other families taught reaches a kind of danger it has never read.
// Recall counts the safety reply or the direct question; look-alikes are counted by what they got.
import { describe, expect, it } from 'vitest';
import type { SafetyAssessment } from '#server/ports/coach.ts';
import { assessRead } from '../safety.ts';
import { loadFamilies, loadSafetyCorpus, type SafetyRecord, splitSafetyCorpus } from './corpus.ts';
import { type RiskModel, safetyFeatures, trainRiskModel } from './risk-model.ts';

const corpus = loadSafetyCorpus();
const families = loadFamilies();
const read = new Map(corpus.map((r) => [r, safetyFeatures(r.text)]));
const featuresOf = (r: SafetyRecord) => read.get(r)!.features;
const assess = (model: RiskModel, r: SafetyRecord): SafetyAssessment =>
  assessRead(model, r.text, read.get(r)!);
const caught = (a: SafetyAssessment) => a.level === 'crisis' || a.level === 'ask';
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
const crisisFamilies = [...families.values()].filter((f) => f.kind === 'crisis');

describe('the safety corpus', () => {
  it('has 3,000+ messages, 1,500+ crisis or ask across 25+ families, 1,000+ look-alikes across 15+ families', () => {
    const own = corpus.filter((r) => r.source !== 'coach');
    const risky = own.filter((r) => r.label !== 'none');
    const lookAlikes = own.filter((r) => r.label === 'none');
    const riskyFamilies = new Set(risky.map((r) => r.family));
    const lookAlikeFamilies = new Set(lookAlikes.map((r) => r.family));
    console.info(
      `safety corpus: ${own.length} messages (${risky.length} crisis or ask in ${riskyFamilies.size} families, ` +
        `${lookAlikes.length} look-alikes in ${lookAlikeFamilies.size} families), plus ${corpus.length - own.length} everyday coaching messages`,
    );
    expect(own.length).toBeGreaterThanOrEqual(3_000);
    expect(risky.length).toBeGreaterThanOrEqual(1_500);
    expect(riskyFamilies.size).toBeGreaterThanOrEqual(25);
    expect(lookAlikes.length).toBeGreaterThanOrEqual(1_000);
    expect(lookAlikeFamilies.size).toBeGreaterThanOrEqual(15);
  });
});

describe('the risk model on messages it was not trained on', () => {
  const { train, heldOut } = splitSafetyCorpus(corpus);
  const model = trainRiskModel(train, featuresOf);

  // Floors: what the model reaches today, so it cannot slip unnoticed. The targets (every held-out
  // crisis caught, look-alikes at most 2% / 10%, every family at least 90% left out) are not yet met;
  // docs/safety.md gives the figures and what is left.
  it('catches at least 88% of held-out crisis messages; look-alikes get the safety reply at most 5%, a question at most 14%', () => {
    const risky = heldOut.filter((r) => r.label !== 'none');
    const missed = risky.filter((r) => !caught(assess(model, r)));
    const lookAlikes = heldOut.filter((r) => r.label === 'none' && r.source !== 'coach');
    const everyday = heldOut.filter((r) => r.source === 'coach');
    const full = lookAlikes.filter((r) => assess(model, r).level === 'crisis');
    const asked = lookAlikes.filter((r) => assess(model, r).level === 'ask');
    const everydayFlagged = everyday.filter((r) => caught(assess(model, r)));
    console.info(
      [
        `held out: recall ${pct(risky.length - missed.length, risky.length)} of ${risky.length}`,
        `look-alikes: safety reply ${pct(full.length, lookAlikes.length)}, question ${pct(asked.length, lookAlikes.length)} of ${lookAlikes.length}`,
        `everyday coaching flagged: ${pct(everydayFlagged.length, everyday.length)} of ${everyday.length}`,
        ...missed.map((r) => `  missed [${r.family}] ${r.text.slice(0, 140)}`),
        ...full.map((r) => `  alarm [${r.family}] ${r.text.slice(0, 140)}`),
      ].join('\n'),
    );
    expect((risky.length - missed.length) / risky.length).toBeGreaterThanOrEqual(0.88);
    expect(full.length / lookAlikes.length).toBeLessThanOrEqual(0.05);
    expect(asked.length / lookAlikes.length).toBeLessThanOrEqual(0.14);
    expect(everydayFlagged.length / everyday.length).toBeLessThanOrEqual(0.15);
  });

  it('reaches a family it was never trained on: leave-one-family-out recall at least 20% for every crisis family, 75% on average', async () => {
    const rows: { family: string; n: number; recall: number; crisis: number }[] = [];
    for (const family of crisisFamilies) {
      const test = corpus.filter((r) => r.family === family.id && r.source !== 'project');
      if (test.length === 0) continue;
      const without = corpus.filter(
        (r) =>
          r.family !== family.id &&
          !(r.source === 'project' && families.get(r.family)?.category === family.category),
      );
      // Each training holds the thread for seconds: the test runner's worker is let answer in between.
      await new Promise((resolve) => setImmediate(resolve));
      const lofo = trainRiskModel(without, featuresOf, { families: false });
      const results = test.map((r) => assess(lofo, r));
      rows.push({
        family: family.id,
        n: test.length,
        recall: results.filter(caught).length / test.length,
        crisis: results.filter((a) => a.level === 'crisis').length / test.length,
      });
    }
    console.info(
      [
        'leave one family out (recall: safety reply or question; crisis: safety reply):',
        ...rows.map(
          (r) =>
            `  ${r.family.padEnd(28)} n=${String(r.n).padStart(3)}  recall ${(100 * r.recall).toFixed(0).padStart(3)}%  crisis ${(100 * r.crisis).toFixed(0).padStart(3)}%`,
        ),
      ].join('\n'),
    );
    const mean = rows.reduce((sum, r) => sum + r.recall, 0) / rows.length;
    console.info(
      `  mean ${(100 * mean).toFixed(0)}%; at least 90%: ${rows.filter((r) => r.recall >= 0.9).length} of ${rows.length} families`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(
      rows.filter((r) => r.recall < 0.2).map((r) => `${r.family} ${(100 * r.recall).toFixed(0)}%`),
    ).toEqual([]);
    expect(mean).toBeGreaterThanOrEqual(0.75);
  }, 600_000);
});
