// The labelled corpus the coach's understanding is trained from (content/coach/corpus/*.json): user
// messages as people really write them, each labelled with intent, topic and state. Checked with zod at
// load, and split the same way on every machine into a training part and a held-out part that the
// accuracy test measures and the models used for that test never see.
import { z } from 'zod';
import { contentFilesIn, lazy, readContent } from '../content-files.ts';
import { normalizeForMatching } from '../text-utils.ts';
import { TOPIC_IDS } from '../topic-ids.ts';
import { INTENTS, STATES } from './reading.ts';

const labelledMessage = z.strictObject({
  text: z.string().trim().min(1),
  intent: z.enum(INTENTS),
  topic: z.enum(TOPIC_IDS),
  state: z.enum(STATES),
});

const corpusFile = z.strictObject({
  /** What the file's messages have in common, for whoever adds to it. */
  about: z.string().min(1),
  messages: z.array(labelledMessage).min(1),
});

export type LabelledMessage = z.output<typeof labelledMessage>;

/** Every labelled message, in file order. Throws on a malformed file or a message written twice. */
export const loadCorpus = lazy((): LabelledMessage[] => {
  const messages: LabelledMessage[] = [];
  const seen = new Map<string, string>();
  for (const file of contentFilesIn('corpus')) {
    for (const message of readContent(file, corpusFile).messages) {
      const key = normalizeForMatching(message.text);
      const earlier = seen.get(key);
      if (earlier) throw new Error(`content/coach/${file}: "${message.text}" is already in ${earlier}`);
      seen.set(key, file);
      messages.push(message);
    }
  }
  return messages;
});

/** FNV-1a: a small stable hash, so the split depends only on a message's text, never on file order. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One message in HELD_OUT_EVERY of each intent is held out. */
export const HELD_OUT_EVERY = 5;

/**
 * Splits the corpus into training and held-out parts: within each intent the messages are ordered by a
 * hash of their text and every fifth is held out. Each intent keeps its share in both parts, and adding a
 * message moves only a few others across the line.
 */
export function splitCorpus(messages: readonly LabelledMessage[]): {
  train: LabelledMessage[];
  heldOut: LabelledMessage[];
} {
  const train: LabelledMessage[] = [];
  const heldOut: LabelledMessage[] = [];
  for (const intent of INTENTS) {
    const ofIntent = messages
      .filter((m) => m.intent === intent)
      .map((m) => ({ m, hash: stableHash(normalizeForMatching(m.text)) }))
      .sort((a, b) => a.hash - b.hash);
    ofIntent.forEach(({ m }, i) => (i % HELD_OUT_EVERY === HELD_OUT_EVERY - 1 ? heldOut : train).push(m));
  }
  return { train, heldOut };
}
