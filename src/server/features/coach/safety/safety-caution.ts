// A second, broader check for the built-in coach (defence in depth). The safety check (safety.ts) runs
// before any coach and answers disclosures itself; if it ever misses one, the message still reaches a
// coach. A message that merely mentions the vocabulary of violence, abuse, control, fear of the partner
// or not wanting to live must then never get forgiveness, submission, reconciliation or "stay" coaching,
// so the built-in coach answers it with a careful reply instead (composer/moves.ts, the careful move).
// Being broader than the crisis rules is the point: it ignores negation ("he's never hit me") and
// grammar, and only the commonest idioms are left out (safety-patterns.ts IDIOMS, plus a few below).
import { HYPERBOLE_WORDS } from './safety-jest.ts';
import { S } from './safety-patterns.ts';
import { assessMessage, normaliseForSafety } from './safety.ts';

const ME_OR_A_CHILD =
  '(?:me|us|the kids|the children|the baby|(?:our|my) (?:son|daughter|kids|children|baby|boy|girl))';

/** Hyperbole the caution check leaves alone. Not in IDIOMS: "he said he'd kill me if he found out" is a threat. */
const HYPERBOLE =
  /\bcould (?:kill|murder|strangle) (?:him|her|them) for\b|\b(?:would|will|'d|'ll) (?:kill|murder) me if (?:he|she|they) (?:knew|saw|found out|finds out|sees|hears|heard)\b|\b(?:so )?tired i could die\b/g;

const CAUTION: RegExp[] = [
  // Violence and abuse, named.
  /\b(?:violen\w*|abus(?:e|ed|es|er|ers|ing|ive)|assault\w*|rap(?:e|ed|es|ing|ist)|molest\w*|bruis\w*|black eye|strangl\w*|throttl\w*|chok(?:e|ed|es|ing)|weapons?|knife|knives|guns?|intimidat\w*|aggressi\w*|dangerous|threat(?:s|en\w*)?)\b(?<!\bviolent(?= (?:films?|movies?|games?|video games?|shows?|sneez\w*|storms?)))(?<!\bdangerous(?= (?:cook|driver|driving)))(?<!\bbruis\w*(?= (?:from|after) (?:football|rugby|school|sport|playing|a fall)))/,
  /\b(?:restraining|protective|protection|non-molestation) order\b|\b(?:called|call|calling|ring|rang|phoned) the police\b|\bpolice (?:came|were called)\b/,
  // A violent act to me or a child, whoever does it; or done by the partner to anything.
  new RegExp(
    `\\b(?<!\\b(?:baby|toddler|puppy|kitten|dog|cat)\\b[^.!?,;]{0,15})(?:hit|hitt|hits|hitting|hitted|punch(?:ed|es|ing)?|slapp?(?:ed|s|ing)?|kick(?:ed|s|ing)?|beat(?:s|en|ing)?|batter(?:ed|s|ing)?|smack(?:ed|s|ing)?|shov(?:e|ed|es|ing)|push(?:ed|es|ing)?|attack(?:ed|s|ing)?|grab(?:bed|s|bing)?|threw|throw(?:s|ing)?|pin(?:s|ned)?|slam(?:med|s)?|drag(?:ged|s)?|bit|bites?|burn(?:ed|t|s)?|spat|spit|harm(?:ed|s|ing)?) ${ME_OR_A_CHILD}\\b(?!'s?\\b| (?:away|to|into (?:doing|going|counsel\\w*|therapy)|up|out of my comfort zone|in (?:his|her|their) sleep|with (?:the |a |this |that )?(?:news|question|bombshell|idea|request|bill))\\b)`,
  ),
  // Hurt: physical unless the sentence says it is about words or neglect.
  new RegExp(
    `\\b(?<!\\b(?:baby|toddler|puppy|kitten|dog|cat)\\b[^.!?,;]{0,15})hurt(?:s|ing)? ${ME_OR_A_CHILD}\\b(?!'s?\\b| (?:when (?:he|she|they) (?:said|says|ignores|ignored|forgets|forgot|doesn'?t|didn'?t|won'?t|leaves|left|criticis\\w*|talks|talked|laughs|laughed|lies|lied|cheated)|with (?:his|her|their) (?:words|silence|comments)|emotionally|deeply|so much (?:by|when)|by (?:\\w+ing|not|saying)|more than)\\b)`,
  ),
  new RegExp(
    `${S}\\b(?:hit|hits|hitting|punch(?:ed|es|ing)?|slap(?:ped|s)?|kick(?:ed|s)?|smash(?:ed|es)?|shov(?:e|ed|es)|attack(?:ed|s)?|thump(?:ed|s)?|whack(?:ed|s)?)\\b(?! (?:the air|(?:the |a )?ball|every (?:red light|idea|point|suggestion)|my (?:idea|point|suggestion|argument|opinion|plan|work|report)s?|me in (?:his|her|their) sleep|me with (?:the |a |this |that )?(?:news|question|bombshell|idea|request|bill))\\b)`,
  ),
  /\b(?:got|get|gets|getting|was|were|been|being) (?:hit|punched|slapped|kicked|beaten|beat up|attacked|assaulted|pushed|shoved|hurt|roughed up|knocked (?:about|around|down))\b/,
  // Control.
  // "Controlling" about someone else; not "I don't want to be that controlling boyfriend".
  /(?<!\b(?:be|being|am|i'm|im|i was|seem|sound|look) (?:that |so |too |a |the |a bit |kind of )?(?:\w+ )?)\bcontrolling\b(?! about)|\bcontrols? (?:me|my|everything)\b/,
  new RegExp(
    `${S}\\b(?:monitor|track|check|spy|spie|stalk|follow|read|goes through|went through)\\w* (?:on )?(?:me|my (?:phone|location|messages|texts|emails?|every move|spending|bank))\\b`,
  ),
  /\bnot allowed\b|\bwon'?t (?:let|allow) me (?:to )?(?:see|go|leave|have|work|talk to|call|visit|drive)\b|\bpermission\b|\ballowance\b|\bisolat\w*|\b(?:takes|took|keeps|kept|hides|hid) my (?:money|cards?|bank card|keys|car keys|passport|phone|wages|documents)\b|\bforc(?:e|ed|es|ing) me\b/,
  /\b(?:angry|mad|furious|jealous|crazy)\b[^.!?]{0,10}\b(?:if|when|whenever) i (?:see|go out|talk to|text|call|visit|spend time with|leave|go to)\b/,
  // Sex without a free yes.
  /\b(?:sex|sexual\w*|in bed|intimacy|intimate)\b[^.!?]{0,40}\b(?:forc\w*|pressur\w*|coerc\w*|guilt\w*|say no|said no|saying no|take no|consent|against my will)\b|\b(?:forc\w*|pressur\w*|coerc\w*|guilt\w*) (?:me )?(?:into )?(?:sex|sexual|bed)\b/,
  // Fear of the partner or of home.
  /\b(?:scared|afraid|terrified|frightened|petrified|fear)\b[^.!?]{0,15}\b(?:of (?:him|her|them|my (?:husband|wife|partner|boyfriend|girlfriend|ex))\b(?! \w+ing)|to go home|for my (?:life|safety|kids|children))|\b(?:not|don'?t feel|never feel|feel|felt) (?:un)?safe\b(?! (?:sharing|to share|talking|to talk|telling|opening|being vulnerable|bringing|saying|asking|raising|expressing)\b)(?<!\bfeel safe|\bfelt safe)/,
  // Not wanting to live, or harming oneself.
  /\b(?:i|i'?d|i'?m|i'?ve|me|myself|to)\b[^.!?]{0,20}\b(?:die|dying|be dead|dead)\b|\bsuicid\w*|\bkill(?:s|ed|ing)? (?:myself|me|him|her)\b|\boverdos\w*|\bself[- ]?harm\w*|\b(?:cut|cutting|harm|harming|hurt|hurting|starv\w*) myself\b/,
  /\bend(?<!\b(?:he|she|they|husband|wife|partner|boyfriend|girlfriend|bf|gf|ex)\b[^.!?;,]{0,30}end)(?:ing)? (?:it|it all|my life|things|everything)\b(?! (?:before|on a (?:good|high|positive|nice) note)\b)|\bno point\b|\bnot worth (?:it|living)\b|\bgive up on (?:life|living|everything)\b|\bbetter off without me\b|\bcan'?t go on\b|\bcan'?t (?:take|do) (?:it|this) any ?more\b|\b(?:i|me)\b[^.!?]{0,15}\bdisappear\b|\bnothing (?:left )?to live for\b|\bwake up\b[^.!?]{0,10}\b(?:again|tomorrow|any ?more)\b/,
  /\b(?:take|taking|took|swallow\w*|stash\w*|hoard\w*|saving|bottle of|all (?:my|the|of my)|handful of|too many)\b[^.!?]{0,15}\b(?:pills|tablets|meds|medication|paracetamol|painkillers)\b(?! (?:on time|every (?:day|morning|night|evening)|as prescribed|regularly|with (?:food|breakfast|dinner|water))\b)|\bjump(?:ing|ed|s)? (?:off (?:a|the) (?:bridge|building|roof|cliff|balcony|ledge)|in front of)\b|\bnoose\b|\b(?:bought|buy|got|get|tie|tied) a rope\b|\b(?:i'?m|i am|i feel|feel like)\b[^.!?]{0,15}\bburden\b/,
];

/** After a disclosure in this chat, these are coaching to stay or make up: the coach answers carefully. */
const RECONCILE_TALK =
  /\b(?:forgiv\w*|reconcil\w*|give (?:him|her|them) (?:another|a second|one more) chance|go(?:ing)? back to (?:him|her)|take (?:him|her) back|stay(?:ing)? with (?:him|her)|make (?:it|this|us|things) work|save (?:my|our|the) marriage|submi\w*|obey|be a better (?:wife|husband|partner)|my fault)\b/;

/** Whether a message touches danger closely enough that the built-in coach must answer carefully. */
export function needsCaution(message: string): boolean {
  const { level } = assessMessage(message);
  if (level === 'crisis' || level === 'ask') return true;
  let text = normaliseForSafety(message).replace(HYPERBOLE, ' ~ ');
  // Violent words in jest ("i could kill him 😂") need no caution; anything else in the message still does.
  if (level === 'light') text = text.replace(HYPERBOLE_WORDS, ' ~ ');
  return CAUTION.some((re) => re.test(text));
}

/**
 * Whether the built-in coach must answer carefully in this chat: the message itself needs caution, or
 * danger was disclosed earlier in the chat and the user now talks about forgiving, staying or making up.
 * (After a disclosure the chat itself stays careful: `CoachRequest.safety`.)
 */
export function needsCarefulReply(earlierUserTurns: readonly string[], message: string): boolean {
  if (needsCaution(message)) return true;
  if (!RECONCILE_TALK.test(normaliseForSafety(message))) return false;
  return earlierUserTurns.some((turn) => assessMessage(turn).crisis);
}
