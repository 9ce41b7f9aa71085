// How the risk model and the phrase rules read a message: wink-nlp's tokens, lemmas, parts of speech
// and negation, by sentence, on text that is bounded first (a token longer than any word is cut, and a
// message longer than the longest we accept is cut), so no input makes the reading slow. A capitalised
// name doing something ("Dave grabbed my throat") is read as "he": a named partner is the same actor as
// "he" or "my husband".
import winkNLP, { type ItemSentence, type ItemToken, type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { cutLongTokens } from '#server/lib/bounded-text.ts';
import { lazy } from '#server/features/coach/content-files.ts';

const LONGEST_SENTENCE = 60;
const OVERLAP = 10;
/** More than any message we accept (the chat's limit is lower): the rest is not read. */
const LONGEST_TEXT = 20_000;

export interface Token {
  /** Lower case, apostrophes straightened, contractions typed without them read as with them. */
  word: string;
  lemma: string;
  /** Within the reach of a negation ("he has never hit me": hit and me). */
  negated: boolean;
  pos: string;
}

const nlp = lazy(() => winkNLP(model, ['sbd', 'negation', 'pos']));

// Contractions typed without the apostrophe, which the tokenizer would read as other words.
const BARE: Record<string, string> = {
  im: "i'm",
  ive: "i've",
  hes: "he's",
  shes: "she's",
  hed: "he'd",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  wouldnt: "wouldn't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  isnt: "isn't",
  wasnt: "wasn't",
  arent: "aren't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  theyre: "they're",
  youre: "you're",
  thats: "that's",
  whats: "what's",
};
/** The short forms the tokenizer splits off, read as the words they stand for (a Map: any token is a key). */
const CLITICS = new Map([
  ["n't", 'not'],
  ["'m", 'am'],
  ["'ll", 'will'],
  ["'ve", 'have'],
  ["'re", 'are'],
  ["'d", 'would'],
]);
const BARE_WORDS = new RegExp(`\\b(?:${Object.keys(BARE).join('|')})\\b`, 'gi');

// Capitalised words that begin sentences or name God, never the partner.
const NOT_ACTORS = new Set(
  'i it that this what then which who there today yesterday sometimes also just god jesus lord christ holy spirit father bible ok okay so but and because when if my his her our their the a an im mum mom dad'.split(
    ' ',
  ),
);

/** Cuts what no reading needs: runs longer than any word (lib/bounded-text.ts), text past the longest message. */
export function boundText(text: string): string {
  return cutLongTokens(text.length > LONGEST_TEXT ? text.slice(0, LONGEST_TEXT) : text);
}

function prepare(text: string): string {
  return boundText(text)
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(BARE_WORDS, (word) => {
      const meant = BARE[word.toLowerCase()]!;
      return word[0] === word[0]!.toUpperCase() ? meant[0]!.toUpperCase() + meant.slice(1) : meant;
    });
}

/**
 * wink-nlp's typings declare `its.lemma` with a third parameter (the model's add-ons) that `out()` does
 * pass at run time but its own type for a token property does not name; the function is the same.
 */
const lemmaOf = (its: { lemma: unknown }) => its.lemma as ItsFunction<string>;

/** The message's tokens by sentence (punctuation left out, words in lower case). */
export function readTokens(text: string): Token[][] {
  const { its } = nlp();
  const doc = nlp().readDoc(prepare(text));
  const sentences: Token[][] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens: Token[] = [];
    sentence.tokens().each((t: ItemToken) => {
      const type = t.out(its.type);
      if (type === 'punctuation' || type === 'tabCRLF') return;
      const value = t.out(its.value);
      const pos = t.out(its.pos);
      let word = CLITICS.get(value.toLowerCase()) ?? value.toLowerCase();
      let lemma = t.out(lemmaOf(its)).toLowerCase();
      if (pos === 'PROPN' && /^[A-Z][a-z'-]+$/.test(value) && !NOT_ACTORS.has(word)) {
        word = 'he';
        lemma = 'he';
      }
      tokens.push({ word, lemma, negated: t.out(its.negationFlag) === true, pos });
    });
    // A run-on "sentence" of hundreds of words is read in overlapping pieces of a real sentence's length,
    // so the work per token stays bounded whatever the input.
    for (let start = 0; start < tokens.length; start += LONGEST_SENTENCE - OVERLAP) {
      sentences.push(tokens.slice(start, start + LONGEST_SENTENCE));
      if (start + LONGEST_SENTENCE >= tokens.length) break;
    }
  });
  return sentences;
}
