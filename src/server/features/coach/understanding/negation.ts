// Negation-aware reading of a message with compromise: sentences, contractions ("don't" -> do not) and
// its Negative tag, then a small scope rule: a negation denies the first content word after it in the
// same clause ("I'm not even that angry", "we don't really fight"), and a comparison denies what it
// compares against ("more dreading it than angry", "hurt rather than angry"). The facts the replies
// depend on (anger, "we don't fight", how a try went) are read through it, never from bare keywords.
import nlp from 'compromise/two';

export interface Word {
  word: string;
  negated: boolean;
}

// Contractions written without the apostrophe, which compromise leaves whole.
const BARE_NEGATIONS = new Set([
  'didnt',
  'doesnt',
  'dont',
  'cant',
  'wont',
  'isnt',
  'wasnt',
  'arent',
  'werent',
  'havent',
  'hasnt',
  'hadnt',
  'wouldnt',
  'couldnt',
  'shouldnt',
  'aint',
]);
const NEGATORS = new Set(['not', 'never', 'no', 'nothing', 'hardly', 'nor', 'neither']);

// Words a negation reaches over to find what it denies: "not EVEN THAT angry", "don't REALLY fight",
// "it's not THAT WE argue", "I don't FEEL angry".
const PASS_OVER = new Set([
  ...['i', 'im', 'we', 'he', 'she', 'they', 'you', 'it', 'me', 'us', 'him', 'her', 'them'],
  ...['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'do', 'does', 'did', 'have', 'has', 'had'],
  ...['even', 'really', 'that', 'so', 'too', 'very', 'all', 'at', 'much', 'ever', 'actually', 'exactly'],
  ...['particularly', 'any', 'anymore', 'a', 'an', 'the', 'feel', 'feeling', 'felt', 'get', 'getting'],
  ...['got', 'as', 'quite', 'super', 'like', 'tbh', 'to', 'honest', 'honestly', 'necessarily', 'always'],
  ...['more', 'longer', 'often', 'usually', 'typically', 'ever'],
]);

function endsClause(post: string): boolean {
  return /[,;:.!?\u2014\u2013]|\s-\s/.test(post);
}

interface Term {
  word: string;
  negator: boolean;
  clauseEnds: boolean;
}

/**
 * compromise's parse grows faster than the length of one sentence (an 8,000-character message of
 * "he's he's ..." took 0.8 s, a quarter of that at half the length), so it reads a message in pieces of
 * at most this many words: a message of ordinary sentences is one piece, read as before.
 */
const PARSE_WORDS = 100;
const WORD_AND_SPACE = /\S+\s*/g;

function parsePieces(text: string): string[] {
  const words = text.match(WORD_AND_SPACE) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += PARSE_WORDS) pieces.push(words.slice(i, i + PARSE_WORDS).join(''));
  return pieces;
}

function termsOf(text: string): Term[][] {
  return parsePieces(text).flatMap((piece) => termsOfPiece(piece));
}

function termsOfPiece(text: string): Term[][] {
  return nlp(text).document.map((sentence) =>
    sentence
      .map((t) => {
        // compromise splits "don't" into do + an implicit "not"; the implicit word is what was meant.
        const meant = (t as { implicit?: string }).implicit || t.normal || '';
        const word = meant.toLowerCase().replace(/[^a-z0-9']/g, '');
        return {
          word,
          negator: Boolean(t.tags?.has('Negative')) || NEGATORS.has(word) || BARE_NEGATIONS.has(word),
          clauseEnds: endsClause(t.post),
        };
      })
      .filter((t) => t.word !== ''),
  );
}

/** The message's words by sentence, each marked when the message denies it. */
export function readWords(text: string): Word[][] {
  return termsOf(text).map((terms) => {
    const words: Word[] = terms.map((t) => ({ word: t.word, negated: false }));
    let seeking = false; // a negation is looking for the word it denies
    let comparing: 'more' | 'than' | null = null; // "more X than Y" denies Y
    terms.forEach((term, i) => {
      const { word } = term;
      if (seeking && !term.negator && word !== 'but') {
        if (!PASS_OVER.has(word)) {
          words[i]!.negated = true;
          seeking = false;
          // "not angry or upset": the negation carries over "or".
          if (terms[i + 1]?.word === 'or' || terms[i + 1]?.word === 'nor') seeking = !term.clauseEnds;
        }
      }
      if (comparing === 'than' && !PASS_OVER.has(word) && word !== 'than' && word !== 'of') {
        words[i]!.negated = true;
        comparing = null;
      }
      if (word === 'more' || word === 'rather') comparing = 'more';
      if ((word === 'than' && comparing === 'more') || (word === 'instead' && terms[i + 1]?.word === 'of')) {
        comparing = 'than';
      }
      // "less angry than hurt": the anger is played down.
      if (word === 'less') seeking = true;
      if (term.negator) seeking = true;
      if (word === 'but' || term.clauseEnds) {
        seeking = false;
        if (comparing === 'more') comparing = null;
      }
    });
    return words;
  });
}

/** A cue: consecutive words; a trailing * matches any ending ("angr*" matches angry, angrier, anger). */
export type Cue = readonly string[];

function wordMatches(word: string, pattern: string): boolean {
  return pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern;
}

/** Where the cues occur, split into said outright and denied (a cue is denied when its first word is). */
export function findCues(sentences: Word[][], cues: readonly Cue[]): { affirmed: number; denied: number } {
  let affirmed = 0;
  let denied = 0;
  for (const words of sentences) {
    for (let i = 0; i < words.length; i++) {
      for (const cue of cues) {
        if (cue.every((pattern, j) => words[i + j] && wordMatches(words[i + j]!.word, pattern))) {
          if (words[i]!.negated) denied++;
          else affirmed++;
        }
      }
    }
  }
  return { affirmed, denied };
}

const cues = (...phrases: string[]): Cue[] => phrases.map((p) => p.split(' '));

const ANGER = cues(
  'angr*',
  'anger',
  'furious',
  'livid',
  'fuming',
  'seething',
  'rage',
  'raging',
  'enraged',
  'mad',
  'pissed',
  'cross with',
  'so cross',
  'really cross',
  'lost my temper',
  'so annoyed',
  'really annoyed',
  'so irritated',
  'boiling',
  'hate him',
  'hate her',
);
// "Mad" as in "driving me mad" or "am I mad?" is not anger.
const NOT_ANGER = cues('driving me mad', 'going mad', 'am i mad', 'mad idea');

const CONFLICT = cues(
  'fight*',
  'argu*',
  'row',
  'rows',
  'rowing',
  'yell*',
  'shout*',
  'scream*',
  'bicker*',
  'quarrel*',
  'blow up',
  'blew up',
  'raise our voices',
);

/** Anger is said and not denied: "not angry", "more dreading it than angry" are false. */
export function mentionsAnger(sentences: Word[][]): boolean {
  return findCues(sentences, ANGER).affirmed > findCues(sentences, NOT_ANGER).affirmed;
}

/** They say there is no fighting and do not also describe a fight: "we don't fight really". */
export function deniesConflict(sentences: Word[][]): boolean {
  const { affirmed, denied } = findCues(sentences, CONFLICT);
  return denied > 0 && affirmed === 0;
}

const WENT_WELL = cues(
  'went well',
  'went ok*',
  'went fine',
  'went great',
  'went better',
  'go well',
  'go ok*',
  'go fine',
  'went really well',
  'went pretty well',
  'actually listened',
  'he listened',
  'she listened',
  'listened to me',
  'really listened',
  'it helped',
  'that helped',
  'helped a lot',
  'it worked',
  'worked',
  'better',
  'calm*',
  'progress',
  'hugged',
  'apologi*',
  'said sorry',
  'good talk',
  'good chat',
  'good conversation',
  'nice evening',
  'breakthrough',
  'heard me',
  'understood',
  'thanked me',
  'went amazing*',
  'so glad',
  'relieved',
);
const WENT_BADLY = cues(
  'went badly',
  'went bad',
  'went horribly',
  'went terribly',
  'disaster',
  'worse',
  'blew up',
  'blow up',
  'exploded',
  'shut down',
  'shut me down',
  'stonewall*',
  'walked out',
  'walked off',
  'stormed off',
  'stormed out',
  'fight',
  'row',
  'argument',
  'yelled',
  'shouted',
  'screamed',
  'defensive',
  'ignored me',
  'laughed at me',
  'brushed it off',
  'brushed me off',
  'did not help',
  'nothing changed',
  'mess',
  'awful',
  'terrible',
  'horrible',
  'backfired',
  'cried',
  'crying',
);

/**
 * How a try went, from negation-aware cues: "he didn't get defensive" is good news, "it didn't go well"
 * bad. Both kinds of news make it mixed; none makes it null.
 */
export function readOutcome(sentences: Word[][]): 'good' | 'bad' | 'mixed' | null {
  const good = findCues(sentences, WENT_WELL);
  const bad = findCues(sentences, WENT_BADLY);
  const goodNews = good.affirmed + bad.denied;
  const badNews = bad.affirmed + good.denied;
  if (goodNews > 0 && badNews > 0) return 'mixed';
  if (goodNews > 0) return 'good';
  if (badNews > 0) return 'bad';
  return null;
}

const FLOODED_WORDS = cues('flooded', 'overwhelmed', 'shaking', 'heart racing', 'heart is racing', 'panic*');

/** They deny being overwhelmed right now ("not flooded, just annoyed"). */
export function deniesFlooding(sentences: Word[][]): boolean {
  const { affirmed, denied } = findCues(sentences, FLOODED_WORDS);
  return denied > 0 && affirmed === 0;
}
