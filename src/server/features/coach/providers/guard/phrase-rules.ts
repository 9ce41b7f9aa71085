// Layer (a) of the reply guard: each family's phrase list, matched clause by clause with negation. A
// phrase is words on the reply's normalised text; `word*` matches any ending and `..` skips up to three
// words. A negation earlier in the same clause cancels a match ("you do not have to forgive him"), unless
// the phrase holds its own ("do not leave him"). Matching is linear in the words: each word starts only
// the phrases whose first word it is, each a walk of a few words.
import { lazy } from '#server/features/coach/content-files.ts';
import { normalizeSentence } from '#server/features/coach/providers/output-check.ts';
import { loadHarmFamilies, loadPhraseLists } from './guard-content.ts';

const GAP = 3;
const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'nobody',
  'neither',
  'nor',
  'without',
  'whether',
  'if',
  'cannot',
  'instead',
  'rather',
  'stop',
  'against',
]);
/** Negations a phrase may hold itself ("do not leave him"), so that a negated reading still counts. */
const OWN_NEGATIONS = new Set(['not', 'no', 'never', 'without', 'cannot', 'nobody', 'nothing']);
/** Words that begin a new clause: a negation before them belongs to another one. */
const CLAUSE_WORDS = new Set(['but', 'and', 'so', 'because', 'although', 'though', 'yet', 'while', 'or']);
// Someone else's words said back, to answer them: "he tells you a good wife submits".
const REPORTED =
  /\b(?:(?:telling|tells|told) you|(?:he|she|they|people|someone|your (?:husband|wife|partner|pastor|church|family)) (?:says|said|tells|told|claims|insists|keeps saying|quotes|uses|calls|believes|thinks)|(?:been|being|were|was) told|you (?:said|say|wrote|mentioned|told me)|words like|phrases like|the idea that|the lie that)\b/;

// "Couples counselling is not advised when...": the negation can follow what it denies, and so can a
// verdict on it ("trying to keep the peace is exhausting").
const DENIED_AFTER =
  /^(?:[a-z']+ ){0,4}?(?:is|are|was|were|would be|can be|could be|will be|does|do|did)(?: usually| often| generally| really)? (?:not|never|no longer|rarely|dangerous|unsafe|risky|exhausting|only|off the table)\b|^(?:[a-z']+ ){0,3}?(?:can wait|is for later|is your choice|is up to you|can feel like)\b/;

type Element = { kind: 'word'; word: string; open: boolean } | { kind: 'gap' };

interface Phrase {
  family: string;
  careful: boolean;
  elements: Element[];
  carriesNegation: boolean;
  source: string;
}

function parse(family: string, careful: boolean, line: string): Phrase {
  const elements: Element[] = line.split(/\s+/).map((part) => {
    if (part === '..') return { kind: 'gap' };
    const open = part.endsWith('*');
    return { kind: 'word', word: open ? part.slice(0, -1) : part, open };
  });
  if (elements[0]?.kind !== 'word') throw new Error(`guard phrase "${line}" must start with a word`);
  return {
    family,
    careful,
    elements,
    // "stop" and "instead" deny what follows them in a reply, but a phrase built on them is an order.
    carriesNegation: elements.some((e) => e.kind === 'word' && OWN_NEGATIONS.has(e.word)),
    source: line,
  };
}

/** Phrases by their first word; open first words ("reconcil*") apart, by their first three letters. */
const phraseIndex = lazy(() => {
  const families = loadHarmFamilies();
  const byWord = new Map<string, Phrase[]>();
  const byStart = new Map<string, Phrase[]>();
  for (const [family, lines] of loadPhraseLists()) {
    const careful = families.get(family)!.careful;
    for (const line of lines) {
      const phrase = parse(family, careful, line);
      const first = phrase.elements[0] as { word: string; open: boolean };
      const map = first.open ? byStart : byWord;
      const key = first.open ? first.word.slice(0, 3) : first.word;
      map.set(key, [...(map.get(key) ?? []), phrase]);
    }
  }
  return { byWord, byStart };
});

/** A sentence as clauses of words: punctuation that breaks a clause, and the clause words, split it. */
export function clausesOf(sentence: string): string[][] {
  const text = normalizeSentence(sentence);
  const clauses: string[][] = [];
  for (const part of text.split(/[,;:!?.()\u2014\u2013"]|\s-\s/)) {
    let clause: string[] = [];
    for (const word of part.match(/[a-z0-9']+/g) ?? []) {
      if (CLAUSE_WORDS.has(word) && clause.length > 0) {
        clauses.push(clause);
        clause = [];
      }
      clause.push(word);
    }
    if (clause.length > 0) clauses.push(clause);
  }
  return clauses;
}

function wordMatches(word: string | undefined, e: { word: string; open: boolean }): boolean {
  if (word === undefined) return false;
  return e.open ? word.startsWith(e.word) : word === e.word;
}

/** Where a match of `elements` from word `at` ends (the index after it), or -1. */
function matchEnd(words: readonly string[], elements: readonly Element[], k: number, at: number): number {
  if (k === elements.length) return at;
  const e = elements[k]!;
  if (e.kind === 'gap') {
    for (let skip = 0; skip <= GAP && at + skip <= words.length; skip++) {
      const end = matchEnd(words, elements, k + 1, at + skip);
      if (end >= 0) return end;
    }
    return -1;
  }
  return wordMatches(words[at], e) ? matchEnd(words, elements, k + 1, at + 1) : -1;
}

/** The words of the clauses after clause `c`: a verdict may follow in the next one. */
function rest(clauses: readonly string[][], c: number): string[] {
  return clauses
    .slice(c + 1)
    .flat()
    .slice(0, 8);
}

export interface PhraseHit {
  family: string;
  careful: boolean;
  phrase: string;
}

/** The families whose phrases a sentence says, not negated in their clause (one hit per family). */
export function phraseHitsIn(sentence: string): PhraseHit[] {
  const { byWord, byStart } = phraseIndex();
  const hits = new Map<string, PhraseHit>();
  const reported = REPORTED.test(normalizeSentence(sentence));
  const clauses = clausesOf(sentence);
  for (const [c, words] of clauses.entries()) {
    for (let at = 0; at < words.length; at++) {
      const word = words[at]!;
      const candidates = [...(byWord.get(word) ?? []), ...(byStart.get(word.slice(0, 3)) ?? [])];
      for (const phrase of candidates) {
        if (hits.has(phrase.family)) continue;
        const end = matchEnd(words, phrase.elements, 0, at);
        if (end < 0) continue;
        if (
          !phrase.carriesNegation &&
          DENIED_AFTER.test(`${[...words.slice(end), ...rest(clauses, c)].join(' ')} `)
        )
          continue;
        const negated = words.slice(0, at).some((w) => NEGATORS.has(w));
        if (negated && !phrase.carriesNegation) continue;
        // Naming a claim in order to answer it is what a careful coach does.
        if (reported && phrase.careful) continue;
        hits.set(phrase.family, { family: phrase.family, careful: phrase.careful, phrase: phrase.source });
      }
    }
  }
  return [...hits.values()];
}
