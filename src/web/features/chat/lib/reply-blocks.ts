// The parts of a coach's reply a person may want to take away: words to say, in quotation marks
// ("You might say: “I miss us. Can we take a walk tonight?”"), and a prayer (an address to God ending in
// "Amen."). Both coaches write them into the reply's text (the built-in coach from its reply bank, an AI
// provider as its prompt asks), so they are found in the text, in one pass, without backtracking.

export type ReplyBlock =
  | { kind: 'text'; text: string }
  /** Suggested words: `text` is what is inside the quotation marks. */
  | { kind: 'words'; text: string; open: string; close: string }
  | { kind: 'prayer'; text: string };

/** Words to say are a sentence or more, not a word in quotation marks ("a “break”"). */
const MIN_WORDS = 4;

/** A prayer opens by addressing God: "Lord, ...", "Father, ...", "God of peace, ...", "Dear Jesus, ...". */
const ADDRESS = /^(?:(?:dear|heavenly|gracious|loving|holy|o)\s+)?(?:lord|father|god|jesus|holy spirit)\b/i;
/** Where a prayer ends: "Amen", with its full stop or exclamation mark when it has one. */
const AMEN = /\bAmen\b[.!]?/g;
/** A new sentence begins after ". ", "! ", "? " (or a closing quotation mark after them), or a new line. */
const SENTENCE_START = /(?:[.!?]["”’)]?\s+|\n\s*)/g;

const QUOTES: Record<string, string> = { '\u201c': '\u201d', '"': '"' };

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Where the prayer that ends at `end` begins: the first sentence in `from..end` that addresses God. */
function prayerStart(text: string, from: number, end: number): number {
  const starts = [from];
  SENTENCE_START.lastIndex = from;
  for (let m = SENTENCE_START.exec(text); m && m.index < end; m = SENTENCE_START.exec(text)) {
    starts.push(m.index + m[0].length);
  }
  return starts.find((start) => start < end && ADDRESS.test(text.slice(start, start + 40))) ?? -1;
}

/** Quoted words of `text` (outside prayers) as blocks, the rest as text. */
function splitWords(text: string, into: ReplyBlock[]): void {
  let last = 0;
  let i = 0;
  while (i < text.length) {
    const close = QUOTES[text[i]!];
    if (close === undefined) {
      i++;
      continue;
    }
    const end = text.indexOf(close, i + 1);
    // A straight quotation mark with no partner, or none for this curly one: plain text from here.
    if (end < 0) break;
    const inside = text.slice(i + 1, end);
    if (wordCount(inside) >= MIN_WORDS && !inside.includes('\n\n')) {
      if (i > last) into.push({ kind: 'text', text: text.slice(last, i) });
      into.push({ kind: 'words', text: inside.trim(), open: text[i]!, close });
      last = end + 1;
    }
    i = end + 1;
  }
  if (last < text.length) into.push({ kind: 'text', text: text.slice(last) });
}

/** The reply as text, suggested words and prayers, in the order they come. */
export function replyBlocks(content: string): ReplyBlock[] {
  const blocks: ReplyBlock[] = [];
  let last = 0;
  AMEN.lastIndex = 0;
  for (let m = AMEN.exec(content); m; m = AMEN.exec(content)) {
    const end = m.index + m[0].length;
    const start = prayerStart(content, last, m.index);
    if (start < 0) continue;
    splitWords(content.slice(last, start), blocks);
    blocks.push({ kind: 'prayer', text: content.slice(start, end) });
    last = end;
    AMEN.lastIndex = end;
  }
  splitWords(content.slice(last), blocks);
  return blocks;
}
