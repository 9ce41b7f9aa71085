// The safety questions someone asks once they have disclosed danger (careful mode), so the coach can
// answer what was asked instead of repeating the crisis reply: what a helpline does and whether it tells
// anyone, whether it is their fault, how to keep this chat from a partner, scripture used to keep them
// in danger, leaving, and the police. Written as families of phrasing; the first family that matches wins,
// most specific first ("will they call the police?" is about a helpline, "what happens if I call the
// police" about the police; "will they make me leave him" is about a helpline, not leaving). The
// concrete questions come before the general ones they would also match: what to say when you ring,
// whether they will make you leave, what to do if he kicks off, a pastor who told them to submit.

export type SafetyQuestion =
  | 'helpline'
  | 'fault'
  | 'privacy'
  | 'scripture-pressure'
  | 'leave'
  | 'police'
  | 'what-to-say'
  | 'safety-plan'
  | 'make-me-leave'
  | 'pastor-submit';

const FAMILIES: [SafetyQuestion, RegExp][] = [
  [
    'privacy',
    /\b(?:delete|deleting|deleted|clear|clearing|erase|erasing|wipe|wiping|hide|hiding|remove|get rid of) (?:all )?(?:of )?(?:this|these|the|my|our|it)?\s?(?:chats?|conversations?|messages?|history|browsing history|search history|app|account|texts|it|this)\b|\b(?:can|could|will|would|might|does|do) (?:he|she|they|my (?:husband|partner|boyfriend|wife|girlfriend|ex)) (?:be able to |ever |\w+ )?(?:see|read|find|access|check|get into|know about|track|trace) (?:this|these|it|what i(?:'ve| have)? (?:write|wrote|written|say|said|type|typed)|my messages (?:here|on here)|the chat|that i (?:use|used|talk)|i(?:'m| am) (?:on|using) (?:this|here))\b|\b(?:before|so|in case|if|what if) (?:he|she|they|my (?:husband|partner|boyfriend|wife)) (?:ever )?(?:sees?|finds?|reads?|checks?|looks? at) (?:it|this|these|the (?:chat|app|messages))\b|\b(?:is|are) (?:this|these|my|our) (?:chats?|app|conversations?|messages?|account|site|website) (?:really )?(?:private|safe|secure|encrypted|visible|hidden|saved|stored)\b|\b(?:he|she|they) (?:can'?t|won'?t|doesn'?t|cannot) (?:see|find out|know|tell) (?:that )?i (?:was|'ve been|have been|am|'m) (?:on|using|talking)\b|\b(?:delete|erase|wipe|remove|clear) (?:everything|all (?:of )?(?:this|it|that)|what i (?:said|wrote|typed)|everything i(?:'ve| have)? (?:said|written|typed))\b|\bincognito\b|\bprivate (?:browsing|window|tab|mode)\b|\bquick exit\b|\bsafe (?:device|phone|computer|laptop)\b|\bshow (?:up )?on (?:the|my|our) (?:bank|card|phone) (?:statement|bill)\b|\b(?:browser|browsing|search) history\b/,
  ],
  [
    'what-to-say',
    /\bwhat (?:do|would|will|should|could|can) i (?:even |actually )?(?:say|tell (?:them|someone|her|him))\b[^.!?]{0,20}\b(?:if|when|once)\b[^.!?]{0,20}\b(?:call|ring|phone|rang|called|text|answer|pick up|picks up)|\b(?:wouldn'?t|don'?t|do not|would not) (?:even )?know what to say (?:if|when|to them|on the phone)\b|\bwhat (?:do|would|should) i say (?:to them|on the phone|to the helpline)\b/,
  ],
  [
    'make-me-leave',
    /\b(?:will|would|do|does|can|could) (?:they|the helpline|the hotline|the refuge|someone|anyone|you|helplines?) (?:make|force|pressure|push) (?:me|you|people) (?:to )?(?:leave|go)\b/,
  ],
  [
    'safety-plan',
    /\bwhat (?:do|should|can|would) i do (?:if|when) (?:he|she|they|my (?:husband|partner|boyfriend|wife)) (?:kicks? off|starts?(?: again| on me)?|loses? it|gets? (?:angry|violent|drunk|nasty|mad)|blows? up|comes? home)\b|\bwhat if (?:he|she|they) (?:kicks? off|loses? it|gets? (?:violent|angry)|starts? again)\b|\bhow (?:do|can) i (?:stay|keep) safe (?:when|if|tonight|at home)\b|\bsafety plan\b/,
  ],
  [
    'pastor-submit',
    /\b(?:pastor|priest|minister|elders?|vicar|church|leaders?|small group)\b[^.!?]{0,40}\b(?:says?|said|tells? (?:me|us)|told (?:me|us)|wants? me|thinks?)\b[^.!?]{0,40}\bsubmi(?:t|ts|tting|ssive|ssion)\b/,
  ],
  [
    'helpline',
    /\b(?:do|will|would|can) (?:they|the helpline|the hotline|the refuge|you) (?:call|ring|phone|tell|contact|inform) (?:the )?(?:police|social services|cops)\b|\b(?:helplines?|hotlines?|refuges?|samaritans|women'?s aid|advocates?|idva|crisis line|988|the numbers? you gave|those numbers?|that number)\b[^.!?]{0,60}\?|\bwhat (?:do|would|will|can|does) (?:they|the helpline|the hotline|that line|someone there) (?:actually |even |really )?(?:do|say|ask|want)\b|\bwhat happens (?:if|when) i (?:call|ring|phone|text|contact|reach out)\b(?! (?:the )?(?:police|cops|999|911))|\b(?:is it|is that|are they|are calls|is the call|is the helpline|is calling|is it really) (?:really )?(?:confidential|anonymous|free|private)\b|\bwill (?:they|someone|anyone|the helpline) (?:tell|call|contact|inform|ring|phone|report (?:it )?to) (?:him|her|my (?:husband|partner|boyfriend|wife|girlfriend|family|parents|church|pastor|work|boss)|social services|the police|anyone)\b|\bwill (?:they|the helpline|anyone|someone) (?:make|force|pressure) me (?:to )?(?:leave|go|do|report|call)\b|\b(?:do i have to|do i need to|will i have to|would i have to) (?:give|say|tell them) (?:my )?(?:name|address|details|real name)\b|\b(?:will|would|could) (?:they|social services|someone) (?:take|take away) (?:my|the) (?:kids|children|baby)\b|\bwhat (?:do|should|would) i (?:even )?(?:say|tell them) (?:when|if) i (?:call|ring|phone|text)\b|\bcan i (?:text|email|chat online|message|webchat)\b(?! (?:him|her|my))|\bwho (?:would|will) i (?:be talking|talk|speak|be speaking) to\b|\bwast(?:e|ing) (?:their|someone'?s|the helpline'?s) time\b|\b(?:is it|is this|am i) (?:bad|serious) enough (?:to|for) (?:call|ring|a helpline)\b/,
  ],
  [
    'police',
    /\b(?:call|calling|ring|ringing|phone|phoning|contact|report (?:him|her|it|this) to|go to|tell|involve) (?:the )?(?:police|cops|999|911)\b|\breport (?:him|her|it|this|what (?:he|she) did)\b|\b(?:get|be|go|end up) (?:arrested|charged|locked up|prosecuted|in trouble with the police|to prison|to jail)\b|\b(?:restraining|protective|protection|non-molestation|occupation) orders?\b|\bpress(?:ing)? charges\b|\b(?:arrest|charge|prosecute|caution|lock up) (?:him|her|my (?:husband|partner|boyfriend|ex))\b|\b(?:police|cops)\b[^.!?]{0,40}\?|\bwill the police\b|\bclare'?s law\b/,
  ],
  [
    'scripture-pressure',
    /\bsubmi(?:t|ts|tting|ssive|ssion)\b|\bgodly (?:wife|woman|husband|marriage)\b|\bgod hates divorce\b|\bmalachi\b|\b(?:bible|scripture|god|jesus|church|pastor|priest|minister|elders?|vicar|faith|my small group)\b[^.!?]{0,15}\b(?:says?|said|tells? (?:me|us)|told (?:me|us)|teaches|commands?|wants? me)\b[^.!?]{0,40}\b(?:forgive|forgiving|submit|stay|divorce|obey|vows?|pray|honou?r|leave|wife|husband|separate|marriage|cheek)\b|\b(?:70|seventy) times (?:7|seven)\b|\b(?:i|we) (?:made|took|said|promised|spoke) (?:a |my |our )?(?:vows?|covenant)\b|\bmy (?:marriage |wedding )?vows\b|\bfor better (?:or|for) worse\b|\btill death\b|\buntil death do us part\b|\bturn the other cheek\b|\bkeeps? no record of wrongs\b|\b(?:wives|wife),? (?:submit|obey)\b|\bhead of the (?:house|household|home|family)\b|\bdivorce is (?:a )?sin\b|\b(?:is it|would it be|isn'?t it) (?:a )?sin(?:ful)? to (?:leave|divorce|separate)\b|\bwhat god has joined\b|\bmust forgive\b|\b(?:christian|biblical|good christian) (?:wife|thing to do|woman|husband)\b|\bgod (?:wants|would want) me to stay\b/,
  ],
  [
    'fault',
    /\b(?:is|was|isn'?t|wasn'?t) (?:it|this|that|all this|any of this) (?:all |really |partly |somehow )?my (?:own )?fault\b|\bmy fault\b|\bi (?:deserved|deserve) (?:it|this|that|what (?:he|she) did|to be)\b|\b(?:maybe|perhaps|did|do|what if|i think) i (?:provoked?|pushed|push|wound|wind|made|make|drove|drive) (?:him|her)\b|\bi provoked?\b|\bif i (?:was|were|had been|'d been|could be|tried harder to be) (?:a )?(?:better|nicer|more patient|more submissive|more loving|quieter|thinner|prettier|less annoying|good) ?(?:wife|husband|partner|girlfriend|boyfriend|mum|mom|person|christian)?\b|\bi shouldn'?t have (?:said|done|nagged|answered back|argued|pushed|asked|gone out|spoken)\b|\bi (?:brought|bring) (?:it|this) on myself\b|\b(?:am i|maybe i'?m|i'?m probably|i must be|maybe i am) (?:the problem|overreacting|too sensitive|exaggerating|being dramatic|to blame)\b|\b(?:he|she) (?:only|just) (?:does it|gets (?:angry|mad|violent)|hits me|hurts me|shouts|loses it) (?:because|cos|when) i\b|\bi (?:make|made|drive|drove) (?:him|her) (?:so )?(?:angry|mad|do it|lose (?:his|her) temper|hit me|do that)\b|\bblam(?:e|ing) myself\b|\bmy own doing\b|\b(?:he|she) says (?:it'?s|it is|it was) (?:all )?my fault\b/,
  ],
  [
    'leave',
    /\bshould i (?:just )?(?:leave|go|stay|get out|walk away|separate|divorce|move out|take the kids)\b|\b(?:i )?can'?t (?:just )?(?:leave|walk away|get out)\b|\bwhere (?:would|will|could|can|do) i (?:even )?go\b|\b(?:nowhere|no where|no ?one) (?:else )?to (?:go|stay with|turn to)\b|\bhow (?:do|can|would|could) i (?:ever )?(?:leave|get out|get away|escape)\b|\b(?:don'?t|do not) know how to (?:leave|get out|get away)\b|\bhow to (?:leave|get out|escape)\b(?! (?:the|a|this) (?:meeting|party|group|chat|job))|\b(?:afraid|scared|terrified|frightened) (?:to|of) (?:leave|leaving)\b|\bcan'?t afford to (?:leave|move out)\b|\bstay(?:ing)? for the (?:kids|children|baby)\b|\bis it (?:wrong|okay|ok|selfish|bad) (?:to|if i) (?:leave|go|divorce|separate)\b|\bwhat if i (?:leave|left|go)\b|\bif i (?:leave|left)\b[^.!?]{0,60}\?|\b(?:leave|leaving) (?:him|her)\b[^.!?]{0,40}\?/,
  ],
];

/** Which safety question, if any, the message asks. */
export function safetyQuestion(message: string): SafetyQuestion | null {
  const text = message
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ');
  for (const [kind, re] of FAMILIES) if (re.test(text)) return kind;
  return null;
}
