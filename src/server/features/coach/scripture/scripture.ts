// Scripture: every verse the coach shows is looked up in the World English Bible by its reference, so a
// reference that does not exist (an AI's invention, a typo) is never shown. References are displayed as
// "James 1:19-20" (book name, chapter, verse or a range within one chapter, ASCII hyphen). A card always
// shows whole sentences: a range that starts or ends inside a sentence is widened to the sentence's
// start and end within the chapter, and the widened range is the reference shown.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { VerifiedVerse } from '#server/ports/coach.ts';
import { bookByOsis, parseReference } from './bible-books.ts';
import { endsSentence, startsSentence, verseText } from './bible-text.ts';
import { lazy, readContent } from '../content-files.ts';
import { findNamedVerse } from './named-verse.ts';
import { TOPIC_IDS, type TopicId } from '../topic-ids.ts';
import { chooseVerse, verseAllowed, type VerseChoiceInput, type VerseRules } from './verse-choice.ts';

// Callers of `choose` and `allowed` name these types alongside `Scripture`.
export type { VerseChoiceInput, VerseNeed, VerseRules } from './verse-choice.ts';

/** Longer passages stop being "a verse for reflection" and crowd the chat. */
const MAX_VERSES = 10;
/**
 * How many verses the widening to whole sentences may add. Beyond this a reference sits in a sentence too
 * long for a card (Ephesians 1:3-14 is one sentence), and it is refused rather than shown as a fragment.
 */
const MAX_WIDENING = 4;
const MS_PER_DAY = 86_400_000;

export interface BankEntry {
  topic: TopicId;
  reference: string;
}

export interface Scripture {
  /** The verse(s) a reference names, with the WEB text; null when it is not one real passage. */
  lookup(reference: string): VerifiedVerse | null;
  /**
   * The verses exactly as named, however many and wherever they start or end (null when one is not in
   * the WEB text): what a reply that names or quotes them is checked against, not what a card shows.
   */
  passage(reference: string): VerifiedVerse | null;
  /** A verse from the topic's bank; `seed` chooses which, so callers can vary it per turn. */
  forTopic(topic: TopicId, seed: number): VerifiedVerse;
  /** An AI-proposed reference if it is real, else a verse from the topic's bank. */
  verifyOrTopical(reference: string | null | undefined, topic: TopicId, seed: number): VerifiedVerse;
  /** One person's verse of a UTC day: the same all day for them, another for most other people. */
  dailyVerse(date: Date, userId: string): VerifiedVerse;
  /** The topic a bank reference was filed under (the first, if several). */
  topicOf(reference: string): TopicId | null;
  bank(): BankEntry[];
  /** The verse a message names ("col 3:13", "psalm 23") or alludes to ("70 times 7"), or null. */
  findNamed(message: string): VerifiedVerse | null;
  /** A verse for the person's need under the chat's rules, not one already shown; null when none may be. */
  choose(input: VerseChoiceInput): VerifiedVerse | null;
  /** Whether a verse (e.g. one an AI proposes) may be shown under these rules. */
  allowed(reference: string, rules: VerseRules): boolean;
}

const bankSchema = z.object(
  Object.fromEntries(TOPIC_IDS.map((id) => [id, z.array(z.string().min(3)).min(5)])) as Record<
    TopicId,
    z.ZodArray<z.ZodString>
  >,
);

/** The smallest range holding [from, to] that starts and ends a sentence, or null past the limits. */
function wholeSentences(
  file: string,
  chapter: number,
  from: number,
  to: number,
): { from: number; to: number } | null {
  let start = from;
  let end = to;
  while (!startsSentence(file, chapter, start)) {
    start--;
    if (start < 1 || verseText(file, chapter, start) === null) return null;
    if (from - start + (end - to) > MAX_WIDENING) return null;
  }
  while (!endsSentence(file, chapter, end)) {
    end++;
    if (verseText(file, chapter, end) === null) return null;
    if (from - start + (end - to) > MAX_WIDENING) return null;
  }
  return end - start + 1 > MAX_VERSES ? null : { from: start, to: end };
}

function lookup(reference: string): VerifiedVerse | null {
  const parsed = parseReference(reference);
  if (!parsed) return null;
  const book = bookByOsis(parsed.book);
  if (!book || parsed.to - parsed.from + 1 > MAX_VERSES) return null;
  for (let v = parsed.from; v <= parsed.to; v++) if (!verseText(book.file, parsed.chapter, v)) return null;
  const range = wholeSentences(book.file, parsed.chapter, parsed.from, parsed.to);
  if (!range) return null;
  const texts: string[] = [];
  for (let v = range.from; v <= range.to; v++) texts.push(verseText(book.file, parsed.chapter, v)!);
  const verses = range.from === range.to ? `${range.from}` : `${range.from}-${range.to}`;
  return { reference: `${book.name} ${parsed.chapter}:${verses}`, text: balanceQuotes(texts.join(' ')) };
}

function passage(reference: string): VerifiedVerse | null {
  const parsed = parseReference(reference);
  const book = parsed ? bookByOsis(parsed.book) : null;
  if (!parsed || !book) return null;
  const texts: string[] = [];
  for (let v = parsed.from; v <= parsed.to; v++) {
    const text = verseText(book.file, parsed.chapter, v);
    if (!text) return null;
    texts.push(text);
  }
  const verses = parsed.from === parsed.to ? `${parsed.from}` : `${parsed.from}-${parsed.to}`;
  return { reference: `${book.name} ${parsed.chapter}:${verses}`, text: texts.join(' ') };
}

/**
 * A passage cut out of a longer speech can close a quotation it never opened, or open one it never
 * closes. Adding the missing marks at the start or the end is how excerpts are usually printed; the words
 * themselves are untouched. A right single quote between letters is an apostrophe ("don’t"); one
 * after a letter with no single quote open is a plural possessive ("brothers’"), so neither counts.
 */
export function balanceQuotes(text: string): string {
  const open: string[] = [];
  let missingOpeners = 0;
  const chars = [...text.trimEnd()];
  chars.forEach((ch, i) => {
    if (ch === '\u201c' || ch === '\u2018') open.push(ch);
    else if (ch === '\u201d') {
      const at = open.lastIndexOf('\u201c');
      if (at >= 0) open.length = at;
      else missingOpeners++;
    } else if (ch === '\u2019' && open.at(-1) === '\u2018' && !/\p{L}/u.test(chars[i + 1] ?? '')) {
      open.pop();
    }
  });
  const closers = open.reverse().map((mark) => (mark === '\u201c' ? '\u201d' : '\u2019'));
  return '\u201c'.repeat(missingOpeners) + chars.join('') + closers.join('');
}

const loadBank = lazy(() => {
  const raw = readContent('scripture-topics.json', bankSchema);
  const entries: BankEntry[] = TOPIC_IDS.flatMap((topic) =>
    raw[topic].map((reference) => ({ topic, reference })),
  );
  const unique = [...new Set(entries.map((e) => e.reference))];
  return { raw, entries, unique };
});

function resolveBankReference(reference: string): VerifiedVerse {
  const verse = lookup(reference);
  // The bank is our own content and every entry is checked by a test; this guards a bad edit.
  if (!verse) throw new Error(`content/coach/scripture-topics.json: "${reference}" is not in the WEB text`);
  return verse;
}

/** A step through the bank that is coprime with its length, so consecutive days never repeat a verse. */
function strideFor(length: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = 37;
  while (gcd(stride, length) !== 1) stride++;
  return stride;
}

/** Where in a list of `length` one person's daily walk starts: a stable hash of their id, never random. */
function personalOffset(userId: string, length: number): number {
  return createHash('sha256').update(`daily-verse|${userId}`).digest().readUInt32BE(0) % length;
}

export function createScripture(): Scripture {
  const scripture: Scripture = {
    lookup,
    passage,
    forTopic(topic, seed) {
      const refs = loadBank().raw[topic];
      return resolveBankReference(refs[Math.abs(Math.floor(seed)) % refs.length]!);
    },
    verifyOrTopical(reference, topic, seed) {
      const verified = reference ? lookup(reference) : null;
      return verified ?? scripture.forTopic(topic, seed);
    },
    dailyVerse(date, userId) {
      const { unique } = loadBank();
      const day = Math.floor(date.getTime() / MS_PER_DAY);
      // The day walks the bank with a stride coprime to its length, so one person meets every verse
      // before any comes back; a stable hash of the user id starts each person at their own place, so
      // people who compare their cards (a couple) mostly see different verses on the same day.
      const start = personalOffset(userId, unique.length);
      const step = (day * strideFor(unique.length)) % unique.length;
      const index = (((start + step) % unique.length) + unique.length) % unique.length;
      return resolveBankReference(unique[index]!);
    },
    topicOf(reference) {
      return loadBank().entries.find((e) => e.reference === reference)?.topic ?? null;
    },
    bank: () => loadBank().entries,
    findNamed: (message) => findNamedVerse(scripture, message),
    choose: (input) => chooseVerse(scripture, input),
    allowed: (reference, rules) => verseAllowed(scripture, reference, rules),
  };
  return scripture;
}
