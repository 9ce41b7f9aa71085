// What the risk model learns from, for one message. Sparse features: lemmas (marked when negated), pairs
// of neighbouring lemmas, the concept groups of content/coach/safety/concepts.json that occur (and
// which of them are negated), and ordered pairs of concepts within a few words of each other in one
// sentence ("third-person ... violent-act", "violent-act ... neck", "self ... means"): the shape of a
// disclosure, which reaches words no training message used. Dense features: the mean word vector of
// the message's content words, and of its most concept-laden sentence (so a signal in the middle of a
// long paragraph is not averaged away).
import { z } from 'zod';
import { lazy, readContent } from '#server/features/coach/content-files.ts';
import { readTokens, type Token } from './reading.ts';
import { loadWordVectors } from './word-vectors.ts';

const conceptsFile = z.strictObject({
  about: z.string().min(1),
  concepts: z.record(z.string().regex(/^[a-z-]+$/), z.string().min(1)),
});

interface Phrase {
  concept: string;
  words: string[];
  /** The last word matches as a prefix. */
  open: boolean;
}

export interface ConceptIndex {
  /** Phrases by their first word; one-word prefixes ("kick*") apart, by their first two letters. */
  byFirst: Map<string, Phrase[]>;
  prefixes: Phrase[];
  prefixesByStart: Map<string, Phrase[]>;
}

/** Phrases read by the same reader as messages, so "dont", "don't" and "do not" match alike. */
export function indexPhrases(lists: Record<string, readonly string[]>): ConceptIndex {
  const byFirst = new Map<string, Phrase[]>();
  const prefixes: Phrase[] = [];
  for (const [concept, phrases] of Object.entries(lists)) {
    for (const raw of phrases) {
      const open = raw.endsWith('*');
      const words = readTokens(open ? raw.slice(0, -1) : raw)
        .flat()
        .map((t) => t.word);
      if (words.length === 0) continue;
      const phrase = { concept, words, open };
      if (open && words.length === 1) prefixes.push(phrase);
      else byFirst.set(words[0]!, [...(byFirst.get(words[0]!) ?? []), phrase]);
    }
  }
  const prefixesByStart = new Map<string, Phrase[]>();
  for (const p of prefixes) {
    const start = p.words[0]!.slice(0, 2);
    prefixesByStart.set(start, [...(prefixesByStart.get(start) ?? []), p]);
  }
  return { byFirst, prefixes, prefixesByStart };
}

export const conceptIndex = lazy(() => {
  const { concepts } = readContent('safety/concepts.json', conceptsFile);
  const lists = Object.fromEntries(
    Object.entries(concepts).map(([name, list]) => [
      name,
      list
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    ]),
  );
  return indexPhrases(lists);
});

export interface ConceptHit {
  concept: string;
  /** Index of the first token in the sentence. */
  at: number;
  negated: boolean;
}

function matchesAt(tokens: readonly Token[], at: number, phrase: Phrase): boolean {
  const last = phrase.words.length - 1;
  for (let j = 0; j <= last; j++) {
    const token = tokens[at + j];
    if (!token) return false;
    const w = phrase.words[j]!;
    const ok =
      j === last && phrase.open
        ? token.word.startsWith(w)
        : token.word === w || (j === last && phrase.words.length === 1 && token.lemma === w);
    if (!ok) return false;
  }
  return true;
}

/** Every concept phrase found in one sentence, left to right. Linear: a few phrases per token. */
export function findConcepts(tokens: readonly Token[], index: ConceptIndex): ConceptHit[] {
  const hits: ConceptHit[] = [];
  tokens.forEach((token, i) => {
    const seen = new Set<string>();
    const add = (concept: string) => {
      if (seen.has(concept)) return;
      seen.add(concept);
      hits.push({ concept, at: i, negated: token.negated });
    };
    for (const phrase of index.byFirst.get(token.word) ?? [])
      if (matchesAt(tokens, i, phrase)) add(phrase.concept);
    if (token.lemma !== token.word)
      for (const phrase of index.byFirst.get(token.lemma) ?? [])
        if (phrase.words.length === 1) add(phrase.concept);
    for (const phrase of index.prefixesByStart.get(token.word.slice(0, 2)) ?? [])
      if (token.word.startsWith(phrase.words[0]!)) add(phrase.concept);
  });
  return hits;
}

/** How far apart two concepts may be and still be read as one act ("he put his hands round my neck"). */
const PAIR_REACH = 8;

export interface MessageFeatures {
  sparse: Map<string, number>;
  dense: Float32Array;
}

/**
 * Concept groups that say something dangerous happened or is wished: a message with none of them carries
 * no sign of danger the model could have read, whatever its other words (safety.ts decides so).
 */
export const DANGER_CONCEPTS = new Set([
  'self-end',
  'death',
  'means',
  'quantity',
  'gathered',
  'rehearsal',
  'finality',
  'self-injury',
  'urgent',
  'violent-act',
  'breath',
  'neck',
  'weapon',
  'injury',
  'threat-frame',
  'fear',
  'control',
  'tracking',
  'image',
  'escape',
  'sexual',
]);

/** Whether the features hold any concept group of danger (affirmed, not only denied). */
export function hasDangerConcept(features: MessageFeatures): boolean {
  for (const name of features.sparse.keys())
    if (name.startsWith('c:') && DANGER_CONCEPTS.has(name.slice(2))) return true;
  return false;
}

const MEANS_OR_PLAN = ['means', 'gathered', 'rehearsal', 'finality', 'urgent', 'quantity'];

/** Whether the message names a means, a plan, a rehearsal or a goodbye (laughter does not make those light). */
export function namesMeansOrPlan(features: MessageFeatures): boolean {
  return MEANS_OR_PLAN.some((c) => features.sparse.has(`c:${c}`));
}

/** Concept groups that frame the rest of a message rather than say what happened. */
const FRAMES = new Set([
  'past',
  'healed',
  'professional',
  'fiction',
  'laughter',
  'denial',
  'prayer-death',
  'sport',
  'household',
  'health-care',
  'minimise',
  'faith-stay',
  'now',
  'urgent',
]);

const STOP = new Set(
  'a an the and or but so to of in on at for with is am are was were be been being it this that i me my we our you your he she him her his they them their do does did have has had will would can could just really very not'.split(
    ' ',
  ),
);

function meanVector(tokens: readonly Token[], dims: number): Float32Array {
  const vectors = loadWordVectors();
  const sum = new Float32Array(dims);
  let n = 0;
  for (const t of tokens) {
    if (STOP.has(t.word)) continue;
    if (vectors.addTo(t.word, sum) || (t.lemma !== t.word && vectors.addTo(t.lemma, sum))) n++;
  }
  if (n > 0) for (let d = 0; d < dims; d++) sum[d]! /= n;
  return sum;
}

export function messageFeatures(text: string, sentences: Token[][] = readTokens(text)): MessageFeatures {
  const index = conceptIndex();
  const sparse = new Map<string, number>();
  const set = (name: string) => sparse.set(name, 1);
  let busiest: { tokens: Token[]; concepts: number } = { tokens: [], concepts: -1 };
  let words = 0;
  for (const tokens of sentences) {
    words += tokens.length;
    tokens.forEach((t, i) => {
      set(t.negated ? `n:${t.lemma}` : `w:${t.lemma}`);
      if (i > 0) set(`b:${tokens[i - 1]!.lemma}_${t.lemma}`);
    });
    const hits = findConcepts(tokens, index);
    for (const hit of hits) set(hit.negated ? `nc:${hit.concept}` : `c:${hit.concept}`);
    for (let a = 0; a < hits.length; a++) {
      for (let b = a + 1; b < hits.length && hits[b]!.at - hits[a]!.at <= PAIR_REACH; b++) {
        if (hits[a]!.concept === hits[b]!.concept) continue;
        const negated = hits[a]!.negated || hits[b]!.negated ? 'n' : '';
        set(`${negated}p:${hits[a]!.concept}+${hits[b]!.concept}`);
      }
    }
    const distinct = new Set(hits.map((h) => h.concept)).size;
    if (distinct > busiest.concepts) busiest = { tokens, concepts: distinct };
  }
  // The frame a message puts danger in (long ago, at work, in a film, in jest, in a game of sport) changes
  // what its words mean: each frame present is crossed with each word group of danger present.
  const present = [...sparse.keys()].filter((k) => k.startsWith('c:')).map((k) => k.slice(2));
  for (const frame of present.filter((c) => FRAMES.has(c)))
    for (const danger of present.filter((c) => !FRAMES.has(c))) set(`x:${frame}+${danger}`);
  if (text.includes('?')) set('shape:question');
  set(words <= 6 ? 'shape:short' : words <= 40 ? 'shape:medium' : 'shape:long');
  const dims = loadWordVectors().dims;
  const dense = new Float32Array(dims * 2);
  dense.set(meanVector(sentences.flat(), dims), 0);
  dense.set(meanVector(busiest.tokens, dims), dims);
  return { sparse, dense };
}
