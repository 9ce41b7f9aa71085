// Turns a message into the features the classifiers learn from: NLP.js's English normaliser, tokenizer
// and Snowball stemmer give the word stems; a negation marks the stems it reaches ("not angry" gives
// not_angri as well as angri); the thesaurus in concepts.ts adds one shared feature per group of
// near-synonyms; and a few shape cues (a question mark, a one-word message, a long paragraph, a run of
// short fragments, shouting in capitals) tell a vent from a question.
import { ownEntry } from '#server/lib/own-entry.ts';
import { NormalizerEn, StemmerEn, TokenizerEn } from '@nlpjs/lang-en-min';
import { wordCount } from '../text-utils.ts';
import { CONCEPTS } from './concepts.ts';

const normalizer = new NormalizerEn();
const tokenizer = new TokenizerEn();
const stemmer = new StemmerEn();

// Chat spellings the tokenizer does not expand, and British/American pairs folded into one. Typos stay:
// the corpus is written with them.
const SPELLINGS: Record<string, string[]> = {
  u: ['you'],
  r: ['are'],
  ur: ['your'],
  im: ['i', 'am'],
  ive: ['i', 'have'],
  ill: ['i', 'will'],
  dont: ['do', 'not'],
  doesnt: ['does', 'not'],
  didnt: ['did', 'not'],
  cant: ['can', 'not'],
  wont: ['will', 'not'],
  isnt: ['is', 'not'],
  wasnt: ['was', 'not'],
  havent: ['have', 'not'],
  wouldnt: ['would', 'not'],
  couldnt: ['could', 'not'],
  shouldnt: ['should', 'not'],
  ca: ['can'],
  wo: ['will'],
  its: ['it', 'is'],
  whats: ['what', 'is'],
  thats: ['that', 'is'],
  pls: ['please'],
  plz: ['please'],
  thx: ['thanks'],
  tysm: ['thanks'],
  abt: ['about'],
  bc: ['because'],
  cuz: ['because'],
  coz: ['because'],
  rn: ['right', 'now'],
  tbh: ['to', 'be', 'honest'],
  hubby: ['husband'],
  mum: ['mom'],
  mam: ['mom'],
  colour: ['color'],
  behaviour: ['behavior'],
};

/** Lower-case words of a message, contractions and chat spellings expanded. */
export function wordsOf(text: string): string[] {
  const normalized = normalizer.normalize(text.replace(/[\u2018\u2019\u02bc`]/g, "'"));
  const words: string[] = [];
  for (const token of tokenizer.innerTokenize(normalized)) {
    const word = token.toLowerCase();
    words.push(...(ownEntry(SPELLINGS, word) ?? [word]));
  }
  return words;
}

interface ConceptPattern {
  concept: string;
  words: string[];
  /** The last word matches as a prefix. */
  open: boolean;
}

// Patterns go through the same tokenizer as messages, so "didn't work" is written once and matches
// "didnt work" and "did not work" alike.
const PATTERNS: ConceptPattern[] = Object.entries(CONCEPTS).flatMap(([concept, list]) =>
  list
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean)
    .map((phrase) => {
      const open = phrase.endsWith('*');
      return { concept, words: wordsOf(open ? phrase.slice(0, -1) : phrase), open };
    }),
);

function matchesAt(words: readonly string[], at: number, pattern: ConceptPattern): boolean {
  const last = pattern.words.length - 1;
  return pattern.words.every((w, j) => {
    const word = words[at + j];
    if (word === undefined) return false;
    return j === last && pattern.open ? word.startsWith(w) : word === w;
  });
}

// Indexed by first word so a message is checked against a handful of patterns per word, not all of them.
const BY_FIRST_WORD = new Map<string, ConceptPattern[]>();
const PREFIXES: ConceptPattern[] = [];
for (const pattern of PATTERNS) {
  if (pattern.open && pattern.words.length === 1) PREFIXES.push(pattern);
  else BY_FIRST_WORD.set(pattern.words[0]!, [...(BY_FIRST_WORD.get(pattern.words[0]!) ?? []), pattern]);
}

function conceptsOf(words: readonly string[]): Set<string> {
  const found = new Set<string>();
  words.forEach((word, i) => {
    for (const pattern of BY_FIRST_WORD.get(word) ?? [])
      if (matchesAt(words, i, pattern)) found.add(pattern.concept);
    for (const pattern of PREFIXES) if (word.startsWith(pattern.words[0]!)) found.add(pattern.concept);
  });
  return found;
}

const NEGATORS = new Set(['not', 'no', 'never', 'nothing', 'nobody', 'nor', 'without', 'hardly']);
/** Words that end a negation's reach: "not angry, just tired" negates angry only. */
const SCOPE_ENDS = new Set(['but', 'just', 'more', 'than', 'and', 'because', 'so', 'though', 'although']);
const NEGATION_REACH = 3;

const BIBLE_REFERENCE =
  /\b(gen(esis)?|ex(odus)?|deut\w*|ruth|sam(uel)?|psalms?|ps|prov(erbs)?|eccl\w*|song|isa(iah)?|jer(emiah)?|lam(entations)?|ezek\w*|dan(iel)?|hos(ea)?|mic(ah)?|mal(achi)?|matt?(hew)?|mark|luke|john|acts|rom(ans)?|cor(inthians)?|gal(atians)?|eph(esians)?|phil(ippians)?|col(ossians)?|thess\w*|tim(othy)?|heb(rews)?|james|jas|pet(er)?|jude|rev(elation)?)\.?\s*\d+/i;

export type Features = Record<string, number>;

/**
 * featuresOf plus every pair of neighbouring stems ("pull_weight", "talk_radio", "make_fun"): two words
 * together often name a subject neither names alone. Used by the topic model and the second intent
 * model; letter n-grams were tried for typos and lowered cross-validated accuracy, so they are not here.
 */
export function withWordPairs(text: string, base: Features = featuresOf(text)): Features {
  const features: Features = Object.assign(Object.create(null) as Features, base);
  const stems = wordsOf(text).map((w) => stemmer.stemWord(w));
  for (let i = 1; i < stems.length; i++) features[`${stems[i - 1]}_${stems[i]}`] = 1;
  return features;
}

export function featuresOf(text: string): Features {
  const words = wordsOf(text);
  // Without a prototype: a word such as "__proto__" is one more feature, not the object's parent.
  const features: Features = Object.create(null) as Features;
  let negatedFor = 0;
  const stems = words.map((w) => stemmer.stemWord(w));
  stems.forEach((stem, i) => {
    features[stem] = 1;
    // The opening words carry most of a request's shape: "how do", "is it", "are you".
    if (i > 0 && i < 3) features[`${stems[i - 1]}_${stem}`] = 1;
    if (negatedFor > 0) {
      features[`not_${stem}`] = 1;
      negatedFor = SCOPE_ENDS.has(words[i]!) ? 0 : negatedFor - 1;
    }
    if (NEGATORS.has(words[i]!)) negatedFor = NEGATION_REACH;
  });
  for (const concept of conceptsOf(words)) features[`concept_${concept}`] = 1;
  if (stems[0]) features[`first_${stems[0]}`] = 1;
  if (text.includes('?')) features.shape_question = 1;
  if (text.includes('!')) features.shape_exclaim = 1;
  if (/[!?]{2,}/.test(text)) features.shape_exclaim_many = 1;
  if (/\b[A-Z]{3,}\b/.test(text) && text !== text.toUpperCase()) features.shape_shouting = 1;
  if (/\p{Extended_Pictographic}/u.test(text)) features.shape_emoji = 1;
  if (words.length <= 3) features.shape_tiny = 1;
  else if (words.length <= 8) features.shape_short = 1;
  else if (words.length >= 35) features.shape_long = 1;
  if (BIBLE_REFERENCE.test(text)) features.shape_verse_ref = 1;
  // A run of short sentences ("seething. absolutely seething.") is how people let off steam.
  const sentences = text.split(/[.!?\n]+/).filter((s) => s.trim() !== '');
  if (sentences.length >= 3) features.shape_many_sentences = 1;
  if (sentences.filter((s) => wordCount(s) <= 3).length >= 2) features.shape_fragments = 1;
  return features;
}
