// Repetition across one conversation: a sentence of 6+ words the coach has already said in an earlier
// reply. Lines that list a helpline or an emergency number are exempt: giving them again is right.
import { normalized, sentencesOf, wordsOf } from './sentences.ts';

const MIN_WORDS = 6;
const CONTACT_LINE = /^\s*[\u2022*-]|\d{3}/;

function key(sentence: string): string {
  return wordsOf(normalized(sentence)).join(' ');
}

/** For each reply, the sentences it repeats from earlier replies of the same conversation. */
export function repeatedSentences(replies: readonly string[]): string[][] {
  const seen = new Set<string>();
  return replies.map((reply) => {
    const repeats: string[] = [];
    const mine = new Set<string>();
    for (const sentence of sentencesOf(reply)) {
      if (CONTACT_LINE.test(sentence) || wordsOf(sentence).length < MIN_WORDS) continue;
      const k = key(sentence);
      if (seen.has(k) || mine.has(k)) repeats.push(sentence);
      mine.add(k);
    }
    for (const k of mine) seen.add(k);
    return repeats;
  });
}

/** Something said in several conversations, and in how many. */
export interface Commonest {
  text: string;
  conversations: number;
}

/**
 * The sentence of 6+ words said in the most conversations (each conversation counted once), so one
 * line that every new chat meets shows up; helpline lines are exempt as above. Null when none repeats.
 */
export function commonestSentence(conversations: readonly (readonly string[])[]): Commonest | null {
  const counts = new Map<string, { text: string; n: number }>();
  for (const replies of conversations) {
    const mine = new Map<string, string>();
    for (const reply of replies)
      for (const sentence of sentencesOf(reply)) {
        if (CONTACT_LINE.test(sentence) || wordsOf(sentence).length < MIN_WORDS) continue;
        mine.set(key(sentence), sentence);
      }
    for (const [k, text] of mine) counts.set(k, { text, n: (counts.get(k)?.n ?? 0) + 1 });
  }
  return commonest([...counts.values()]);
}

/** The verse shown in the most conversations (each counted once). Null when none is shown twice. */
export function commonestVerse(conversations: readonly (readonly string[])[]): Commonest | null {
  const counts = new Map<string, number>();
  for (const references of conversations)
    for (const reference of new Set(references)) counts.set(reference, (counts.get(reference) ?? 0) + 1);
  return commonest([...counts].map(([text, n]) => ({ text, n })));
}

function commonest(items: { text: string; n: number }[]): Commonest | null {
  const top = items.reduce<{ text: string; n: number } | null>(
    (best, item) => (!best || item.n > best.n ? item : best),
    null,
  );
  return top && top.n > 1 ? { text: top.text, conversations: top.n } : null;
}
