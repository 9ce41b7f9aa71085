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
