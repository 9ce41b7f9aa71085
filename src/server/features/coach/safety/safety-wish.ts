// A small grammar for the many ways of wishing not to live, used for `ask` (safety.ts) when no rule has
// matched. The phrase rules only see the wordings they were written for; people put fillers and hedges
// between the parts ("I don't think I really want to be alive anymore", "it would be easier to not be
// here"). This reads the parts instead: a wish, a thought or a plan followed by a word of death, or a
// wish that is denied, or tiredness, followed by a word of life.
//   "I want to die", "it would be easier to not be here", "the thought of not being here is a relief"
//   "I'm not sure I want to keep going", "I'm tired of fighting to stay alive", "I can't bear to live"
// A denied wish for death is not a sign ("I don't want to die"), nor is anything said of someone else
// ("he wants to end it"), nor living "like this" or "with him" (the relationship, as in the rules).

/** Wanting, thinking of, planning, or finding it easier or a relief. */
const WISH =
  "(?:feel(?:ing)? like|want(?:s|ed|ing)?|wanna|wish(?:ing|ed)?|hop(?:e|ing)|pray(?:ing)?|long(?:ing)? to|rather|prefer|plan(?:ning|ned)?|intend|think(?:ing)? (?:about|of)|thought (?:about|of)|the thought of|tempted|ready|going to|gonna|about to|dream(?:ing)? (?:of|about)|fantasi[sz]\\w*|imagin\\w*|wonder(?:ing|ed)? (?:what it would be like|about|if i should)|(?:would|'d|might) be (?:easier|better|simpler|kinder|a relief|nice|a mercy|peaceful|lovely|bliss)|(?:peaceful|nice|lovely|easier|better|a relief|bliss) (?:it )?(?:would|'d) be (?:to|if)|(?:easier|better|simpler|kinder|a relief) (?:to|if)|relief (?:to|if)|better off (?:if|to))";

/** Death, or not being here. */
const DEATH =
  "(?:die|dying|be dead|i (?:was|were) (?:dead|gone)|i died|kill(?:ing)? myself|end(?:ing)? (?:it all|my life|my own life|everything)|suicide|(?:not|never) (?:be |being |to be )?(?:here|around|alive)|no longer (?:be |being )?(?:here|around|alive)|i (?:wasn'?t|weren'?t) (?:here|around|alive)|(?:not|never) (?:to )?exist(?:ing)?|stop (?:existing|living|breathing|being (?:alive|here|around|me))|(?:not|never) (?:to )?wak(?:e|ing) up(?! (?:until|till|early|before|at|for (?:an? (?:hour|bit|few|couple)|the weekend))\\b)|sleep forever|disappear (?:forever|for good|permanently)|be gone|leave this world|give up on (?:life|living))";

/** Living, being here, going on. "Live like this / with him / together" is about the relationship. */
const LIFE =
  '(?:live(?! (?:like|this way|with|in|together|here|there|apart|without|near|abroad|alone)\\b)|living(?! (?:like|this way|with|in|together|here|there|apart|alone)\\b)|be alive|being alive|stay(?:ing)? alive|be here(?! (?:with|at|in|for|when|tonight|this|on)\\b)|being here(?! (?:with|at|in|for|when|tonight|this|on)\\b)|exist|existing|wak(?:e|ing) up(?! (?:early|at|so|for|in time|before|with|to|next to|beside)\\b)|(?:keep going|go on|carry on)(?= *(?:[.!?,]|$| any ?more| living| like this))|make it through (?:this|the night|another)|get up (?:tomorrow|in the morning|again)|myself (?:being )?(?:alive|here|around|still here))';

/** What turns a wish into its opposite before it: "I don't want", "I'm not sure I want", "no reason to". */
const DENIED =
  "(?:don'?t|do not|didn'?t|doesn'?t|no longer|never|can'?t|cannot|couldn'?t|won'?t|not sure (?:i|if i)|not|no (?:reason|point|will|wish|desire))";

/** Tiredness or being unable to bear: these go with a word of life. */
const TIRED =
  "(?:tired of|sick of|exhausted (?:of|from)|weary of|done with|can'?t (?:bear|stand|face|keep|take) (?:to|the thought of)?|cannot (?:bear|stand|face) (?:to)?|too (?:tired|exhausted|hard) to|struggl\\w* to|hard to (?:keep|want to))";

/** Someone else as the subject just before: "he wants to end it"; or in between: "I wish he would die". */
const OTHER_PERSON =
  /\b(?:he|she|they|him|her|them|husband|wife|partner|boyfriend|girlfriend|kids|son|daughter|dad|mum|mom|father|mother)\b/;
const SOMEONE_ELSE =
  /\b(?:he|she|they|husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|son|daughter|mum|mom|dad|friend)\b(?:'s| is| was)?\s*(?:\w+\s*){0,2}$/;

const WISH_THEN_DEATH = new RegExp(`\\b${WISH}\\b[^.!?]{0,25}?\\b${DEATH}\\b`, 'g');
const DENIED_WISH_THEN_LIFE = new RegExp(
  `\\b${DENIED}\\b[^.!?]{0,25}?\\b${WISH}\\b[^.!?]{0,15}?\\b${LIFE}\\b`,
);
const TIRED_THEN_LIFE = new RegExp(`\\b${TIRED}\\b[^.!?]{0,25}?\\b${LIFE}\\b`);
const DENIAL_BEFORE = new RegExp(`\\b${DENIED}\\b[^.!?,]{0,20}$`);

/** Whether the text (normalised for safety) wishes not to live, in any of the grammar's forms. */
export function wishesNotToLive(text: string): boolean {
  if (DENIED_WISH_THEN_LIFE.test(text) || TIRED_THEN_LIFE.test(text)) return true;
  for (const match of text.matchAll(WISH_THEN_DEATH)) {
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    if (DENIAL_BEFORE.test(before) || SOMEONE_ELSE.test(before) || OTHER_PERSON.test(match[0])) continue;
    return true;
  }
  return false;
}
