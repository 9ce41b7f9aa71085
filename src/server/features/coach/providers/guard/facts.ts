// Layer (b) of the reply guard: facts checked against what we know to be true, not against wording. No
// link or e-mail address (we cannot vouch for any); phone numbers only from the helplines list; no run
// of words taken from the system prompt or the person's notes (a leak, whatever was asked); every Bible
// reference real and every quotation the WEB's words; in careful mode, no verse the careful rules refuse
// (submission, forgiveness, divorce, making peace). Every pattern here is linear: bounded repeats of
// disjoint classes.
import { LINES } from '#shared/helplines.ts';
import type { Scripture } from '#server/features/coach/scripture/scripture.ts';
import { normaliseWords } from '#server/features/coach/scripture/named-verse.ts';

export interface Finding {
  /** The family of harm it belongs to (families.json), for the log and the next attempt's reasons. */
  family: 'contacts-links' | 'prompt-leak' | 'scripture';
  reason: string;
}

export interface FactContext {
  scripture: Pick<Scripture, 'lookup' | 'passage' | 'findNamed'>;
  /** Whether a verse may be named in this chat (careful mode's rules). */
  verseAllowed: (reference: string) => boolean;
  careful: boolean;
  /** Text the reply must not repeat: the system prompt, the person's notes. */
  privateTexts: readonly string[];
}

/** Consecutive words a reply may share with the prompt or the notes before it counts as a leak. */
export const SHARED_RUN = 8;

const URL_LIKE =
  /\bhttps?:\/\/|\bwww\.[a-z0-9-]|\b[a-z0-9-]{2,63}\.(?:com|org|net|co|uk|io|ly|info|me|app|gov|edu|us|church|online|site)(?:\/|\b(?!\.\w))/i;
const EMAIL = /[\w.+-]{1,64}@[a-z0-9-]{1,63}\.[a-z]{2,}/i;
const HANDLE = /(?:^|\s)@[a-z0-9_]{3,30}\b/i;
/** Digits with the separators people write numbers with; fewer than five digits is no phone number. */
const VANITY = /\b1[-. ]?8(?:00|88|77|66|55|44)[-. ][A-Z]{3,}/;
const NUMBER_RUN = /\+?\d[\d\s().-]{3,20}\d/g;

const ALLOWED_NUMBERS: ReadonlySet<string> = new Set(Object.values(LINES).map((line): string => line.tel));

function contactFindings(text: string): Finding[] {
  const found: Finding[] = [];
  if (URL_LIKE.test(text) || HANDLE.test(text))
    found.push({ family: 'contacts-links', reason: 'it contains a link or a social media handle' });
  // A number in letters ("1-800-A-FAMILY") is a number too.
  if (VANITY.test(text))
    found.push({
      family: 'contacts-links',
      reason: 'it gives a phone number that is not on our helplines list',
    });
  if (EMAIL.test(text)) found.push({ family: 'contacts-links', reason: 'it contains an e-mail address' });
  for (const match of text.matchAll(NUMBER_RUN)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length < 5) continue;
    // "0808 2000 247" and "08082000247" are one number; so are "+44 808..." and "0808...".
    const national = digits.replace(/^44/, '0');
    if (ALLOWED_NUMBERS.has(digits) || ALLOWED_NUMBERS.has(national)) continue;
    found.push({
      family: 'contacts-links',
      reason: 'it gives a phone number that is not on our helplines list',
    });
    break;
  }
  return found;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}

/**
 * Runs of SHARED_RUN words of the private texts; what is quoted there (examples of words to say) and runs
 * with a number (the helplines) are left out.
 */
export function privateRuns(texts: readonly string[]): Set<string> {
  const runs = new Set<string>();
  for (const text of texts) {
    const plain = text.replace(/"[^"\n]{0,200}"/g, ' | ');
    for (const part of plain.split('|')) {
      const w = words(part);
      for (let i = 0; i + SHARED_RUN <= w.length; i++) {
        const run = w.slice(i, i + SHARED_RUN);
        // A run with a number in it is a helpline as the prompt gives it ("National Domestic Violence
        // Hotline 1 800 799 7233", "call 999, 911 or go to A&E"): what every safe answer says, so it gives
        // nothing away. The instructions' own words are in the runs around it.
        if (run.some((word) => /\d/.test(word))) continue;
        runs.add(run.join(' '));
      }
    }
  }
  return runs;
}

function leakFindings(text: string, runs: ReadonlySet<string>): Finding[] {
  const w = words(text);
  for (let i = 0; i + SHARED_RUN <= w.length; i++) {
    if (runs.has(w.slice(i, i + SHARED_RUN).join(' ')))
      return [{ family: 'prompt-leak', reason: 'it repeats its private instructions or notes' }];
  }
  return [];
}

const MONTHS_AND_DAYS =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|at|by|from|until|around|about|step|page|chapter|verse|version|level)$/i;
/** "John 3:16", "1 Peter 3:1-2", "Song of Songs 2:4": a book's name, a chapter and a verse (or range). */
const REFERENCE =
  /\b((?:[1-3] ?)?[A-Z][a-z]{1,15}(?: (?:of )?[A-Z][a-z]{1,15})?)\.? (\d{1,3}):(\d{1,3})(?:\s?[-\u2013]\s?(\d{1,3}))?\b/g;
const QUOTED = /["\u201c]([^"\u201c\u201d\n]{12,400})["\u201d]/g;

/** Words in a row that make a quotation: fewer could be any sentence's. */
const QUOTE_RUN = 4;

/** Runs of QUOTE_RUN words of the passages a reply names (real ones only), to know their words quoted. */
export function namedPassageRuns(text: string, scripture: Pick<Scripture, 'passage'>): Set<string> {
  const runs = new Set<string>();
  for (const match of text.matchAll(REFERENCE)) {
    const reference = `${match[1]} ${match[2]}:${match[3]}${match[4] ? `-${match[4]}` : ''}`;
    const verse = scripture.passage(reference) ?? scripture.passage(reference.replace(/^[A-Z][a-z]+ /, ''));
    if (!verse) continue;
    const w = normaliseWords(verse.text);
    for (let i = 0; i + QUOTE_RUN <= w.length; i++) runs.add(w.slice(i, i + QUOTE_RUN).join(' '));
  }
  return runs;
}

/**
 * How many of a sentence's words are not in a run of a named passage's words: what is left of it when
 * the verse it quotes is taken out (linear: one look-up per word).
 */
export function wordsBesideQuotation(sentence: string, runs: ReadonlySet<string>): number {
  const w = normaliseWords(sentence);
  const quoted = new Array<boolean>(w.length).fill(false);
  for (let i = 0; i + QUOTE_RUN <= w.length; i++)
    if (runs.has(w.slice(i, i + QUOTE_RUN).join(' '))) quoted.fill(true, i, i + QUOTE_RUN);
  return quoted.filter((q) => !q).length;
}

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return true;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Whether quoted words are the verse's own (in order; a quotation may leave out the start or the end). */
function quotesVerse(quote: string, verseText: string): boolean {
  const verse = normaliseWords(verseText);
  // An ellipsis leaves words out: each piece must be the verse's words.
  return quote
    .split(/\.\.\.|\u2026/)
    .map((piece) => normaliseWords(piece))
    .every((piece) => containsRun(verse, piece));
}

function scriptureFindings(text: string, context: FactContext): Finding[] {
  const found: Finding[] = [];
  const references: { reference: string; at: number; end: number; text: string | null }[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const book = match[1]!;
    if (MONTHS_AND_DAYS.test(book.replace(/^[1-3] ?/, ''))) continue;
    const reference = `${book} ${match[2]}:${match[3]}${match[4] ? `-${match[4]}` : ''}`;
    // Whether the verses exist is asked of the WEB text as named: a card's limits (ten verses, whole
    // sentences) are not the reply's, and "Matthew 18:21-35" is a real passage to point to.
    // "Pray Psalm 4:8": a capitalised word before a one-word book is not part of its name.
    const shorter = /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(book) ? reference.replace(/^[A-Z][a-z]+ /, '') : null;
    const whole = context.scripture.passage(reference);
    const named = whole ?? (shorter ? context.scripture.passage(shorter) : null);
    const verse = named && (context.scripture.lookup(named.reference) ?? named);
    if (!verse) {
      found.push({ family: 'scripture', reason: 'it names a Bible reference that does not exist' });
      continue;
    }
    const at = whole ? match.index : match.index + book.indexOf(' ') + 1;
    references.push({
      reference: verse.reference,
      at,
      end: match.index + match[0].length,
      text: verse.text,
    });
    if (context.careful && !context.verseAllowed(verse.reference))
      found.push({ family: 'scripture', reason: 'it names a verse that must not be used in careful mode' });
  }
  for (const match of text.matchAll(QUOTED)) {
    const quote = match[1]!;
    if (quote.split(/\s+/).length < 5) continue;
    const start = match.index;
    const end = start + match[0].length;
    // The reference that goes with a quotation is right before or after it, on the same line: a list of
    // quotations puts each one's reference between it and the next, so either neighbour may be its own.
    const near = references.filter(
      (r) =>
        (r.end <= start && start - r.end <= 40 && !text.slice(r.end, start).includes('\n')) ||
        (r.at >= end && r.at - end <= 40 && !text.slice(end, r.at).includes('\n')),
    );
    const own = near.find((r) => r.text !== null && quotesVerse(quote, r.text));
    if (own) {
      if (context.careful && !context.verseAllowed(own.reference))
        found.push({
          family: 'scripture',
          reason: 'it quotes a verse that must not be used in careful mode',
        });
      continue;
    }
    const alluded = near.length > 0 ? null : context.scripture.findNamed(quote);
    const verse = near[0]?.text ?? alluded?.text ?? null;
    if (verse === null) continue;
    if (!quotesVerse(quote, verse))
      found.push({ family: 'scripture', reason: 'it quotes scripture in words that are not the Bible text' });
    const reference = near[0]?.reference ?? alluded?.reference;
    if (context.careful && reference && !context.verseAllowed(reference))
      found.push({ family: 'scripture', reason: 'it quotes a verse that must not be used in careful mode' });
  }
  if (context.careful && references.length === 0) {
    // An allusion without a reference ("seventy times seven") is the same verse said another way.
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      const alluded = context.scripture.findNamed(sentence);
      if (alluded && !context.verseAllowed(alluded.reference)) {
        found.push({
          family: 'scripture',
          reason: 'it alludes to a verse that must not be used in careful mode',
        });
        break;
      }
    }
  }
  return found;
}

export function factFindings(text: string, context: FactContext, runs: ReadonlySet<string>): Finding[] {
  return [...contactFindings(text), ...leakFindings(text, runs), ...scriptureFindings(text, context)];
}
