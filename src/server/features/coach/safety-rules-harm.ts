// The safety rules for harm to oneself (direct and indirect) and for a child at risk. See
// safety-patterns.ts for how rules are written.
import { CHILD, r, WHOSE, type SafetyRule } from './safety-patterns.ts';

export const HARM_RULES: SafetyRule[] = [
  // Self-harm and suicidal thoughts, direct and indirect.
  r(
    'self_harm',
    `\\bkill(?:ing)? myself\\b|\\bend(?:ing)? (?:my|my own) life\\b|\\btake my (?:own )?life\\b|\\bsuicid\\w*|\\bend (?:it all|everything)\\b`,
  ),
  r(
    'self_harm',
    `\\b(?:want|wanted|wanting|going|planning|thinking about|think about|thought about) (?:to )?(?:die|dying)\\b|\\bwish (?:i was|i were|i'?d been) (?:dead|never born|not (?:here|alive|born))\\b`,
  ),
  r(
    'self_harm',
    `\\bwish i (?:wasn'?t|weren'?t|was not|were not) (?:here|alive|born|around)\\b|\\bwish i could (?:die|disappear forever|not wake up|sleep forever)\\b`,
    false,
  ),
  r('self_harm', `\\b(?:hurt|hurting|harm|harming|cut|cutting|burn|burning) myself\\b|\\bself[- ]?harm\\w*`),
  r(
    'self_harm',
    `\\b(?:better off|happier|fine) without me\\b|\\bbetter off if i (?:was|were|'m) (?:gone|dead|not (?:here|around))\\b|\\bi'?m (?:a|such a|just a) burden (?:to|on)\\b`,
    false,
  ),
  r(
    'self_harm',
    `\\b(?:don'?t|do not|didn'?t) want to (?:wake up|be alive|exist|be here any ?more|go on|live\\b(?! (?:like|this way|with|in|together|here|there|apart)))`,
    false,
  ),
  r(
    'self_harm',
    `\\b(?:no|nothing) (?:reason|point) (?:to|in) (?:live|living|going on|being alive|being here)\\b|\\bnot worth living\\b|\\bwhat'?s the point (?:of|in) (?:living|life|going on|being alive|me being here)\\b`,
    false,
  ),
  r(
    'self_harm',
    `\\bcan'?t go on (?:any ?more|living)\\b|\\bcan'?t keep living\\b|\\b(?:go to sleep|sleep) and (?:never|not) wake up\\b|\\b(?:disappear|vanish) (?:forever|for good)\\b`,
    false,
  ),
  r(
    'self_harm',
    `\\b(?:letters?|notes?|goodbye) (?:to|for) my (?:kids|children|family|husband|wife|son|daughter|mum|mom|parents)\\b[^.!?]{0,40}\\bin case\\b|\\bin case i'?m (?:not (?:here|around)|gone)\\b`,
    false,
  ),
  r(
    'self_harm',
    `\\b(?:no one|nobody|noone) (?:would|will|'d|'ll) (?:even )?(?:miss|notice|care)\\b[^.!?]{0,25}\\bif i\\b|\\b(?:would|will) (?:anyone|they|he|she) (?:even )?(?:miss|notice) (?:me )?if i (?:was|were|'m) gone\\b`,
    false,
  ),
  r(
    'self_harm',
    `\\b(?:giving|gave|give) away my (?:things|stuff|belongings)\\b|\\b(?:saying|said) goodbye to (?:everyone|my (?:kids|family|children))\\b`,
  ),
  r(
    'self_harm',
    `\\b(?:stockpil\\w*|saving up|saved up|collecting) (?:my )?(?:pills|tablets|meds|medication)\\b|\\btake all (?:of )?(?:my|the) (?:pills|tablets|meds)\\b|\\boverdos\\w*`,
  ),
  // A child at risk.
  r(
    'child_at_risk',
    `\\b(?:hit|hits|hitting|hurt|hurts|hurting|beat|beats|beating|punch(?:ed|es)?|kick(?:ed|s)?|slap(?:ped|s)?|shook|shakes|shaking|chok(?:ed|es)|threw|throws|burn(?:ed|t|s)|bruised|abus\\w*) ${WHOSE} ${CHILD}\\b(?!'?s?'? feelings)`,
  ),
  r(
    'child_at_risk',
    `\\b(?:touch(?:es|ed|ing)?) ${WHOSE} ${CHILD} (?:inappropriately|sexually|in a sexual way)|\\bsexually (?:abus\\w*|touch\\w*) ${WHOSE} ${CHILD}\\b|\\bshaken baby\\b`,
  ),
  r(
    'child_at_risk',
    `\\b${CHILD} (?:are |is )?(?:terrified|scared|afraid|frightened) (?:of|that) (?:him|her|he|she|their (?:dad|father|mum|mom|mother|stepdad|stepmum|stepmom))\\b`,
  ),
  r(
    'child_at_risk',
    `\\b(?:left|leaves|leaving) ${WHOSE} (?:baby|toddler|kids?|children|son|daughter) (?:alone|home alone|in the car)\\b`,
  ),
];
