// What the person has asked the coach not to do in this chat: give advice ("i don't need fixing i need
// to vent"), show verses ("please stop with the bible verses"), or show one verse again ("not that
// verse"). A refusal holds for the rest of the chat. The chat's state is its history, re-read on every
// reply (ADR 014); the history the coach is given is bounded, so a refusal is also remembered through
// the coach's own acknowledgement of it: the chat's sentence prints cover every reply, however long ago.
import { sentenceKeys } from '#server/lib/sentences.ts';

export interface Refusals {
  /** No advice, steps or words to say: listening replies instead. */
  advice: boolean;
  /** No verse the person did not ask for. */
  verses: boolean;
  /** References of verses they turned down: never shown again in this chat. */
  refusedVerses: string[];
}

export const NO_REFUSALS: Refusals = { advice: false, verses: false, refusedVerses: [] };

const prepare = (text: string) => text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'");

const NOT = "(?:don'?t|do not|dont|didn'?t|did not|won'?t|not)";
const VERSES =
  '(?:(?:bible |scripture )?verses?|scriptures?|bible ?(?:quotes?|passages?|stuff)|passages?|quotes? from the bible|the bible)';

const ADVICE_REFUSAL = new RegExp(
  [
    `\\b(?:i|we) ${NOT} (?:really |even )?(?:want|need|looking for|asking for|asked for) (?:any |your |more )?(?:advice|solutions?|tips|fixing|to be fixed|a fix|steps|homework|a plan|you to fix)`,
    `\\bi'?m not (?:looking|asking) for (?:any |your )?(?:advice|solutions?|tips|a fix)`,
    `\\bno (?:more )?(?:advice|tips|solutions|fixing|homework)\\b`,
    `\\b(?:stop|quit) (?:giving me |with the )?(?:advice|tips|telling me what to do|trying to fix)`,
    `\\b${NOT} (?:try(?:ing)? to )?fix (?:it|this|me|things)\\b`,
    `\\b(?:i )?(?:just |only )?(?:need|want) to (?:vent|rant|be heard|get it out|let it out)\\b`,
    `\\b(?:just|please) (?:listen|hear me)\\b`,
    `\\bspare me the (?:advice|tips|lecture)`,
  ].join('|'),
  'i',
);

const VERSE_REFUSAL = new RegExp(
  [
    `\\b(?:i|we) ${NOT} (?:really |even )?(?:want|need|like) (?:a |any |another |more |the |your )?${VERSES}`,
    `\\bno (?:more )?${VERSES}\\b`,
    `\\b(?:stop|quit|enough|less) (?:with )?(?:the |all the |those |these |your )?(?:sending |quoting |giving me |throwing )?${VERSES}`,
    `\\b(?:stop|quit) (?:sending|quoting|giving me|throwing) (?:me )?(?:the |all the |those |these )?${VERSES}`,
    `\\b${NOT} (?:send|give|quote|show) (?:me )?(?:a |any |another |more )?${VERSES}`,
    `\\bwithout (?:the |any )?${VERSES}`,
    `\\bspare me the ${VERSES}`,
    `\\b(?:keep|leave) (?:the |your )?${VERSES} out\\b`,
  ].join('|'),
  'i',
);

/** "not that verse", "not that one again", "i hate that verse", "that verse doesn't help me". */
const THAT_VERSE_REFUSAL = new RegExp(
  [
    `\\bnot (?:that|this) (?:verse|one|passage|scripture)(?: again)?\\b`,
    `\\b(?:i )?(?:hate|can'?t stand|am sick of|'m sick of|'m tired of) (?:that|this) (?:verse|one|passage)\\b`,
    `\\b(?:that|this) (?:verse|passage) (?:doesn'?t|does not|didn'?t|isn'?t|is not|won'?t) (?:help|fit|work|apply|land)`,
    `\\b${NOT} (?:quote|show|send|give) (?:me )?(?:that|this) (?:verse|one|passage)\\b`,
  ].join('|'),
  'i',
);

export interface MessageRefusals {
  advice: boolean;
  verses: boolean;
  thatVerse: boolean;
}

export function readRefusals(message: string): MessageRefusals {
  const text = prepare(message);
  const thatVerse = THAT_VERSE_REFUSAL.test(text);
  return { advice: ADVICE_REFUSAL.test(text), verses: !thatVerse && VERSE_REFUSAL.test(text), thatVerse };
}

export interface ChatRefusalSources {
  /** The person's messages in the visible history, oldest first. */
  earlierUserTurns: readonly string[];
  message: string;
  /** References of the verses shown in this chat, oldest first. */
  shown: readonly string[];
  /** The coach's acknowledgements of each refusal (content/coach/bank/reflect.json `refused`). */
  acknowledgements: { advice: readonly string[]; verses: readonly string[]; thatVerse: readonly string[] };
  /** Whether the chat's coach already said this sentence, in any reply. */
  said: (sentence: string) => boolean;
}

const saidAll = (text: string, said: (s: string) => boolean) => {
  const keys = sentenceKeys(text);
  return keys.length > 0 && keys.every(said);
};

/**
 * The refusals that hold for the chat now: any said in view or in the new message, or acknowledged in
 * any earlier reply. "Not that verse" turns down the verse shown last; the acknowledgement names it
 * ("I'll leave {reference} out."), so the chat's sentence prints remember which verse it was.
 */
export function chatRefusals(sources: ChatRefusalSources): Refusals {
  const { acknowledgements: ack, said } = sources;
  const refused: Refusals = {
    advice: ack.advice.some((line) => saidAll(line, said)),
    verses: ack.verses.some((line) => saidAll(line, said)),
    refusedVerses: sources.shown.filter((reference) =>
      ack.thatVerse.some((line) => saidAll(line.replaceAll('{reference}', reference), said)),
    ),
  };
  for (const turn of [...sources.earlierUserTurns, sources.message]) {
    const found = readRefusals(turn);
    refused.advice ||= found.advice;
    refused.verses ||= found.verses;
  }
  const last = sources.shown.at(-1);
  if (last && readRefusals(sources.message).thatVerse && !refused.refusedVerses.includes(last))
    refused.refusedVerses.push(last);
  return refused;
}
