// How the safety rules (safety-rules-*.ts) are written. Patterns run on normalised text (lower case,
// straight apostrophes) after common idioms are neutralised (safety.ts). Most acts must have a partner or
// another person as their subject ("he", "my husband"), so "it hit me that..." or "I checked my phone"
// are not read as abuse. A rule is `negatable` when a "not"/"never" in its clause cancels it ("he has never hit
// me"); rules whose wording already carries the negation ("I don't want to wake up") are not.
//
// Hyperbole, decided deliberately: "I could kill him for forgetting our anniversary", "he'd kill me if he
// saw what I spent" and "this argument is killing me" are everyday exasperation, not a disclosure, and
// are NOT flagged; the coach answers them as anger or conflict. A threat is flagged when it is reported
// as said or meant ("he said he'd kill me", "he'll hurt me if I tell anyone"), tied to a weapon, or felt
// as fear of the partner. Anything about killing or harming oneself IS flagged, even when it may be a
// figure of speech ("I could kill myself"): asking gently whether someone is safe costs little there.
import type { SafetyCategory } from '../../ports/coach.ts';

export interface SafetyRule {
  category: SafetyCategory;
  re: RegExp;
  negatable: boolean;
}

/**
 * Someone other than the user as the subject of an act ("he", "my husband"), then a few words that
 * start no new clause or subject: in "he doesn't drink, he hit me" only the second "he" can match.
 */
export const S =
  '\\b(?:he|she|they|husband|hubby|wife|partner|boyfriend|girlfriend|fianc\\w*|spouse|ex|dad|father|stepdad|stepfather|mum|mom|mother|stepmum|stepmom|brother|sister|son|daughter)\\b(?:(?!\\b(?:i|and|but|when|while|because|he|she)\\b)[^.!?;,]){0,30}?';
export const CHILD =
  '(?:kids?|children|child|son|daughter|baby|babies|toddler|boy|girl|stepson|stepdaughter|stepkids?)';
export const WHOSE = '(?:the|our|my|his|her|their)';

export const r = (category: SafetyCategory, source: string, negatable = true): SafetyRule => ({
  category,
  re: new RegExp(source),
  negatable,
});

/** Everyday idioms that contain alarming words; removed before the rules run. */
export const IDIOMS: RegExp[] = [
  /\bchok(e|ed|es|ing) (up|back (tears|a sob)|on)\b/g,
  /\b(it|reality|the (realisation|realization|truth|thought|idea|penny)|that) (just )?(hit|hits) me\b/g,
  /\bhit me up\b/g,
  /\bbeat me (to|at|in)\b/g,
  /\bthreaten\w*( me)?( with)?( to)? (divorce|leave|leaving|separat\w*|move out|go)\b/g,
  /\b(abused?|abusing) (my|our) (trust|kindness|generosity|patience)\b/g,
  /\b(substance|alcohol|drug) abuse\b/g,
  /\bdying (to|for|of laughter)\b/g,
];
