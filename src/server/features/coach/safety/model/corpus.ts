// The labelled safety corpus (content/coach/safety/corpus/*.json) and its families
// (content/coach/safety/families.json), checked with zod at load. Every message is labelled crisis
// (present danger: the safety reply), ask (an ambiguous sign: a gentle direct question) or none, with
// its family and who is at risk. The coach's own corpus (content/coach/corpus/) adds everyday messages
// as `none`: the model learns what ordinary conflict sounds like from the messages the coach is built on.
import { z } from 'zod';
import type { SafetyCategory } from '#server/ports/coach.ts';
import { contentFilesIn, lazy, readContent } from '#server/features/coach/content-files.ts';
import { normalizeForMatching } from '#server/features/coach/text-utils.ts';
import { loadCorpus as loadCoachCorpus, stableHash } from '#server/features/coach/understanding/corpus.ts';

export const RISK_GROUPS = ['self', 'violence', 'control', 'sexual', 'child'] as const;
export type RiskGroup = (typeof RISK_GROUPS)[number];

const CATEGORIES = [
  'physical_abuse',
  'sexual_abuse',
  'threats',
  'coercive_control',
  'strangulation',
  'self_harm',
  'child_at_risk',
] as const satisfies readonly SafetyCategory[];

const familiesFile = z.strictObject({
  about: z.string().min(1),
  crisis: z.record(
    z.string().regex(/^[a-z-]+$/),
    z.strictObject({ category: z.enum(CATEGORIES), group: z.enum(RISK_GROUPS) }),
  ),
  lookAlike: z.array(z.string().regex(/^[a-z-]+$/)),
});

export interface Family {
  id: string;
  kind: 'crisis' | 'look-alike';
  category: SafetyCategory | null;
  group: RiskGroup | null;
}

export const loadFamilies = lazy((): Map<string, Family> => {
  const file = readContent('safety/families.json', familiesFile);
  const families = new Map<string, Family>();
  for (const [id, f] of Object.entries(file.crisis))
    families.set(id, { id, kind: 'crisis', category: f.category, group: f.group });
  for (const id of file.lookAlike) families.set(id, { id, kind: 'look-alike', category: null, group: null });
  return families;
});

const record = z.strictObject({
  text: z.string().trim().min(1).max(8_000),
  label: z.enum(['crisis', 'ask', 'none']),
  family: z.string(),
  atRisk: z.enum(['self', 'child', 'partner', 'other', 'none']),
  directness: z.enum(['direct', 'indirect', 'n/a']).optional(),
  locale: z.string().optional(),
});

const corpusFile = z.strictObject({
  about: z.string().min(1),
  records: z.array(record).min(1),
});

export type SafetyRecord = z.output<typeof record> & {
  /** The file it came from (without folder and extension). */
  source: string;
};

/** Every labelled message: the safety corpus, then the coach's everyday messages. Throws on a bad file. */
export const loadSafetyCorpus = lazy((): SafetyRecord[] => {
  const families = loadFamilies();
  const records: SafetyRecord[] = [];
  const seen = new Set<string>();
  const add = (r: SafetyRecord) => {
    const key = normalizeForMatching(r.text);
    if (seen.has(key)) return; // the same words written twice teach nothing more
    seen.add(key);
    records.push(r);
  };
  for (const file of contentFilesIn('safety/corpus')) {
    const source = file.replace(/^.*\//, '').replace(/\.json$/, '');
    for (const r of readContent(file, corpusFile).records) {
      const family = families.get(r.family);
      if (!family) throw new Error(`content/coach/${file}: unknown family "${r.family}"`);
      if ((family.kind === 'crisis') !== (r.label !== 'none'))
        throw new Error(`content/coach/${file}: "${r.text}" is labelled ${r.label} in family ${r.family}`);
      add({ ...r, source });
    }
  }
  for (const m of loadCoachCorpus())
    add({ text: m.text, label: 'none', family: 'everyday-coaching', atRisk: 'none', source: 'coach' });
  return records;
});

export const HELD_OUT_EVERY = 5;

/** Within each family every fifth message by hash is held out: the model used for the test never sees it. */
export function splitSafetyCorpus(records: readonly SafetyRecord[]): {
  train: SafetyRecord[];
  heldOut: SafetyRecord[];
} {
  const train: SafetyRecord[] = [];
  const heldOut: SafetyRecord[] = [];
  const byFamily = new Map<string, SafetyRecord[]>();
  for (const r of records) byFamily.set(r.family, [...(byFamily.get(r.family) ?? []), r]);
  for (const list of byFamily.values()) {
    list
      .map((r) => ({ r, hash: stableHash(normalizeForMatching(r.text)) }))
      .sort((a, b) => a.hash - b.hash)
      .forEach(({ r }, i) => (i % HELD_OUT_EVERY === HELD_OUT_EVERY - 1 ? heldOut : train).push(r));
  }
  return { train, heldOut };
}
