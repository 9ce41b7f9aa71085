// How the safety rules (safety-rules-*.ts) are written. Patterns run on normalised text (lower case,
// straight apostrophes) after common idioms are neutralised (safety.ts). Most acts must have a partner or
// another person as their subject ("he", "my husband"), so "it hit me that..." or "I checked my phone"
// are not read as abuse. A rule is `negatable` when a "not"/"never" in its clause cancels it ("he has never hit
// me"); rules whose wording already carries the negation ("I don't want to wake up") are not.
// Rules are written as families of phrasing (every verb of violence with any partner as subject, every
// way of describing the partner as violent or abusive, every way of saying one wants to stop living),
// not as the sentences of the labelled set (safety-cases.ts).
//
// Hyperbole, decided deliberately: "I could kill him for forgetting our anniversary", "he'd kill me if he
// saw what I spent" and "this argument is killing me" are everyday exasperation, not a disclosure, and
// are NOT flagged; the coach answers them as anger or conflict. A threat is flagged when it is reported
// as said or meant ("he said he'd kill me", "he'll hurt me if I tell anyone"), tied to a weapon, aimed at
// a pet ("he'd kill the dog": harm to animals is a known warning sign, so any mood counts), or felt as
// fear of the partner. Anything about killing or harming oneself or not wanting to live IS flagged, even
// when it may be a figure of speech ("I could kill myself", "I'd rather die than..."), and so is "ending
// it" unless someone else is ending it or the sentence says it is the relationship: asking gently
// whether someone is safe costs little there. When in doubt about real danger, flag.
//
// Levels (safety.ts): a clear disclosure is `crisis`. An ambiguous sign of suicide ("I don't see the point
// anymore", "he wouldn't even notice if I was gone") is `ask` (safety-rules-ask.ts): the coach asks
// directly and kindly, as crisis services advise. Violent words said with laughter or an emoji about
// someone else ("i could kill him 😂") are `light` (safety-jest.ts). Words about oneself are never made
// light by an emoji: "i want to die lol" is at least `ask`. Indirect signs that are clear (saved-up pills,
// goodbye letters, giving things away, hiding from a partner) are `crisis`
// (safety-rules-signals-*.ts).
import type { SafetyCategory } from '#server/ports/coach.ts';

export interface SafetyRule {
  category: SafetyCategory;
  re: RegExp;
  negatable: boolean;
  /**
   * Words the user says about hurting someone else ("i'm going to stab him"): with laughter or an emoji
   * they are hyperbole (safety-jest.ts) and the match is set aside. Never set on what someone did to the
   * user: "he hit me lol" is still a disclosure.
   */
  jestable?: boolean;
}

/**
 * Someone other than the user as the subject of an act ("he", "my husband"), then a few words that
 * start no new clause or subject: in "he doesn't drink, he hit me" only the second "he" can match.
 */
export const S =
  '\\b(?:he|she|they|husband|hubby|husb\\w*|hubs|wife|missus|partner|boyfriend|bf|girlfriend|gf|fianc\\w*|spouse|ex|man|dad|father|stepdad|stepfather|mum|mom|mother|stepmum|stepmom|brother|sister|son|daughter)\\b(?:(?!\\b(?:i|and|but|when|while|because|he|she)\\b)[^.!?;,]){0,30}?';
/** The partner (or another adult at home) named as an object: "of him", "of my husband". */
export const PARTNER =
  '(?:him|her|them|my (?:husband|hubby|wife|partner|boyfriend|bf|girlfriend|gf|fianc\\w*|spouse|ex|dad|father|stepdad|stepfather|mum|mom|mother|son))';
export const CHILD =
  '(?:(?:(?:little|young|baby|eldest|youngest|oldest|\\d+[- ]?(?:year|yr)[- ]?old) )?(?:kids?|children|child|son|daughter|baby|babies|toddler|boy|girl|stepson|stepdaughter|stepkids?|niece|nephew|grandson|granddaughter|grandkids?)|(?:little|baby|younger|kid) (?:sister|brother)|\\d+[- ]?(?:year|yr)[- ]?olds?)';
export const WHOSE = '(?:the|our|my|his|her|their)';

/**
 * "i (?:was|'m|'d)" is written for "i was", "i'm" and "i'd": the space after "i" is made optional, so a
 * contraction in the list matches without it (the text never has "i 'm").
 */
const I_THEN_GROUP = /(\\b|[\s|(])i \(\?:/g;

export const r = (category: SafetyCategory, source: string, negatable = true): SafetyRule => ({
  category,
  re: new RegExp(source.replace(I_THEN_GROUP, '$1i ?(?:')),
  negatable,
});

/** Everyday idioms that contain alarming words; removed before the rules run. */
export const IDIOMS: RegExp[] = [
  /\bchok(e|ed|es|ing) (up|back (tears|a sob)|on)\b/g,
  /\b(it|reality|the (realisation|realization|truth|thought|idea|penny)|that) (just )?(hit|hits) me\b/g,
  /\bhit me up\b/g,
  /\bbeat(s|en)? me (to|at|in)\b/g,
  /\bthreaten\w*( me)?( with)?( to)? (divorce|leave|leaving|separat\w*|move out|go)\b/g,
  /\b(abused?|abusing) (my|our) (trust|kindness|generosity|patience)\b/g,
  /\b(substance|alcohol|drug) abuse\b/g,
  /\bdying (to|for|of laughter)\b/g,
  /\bdie of (embarrassment|shame|boredom|laughter|fright|curiosity|cuteness)\b/g,
  /\bbeat(s|ing)? (myself|himself|herself) up\b/g,
  /\bhit(s|ting)? (the roof|the ceiling|a (brick )?wall|rock bottom|the jackpot|it off|the gym|the road|the sack|the hay|send|snooze|the nail)\b/g,
  /\bpassive[- ]aggressive(ly)?\b/g,
  /\b(this|that|it|the|my|his|her|our|work|life|stress|money)( \w+)?('s| is| was| are| has been) (slowly |really |just |literally )?killing (me|us)\b|\bkills me (with|when|how)\b|\bkill(ed|s)? it\b|\bkill(er|ing it)\b|\bkill for an?\b/g,
  /\bdead (tired|on my feet|set|end|serious|right|against)\b/g,
  /\bkick(s|ed|ing)? off\b/g,
  /\bdie (my|her|his|the|our) hair\b/g,
  /\b(career|political|social|commercial|financial|professional) suicide\b|\bsuicide (squad|mission|run|doors|drills?|bid)\b/g,
];
