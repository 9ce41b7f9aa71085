// The verse a person names or alludes to: "what about Colossians 3:13", "col 3:13", "Eph 4 26",
// "psalm 23", "70 times 7", "doesn't God hate divorce?". A verse the person names is the verse to show.
// Numbers in ordinary talk ("I have 3 kids and 13 cats", "I lost my job 3 weeks ago", "Mark 2 days ago")
// are not references: a reference without a chapter:verse colon counts only when its book cannot be a
// name or a word, or when the message talks about scripture.
import { ownEntry } from '#server/lib/own-entry.ts';
import { z } from 'zod';
import type { VerifiedVerse } from '#server/ports/coach.ts';
import {
  bookByOsis,
  HARMLESS_MESSAGES,
  parseReference,
  referenceParser,
  type ParsedEntity,
} from './bible-books.ts';
import { lazy, readContent } from '../content-files.ts';
import type { Scripture } from './scripture.ts';

export interface NamedVerse {
  /** The verse to show; null for a saying that is not scripture (`note` says so). */
  verse: VerifiedVerse | null;
  how: 'reference' | 'chapter' | 'allusion' | 'not-scripture';
  /** For a saying that is not in the Bible, a plain sentence the coach can use. */
  note?: string;
}

const allusionsSchema = z.object({
  allusions: z
    .array(
      z.object({
        reference: z.string().min(3).nullable(),
        phrases: z.array(z.string().min(3)).min(1),
        note: z.string().min(10).optional(),
      }),
    )
    .min(40),
  chapters: z.record(z.string().min(3), z.string().min(3)),
});

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  seven: '7',
  twelve: '12',
  seventy: '70',
};

// Older and newer wordings of the same line should meet: "the Lord is my shepherd" and "thy" forms.
const WORD_SWAPS: Record<string, string> = {
  lord: 'god',
  yahweh: 'god',
  thy: 'your',
  thine: 'your',
  thou: 'you',
  thee: 'you',
  ye: 'you',
  unto: 'to',
  upon: 'on',
  hath: 'has',
};

const CONTRACTIONS: [RegExp, string][] = [
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'cannot'],
  [/n't\b/g, ' not'],
  [/'s\b/g, 's'],
];

/** Lower case, plain apostrophes, digits for the few numbers sayings use, no punctuation. */
export function normaliseWords(text: string): string[] {
  let out = text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'");
  for (const [re, to] of CONTRACTIONS) out = out.replace(re, to);
  out = out
    .replace(/\bseventy[\s-]seven\b/g, '70 7')
    .replace(/\b(\w+)\b/g, (w) => ownEntry(NUMBER_WORDS, w) ?? w)
    .replace(/(\d)\s*[x\u00d7*]\s*(\d)/g, '$1 times $2')
    .replace(/\bthe (?=lord\b)/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ');
  return out
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => ownEntry(WORD_SWAPS, w) ?? w);
}

// Three rolling rows of the distance table, reused by every call: this runs for every word of a
// message against the allusions' phrases, on every send, and allocating a table per call was most of
// its cost.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/** Optimal string alignment distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(b.length * 2 + 1));
  let [beforeLast, last, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) last[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, beforeLast[j - 2]! + 1);
      row[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > max) return max + 1;
    [beforeLast, last, row] = [last, row, beforeLast];
  }
  return last[b.length]!;
}

/** A typo is forgiven in longer words only: "patinet" is "patient", but "live" is not "love". */
function sameWord(typed: string, expected: string): boolean {
  if (typed === expected) return true;
  if (/\d/.test(expected) || expected.length < 5) return false;
  return editDistance(typed, expected, expected.length >= 9 ? 2 : 1) <= (expected.length >= 9 ? 2 : 1);
}

function containsPhrase(words: string[], phrase: string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start++)
    if (phrase.every((p, i) => sameWord(words[start + i]!, p))) return true;
  return false;
}

const loadAllusions = lazy(() => {
  const raw = readContent('verse-allusions.json', allusionsSchema);
  const allusions = raw.allusions.map((a) => ({ ...a, phrases: a.phrases.map(normaliseWords) }));
  const chapters = new Map<string, string>();
  for (const [chapter, verse] of Object.entries(raw.chapters)) {
    // "Psalm 23" alone is refused by the strict reader, so read it as verse 1 to get book and chapter.
    const ref = parseReference(`${chapter}:1`);
    if (!ref) throw new Error(`content/coach/verse-allusions.json: "${chapter}" is not a chapter`);
    chapters.set(`${ref.book}.${ref.chapter}`, verse);
  }
  return { allusions, chapters, raw };
});

/** Every reference the allusions and chapters point to (for the content checks). */
export function allusionTargets(): string[] {
  const { raw } = loadAllusions();
  return [
    ...raw.allusions.flatMap((a) => (a.reference ? [a.reference] : [])),
    ...Object.values(raw.chapters),
  ];
}

// Books whose names are also first names or words ("Mark 2 days ago", "my son James 3", "job 3 weeks").
const NAME_OR_WORD_BOOKS = new Set([
  'job',
  'mark',
  'james',
  'john',
  'luke',
  'acts',
  'act',
  'numbers',
  'judges',
  'ruth',
  'amos',
  'daniel',
  'jude',
  'titus',
  'esther',
  'joel',
  'jonah',
  'song',
  'songs',
  'phil',
  'matt',
  'josh',
  'ezra',
  'peter',
  'timothy',
  'samuel',
  'kings',
  'chronicles',
  'lamentations',
  'revelation',
  'mal',
  'micah',
  'nahum',
]);
// Short forms that are clearly a book when typed before numbers ("Eph 4 26", "Ps 23"); other two- and
// three-letter forms ("is 4", "am 5") are too often ordinary words. "ps 1 more thing" reads as Psalm 1,
// which is harmless: a chapter without a verse at its heart is never shown.
const CLEAR_SHORT = new Set([
  'ps',
  'eph',
  'psa',
  'isa',
  'jer',
  'lev',
  'neh',
  'ecc',
  'hab',
  'hag',
  'zec',
  'zep',
  'heb',
  'gal',
  'col',
  'rom',
  'cor',
]);
const SCRIPTURE_TALK =
  /\b(?:verses?|chapters?|bible|scriptures?|passage|psalms?|proverbs?|reading|quote|book of)\b/i;

/** True when the book as typed could only mean the book, unless the message is about scripture. */
function bookIsClear(bookText: string): boolean {
  const plain = bookText
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();
  if (/^(?:[123]|i{1,3})\s?[a-z]/.test(plain)) return true;
  if (NAME_OR_WORD_BOOKS.has(plain)) return false;
  if (plain.replace(/\s/g, '').length <= 3) return CLEAR_SHORT.has(plain);
  return true;
}

interface Found {
  book: string;
  chapter: number;
  from: number | null;
  to: number | null;
}

function referencesIn(message: string): Found[] {
  const text = message.replace(/[\u2010-\u2015]/g, '-');
  const aboutScripture = SCRIPTURE_TALK.test(text);
  const found: Found[] = [];
  for (const top of referenceParser().parse(text).parsed_entities() as ParsedEntity[]) {
    const [start, end] = top.indices ?? [0, 0];
    const typed = text.slice(start, end);
    const lastLetter = typed.search(/\p{L}[^\p{L}]*$/u);
    const bookText = typed.slice(0, lastLetter + 1);
    const numbers = typed.slice(lastLetter + 1);
    const withColon = /\d\s*:\s*\d/.test(numbers);
    const plausible = withColon ? !/^(?:is|am)$/i.test(bookText.trim()) : bookIsClear(bookText);
    if (!plausible && !aboutScripture) continue;
    for (const e of top.entities ?? []) {
      const messages = Object.keys(e.valid?.messages ?? {});
      if (!e.valid?.valid || messages.some((m) => !HARMLESS_MESSAGES.has(m))) continue;
      const [s, t] = [e.start, e.end];
      if (!s || !t || s.b !== t.b || s.c !== t.c) continue;
      const chapterOnly =
        e.type === 'bc' && !messages.includes('start_chapter_not_exist_in_single_chapter_book');
      if (chapterOnly) found.push({ book: s.b, chapter: s.c, from: null, to: null });
      else if (s.v !== undefined && t.v !== undefined && ['bcv', 'range', 'bc'].includes(e.type ?? ''))
        found.push({ book: s.b, chapter: s.c, from: s.v, to: t.v });
    }
  }
  return found;
}

/** What the message names or alludes to, with how it was found; null when it names nothing. */
export function namedVerseIn(scripture: Pick<Scripture, 'lookup'>, message: string): NamedVerse | null {
  const { allusions, chapters } = loadAllusions();
  for (const ref of referencesIn(message)) {
    const book = bookByOsis(ref.book);
    if (!book) continue;
    if (ref.from === null || ref.to === null) {
      // A whole chapter is a passage to read, not a card; a well-known one has a verse at its heart.
      const key = chapters.get(`${ref.book}.${ref.chapter}`);
      const verse = key ? scripture.lookup(key) : null;
      if (verse) return { verse, how: 'chapter' };
      continue;
    }
    const verses = ref.from === ref.to ? `${ref.from}` : `${ref.from}-${ref.to}`;
    const verse = scripture.lookup(`${book.name} ${ref.chapter}:${verses}`);
    if (verse) return { verse, how: 'reference' };
  }
  const words = normaliseWords(message);
  for (const allusion of allusions) {
    if (!allusion.phrases.some((phrase) => containsPhrase(words, phrase))) continue;
    if (allusion.reference === null)
      return allusion.note ? { verse: null, how: 'not-scripture', note: allusion.note } : null;
    const verse = scripture.lookup(allusion.reference);
    if (verse) return { verse, how: 'allusion' };
  }
  return null;
}

/** The verse a message names or alludes to, or null (also for sayings that are not scripture). */
export function findNamedVerse(scripture: Pick<Scripture, 'lookup'>, message: string): VerifiedVerse | null {
  return namedVerseIn(scripture, message)?.verse ?? null;
}
