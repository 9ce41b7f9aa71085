// Scripture: every verse the coach shows is looked up in the World English Bible by its reference, so a
// reference that does not exist (an AI's invention, a typo) is never shown. References are displayed as
// "James 1:19-20" (book name, chapter, verse or a range within one chapter, ASCII hyphen).
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';
import { z } from 'zod';
import type { VerifiedVerse } from '../../ports/coach.ts';
import { bookByOsis } from './bible-books.ts';
import { verseText } from './bible-text.ts';
import { lazy, readContent } from './content-files.ts';
import { TOPIC_IDS, type TopicId } from './topic-ids.ts';

/** Longer passages stop being "a verse for reflection" and crowd the chat. */
const MAX_VERSES = 10;
const MS_PER_DAY = 86_400_000;

export interface BankEntry {
  topic: TopicId;
  reference: string;
}

export interface Scripture {
  /** The verse(s) a reference names, with the WEB text; null when it is not one real passage. */
  lookup(reference: string): VerifiedVerse | null;
  /** A verse from the topic's bank; `seed` chooses which, so callers can vary it per turn. */
  forTopic(topic: TopicId, seed: number): VerifiedVerse;
  /** An AI-proposed reference if it is real, else a verse from the topic's bank. */
  verifyOrTopical(reference: string | null | undefined, topic: TopicId, seed: number): VerifiedVerse;
  /** The same verse for everyone on a UTC day. */
  dailyVerse(date: Date): VerifiedVerse;
  /** The topic a bank reference was filed under (the first, if several). */
  topicOf(reference: string): TopicId | null;
  bank(): BankEntry[];
}

const bankSchema = z.object(
  Object.fromEntries(TOPIC_IDS.map((id) => [id, z.array(z.string().min(3)).min(5)])) as Record<
    TopicId,
    z.ZodArray<z.ZodString>
  >,
);

interface Entity {
  type?: string;
  start?: { b: string; c: number; v?: number };
  end?: { b: string; c: number; v?: number };
  valid?: { valid: boolean; messages: Record<string, unknown> };
  entities?: Entity[];
  indices?: [number, number];
}

// Messages the parser adds without the reference being wrong ("Jude 24" is read as Jude 1:24).
const HARMLESS_MESSAGES = new Set(['start_chapter_not_exist_in_single_chapter_book']);

const parser = lazy(() => {
  const bcv = new bcv_parser(en);
  bcv.set_options({
    osis_compaction_strategy: 'bcv',
    invalid_passage_strategy: 'include',
    invalid_sequence_strategy: 'include',
    book_alone_strategy: 'ignore',
    sequence_combination_strategy: 'separate',
  });
  return bcv;
});

// An AI may name the translation ("James 1:19 (WEB)"); the text shown is always the WEB's anyway.
const TRANSLATION_SUFFIX =
  /[\s,]*\(?\b(?:WEB|World English Bible|KJV|NKJV|NIV|ESV|NLT|NASB|CSB|NRSV)\b\)?\s*$/i;

function parseOne(reference: string): { book: string; chapter: number; from: number; to: number } | null {
  const input = reference
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(TRANSLATION_SUFFIX, '')
    .trim();
  if (!input || input.length > 60) return null;
  const entities = parser().parse(input).parsed_entities() as Entity[];
  if (entities.length !== 1) return null;
  const top = entities[0]!;
  const inner = top.entities ?? [];
  if (inner.length !== 1) return null;
  const only = inner[0]!;
  if (!only.valid?.valid || Object.keys(only.valid.messages).some((m) => !HARMLESS_MESSAGES.has(m)))
    return null;
  // A whole chapter ("Psalm 23") is a passage, not a verse to reflect on.
  if (only.type === 'bc' && !('start_chapter_not_exist_in_single_chapter_book' in only.valid.messages))
    return null;
  const [start, end] = [only.start, only.end];
  if (!start || !end || start.v === undefined || end.v === undefined) return null;
  if (start.b !== end.b || start.c !== end.c || end.v < start.v) return null;
  // Everything outside the reference must be punctuation or space: "see James 1:19 today" is not one.
  const [from, to] = top.indices ?? [0, 0];
  if (/[\p{L}\p{N}]/u.test(input.slice(0, from) + input.slice(to))) return null;
  return { book: start.b, chapter: start.c, from: start.v, to: end.v };
}

function lookup(reference: string): VerifiedVerse | null {
  const parsed = parseOne(reference);
  if (!parsed) return null;
  const book = bookByOsis(parsed.book);
  if (!book || parsed.to - parsed.from + 1 > MAX_VERSES) return null;
  const texts: string[] = [];
  for (let v = parsed.from; v <= parsed.to; v++) {
    const text = verseText(book.file, parsed.chapter, v);
    if (!text) return null;
    texts.push(text);
  }
  const verses = parsed.from === parsed.to ? `${parsed.from}` : `${parsed.from}-${parsed.to}`;
  return { reference: `${book.name} ${parsed.chapter}:${verses}`, text: balanceQuotes(texts.join(' ')) };
}

/**
 * A verse cut out of a longer speech can close a quotation it never opened, or open one it never
 * closes. Adding the missing mark at the start or the end is how excerpts are usually printed; the words
 * themselves are untouched.
 */
export function balanceQuotes(text: string): string {
  const first = text.search(/[\u201c\u201d]/);
  let out = first >= 0 && text[first] === '\u201d' ? `\u201c${text}` : text;
  let open = 0;
  for (const ch of out) {
    if (ch === '\u201c') open++;
    else if (ch === '\u201d') open = Math.max(0, open - 1);
  }
  out = out.trimEnd();
  return out + '\u201d'.repeat(open);
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

export function createScripture(): Scripture {
  return {
    lookup,
    forTopic(topic, seed) {
      const refs = loadBank().raw[topic];
      return resolveBankReference(refs[Math.abs(Math.floor(seed)) % refs.length]!);
    },
    verifyOrTopical(reference, topic, seed) {
      const verified = reference ? lookup(reference) : null;
      return verified ?? this.forTopic(topic, seed);
    },
    dailyVerse(date) {
      const { unique } = loadBank();
      const day = Math.floor(date.getTime() / MS_PER_DAY);
      const index = (((day * strideFor(unique.length)) % unique.length) + unique.length) % unique.length;
      return resolveBankReference(unique[index]!);
    },
    topicOf(reference) {
      return loadBank().entries.find((e) => e.reference === reference)?.topic ?? null;
    },
    bank: () => loadBank().entries,
  };
}
