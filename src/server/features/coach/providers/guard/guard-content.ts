// The reply guard's content (content/coach/guard/): the families of harm, their phrase lists and the
// labelled sentences the classifier learns from, each checked at first use so a typo fails loudly.
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { lazy, readContent } from '#server/features/coach/content-files.ts';

const PHRASE_DIR = new URL('../../../../../../content/coach/guard/phrases/', import.meta.url);

const familiesFile = z.strictObject({
  about: z.string().min(1),
  families: z.record(
    z.string().regex(/^[a-z-]+$/),
    z.strictObject({ careful: z.boolean(), reason: z.string().min(10) }),
  ),
});

export interface HarmFamily {
  id: string;
  /** Wrong only where the chat is careful. */
  careful: boolean;
  /** What the next attempt is told (never the rejected text). */
  reason: string;
}

export const loadHarmFamilies = lazy((): Map<string, HarmFamily> => {
  const { families } = readContent('guard/families.json', familiesFile);
  return new Map(Object.entries(families).map(([id, f]) => [id, { id, ...f }]));
});

/** Each family's phrases, one a line (`#` comments dropped); a file without a family fails. */
export const loadPhraseLists = lazy((): Map<string, string[]> => {
  const families = loadHarmFamilies();
  const lists = new Map<string, string[]>();
  for (const file of readdirSync(PHRASE_DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const id = file.slice(0, -4);
    if (!families.has(id)) throw new Error(`content/coach/guard/phrases/${file}: no family "${id}"`);
    const phrases = readFileSync(new URL(file, PHRASE_DIR), 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim().toLowerCase())
      .filter(Boolean);
    if (phrases.some((p) => /n['\u2019]t\b|['\u2019](?:re|ve|ll|m|d)\b/.test(p)))
      throw new Error(`content/coach/guard/phrases/${file}: spell contractions out ("do not")`);
    lists.set(id, phrases);
  }
  for (const id of families.keys())
    if (!lists.has(id)) throw new Error(`content/coach/guard/phrases/${id}.txt is missing`);
  return lists;
});

const sentencesFile = z.strictObject({
  about: z.string().min(1),
  sentences: z
    .array(
      z.strictObject({
        text: z.string().min(3).max(400),
        label: z.enum(['harmful', 'good']),
        family: z.string().regex(/^[a-z-]+$/),
      }),
    )
    .min(500),
});

export type LabelledSentence = z.output<typeof sentencesFile>['sentences'][number];

export const loadGuardSentences = lazy((): LabelledSentence[] => {
  const { sentences } = readContent('guard/sentences.json', sentencesFile);
  const families = loadHarmFamilies();
  for (const s of sentences)
    if (s.label === 'harmful' && !families.has(s.family))
      throw new Error(`content/coach/guard/sentences.json: unknown family "${s.family}"`);
  return sentences;
});
