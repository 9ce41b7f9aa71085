// Sentence helpers for the evaluation's detectors. Quoted speech stays inside its sentence (a suggested
// line such as “I felt alone. Can we talk?” is part of the sentence that offers it), and list items and
// paragraphs end a sentence even without a full stop.
import { normalizeForMatching } from '../text-utils.ts';

const OPEN_QUOTES = new Set(['“', '"']);
const CLOSE_FOR: Record<string, string> = { '“': '”', '"': '"' };

/** The reply's sentences, trimmed, in order. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let closer: string | null = null;
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    current += ch;
    if (closer) {
      if (ch === closer) {
        closer = null;
        // A quote that ends a sentence ends the one around it too: “I felt alone.” Then listen.
        const after = chars
          .slice(i + 1)
          .join('')
          .match(/^\s+(\S)/)?.[1];
        if (
          /[.!?]/.test(chars[i - 1] ?? '') &&
          (i + 1 === chars.length || (after && /[A-Z\u2022]/.test(after)))
        ) {
          out.push(current.trim());
          current = '';
        }
      } else if (ch === '\n' && chars[i + 1] === '\n') closer = null; // an unclosed quote ends with its paragraph
      continue;
    }
    if (OPEN_QUOTES.has(ch)) {
      closer = CLOSE_FOR[ch]!;
      continue;
    }
    const next = chars[i + 1];
    const ends =
      ch === '\n' || ((ch === '.' || ch === '!' || ch === '?') && (next === undefined || /\s/.test(next)));
    if (ends) {
      if (current.trim()) out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** The first `n` sentences joined, for "answered in the first sentences" checks. */
export function opening(text: string, n: number): string {
  return sentencesOf(text).slice(0, n).join(' ');
}

/** Lower case, straight quotes and apostrophes, single spaces (the coach's own normal form). */
export const normalized = normalizeForMatching;

export function wordsOf(text: string): string[] {
  return normalized(text)
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/** The quoted passages of a text (curly or straight double quotes), with where each starts. */
export function quotesOf(text: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  const re = /“([^”]+)”|"([^"]+)"/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ text: (m[1] ?? m[2])!, at: m.index });
  return out;
}

const NEGATION =
  /\b(not|never|no|nobody|no one|nothing|without|neither|nor|isn't|aren't|wasn't|don't|doesn't|didn't|won't|wouldn't|can't|cannot|shouldn't|mustn't|needn't)\b|n't\b/;

/**
 * Whether `phrase` is said in `text` as something to do, not denied: "you don't have to forgive him" and
 * "no one should tell you to submit" do not count, "forgive him and move on" does.
 */
export function saysUnnegated(text: string, phrase: string): boolean {
  const p = normalized(phrase);
  for (const sentence of sentencesOf(text)) {
    const s = normalized(sentence);
    let at = s.indexOf(p);
    while (at !== -1) {
      // Only the clause the phrase stands in: "it isn't your fault, but forgive him" still says it.
      const clause =
        s
          .slice(0, at)
          .split(/[,;:\u2013\u2014]| but | and | so /)
          .pop() ?? '';
      // ...and what directly follows it: "forgiveness does not mean staying" denies it too.
      const after = s
        .slice(at + p.length)
        .split(/[,;:\u2013\u2014]/)[0]!
        .split(' ')
        .slice(0, 5)
        .join(' ');
      if (!NEGATION.test(clause) && !NEGATION.test(after)) return true;
      at = s.indexOf(p, at + 1);
    }
  }
  return false;
}
