// Picks a short fragment of the user's own message to reflect back in quotation marks: a clause of a
// few words, preferably one that says what they feel or want, and never one that carries an insult,
// profanity or words of harm (quoting those back would sting or amplify them).
import { extractName } from './user-details.ts';

export interface Quote {
  /** The words, without closing punctuation. */
  words: string;
  /** "!" when the user's clause ended so, else "" (the reply adds its own full stop). */
  ending: string;
}

const UNSAFE =
  /\b(idiot|stupid|useless|pathetic|lazy|selfish|narciss\w*|jerk|loser|worthless|disgusting|hate|moron|dumb|ugly|fat|bitch\w*|bastard|shit\w*|fuck\w*|f\*+\w*|damn\w*|crap\w*|hell|ass|asshole|arse\w*|prick|kill\w*|die|dying|dead|death|suicid\w*|abus\w*|hit|hits|slap\w*|chok\w*|rap(e|ed|ing)|knife|gun|https?|www)\b|@|\d{4,}/i;
const FEELING_VOICE =
  /\b(i (feel|felt|am|just|want|wish|need|miss|can'?t|don'?t|keep|love|try|tried)|i'?m|my heart|we|us|our)\b/i;
const FEELING_WORD =
  /\b(alone|lonely|tired|exhausted|hurt|sad|unheard|invisible|angry|scared|afraid|stuck|frustrated|overwhelmed|love|miss|heard|seen|respected|safe|hope|better|calm)\w*/i;

const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|thank(s| you))\b/i;
// "Yes, that's exactly how it feels" answers the coach; echoing it back says nothing.
const AGREEMENT =
  /^(yes|yeah|yep|no|nope|ok|okay|exactly|right|sure|true|maybe|definitely|absolutely|i (guess|think) so|i agree|that'?s (right|true|it))\b/i;
const AGREEMENT_MAX_WORDS = 8;
const MIN_WORDS = 3;
const MAX_WORDS = 14;

function tidy(clause: string): string {
  return clause
    .replace(/[\u201c\u201d"]/g, '')
    .replace(/^[\s,;:\-\u2013\u2014]*(and|but|so|also|then|well|honestly|basically|like)\b[\s,]*/i, '')
    .replace(/\bi\b/g, 'I')
    .replace(/\bi'(m|ve|d|ll)\b/gi, (_m, rest: string) => `I'${rest.toLowerCase()}`)
    .replace(/\s+/g, ' ')
    .trim();
}

export function pickQuote(message: string): Quote | null {
  const clauses = message
    .split(/(?<=[.!?])\s+|\n+|;\s*|,\s+(?=(?:but|and|so|because|i|i'm|we)\b)/i)
    .map((raw) => ({ raw: raw.trim(), words: tidy(raw) }))
    // A greeting or an introduction ("Hi, I'm Sarah") is not what the user needs reflected.
    .filter(
      (c) => c.words.length > 0 && !UNSAFE.test(c.raw) && !GREETING.test(c.words) && !extractName(c.raw),
    );
  let best: { quote: Quote; score: number } | null = null;
  for (const clause of clauses) {
    // A question the user asks is answered, not echoed back to them.
    if (clause.words.endsWith('?')) continue;
    const ending = clause.words.endsWith('!') ? '!' : '';
    let words = clause.words.replace(/[.!?\u2026,;:]+$/, '').trim();
    const count = words.split(' ').length;
    if (count < MIN_WORDS || (count <= AGREEMENT_MAX_WORDS && AGREEMENT.test(words))) continue;
    let shortened = false;
    if (count > MAX_WORDS) {
      words = `${words.split(' ').slice(0, 10).join(' ')}\u2026`;
      shortened = true;
    }
    const score =
      (FEELING_VOICE.test(words) ? 3 : 0) + (FEELING_WORD.test(words) ? 1 : 0) - (shortened ? 2 : 0);
    if (!best || score > best.score) best = { quote: { words, ending: shortened ? '' : ending }, score };
  }
  if (!best) return null;
  return { ...best.quote, words: best.quote.words.charAt(0).toUpperCase() + best.quote.words.slice(1) };
}

/** The quote as "{quote.}" wants it: with the user's own ? or !, else a full stop (not after "..."). */
export function quoteWithEnding(quote: Quote): string {
  if (quote.ending) return quote.words + quote.ending;
  return quote.words.endsWith('\u2026') ? quote.words : `${quote.words}.`;
}
