// The high-precision first layer: phrase lists per crisis family (content/coach/safety/phrases/*.txt,
// one phrase a line, # for comments). A phrase is words read like a message's ("dont" = "don't" =
// "do not"), where `word*` matches any ending, `{concept}` matches any phrase of that group of
// concepts.json (`{actor}` is anyone but the writer: he, she, a name, my husband...), `..` skips up
// to three words and `...` up to eight. A phrase whose words are negated in the message ("he has never hit me") does not
// count, unless the phrase itself holds the negation ("dont want to wake up"). Matching is linear: each
// token starts at most the phrases indexed by its word, each a bounded walk.
import { readdirSync, readFileSync } from 'node:fs';
import { lazy } from '#server/features/coach/content-files.ts';
import { conceptIndex, findConcepts } from './features.ts';
import { loadFamilies } from './corpus.ts';
import { readTokens, type Token } from './reading.ts';

const DIR = new URL('../../../../../../content/coach/safety/phrases/', import.meta.url);
const GAP = 3;
/** `...`: a clause's length, for phrases whose parts people put far apart ("my daughter told me she..."). */
const LONG_GAP = 8;
const NEGATORS = new Set(['not', 'no', 'never', 'nothing', 'nobody', 'without', 'cannot']);

type Element =
  | { kind: 'word'; word: string; open: boolean }
  | { kind: 'concept'; concepts: readonly string[] }
  | { kind: 'gap'; most: number };

interface Rule {
  family: string;
  elements: Element[];
  /** The phrase holds its own negation, so a negated reading still counts. */
  carriesNegation: boolean;
  /** Its whole words: a sentence lacking one of them is not tried. */
  needs: string[];
  source: string;
}

const ACTOR = ['third-person', 'partner'];

function parse(family: string, line: string): Rule {
  const elements: Element[] = [];
  for (const part of line.split(/\s+/)) {
    if (part === '..') elements.push({ kind: 'gap', most: GAP });
    else if (part === '...') elements.push({ kind: 'gap', most: LONG_GAP });
    else if (/^\{[a-z-]+\}$/.test(part)) {
      const name = part.slice(1, -1);
      elements.push({ kind: 'concept', concepts: name === 'actor' ? ACTOR : [name] });
    } else {
      const open = part.endsWith('*');
      for (const token of readTokens(open ? part.slice(0, -1) : part).flat())
        elements.push({ kind: 'word', word: token.word, open: false });
      const last = elements.at(-1);
      if (open && last?.kind === 'word') last.open = true;
    }
  }
  if (elements.length === 0 || elements[0]!.kind === 'gap')
    throw new Error(`phrases/${family}.txt: "${line}"`);
  return {
    family,
    elements,
    carriesNegation: elements.some((e) => e.kind === 'word' && NEGATORS.has(e.word)),
    needs: elements.flatMap((e) => (e.kind === 'word' && !e.open ? [e.word] : [])),
    source: line,
  };
}

export const loadPhraseRules = lazy((): Rule[] => {
  const families = loadFamilies();
  const rules: Rule[] = [];
  for (const file of readdirSync(DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const family = file.slice(0, -4);
    if (families.get(family)?.kind !== 'crisis')
      throw new Error(`phrases/${file}: no crisis family "${family}"`);
    for (const raw of readFileSync(new URL(file, DIR), 'utf8').split('\n')) {
      const line = raw.replace(/#.*$/, '').trim().toLowerCase();
      if (line) rules.push(parse(family, line));
    }
  }
  const { known } = knownConcepts();
  for (const rule of rules)
    for (const e of rule.elements)
      if (e.kind === 'concept' && e.concepts.some((c) => !known.has(c)))
        throw new Error(`phrases/${rule.family}.txt: unknown concept in "${rule.source}"`);
  return rules;
});

const knownConcepts = lazy(() => {
  const index = conceptIndex();
  const known = new Set<string>();
  for (const list of index.byFirst.values()) for (const p of list) known.add(p.concept);
  for (const p of index.prefixes) known.add(p.concept);
  return { known };
});

/** For each token, the lengths of the concept phrases that begin there. */
function conceptSpans(tokens: readonly Token[]): Map<number, Map<string, number[]>> {
  const index = conceptIndex();
  const spans = new Map<number, Map<string, number[]>>();
  for (const hit of findConcepts(tokens, index)) {
    const at = spans.get(hit.at) ?? new Map<string, number[]>();
    // A concept hit is one word or a phrase; its length is found again from the phrases of that word.
    const lengths = new Set<number>([1]);
    for (const p of index.byFirst.get(tokens[hit.at]!.word) ?? [])
      if (p.concept === hit.concept) lengths.add(p.words.length);
    at.set(hit.concept, [...lengths]);
    spans.set(hit.at, at);
  }
  return spans;
}

function wordMatches(token: Token | undefined, e: { word: string; open: boolean }): boolean {
  if (!token) return false;
  return e.open
    ? token.word.startsWith(e.word) || token.lemma.startsWith(e.word)
    : token.word === e.word || token.lemma === e.word;
}

/** Whether `rule` matches from token `at`; `negated` collects whether any matched word was negated. */
function matchFrom(
  tokens: readonly Token[],
  spans: Map<number, Map<string, number[]>>,
  elements: readonly Element[],
  k: number,
  at: number,
  negated: { any: boolean },
): boolean {
  if (k === elements.length) return true;
  const e = elements[k]!;
  if (e.kind === 'gap') {
    for (let skip = 0; skip <= e.most && at + skip <= tokens.length; skip++)
      if (matchFrom(tokens, spans, elements, k + 1, at + skip, negated)) return true;
    return false;
  }
  if (e.kind === 'word') {
    if (!wordMatches(tokens[at], e)) return false;
    if (tokens[at]!.negated) negated.any = true;
    return matchFrom(tokens, spans, elements, k + 1, at + 1, negated);
  }
  const here = spans.get(at);
  if (!here) return false;
  for (const concept of e.concepts)
    for (const length of here.get(concept) ?? []) {
      if (tokens[at]!.negated) negated.any = true;
      if (matchFrom(tokens, spans, elements, k + 1, at + length, negated)) return true;
    }
  return false;
}

export interface PhraseHit {
  family: string;
  phrase: string;
}

interface RuleIndex {
  byWord: Map<string, Rule[]>;
  byConcept: Map<string, Rule[]>;
  open: Rule[];
}

/** Rules by what their first element needs, so each token tries only the rules that can start there. */
function indexRules(rules: readonly Rule[]): RuleIndex {
  const index: RuleIndex = { byWord: new Map(), byConcept: new Map(), open: [] };
  const push = (map: Map<string, Rule[]>, key: string, rule: Rule) =>
    map.set(key, [...(map.get(key) ?? []), rule]);
  for (const rule of rules) {
    const first = rule.elements[0]!;
    if (first.kind === 'concept') for (const c of first.concepts) push(index.byConcept, c, rule);
    else if (first.kind === 'word' && first.open) index.open.push(rule);
    else if (first.kind === 'word') push(index.byWord, first.word, rule);
  }
  return index;
}

function candidates(index: RuleIndex, token: Token, concepts: Map<string, number[]> | undefined): Set<Rule> {
  const found = new Set<Rule>([
    ...(index.byWord.get(token.word) ?? []),
    ...(index.byWord.get(token.lemma) ?? []),
  ]);
  for (const rule of index.open) {
    const first = rule.elements[0] as { word: string };
    if (token.word.startsWith(first.word) || token.lemma.startsWith(first.word)) found.add(rule);
  }
  for (const concept of concepts?.keys() ?? [])
    for (const rule of index.byConcept.get(concept) ?? []) found.add(rule);
  return found;
}

/** The crisis families whose phrases the message says (not denied), one hit each, most urgent first. */
export function phraseHits(text: string, sentences: Token[][] = readTokens(text)): PhraseHit[] {
  const words = new Set<string>();
  for (const tokens of sentences) for (const t of tokens) words.add(t.word).add(t.lemma);
  // Only the rules whose whole words the message has can match in it: usually a handful.
  const possible = loadPhraseRules().filter((rule) => rule.needs.every((w) => words.has(w)));
  const hits = new Map<string, PhraseHit>();
  for (const tokens of sentences) {
    if (possible.length === 0) break;
    const present = new Set<string>();
    for (const t of tokens) present.add(t.word).add(t.lemma);
    const viable = possible.filter(
      (rule) => !hits.has(rule.family) && rule.needs.every((w) => present.has(w)),
    );
    if (viable.length === 0) continue;
    const index = indexRules(viable);
    const spans = conceptSpans(tokens);
    for (let at = 0; at < tokens.length; at++) {
      for (const rule of candidates(index, tokens[at]!, spans.get(at))) {
        if (hits.has(rule.family)) continue;
        const negated = { any: false };
        if (matchFrom(tokens, spans, rule.elements, 0, at, negated) && (!negated.any || rule.carriesNegation))
          hits.set(rule.family, { family: rule.family, phrase: rule.source });
      }
    }
  }
  // Most urgent family first (the order of families.json): it is the one the reply is written for.
  const order = [...loadFamilies().keys()];
  return [...hits.values()].sort((a, b) => order.indexOf(a.family) - order.indexOf(b.family));
}
