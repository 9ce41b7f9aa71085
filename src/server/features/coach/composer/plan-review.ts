// How the plan from last time went, read from the answer to "how did it go?": well, badly, mixed
// ("it went ok, then it went badly", "good at first but then..."), or not done ("we didn't get to
// it"). The reader's own outcome (understanding/negation.ts) weighs the whole message; a message that
// turns from one to the other at "but" or "then" is mixed news, whatever its last words weigh.

export type PlanOutcome = 'good' | 'bad' | 'mixed' | 'not-done';

const NOT_DONE = new RegExp(
  [
    `\\b(?:we|i|he|she|they) (?:didn'?t|did not|never|haven'?t|have not|hasn'?t|couldn'?t|could not|weren'?t able to|wasn'?t able to) (?:even |really |actually )?(?:get (?:to|round to|around to|the chance|a chance)|got (?:to|round to|around to)|do it|try it|manage|find (?:the )?time|have (?:the )?time|talk|sit down|get started)`,
    `\\b(?:it|that) (?:didn'?t|did not|never) (?:happen|come off)`,
    `\\bnot yet\\b`,
    `\\b(?:we |i )?(?:ran out of time|forgot|chickened out|bottled it|put it off|kept putting it off)\\b`,
    `\\bno (?:chance|time) to\\b`,
    `\\bnever got (?:to|round to|around to|the chance)\\b`,
  ].join('|'),
  'i',
);

const NEGATED = /\b(?:not|n't|never|hardly|wasn'?t|didn'?t)\s+(?:\w+\s+)?$/i;
const GOOD =
  /\b(?:ok(?:ay)?|good|well|fine|great|better|nice|lovely|calm(?:ly)?|listened|helped|worked|positive|amazing|brilliant)\b/gi;
const BAD =
  /\b(?:bad(?:ly)?|worse|awful|terrible|terribly|horrible|horribly|blew up|fell apart|row|fight|argu\w*|shout\w*|yell\w*|walked (?:off|out)|storm\w* (?:off|out)|shut (?:down|me down)|went south|downhill|wrong|disaster|sideways|cried|crying|tears|defensive|upset|angry|mad)\b/gi;

/** good / bad / both / neither, for one part of the message, with "not good" read as bad. */
function weigh(part: string): { good: boolean; bad: boolean } {
  let good = false;
  let bad = false;
  for (const match of part.matchAll(GOOD)) {
    if (NEGATED.test(part.slice(0, match.index))) bad = true;
    else good = true;
  }
  for (const match of part.matchAll(BAD)) {
    if (NEGATED.test(part.slice(0, match.index))) good = true;
    else bad = true;
  }
  return { good, bad };
}

/** The turn in a report: "..., then ...", "... but ...", "at first ... until ...". */
const TURN = /\b(?:but|then|until|though|although|however|yet|after that)\b|\bat first\b/i;

export function planOutcome(
  message: string,
  readerOutcome: 'good' | 'bad' | 'mixed' | null,
): PlanOutcome | null {
  const text = message.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (NOT_DONE.test(text)) return 'not-done';
  const parts = text.split(TURN).filter((p) => p.trim());
  if (parts.length > 1) {
    const weighed = parts.map(weigh);
    if (weighed.some((w) => w.good) && weighed.some((w) => w.bad)) return 'mixed';
  }
  if (readerOutcome) return readerOutcome;
  const whole = weigh(text);
  if (whole.good && whole.bad) return 'mixed';
  if (whole.good) return 'good';
  if (whole.bad) return 'bad';
  return null;
}
