// The safety rules for harm to oneself: suicidal thoughts (direct and indirect), plans and methods, and
// self-harm. See safety-patterns.ts for how rules are written.
import { r, type SafetyRule } from './safety-patterns.ts';

/** Someone else ending something ("he wants to end it") is about the relationship, not a life. */
const NOT_MY_ENDING =
  '(?<!\\b(?:he|she|they|we|husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|fianc\\w*|spouse)\\b[^.!?;,]{0,30}end)(?<!\\b(?:relationship|marriage|engagement|affair|friendship)\\b[^.!?]{0,60}end)';

export const HARM_RULES: SafetyRule[] = [
  r(
    'self_harm',
    `\\bkill(?:ing)? myself\\b|\\bkms\\b|\\bunalive (?:myself|me)\\b|\\bend(?:ing)? (?:my|my own) life\\b|\\btak(?:e|ing|en) my (?:own )?life\\b|\\bsuicid\\w*|\\bend(?:ing)? (?:it all|everything)\\b|\\b(?:off|top|topping|offing) myself\\b|\\bdo myself in\\b|\\b(?:hang|hanging|hung|drown|drowning|shoot|shooting|gas|gassing|poison|poisoning|starv(?:e|ing)) myself\\b|\\bthrow(?:ing)? myself (?:off|in front of|under)\\b|\\b(?:slit|slitting|cut|cutting|slash|slashing) my wrists?\\b|\\bnoose\\b`,
  ),
  // "I'm thinking of ending it", "I'm going to end it tonight": flagged unless someone else is ending
  // it or the sentence says what "it" is ("ending things with him", "my marriage... end it").
  r(
    'self_harm',
    `\\bend${NOT_MY_ENDING}(?:ing)? (?:it|things)\\b(?! (?:with|between|off|on a (?:good|high|positive|nice) note|amicably|properly|on good terms|peacefully|nicely|kindly|before (?:it|things) (?:gets?|goes))\\b)`,
  ),
  r(
    'self_harm',
    `\\b(?:want|wanted|wanting|wanna|going|planning|plan|thinking about|think about|thought about|thinking of|think of|thought of|ready|prepared|tempted|trying|tried) (?:to )?(?:die|dying)\\b|\\bwish(?:ing|ed)? (?:i was|i were|i'?d been|i could be|i had been|i'?d never been|i had never been) (?:dead|never born|born|not (?:here|alive|born))\\b`,
  ),
  r(
    'self_harm',
    `\\b(?:rather|sooner) (?:be dead|die)\\b|\\bbetter off dead\\b|\\bwant(?:ed)? to be dead\\b|\\b(?:want|wanted|wanna|wish i could|would like) to (?:just )?(?:go to )?sleep (?:forever|and never wake up)\\b|(?:\\b(?:done|finished) with|\\bhad enough of|\\b(?:tired|sick|fed up) of) (?:life|living|being alive|it all)\\b(?! (?:with|in|like|paycheck|at|here|there|under|on|off|out|together|apart|this way|so far|next|near|without)\\b)`,
  ),
  r(
    'self_harm',
    `\\b(?:easier|better|simpler|fine|happier|calmer|nicer)(?: off)? (?:for (?:everyone|everybody|them|him|her|the kids|my (?:family|kids|children)) )?if i(?:'m not (?:here|around)|'m gone| (?:just )?(?:died|was dead|were dead|am not (?:here|around)|wasn'?t alive|weren'?t alive|wasn'?t here|weren'?t here|wasn'?t around|was gone|were gone|disappeared|never woke up|didn'?t wake up))\\b`,
    false,
  ),
  r(
    'self_harm',
    `\\bwish i (?:wasn'?t|weren'?t|was not|were not) (?:here|alive|born|around)\\b|\\bwish i could (?:just )?(?:die|disappear forever|not wake up|sleep forever)\\b|\\b(?:hope|wish|pray) (?:i )?(?:don'?t|do not|never|won'?t) wake up\\b|\\b(?:want|wanted|wanna|wish i could|would like) to (?:just )?not (?:exist|be alive|be here|wake up)\\b|\\bwish i (?:didn'?t|did not) exist\\b`,
    false,
  ),
  r(
    'self_harm',
    `\\b(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|hit|hitting|punch|punching|scratch|scratching) myself\\b|\\bself[- ]?harm\\w*|\\b(?:cut|cutting|burn(?:ed|t|ing)?) (?:my|myself on my) (?:arms?|wrists?|legs?|thighs?|skin|stomach)\\b(?! (?:on (?:the|a|an|his|her|my) (?:oven|stove|hob|iron|pan|kettle|tray|grill|bbq|barbecue|curling iron|straighteners|radiator|glass|knife|tin|fence|nail)|cooking|baking|making|while|at work|by accident|accidentally|shaving|gardening)\\b)|\\b(?:thinking (?:about|of)|think about|urges? to|want to|started|relapsed\\w*) (?:cut|cutting)(?: again)? *(?:[.!?,;]|$)`,
  ),
  r(
    'self_harm',
    `\\b(?:better off|happier|fine) without me\\b|\\bbetter off if i (?:was|were|'m) (?:gone|dead|not (?:here|around))\\b|\\b(?:i'?m|i am|i feel like|feel like) (?:a|such a|just a|only a|nothing but a) burden\\b`,
    false,
  ),
  r(
    'self_harm',
    `\\b(?:don'?t|do not|didn'?t) (?:want|wanna) to (?:wake up|be alive|exist|be here any ?more|go on|keep going|carry on|live\\b(?! (?:like|this way|with|in|together|here|there|apart)))\\b(?! (?:to|with|like|this way|at|on)\\b)`,
    false,
  ),
  r(
    'self_harm',
    `\\b(?:no|nothing) (?:reason|point) (?:to|in) (?:live|living|going on|being alive|being here|anything any ?more)\\b|\\bnot worth living\\b|\\blife(?:'s| is)? (?:not|isn'?t|never) worth (?:living|it|the (?:effort|pain|bother|fight|hassle|struggle))\\b|\\bwhat'?s the point (?:of|in) (?:living|life|going on|being alive|me being here|anything any ?more)\\b|\\bnothing (?:left )?to live for\\b|\\b(?:no|lost the|losing the|lost my) (?:will|desire|wish) to (?:live|go on)\\b|\\bwhy (?:should|would|do) i (?:keep |go on |carry on |bother )?(?:living|staying alive)\\b`,
    false,
  ),
  // "I don't see a reason to keep living": a reason to live that is missing, not "you're my reason to live".
  r(
    'self_harm',
    `\\breason(?<!\\b(?:my|our|your|his|her|their|the)\\s(?:\\w+\\s)?reason)s? (?:left )?(?:to|for) (?:keep(?:ing)? |go(?:ing)? on |carry(?:ing)? on )?(?:living|live|stay(?:ing)? alive|be(?:ing)? alive|exist|wake up|go on|keep going|carry on|get up)\\b(?! with\\b)`,
    false,
  ),
  r(
    'self_harm',
    `\\bcan'?t go on (?:any ?more|living)\\b(?! (?:in|with|like|here|there|at|under|on)\\b)|\\bcan'?t keep living\\b|\\b(?:go to sleep|sleep) and (?:never|not) wake up\\b(?! (?:until|till|before|at|early|for (?:an? (?:hour|bit|few|couple)|the weekend))\\b)|\\b(?:disappear|vanish) (?:forever|for good)\\b|\\bwant (?:it all|everything|all of it|the pain|my life|life) to (?:end|stop|be over)\\b`,
    false,
  ),
  r(
    'self_harm',
    `\\b(?:letters?|notes?|goodbye) (?:to|for) my (?:kids|children|family|husband|wife|son|daughter|mum|mom|parents)\\b[^.!?]{0,40}\\bin case\\b|\\bin case i'?m (?:not (?:here|around)|gone)\\b|\\bwon'?t be (?:here|around) (?:much longer|for much longer|for long|by (?:tomorrow|morning|the weekend))\\b|\\bthis is my last (?:message|night|day|goodbye)\\b|\\b(?:goodbye|farewell) (?:letters?|notes?)\\b|\\bby the time you read this\\b`,
    false,
  ),
  r(
    'self_harm',
    `\\b(?:no one|nobody|noone) (?:would|will|'d|'ll) (?:even )?(?:miss|notice|care|realis\\w*|realiz\\w*)\\b[^.!?]{0,25}\\bif i\\b|\\b(?:would|will) (?:anyone|they|he|she) (?:even )?(?:miss|notice) (?:me )?if i (?:was|were|'m) gone\\b`,
    false,
  ),
  r(
    'self_harm',
    `\\b(?:giving|gave|give) away my (?:things|stuff|belongings)\\b|\\b(?:saying|said) (?:goodbye|my goodbyes) to (?:everyone|my (?:kids|family|children))\\b(?! (?:for the (?:week|weekend|day|night|summer|holidays?)|at (?:the|school)|before (?:school|work)|this morning)\\b)(?![^.!?]{0,30}\\b(?:they'?re|they are) (?:at|with|staying)\\b)`,
  ),
  // Methods: pills and tablets, jumping, traffic, the car.
  r(
    'self_harm',
    `\\b(?:stockpil\\w*|hoard\\w*|saving up|saved up|collecting) (?:my |all (?:my )?)?(?:pills|tablets|meds|medication|painkillers|paracetamol)\\b|\\boverdos\\w*|\\b(?:pills|tablets|meds)\\b[^.!?]{0,20}\\b(?:ready|saved|hidden|stashed|just in case)\\b|\\bstash of (?:pills|tablets|meds|medication)\\b|\\bhow many (?:pills|tablets|paracetamol|painkillers)\\b[^.!?]{0,30}\\b(?:take|kill|die|enough)\\b|\\b(?:ways|how) to (?:die|kill myself|end it|end my life)\\b|\\b(?:take|taking|took|swallow\\w*|down|downing) (?:the|a) whole (?:bottle|packet|box|pack)\\b|\\b(?:take|taking|took|swallow|swallowing|swallowed|down|downing) (?:all|every one|the whole (?:bottle|packet|box)|a whole (?:bottle|packet|box)|a (?:handful|bottle|packet|load|bunch)|too many|loads|lots) (?:of )?(?:my |the |his |her |those |these |them )?(?:pills|tablets|meds|medication|medicine|paracetamol|painkillers|sleeping pills|antidepressants|insulin|ibuprofen|aspirin|tylenol|co-codamol)\\b(?! (?:on time|every (?:day|morning|night|evening)|as prescribed|regularly|with (?:food|breakfast|dinner|water)|in the morning|at night|properly|like i'?m supposed to)\\b)`,
  ),
  r(
    'self_harm',
    `\\bjump(?:ing|ed|s)? (?:off|from) (?:a|the|my|that|this) (?:bridge|building|roof|rooftop|cliff|balcony|ledge|tower|car park|multi-storey|window)\\b|\\b(?:jump|jumping|step|stepping|walk|walking|lie down|lying down|run|running|throw myself) (?:in front of|under) (?:a|the) (?:train|bus|lorry|truck|car|tram)\\b|\\binto (?:oncoming )?traffic\\b|\\b(?:drive|driving|drove|crash|crashing|steer|steering) (?:my|the|our) car (?:into|off)\\b|\\bdrive (?:off|into) (?:a|the) (?:bridge|cliff|tree|wall|river|lake|sea)\\b|\\bwalk(?:ing)? into the (?:sea|ocean|river|lake)\\b|\\bstand(?:ing|s)? on (?:the|a|that) (?:bridge|ledge)\\b`,
  ),
  // "I'd rather not be alive": the "not" belongs to the wish, so no negation can cancel it.
  r(
    'self_harm',
    `\\b(?:rather|sooner) not (?:be here|exist|be alive|wake up|live|be around)\\b|\\bwish(?:ing|ed)? i (?:was|were|had|'d) never (?:been )?born\\b`,
    false,
  ),
];
