// Picks the variants a reply is made of: deterministic for the same chat, message and attempt (so the
// same request gives the same reply and "Regenerate" gives another), never a sentence the coach already
// said in this chat, and never the same sentence twice in one reply.
import { sentenceKeys } from '#server/lib/sentences.ts';
import { createRandom, type Random } from '../prng.ts';
import { type Fill, fill } from './placeholders.ts';

export interface Picker {
  /** One variant of `items`, filled in, whose sentences are all new to this chat; null when none is. */
  pick(items: readonly string[], values?: Partial<Fill>): string | null;
  /** Like `pick`, but when every variant was said already, the least harmful fallback: the first fresh-ish one. */
  pickAlways(items: readonly string[], values?: Partial<Fill>): string;
  /** Marks a text as part of this reply (so later parts do not repeat it). */
  use(text: string): void;
  readonly random: Random;
}

export interface PickerOptions {
  seed: number;
  fill: Fill;
  /** Whether a sentence was already said in this chat (by the chat's fingerprints or the visible history). */
  said: (sentence: string) => boolean;
}

export function createPicker({ seed, fill: base, said }: PickerOptions): Picker {
  const random = createRandom(seed);
  const inReply = new Set<string>();
  const fresh = (text: string) => sentenceKeys(text).every((key) => !inReply.has(key) && !said(key));

  const candidates = (items: readonly string[], values: Partial<Fill>) => {
    const start = Math.floor(random() * items.length);
    // Every variant, starting from a random one, so equally fresh variants are chosen evenly.
    return items.map((_, i) => fill(items[(start + i) % items.length]!, { ...base, ...values }));
  };

  const picker: Picker = {
    random,
    use(text) {
      for (const key of sentenceKeys(text)) inReply.add(key);
    },
    pick(items, values = {}) {
      const found = candidates(items, values).find(fresh);
      if (found === undefined) return null;
      picker.use(found);
      return found;
    },
    pickAlways(items, values = {}) {
      const all = candidates(items, values);
      const found =
        all.find(fresh) ?? all.find((text) => sentenceKeys(text).every((k) => !inReply.has(k))) ?? all[0]!;
      picker.use(found);
      return found;
    },
  };
  return picker;
}
