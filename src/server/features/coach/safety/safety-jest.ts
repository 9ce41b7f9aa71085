// Hyperbole said in jest: "i could kill him 😂", "this fight is killing me lol". Such a message is
// `light` (safety.ts): a light, human check-in, then coaching, never the crisis reply. Laughter or an
// emoji never makes words about oneself light ("i want to die lol", "kms 😂" stay at least `ask`), and
// never cancels what someone did to the user ("he hit me lol" is a disclosure): see safety.ts.

/** Laughter, a laughing or embarrassed emoji, or saying it is a joke. */
const LAUGHTER =
  /\b(?:l+o+l+z?|lmf?ao+|rofl|a?ha(?:ha)+h?|hehe+|jk|j\/k|(?:i'?m |only |just )(?:joking|kidding))\b|(?:\u{1F602}|\u{1F923}|\u{1F605}|\u{1F606}|\u{1F639}|\u{1F648}|\u{1F643}|\u{1F61C}|\u{1F61D}|\u{1F480}|\u{1F92A}|\u{1F644})|(?:^|\s)(?::\)|:d|xd|;\)|:p)(?=\s|$)/u;

/** An exasperated emoji: with violent words about someone else, venting rather than a plan. */
const EXASPERATION = /\u{1F624}|\u{1F92C}|\u{1F611}|\u{1F612}|\u{1F620}|\u{1F621}/u;

/** Violent or deathly words that, in jest, are hyperbole about someone else or about a mood. */
const VIOLENT_WORDS =
  /\b(?:kill(?:s|ed|ing)?|murder(?:s|ed|ing)?|strangl(?:e|ed|es|ing)|throttl(?:e|ed|es|ing)|smother(?:ed|ing)?|stab(?:bed|bing)?|shoot|punch|slap|wring (?:his|her|their) necks?|heart attack|die|died|dies|dying|dead|deceased|death)\b/;

/** Hyperbole that is plain without laughter: "I could kill him for forgetting our anniversary". */
const OBVIOUS_HYPERBOLE =
  /\b(?:could|can|gonna|going to|will|'ll|want to|wanna|about to|swear i'?ll|ready to) (?:actually |literally |honestly |seriously )?(?:kill|murder|strangle|throttle|smother|wring) (?:him|her|them|my (?:husband|hubby|wife|partner|boyfriend|bf|girlfriend|gf|fianc\w*|kids|son|daughter))\b(?: [^.!?]{0,12})?\b(?:for|if|when|one of these days|sometimes)\b/;

/** Said of oneself: never made light. */
const ABOUT_ONESELF =
  /\b(?:kill(?:ing)? myself|kms|unalive|end(?:ing)? (?:it all|my life)|suicid\w*|(?:want|wanna|going|gonna|ready) (?:to )?die\b(?! (?:of|laughing|from embarrassment))|wish i (?:was|were) dead|better off dead|hurt(?:ing)? myself|cut(?:ting)? myself)/;

/** Whether the message carries laughter, a laughing emoji or says it is a joke. */
export function hasLaughter(message: string): boolean {
  return LAUGHTER.test(message.toLowerCase());
}

/**
 * Whether the message (lower case, straight apostrophes, idioms kept) is violent or deathly hyperbole
 * about someone else or a mood: in jest, or in the plain "I could kill him for..." form.
 */
export function isLightHyperbole(plain: string, message: string): boolean {
  if (ABOUT_ONESELF.test(plain)) return false;
  if (OBVIOUS_HYPERBOLE.test(plain)) return true;
  return VIOLENT_WORDS.test(plain) && (hasLaughter(message) || EXASPERATION.test(message));
}

/** The hyperbole's own words, removed before the broader caution check (safety-caution.ts) reads the rest. */
export const HYPERBOLE_WORDS = new RegExp(`${VIOLENT_WORDS.source}(?: (?:him|her|them|me|us|my \\w+))?`, 'g');
