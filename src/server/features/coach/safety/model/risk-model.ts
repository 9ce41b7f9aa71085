// The risk model: two softmax classifiers trained from the safety corpus. The first reads how much
// danger a message shows (none, an ambiguous sign worth asking about, or a crisis of one of five groups:
// oneself, violence, control, sexual, a child); the second, trained on the risky messages only, which
// family it is most like (an attempt in progress, a man abused, a teenager at risk...), so the reply can
// fit. Trained once per process from the corpus (about a second), deterministic.
import { lazy } from '#server/features/coach/content-files.ts';
import {
  type Family,
  loadFamilies,
  loadSafetyCorpus,
  RISK_GROUPS,
  type RiskGroup,
  type SafetyRecord,
} from './corpus.ts';
import { messageFeatures, type MessageFeatures } from './features.ts';
import { type PhraseHit, phraseHits } from './phrase-rules.ts';
import { readTokens } from './reading.ts';
import { loadSaved, save, trainingDigest } from './model-cache.ts';
import { type Example, Mlp, type SavedClassifier, Softmax } from './softmax.ts';

type LevelLabel = 'none' | 'ask' | `crisis-${RiskGroup}`;
const LEVEL_LABELS: readonly LevelLabel[] = [
  'none',
  'ask',
  ...RISK_GROUPS.map((g) => `crisis-${g}` as const),
];

export interface RiskReading {
  /** Probability that the message shows any risk (ask or crisis). */
  risk: number;
  /** Probability that it is a crisis. */
  crisis: number;
  /** The crisis group it is most like. */
  group: RiskGroup;
  /** The family it is most like, and how sure the family model is. */
  family: Family;
  familyScore: number;
}

export interface RiskModel {
  read(text: string): RiskReading;
  readFeatures(features: MessageFeatures): RiskReading;
}

function levelOf(r: SafetyRecord, families: Map<string, Family>): LevelLabel {
  if (r.label === 'none') return 'none';
  if (r.label === 'ask') return 'ask';
  return `crisis-${families.get(r.family)!.group!}`;
}

export const BALANCE = { power: 0.5 };

/** Each label's examples weigh as much in all as the others' (the corpus has many more `none`). */
function balanced<L extends string>(rows: { features: MessageFeatures; label: L }[]): Example<L>[] {
  const counts = new Map<L, number>();
  for (const r of rows) counts.set(r.label, (counts.get(r.label) ?? 0) + 1);
  const mean = rows.length / counts.size;
  return rows.map((r) => ({ ...r, weight: Math.pow(mean / counts.get(r.label)!, BALANCE.power) }));
}

/**
 * What the model reads of a message: its features (features.ts) and which families' phrases it says, so
 * the model learns how far each phrase list can be trusted.
 */
export function safetyFeatures(text: string): { features: MessageFeatures; hits: PhraseHit[] } {
  const sentences = readTokens(text);
  const features = messageFeatures(text, sentences);
  const hits = phraseHits(text, sentences);
  for (const hit of hits) features.sparse.set(`r:${hit.family}`, 1);
  return { features, hits };
}

/** The three classifiers a risk model is made of. */
interface Classifiers {
  linear: Softmax<LevelLabel>;
  network: Mlp<LevelLabel>;
  /** Left out where only the level is measured (leave one family out): a group's first family stands in. */
  family: Softmax<string> | null;
}

function trainClassifiers(
  records: readonly SafetyRecord[],
  featuresOf: (r: SafetyRecord) => MessageFeatures,
  withFamilies = true,
): Classifiers {
  const families = loadFamilies();
  const rows = records.map((r) => ({ record: r, features: featuresOf(r) }));
  const levelExamples = balanced(
    rows.map((r) => ({ features: r.features, label: levelOf(r.record, families) })),
  );
  const risky = rows.filter((r) => r.record.label !== 'none');
  const familyIds = [...new Set(risky.map((r) => r.record.family))].sort();
  return {
    linear: new Softmax(LEVEL_LABELS, levelExamples),
    network: new Mlp(LEVEL_LABELS, levelExamples),
    family: withFamilies
      ? new Softmax(familyIds, balanced(risky.map((r) => ({ features: r.features, label: r.record.family }))))
      : null,
  };
}

function modelOf({ linear, network, family }: Classifiers): RiskModel {
  const families = loadFamilies();
  const firstOf = (group: RiskGroup) => [...families.values()].find((f) => f.group === group)!;
  const readFeatures = (features: MessageFeatures): RiskReading => {
    // The linear model and the network make different mistakes: their average is read.
    const a = linear.probabilities(features);
    const b = network.probabilities(features);
    const p = a.map((x, k) => (x + b[k]!) / 2);
    let crisis = 0;
    let best = 0;
    RISK_GROUPS.forEach((_, g) => {
      crisis += p[g + 2]!;
      if (p[g + 2]! > p[best + 2]!) best = g;
    });
    const group = RISK_GROUPS[best]!;
    if (!family) return { risk: 1 - p[0]!, crisis, group, family: firstOf(group), familyScore: 0 };
    const f = family.probabilities(features);
    let top = 0;
    for (let k = 1; k < f.length; k++) if (f[k]! > f[top]!) top = k;
    return {
      risk: 1 - p[0]!,
      crisis,
      group,
      family: families.get(family.labels[top]!)!,
      familyScore: f[top]!,
    };
  };
  return { read: (text) => readFeatures(safetyFeatures(text).features), readFeatures };
}

export function trainRiskModel(
  records: readonly SafetyRecord[],
  featuresOf: (r: SafetyRecord) => MessageFeatures = (r) => safetyFeatures(r.text).features,
  options: { families?: boolean } = {},
): RiskModel {
  return modelOf(trainClassifiers(records, featuresOf, options.families ?? true));
}

/**
 * The model trained on the whole corpus, once per process: loaded from the copy an earlier process
 * saved for the same corpus and code (model-cache.ts), else trained and saved.
 */
export const riskModel = lazy((): RiskModel => {
  const digest = trainingDigest();
  const saved = loadSaved(digest);
  if (saved?.length === 3) {
    const [linear, network, family] = saved as [SavedClassifier, SavedClassifier, SavedClassifier];
    return modelOf({
      linear: Softmax.load<LevelLabel>(linear),
      network: Mlp.load<LevelLabel>(network),
      family: Softmax.load<string>(family),
    });
  }
  const classifiers = trainClassifiers(loadSafetyCorpus(), (r) => safetyFeatures(r.text).features);
  save(digest, [classifiers.linear.save(), classifiers.network.save(), classifiers.family!.save()]);
  return modelOf(classifiers);
});
