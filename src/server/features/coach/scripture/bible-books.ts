// The 66 books of the Protestant canon: the parser's OSIS code -> the WEB JSON file and the name we show.
// "Psalm" is singular because we only ever show verses from one psalm at a time. Also the reading of one
// reference ("Jas 1:19–20", "1 cor 13:4-7") into its book, chapter and verses.
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';
import { lazy } from '../content-files.ts';

export interface BibleBook {
  file: string;
  name: string;
}

const BOOKS: [osis: string, file: string, name: string][] = [
  ['Gen', 'genesis', 'Genesis'],
  ['Exod', 'exodus', 'Exodus'],
  ['Lev', 'leviticus', 'Leviticus'],
  ['Num', 'numbers', 'Numbers'],
  ['Deut', 'deuteronomy', 'Deuteronomy'],
  ['Josh', 'joshua', 'Joshua'],
  ['Judg', 'judges', 'Judges'],
  ['Ruth', 'ruth', 'Ruth'],
  ['1Sam', '1samuel', '1 Samuel'],
  ['2Sam', '2samuel', '2 Samuel'],
  ['1Kgs', '1kings', '1 Kings'],
  ['2Kgs', '2kings', '2 Kings'],
  ['1Chr', '1chronicles', '1 Chronicles'],
  ['2Chr', '2chronicles', '2 Chronicles'],
  ['Ezra', 'ezra', 'Ezra'],
  ['Neh', 'nehemiah', 'Nehemiah'],
  ['Esth', 'esther', 'Esther'],
  ['Job', 'job', 'Job'],
  ['Ps', 'psalms', 'Psalm'],
  ['Prov', 'proverbs', 'Proverbs'],
  ['Eccl', 'ecclesiastes', 'Ecclesiastes'],
  ['Song', 'songofsolomon', 'Song of Solomon'],
  ['Isa', 'isaiah', 'Isaiah'],
  ['Jer', 'jeremiah', 'Jeremiah'],
  ['Lam', 'lamentations', 'Lamentations'],
  ['Ezek', 'ezekiel', 'Ezekiel'],
  ['Dan', 'daniel', 'Daniel'],
  ['Hos', 'hosea', 'Hosea'],
  ['Joel', 'joel', 'Joel'],
  ['Amos', 'amos', 'Amos'],
  ['Obad', 'obadiah', 'Obadiah'],
  ['Jonah', 'jonah', 'Jonah'],
  ['Mic', 'micah', 'Micah'],
  ['Nah', 'nahum', 'Nahum'],
  ['Hab', 'habakkuk', 'Habakkuk'],
  ['Zeph', 'zephaniah', 'Zephaniah'],
  ['Hag', 'haggai', 'Haggai'],
  ['Zech', 'zechariah', 'Zechariah'],
  ['Mal', 'malachi', 'Malachi'],
  ['Matt', 'matthew', 'Matthew'],
  ['Mark', 'mark', 'Mark'],
  ['Luke', 'luke', 'Luke'],
  ['John', 'john', 'John'],
  ['Acts', 'acts', 'Acts'],
  ['Rom', 'romans', 'Romans'],
  ['1Cor', '1corinthians', '1 Corinthians'],
  ['2Cor', '2corinthians', '2 Corinthians'],
  ['Gal', 'galatians', 'Galatians'],
  ['Eph', 'ephesians', 'Ephesians'],
  ['Phil', 'philippians', 'Philippians'],
  ['Col', 'colossians', 'Colossians'],
  ['1Thess', '1thessalonians', '1 Thessalonians'],
  ['2Thess', '2thessalonians', '2 Thessalonians'],
  ['1Tim', '1timothy', '1 Timothy'],
  ['2Tim', '2timothy', '2 Timothy'],
  ['Titus', 'titus', 'Titus'],
  ['Phlm', 'philemon', 'Philemon'],
  ['Heb', 'hebrews', 'Hebrews'],
  ['Jas', 'james', 'James'],
  ['1Pet', '1peter', '1 Peter'],
  ['2Pet', '2peter', '2 Peter'],
  ['1John', '1john', '1 John'],
  ['2John', '2john', '2 John'],
  ['3John', '3john', '3 John'],
  ['Jude', 'jude', 'Jude'],
  ['Rev', 'revelation', 'Revelation'],
];

const byOsis = new Map(BOOKS.map(([osis, file, name]) => [osis, { file, name }]));

export function bookByOsis(osis: string): BibleBook | undefined {
  return byOsis.get(osis);
}

export interface ParsedEntity {
  type?: string;
  start?: { b: string; c: number; v?: number };
  end?: { b: string; c: number; v?: number };
  valid?: { valid: boolean; messages: Record<string, unknown> };
  entities?: ParsedEntity[];
  indices?: [number, number];
}

// Messages the parser adds without the reference being wrong ("Jude 24" is read as Jude 1:24).
export const HARMLESS_MESSAGES = new Set(['start_chapter_not_exist_in_single_chapter_book']);

export const referenceParser = lazy(() => {
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

// An AI may name the translation ("James 1:19 (WEB)"); the text shown is always the WEB's anyway. The
// lookbehind starts a match only where a run of spaces and commas begins: started at each of them, a
// long run would be read again from every position.
const TRANSLATION_SUFFIX =
  /(?<![\s,])[\s,]*\(?\b(?:WEB|World English Bible|KJV|NKJV|NIV|ESV|NLT|NASB|CSB|NRSV)\b\)?\s*$/i;

export interface PassageRef {
  /** The parser's OSIS book code ("Jas"). */
  book: string;
  chapter: number;
  from: number;
  to: number;
}

// The parser is slow next to a map look-up, and choosing a verse reads the same few hundred references
// again and again; a bounded memo keeps that cheap without growing on users' free text.
const MEMO_LIMIT = 2000;
const parsedMemo = new Map<string, PassageRef | null>();

/** One passage within one chapter, named by the whole string (bar punctuation), or null. */
export function parseReference(reference: string): PassageRef | null {
  const known = parsedMemo.get(reference);
  if (known !== undefined) return known;
  const parsed = parseUncached(reference);
  if (parsedMemo.size >= MEMO_LIMIT) parsedMemo.clear();
  parsedMemo.set(reference, parsed);
  return parsed;
}

function parseUncached(reference: string): PassageRef | null {
  const input = reference
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(TRANSLATION_SUFFIX, '')
    .trim();
  if (!input || input.length > 60) return null;
  const entities = referenceParser().parse(input).parsed_entities() as ParsedEntity[];
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
