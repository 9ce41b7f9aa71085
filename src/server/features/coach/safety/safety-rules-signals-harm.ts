// Indirect signs that someone is getting ready to die, clear enough to be a crisis though the act is
// never named: medication saved up or counted, looking up doses and methods, the means kept ready or in
// hand, goodbye letters and goodbyes said, the will and affairs put in order, things given away, going
// to the place. See safety-patterns.ts for how rules are written; the ambiguous signs, which get a
// direct question instead, are in safety-rules-ask.ts and safety-wish.ts.
import { r, type SafetyRule } from './safety-patterns.ts';

const MEDS =
  '(?:pills|tablets|meds|medication|medicine|painkillers|paracetamol|co-codamol|codeine|tramadol|sleeping (?:pills|tablets)|sleepers|antidepressants|insulin|ibuprofen|aspirin|tylenol|prescriptions?|diazepam|valium|zopiclone|morphine|oxy(?:contin|codone)?)';

/** Wording that ties an act to after one's death: "in case", "for when I'm gone". */
const AFTER_ME =
  "(?:just in case|in case (?:anything|something) happens|in case i'?m (?:not|gone)|in case|for when i'?m (?:gone|not (?:here|around))|for after(?:wards)?|after i'?m gone|when i'?m gone|once i'?m gone|if i'?m not (?:here|around)|so they(?:'ll)? know|so (?:he|she|they) (?:can|will|won'?t|don'?t) (?:manage|cope|have to)|for when i do it|once i'?ve done it)";

export const SIGNAL_HARM_RULES: SafetyRule[] = [
  // Saved-up medication: the means kept ready.
  r(
    'self_harm',
    `\\b(?:stockpil\\w*|hoard\\w*|sav(?:e|ed|ing)(?: up)?|collect(?:ed|ing)?|stash(?:ed|ing)?|squirrel(?:l)?(?:ed|ing) away|put(?:ting)? aside|keep(?:ing)? back|held back|holding back|saving them) (?:up )?(?:all |some |a few |extra |enough )?(?:of )?(?:my |the |his |her |mum'?s |mom'?s |these |those )?(?:[\\w']+ ){0,2}${MEDS}\\b|\\b(?:enough|so many|a stash of|a pile of|a drawer full of|a box of|boxes of|loads of) ${MEDS}\\b[^.!?]{0,30}\\b(?:now|saved|put away|hidden|to do it|to end|for (?:it|when|if)|in (?:my|the) (?:drawer|bag|wardrobe|car)|ready|that (?:nobody|no one) knows)\\b|\\b(?:counted|counting|count)(?: out)? (?:my |the |all (?:my |the )?)?${MEDS}\\b|\\b${MEDS}\\b[^]{0,60}\\b(?:just so i have (?:the|an|a way) (?:option|way out|exit|choice)|so i have (?:the|an) (?:option|way out|exit)|when (?:it|things) gets? too much|for when i can'?t (?:take|cope|do) (?:it|this|any more))`,
    false,
  ),
  // Looking up how: doses, methods, whether something would hold.
  r(
    'self_harm',
    `\\b(?:looked up|look(?:ing)? up|googl\\w*|search(?:ed|ing)?|research(?:ed|ing)?|read(?:ing)? up on|worked out|work(?:ing)? out|figur(?:ed|ing) out|wonder(?:ed|ing)|check(?:ed|ing))\\b[^.!?]{0,25}\\b(?:how (?:many|much)(?: \\w+){0,4} (?:it would|it'?d|would it|it will|will it|i'?d need|i would need|i need|to take)(?! to\\b)|lethal (?:dose|amount)|fatal (?:dose|amount)|(?:quickest|easiest|least painful|painless|surest|best) way to (?:go|die|do it|end it)|painless ways?|how long it takes to (?:die|drown|bleed out|lose consciousness|pass out)|how (?:high|tall|far) (?:a|the) (?:bridge|building|drop|fall)|how to tie (?:a )?(?:noose|knot that|rope|ligature)|how many floors)|\\b(?:test(?:ed|ing)?|check(?:ed|ing)?|see(?:ing)? (?:if|whether)|wonder(?:ed|ing) (?:if|whether))\\b[^.!?]{0,25}\\b(?:belt|rope|beam|banister|bannister|hook|rail|loft hatch|curtain rail|door frame|cord|cable|scarf)\\b[^.!?]{0,20}\\b(?:would |will |could |can |is strong enough to )?(?:hold|take) (?:my|the|me|a person'?s) ?(?:weight)?`,
    false,
  ),
  // The things of a death: ropes, blades, hosepipes kept ready.
  r(
    'self_harm',
    `\\b(?:bought|buy|buying|ordered|got|have|'ve got|hid|hidden|keep|kept|keeping|hiding)\\b[^.!?]{0,12}\\b(?:a |the |some )?(?:rope|hose ?pipe|charcoal|helium|razors?|razor blades?|blades?|ligature)\\b[^.!?]{0,40}\\b(?:in case|just in case|for (?:myself|me|when)|ready|hidden|for later|in the (?:garage|shed|boot|car|drawer|loft)|in my (?:drawer|bag|room|car)|nobody knows|no one knows|again)\\b|\\b(?:rope|hose ?pipe|ligature)\\b[^.!?]{0,30}\\b(?:ready|hidden|just in case)\\b`,
    false,
  ),
  // Goodbye letters and notes, with what shows they are for after.
  r(
    'self_harm',
    `\\b(?:wrote|written|writing|write|left|leaving|leave|finished|drafted|recorded|recording|made|making|keep|kept|keeping)\\b[^.!?]{0,20}\\b(?:letters?|notes?|cards?|messages?|videos?|goodbyes?)\\b (?:to|for|addressed to) (?:my|each of my|each of the|the|everyone|all|him|her|them)\\b[^]{0,80}?\\b(?:${AFTER_ME}|to (?:read|open|find|watch) (?:after|when|if|once)|to find\\s*(?:[.!?]|$)|explaining (?:why|everything)|to say (?:sorry|goodbye)|saying (?:sorry|goodbye)|under my pillow|where (?:he|she|they)(?:'ll| will) find)\\b|\\b(?:suicide|goodbye|farewell) (?:letters?|notes?|messages?|videos?)\\b|\\b(?:wrote|written|writing|write|sent|sending|send|left|leaving|recorded|recording) (?:a |my )?(?:last|final) (?:messages?|letters?|notes?|videos?|words)\\b`,
    false,
  ),
  // Affairs put in order, the will done, goodbyes said, passwords written down "for when I'm gone".
  r(
    'self_harm',
    `\\bmy (?:will|affairs)\\b[^]{0,80}\\b(?:goodbye|goodbyes|${AFTER_ME}|so (?:everything|it)'?s (?:ready|sorted|in order)|ready now)\\b|\\b(?:made|wrote|written|updated|sorted|did|done|finished)\\b[^.!?]{0,10}\\bmy will\\b[^.!?]{0,10}\\b(?:and|then)\\b|\\b(?:put|putting|get|getting|got|sort|sorting|sorted) my (?:affairs|things|life|stuff|paperwork) in order\\b|\\b(?:wrote|written|writing|left|leaving|made|making)\\b[^.!?]{0,12}\\b(?:down )?(?:all )?(?:of )?(?:my |the )?(?:passwords|pins?|pin numbers|bank details|log-?ins|instructions|a list of who gets|who gets what)\\b[^.!?]{0,50}\\b${AFTER_ME}|\\b(?:said|saying|say|sent|sending)\\b (?:my )?(?:quiet |proper |last |final )?goodbyes?\\b[^.!?]{0,20}\\b(?:to everyone|to everybody|to all of them|to the kids|to my (?:kids|children|babies|family|friends|parents)|in my own way|without (?:them|anyone|anybody|people|him|her) (?:knowing|realising|realizing|noticing)|without telling (?:them|anyone|him|her))(?! (?:for the (?:week|weekend|day|night|summer|holidays?)|at (?:the|school)|before (?:school|work)|this morning)\\b)(?![^.!?]{0,30}\\b(?:they'?re|they are) (?:at|with|staying)\\b)|\\b(?:last|final) goodbyes?\\b|\\b(?:after|once) i'?m (?:gone|dead|no longer (?:here|around))\\b(?! (?:on|for|to|away|at|out|from|abroad|with|all day|this)\\b)|\\bwhen i'?m (?:dead|no longer (?:here|around))\\b|\\bfor when i'?m gone\\b|\\bsaid goodbye to (?:everyone|everybody|my (?:kids|children|family))\\b(?! (?:for the (?:week|weekend|day|night|summer|holidays?)|at (?:the|school)|before (?:school|work)|this morning)\\b)(?![^.!?]{0,30}\\b(?:they'?re|they are) (?:at|with|staying)\\b)`,
    false,
  ),
  // Giving away what one won't need.
  r(
    'self_harm',
    `\\b(?:giving|gave|given|give|handing|handed)\\b (?:away )?(?:all |most |lots |everything )?(?:of )?(?:my |the )?(?:\\w+ ){0,2}(?:things|stuff|belongings|possessions|clothes|jewel(?:le)?ry|books|records|guitar|games|collection|rings?|necklace|watch|plants|dog|cat|pets?|savings|car)?\\b[^.!?]{0,50}\\b(?:won'?t (?:need|be needing|be using)|not going to need|don'?t need (?:it|them|anything) any ?more|where i'?m going|no use to me (?:now|soon)|(?:wanted|want) (?:them|her|him) to have (?:it|them|him|her) (?:before|now|while))\\b|\\b(?:giving|gave|give|given) away (?:all |most )?(?:of )?my (?:things|stuff|belongings|possessions|favou?rite)\\b|\\bwon'?t (?:need|be needing) (?:it|them|this|these|that|anything|any of (?:it|this|them)) (?:where i'?m going|much longer|for much longer|after (?:tonight|today|this week|tomorrow|friday|the weekend))\\b`,
    false,
  ),
  // Goodbyes to the coach or to everyone; messages for after.
  r(
    'self_harm',
    `\\bthis is (?:goodbye|my goodbye|the last (?:time|message) (?:you'?ll|i'?ll|i will|you will)|it for me)\\b|\\bgoodbye (?:everyone|world|forever|for good)\\b|\\b(?:last|final) (?:time|message|conversation) (?:i'?ll|i will|you'?ll|you will) (?:ever )?(?:talk|speak|write|hear|send)\\b|\\btell (?:my (?:kids|children|son|daughter|babies|family|husband|wife|mum|mom|parents|sister|brother)|them|everyone) (?:that )?(?:i (?:love|loved|am sorry|'m sorry|was sorry)|i'?m sorry|sorry|how much i love)\\b|\\bthank(?:s| you) for everything\\b[^]{0,60}\\b(?:i'?m sorry|forgive me|for the last time|goodbye forever|i won'?t be|take care of (?:them|him|her|the kids|my))\\b`,
    false,
  ),
  // Not being here much longer; them being free of me soon; a permanent way out.
  r(
    'self_harm',
    `\\b(?:won'?t|will not|not going to|not gonna) be (?:a |your |his |her |their |anyone'?s )?(?:burden|problem|bother|trouble|nuisance|weight|worry)\\b[^.!?]{0,20}\\b(?:much longer|for long|for much longer|soon|after (?:tonight|today|this))\\b|\\b(?:won'?t|will not|wont|nobody will|no one will) (?:have to )?(?:worry about|deal with|put up with|look after|carry) me (?:much longer|for much longer|for long|soon|after (?:tonight|today|this))\\b|\\b(?:free|rid) of me (?:soon|for good|forever|once and for all|after tonight|by (?:tomorrow|morning))\\b|\\b(?:only|one) way out\\b(?! of (?:the|this|that|our|my|his|her) (?!and\\b|but\\b|i\\b)\\w)|\\bpermanent (?:solution|way out|escape)\\b(?! (?:for|to) (?:the|our|this|that|a|an|his|her|my|their) (?!pain|problem of me)\\w)|\\bwon'?t be (?:here|around|alive) to see\\b|\\b(?:don'?t|do not) (?:plan|intend|expect) (?:on |to )?(?:be(?:ing)? )?(?:here|around|alive) (?:for|by|at|to see|much longer|next)\\b`,
    false,
  ),
  // Knowing how or when, and the calm of having decided.
  r(
    'self_harm',
    `\\bi(?:'ve| have)? (?:know|knew|worked out|figured out|decided|planned|picked|chosen|chose|settled on) (?:exactly )?(?:how|when|where|the (?:day|date|place|way)) (?:i'?d|i would|i will|i'?ll|i'?m going to|i'?m gonna|to) (?:do it|go|end it|end things|leave this world)\\b|\\bi'?ve (?:picked|chosen|set|got) (?:a|the) (?:day|date)(?: and (?:the )?(?:place|time|way))?\\s*(?:[.!]|$)|\\b(?:calm|peace|peaceful|at peace|relieved|lighter)\\b[^.!?]{0,30}\\b(?:now (?:that )?i'?ve (?:decided|made (?:up my mind|the decision|my decision))\\b(?! (?:to|on|that|about|what|whether|if)\\b)|since i (?:decided|made (?:up my mind|my decision))\\b(?! (?:to|on|that|about|what|whether|if)\\b))|\\b(?:think|thinking|thought|dream|dreaming|day ?dream\\w*|fantasi[sz]\\w*)\\b[^.!?]{0,15}\\babout (?:(?:just |simply )?not (?:being (?:here|around|alive)|existing|waking up)|being dead|my (?:own )?funeral|how i'?d die|who would come to my funeral)\\b`,
    false,
  ),
  // Going to the place: a bridge, the tracks, a cliff, looking and thinking.
  r(
    'self_harm',
    `\\b(?:went|go|going|keep going|drove|drive|driving|walked|walk|sat|sit|sitting|stood|stand|standing|parked|been|was|keep ending up)\\b[^.!?]{0,25}\\b(?:to|on|at|by|near|up|onto|over) (?:the|a|that|this) (?:bridge|cliff|cliffs|cliff edge|clifftop|railway(?: line| bridge| tracks)?|train tracks|tracks|edge|ledge|roof|rooftop|top (?:floor )?of the (?:car park|multi-storey|building)|viaduct|reservoir|quarry|platform)\\b[^.!?]{0,50}\\b(?:again|thinking|looking down|look down|for (?:an hour|hours|ages|a while|a long time)|in the (?:dark|middle of the night)|at (?:night|midnight|\\d+ ?(?:am|in the morning))|wondering|how easy|how high|how far|just stared|staring|couldn'?t (?:do it|go through)|almost|nearly)\\b|\\btrains? that (?:don'?t|doesn'?t|never) stop\\b|\\b(?:the )?(?:fast|express|next) trains? (?:go(?:es)?|come|comes|came|rush(?:es)?) (?:through|past)\\b[^.!?]{0,40}\\b(?:step|jump|close|edge|easy|thinking)\\b`,
    false,
  ),
  // Hiding the marks of self-harm.
  r(
    'self_harm',
    `\\b(?:hide|hiding|hid|cover|covering|covered|keep covering)\\b[^.!?]{0,25}\\b(?:my )?(?:fresh |new |the )?(?:scars|cuts|burns) (?:on|up|down) my (?:arms?|wrists?|legs?|thighs?|stomach)\\b|\\b(?:long sleeves|sleeves down|plasters|bandages)\\b[^.!?]{0,30}\\b(?:so|to hide|to cover|because)\\b[^.!?]{0,30}\\b(?:my (?:arms|wrists|thighs|legs)|what i(?: did|'ve done| have done| do)|the (?:cuts|scars|burns))\\b`,
    false,
  ),
  r(
    'self_harm',
    `\\b(?:take|taking|took|swallow\\w*|down|downing) (?:every|each) (?:single )?(?:pill|tablet|capsule)\\b|\\b(?:every|all (?:the|of the)?) (?:pills?|tablets?|meds|medication|painkillers) in the (?:house|cupboard|cabinet|drawer|flat|bathroom)\\b`,
    false,
  ),
  // An overdose taken, or pills with drink: "I took 20 paracetamol", "vodka and all my tablets".
  r(
    'self_harm',
    `\\b(?:took|taken|swallowed|had|necked|downed|just took)\\b[^.!?]{0,10}\\b(?:[1-9]\\d+|ten|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|a (?:load|lot|bunch|handful|packet|box|bottle|strip|whole (?:packet|box|bottle|strip))|loads|all|too many) (?:of )?(?:my |the |his |her )?(?:[\\w']+ ){0,2}${MEDS}\\b|\\b(?:vodka|wine|whisky|whiskey|gin|rum|alcohol|booze|drink)\\b[^.!?]{0,30}\\b(?:and|with|plus) (?:all|every|a (?:load|handful|packet|box|bottle) of|loads of) (?:of )?(?:my |the )?${MEDS}\\b`,
    false,
  ),
  // The car in the garage with the engine running; being at the place now; staring at the means.
  r(
    'self_harm',
    `\\b(?:engine|car) (?:running|on)\\b[^.!?]{0,30}\\bgarage\\b|\\bgarage\\b[^.!?]{0,30}\\bengine (?:running|on)\\b|\\bexhaust\\b[^.!?]{0,20}\\b(?:hose|pipe)\\b|\\bi'?m (?:(?:standing|sitting|stood|sat|waiting|lying) )?(?:on|at|up on|by|near|next to|beside) (?:the|a|that) (?:bridge|cliff|cliffs|cliff edge|edge|ledge|roof|rooftop|railway|railway line|tracks|train tracks|platform edge|top of the car park|multi-storey)\\b(?! (?:of|club|fixing|cleaning|with (?:him|her|the kids|my)|to (?:fix|clean|get|watch|see))\\b)|\\b(?:keep |kept |been |can'?t stop |just |sat |sitting )?(?:looking|staring|stare|stared) at (?:the|my|his|those|these|all (?:the|my)) (?:knife|knives|knife block|blades?|razors?|pills|tablets|meds|rope|train tracks|tracks|gun)\\b`,
    false,
  ),
  // Letters for everyone; the kids made safe for after; a hotel room not to check out of; "look after my
  // cat when I'm gone".
  r(
    'self_harm',
    `\\b(?:wrote|written|writing|write|left|leaving)\\b (?:my |each of my |the |all my )?(?:kids|children|son|daughter|family|everyone|all of them|each of them|parents) (?:a |an |my )?(?:(?:last|final|goodbye) (?:letters?|notes?|cards?)|(?:letters?|notes?|cards?) each)\\b(?! (?:for (?:their|his|her|the|christmas|birthdays?|valentine)|about|to (?:say|tell) (?:how|thank)|saying (?:how|thank)))|\\b(?:made sure|making sure|make sure|sorted it so|arranged (?:it )?so|so that)\\b[^.!?]{0,30}\\b(?:will|'ll|would|'d|are going to) be (?:ok|okay|fine|alright|all right|looked after|cared for|taken care of) (?:without me|when i'?m gone|after i'?m gone)\\b(?! (?:for|this|next|on|while|at|during|tonight|tomorrow|today)\\b)|\\bnot (?:planning|going|intending) (?:on |to )(?:check(?:ing)? out|wak(?:e|ing) up)\\b(?! (?:early|at|until|till|before|for|in time|on time)\\b)|\\b(?:look after|take care of|feed|walk|give|keep|love)\\b[^.!?]{0,25}\\b(?:when|after|once) i'?m gone\\b`,
    false,
  ),
  // The means laid out or in hand; jumping thought of; cutting again; a medical treatment stopped on purpose.
  r(
    'self_harm',
    `\\b${MEDS}\\b[^.!?]{0,20}\\b(?:lined up|laid out|set out|spread out|in front of me|counted out)\\b|\\b(?:sitting|sat|standing|lying|locked in)\\b[^.!?]{0,40}\\bwith (?:a|the|his|my|all (?:my|the|of my)) (?:razor|blade|knife|rope|belt|gun|bottle of (?:pills|tablets)|${MEDS})\\b|\\b(?:thinking (?:of|about)|think about|want to|wanting to|wanna|going to|gonna|tempted to|urges? to|could just) (?:just )?(?:jump|jumping|step(?:ping)? off|throw(?:ing)? myself)\\b(?! (?:ship|on|at|in|into|through|to|back|ahead|off the sofa|the queue|out of (?:bed|my skin))\\b)|\\bi (?:cut|burned|burnt) (?:again|deeper)\\b|\\bdeeper this time\\b|\\b(?:stopped|stop|stopping|skip(?:ping|ped)?|not) (?:taking )?(?:my )?(?:insulin|heart (?:pills|meds|tablets)|blood thinners|epilepsy (?:meds|tablets)|dialysis)\\b[^.!?]{0,30}\\b(?:on purpose|deliberately|so (?:that )?i|and i don'?t care)\\b|\\b(?:fine|ok|okay|at peace|happy|wouldn'?t mind|don'?t mind|wouldn'?t care)\\b (?:with |about |if i )?(?:not|never|didn'?t) (?:waking up|wake up|being here|being around|existing)\\b`,
    false,
  ),
  // Last words: "the last you'll hear from me", sorry for being a burden; things promised away.
  r(
    'self_harm',
    `\\b(?:the )?last (?:you'?ll|you will|anyone will|they'?ll|he'?ll) (?:ever )?hear (?:from|of) me\\b|\\bsorry (?:for|about|that i'?m|i'?m|to be) (?:being )?(?:such )?a burden\\b|\\b(?:told|telling|tell)\\b[^.!?]{0,25}\\b(?:can|could|should|will) (?:have|keep|take) (?:all )?(?:of )?my (?:\\w+ )?(?:things|stuff|clothes|jewel\\w*|books|records|guitar|car|dog|cat|everything|ring|rings)\\b`,
    false,
  ),
  // Self-harm by its effects; a funeral planned; imagining the method; the pills got; "not going to" live like this.
  r(
    'self_harm',
    `\\b(?:scratch\\w*|pick\\w*|bit(?:e|ing)?|bang\\w*|hit(?:ting)?|punch\\w*|burn\\w*|cut(?:ting)?) (?:my (?:arms?|legs?|skin|wrists?|thighs?|head|hands?|stomach)|myself)\\b[^.!?]{0,25}\\b(?:until|till|til|so) (?:it|they|i) (?:bleeds?|bled|bleed|bruises?|pass(?:ed)? out)\\b|\\b(?:don'?t think|doubt|not sure if|not sure) i'?ll (?:still )?be (?:here|around|alive) (?:next (?:week|month|year)|by|much longer|for much longer|tomorrow|in a (?:week|month|year))\\b|\\b(?:planned|planning|plan|wrote|writing|written|chose|chosen|choosing|picked|picking|decided)\\b[^.!?]{0,30}\\bmy (?:own )?funeral\\b|\\bmy (?:own )?funeral\\b[^.!?]{0,30}\\b(?:songs?|music|hymns?|plans?|wishes|readings?)\\b|\\b(?:imagin\\w*|picture|picturing|fantasi[sz]\\w*|dream\\w* (?:about|of)|keep seeing myself)\\b[^.!?]{0,10}\\b(?:driv\\w*|jump\\w*|step\\w*|crash\\w*|walk\\w*|steer\\w*) (?:off|into|in front of|under) (?:the|a)\\b|\\b(?:i'?ve got|i have|got) (?:the|my|all (?:the|my)|enough) ${MEDS}\\b(?:\\s*(?:[.!?,]|$)| (?:ready|here|right here|in front of me|with me|now|tonight|in my hand))|\\bcan'?t (?:live|go on|keep living) like this\\b[^.!?]{0,20}\\b(?:and i'?m not going to|and i won'?t)\\b(?![^.!?]*\\b(?:leav\\w*|divorce|move out|moving out|separat\\w*)\\b)|\\b(?:goodbye|bye)\\b[^]{0,20}\\bthank(?:s| you) for (?:trying|everything you tried)\\b`,
    false,
  ),
  // Doses that kill looked into; the means taken along; goodbyes already said; papers shown for after.
  r(
    'self_harm',
    `\\b(?:fatal|lethal|deadly) (?:dose|amount|overdose|quantity)\\b|\\b(?:what|which|how much|how many)\\b[^.!?]{0,40}\\b(?:is|would be|are|would) (?:fatal|lethal|deadly|enough to (?:die|kill (?:me|myself)))\\b|\\b(?:drove|went|walked|go|going|took myself)\\b[^.!?]{0,30}\\bwith (?:a|the|my) (?:rope|hose ?pipe|ligature|noose|pills|tablets|razor|blade)\\b|\\b(?:already |quietly )?said my goodbyes\\b(?![^.!?]{0,40}\\b(?:funeral|grave|hospital|hospice|party|wedding|airport|station|leaving do|reunion)\\b)|\\bwhere my (?:will|life insurance|insurance (?:papers|policy)|important papers|passwords) (?:is|are)\\b|\\bwhat i want done with (?:the kids|my (?:kids|children|things|stuff|body|ashes|dog|cat|belongings))\\b`,
    false,
  ),
  // A weapon turned on oneself; last words; wanting to stop existing; a bottle of pills and "done"; cutting
  // for years; better once I'm gone; a letter "for after" to him; "not your fault" with a mind made up.
  r(
    'self_harm',
    `\\b(?:use|using|used|turn|turning|point|pointing) (?:it|that|the (?:gun|knife|rope|pills|shotgun|rifle|blade)|his (?:gun|shotgun|rifle|knife)) on myself\\b|(?<!famous )\\bmy last words\\b|\\blast (?:words|wishes) (?:to|for)\\b|\\b(?:want|wanted|wanna|wish i could|would like|need) to (?:just )?(?:stop existing|cease to exist|stop living|stop breathing|stop being alive)\\b|\\b(?:a |the )?(?:bottle|packet|box|handful|stash|pile) of ${MEDS}\\b[^.!?]{0,30}\\b(?:i'?m done|ready|tonight|goodbye|it'?s time|enough now)\\b|\\bi'?ve been cutting\\b(?! (?:back|down|out|up|the|my hair|his hair|costs|corners|onions|coupons|carbs|sugar|grass|wood|hair|fabric|paper)\\b)|\\bcutting (?:again|for (?:years|months|weeks|a while|ages)|every (?:day|night|week))\\b|\\b(?:better|happier|easier|fine|ok|okay|calmer|lighter|free)\\b[^.!?]{0,20}\\b(?:once|when|after) (?:i'?m (?:gone|dead|not (?:here|around))|i'?ve gone)\\b|\\b(?:wrote|written|writing|write|left|leaving)\\b (?:him|her|them|my \\w+|everyone|each of them) (?:a |an )?(?:letters?|notes?|cards?|messages?)\\b[^]{0,80}?\\b${AFTER_ME}|\\b(?:(?:it|this|that)(?:'s| is) not|(?:it|this|that) isn'?t|not) (?:your|anyone'?s|his|her) fault\\b[^]{0,60}\\b(?:made up my mind|for after|i'?ve decided|goodbye|i'?m sorry)\\b`,
    false,
  ),
  // Her own death disguised: "how to make it look like an accident so the kids don't know".
  r(
    'self_harm',
    `\\b(?:how (?:to|i could|i'?d|i would|i can)|i (?:could|would|'d|will|'ll|want to|need to|have to))\\b[^.!?]{0,10}\\b(?:make it look like|pass it off as) an accident\\b`,
    false,
  ),
  // Self-harm by its effects, a wound too deep; the place gone to with a note; the children handed over.
  r(
    'self_harm',
    `\\b(?:until|till|til) (?:my )?(?:knuckles|arms?|hands?|skin|legs?|wrists?|fingers|head) (?:bleeds?|bled|bleed|bruised?|are raw|were raw|split)\\b|\\bcut (?:too )?deep\\b|\\b(?:won'?t|will not|can'?t) stop (?:the )?bleeding\\b|\\blost (?:a lot of|so much) blood\\b|^(?=.*\\b(?:note|letter|goodbye|pills|tablets|rope)\\b).*\\b(?:going|heading|driving|walking|off|on my way) (?:to|up to|down to) the (?:bridge|cliffs?|railway|tracks|train tracks|edge|roof|top of the car park|viaduct|river|sea|lake|reservoir|quarry|woods)\\b|\\b(?:sorted|arranged|organised|organized|made sure|set up|planned)\\b[^.!?]{0,30}\\b(?:for the kids|for my kids|for the children)\\b[^]{0,20}\\b(?:will|'ll) (?:take|have|look after|raise|bring up) (?:them|the kids|the children)\\b(?! (?:on|for|this|next|at|to|while|when|after school|tomorrow|tonight)\\b)`,
    false,
  ),
  // More pills than prescribed on purpose; peace only in death; not here much longer; dying on the mind;
  // the children entrusted "for me".
  r(
    'self_harm',
    `\\b(?:taking|took|take|taken|swallow\\w*)\\b[^.!?]{0,15}\\bmore (?:of )?(?:my |the )?${MEDS}\\b[^.!?]{0,20}\\b(?:than|on purpose|deliberately)\\b|\\bmore (?:pills|tablets|meds) than i should\\b|\\b(?:peace|happy|free|rest|better|easier|over)\\b[^.!?]{0,25}\\b(?:if|when|once) i'?m dead\\b|\\bnot (?:going|gonna) to be (?:here|around|alive) (?:much longer|for (?:much )?long|by|next)\\b|\\b(?:all|only thing) i (?:can )?think (?:about|of) (?:is|are) (?:dying|death|killing myself|ending it|suicide|not being here)\\b|(?<!\\b(?:can|could|would|will) you (?:please )?)\\b(?:take care of|look after|look out for|love) (?:my (?:kids|children|babies|son|daughter|family|dog|cat)|them) for me\\b(?! (?:on|this|next|tomorrow|tonight|today|while|when|at|for (?:a|an|the)|until)\\b)`,
    false,
  ),
  // Drinking oneself to death; hitting oneself when overwhelmed; waking up wished away; not here any more.
  r(
    'self_harm',
    `\\b(?:drink(?:ing)?|drank|starv(?:e|ing)|drug(?:ging)?) myself to death\\b|\\b(?:hit|hitting|bang|banging|bash|bashing|punch|punching|slap|slapping|scratch|scratching|pinch|pinching|bite|biting) (?:my (?:head|face|arms?|legs?)|myself)\\b[^.!?]{0,30}\\b(?:when|whenever|every time|if) i (?:get|feel|'m|am) (?:so )?(?:overwhelmed|angry|upset|stressed|anxious|panicky|low|sad|like this)\\b|\\bwish(?:ing|ed)? i (?:had|'d) ?n(?:ever|ot) woken up\\b|\\bi (?:won'?t|will not) be (?:here|around|alive) any ?more\\b(?! (?:on|at|in|for)\\b)`,
    false,
  ),
  // Everything in the medicine cabinet swallowed; "tonight is the night" with a mind made up.
  r(
    'self_harm',
    `\\b(?:swallowed|took|taken|necked|downed|had|taking) (?:everything|all|whatever(?: was)?|the lot) in (?:the|my) (?:medicine|bathroom) (?:cabinet|cupboard|drawer|box)\\b|\\b(?:made up my mind|decided|i'?m ready|it'?s time)\\b[^]{0,30}\\btonight(?:'s| is) the night\\b|\\btonight(?:'s| is) the night\\b[^]{0,30}\\b(?:made up my mind|decided|it'?s time)\\b`,
    false,
  ),
  // Which bridge is highest; all my tablets with me; a pet given away to be looked after; not scared of dying.
  r(
    'self_harm',
    `\\b(?:which|what) (?:bridge|building|cliff|car park|multi-storey|tower|block of flats) is (?:the )?(?:highest|tallest)\\b|\\b(?:i'?m|i am)\\b[^.!?]{0,50}\\bwith all (?:my|the|of my) ${MEDS}\\b|\\b(?:gave|given|giving|give)\\b (?:away )?(?:my |the )?(?:cat|dog|pets?|rabbit|bird|hamster|horse|guinea pigs?)\\b[^.!?]{0,40}\\bso (?:that )?(?:she|he|it|they)(?:'d| would| will|'ll) be (?:looked after|cared for|taken care of|loved|safe)\\b(?![^.!?]{0,20}\\b(?:while|when we|for the|on holiday|away)\\b)|\\b(?:not|no longer) (?:scared|afraid|frightened) (?:of )?(?:dying|death|to die)\\b[^.!?]{0,20}\\b(?:any ?more|ready)\\b`,
    false,
  ),
  // The means in hand now.
  r(
    'self_harm',
    `\\b(?:i'?ve got|i have|i'?m holding|holding)\\b (?:his|her|a|the|my \\w+'?s?) (?:old |loaded )?(?:gun|rifle|shotgun|pistol|knife|blade|razor)\\b(?= *(?:[.!?,]|$| right now| now| in my hand| loaded| with me| and i'?m (?:alone|drunk|drinking|ready)))|\\bdrinking\\b[^.!?]{0,20}\\b(?:his|her|a|the) (?:gun|rifle|shotgun|pistol)\\b`,
    false,
  ),
  // The rest of the tablets; the fast trains that don't stop.
  r(
    'self_harm',
    `\\b(?:take|taking|swallow|down)\\b (?:the rest of|whatever'?s left of|everything left of|what'?s left of) (?:my |the )?${MEDS}\\b|\\b(?:fast|express|non-?stop) ones? that (?:don'?t|doesn'?t) stop\\b|\\btrains?\\b[^.!?]{0,30}\\b(?:that|which) (?:don'?t|doesn'?t|never) stop\\b`,
    false,
  ),
  // Made sure of not waking; pills bought in several shops; things given away.
  r(
    'self_harm',
    `^(?=.*\\b(?:wake up|die|dead|end it|not be here)\\b).*\\bi'?ve made sure(?: of it)?\\b|\\b(?:bought|buying|buy|got|getting)\\b[^.!?]{0,10}\\b${MEDS}\\b[^.!?]{0,40}\\b(?:different (?:shops|chemists|pharmacies|stores)|so (?:they|no one|nobody|he) (?:wouldn'?t|won'?t|doesn'?t|didn'?t) (?:notice|know|ask))\\b|\\b(?:giving|gave|given|give) (?:all |most )?(?:of )?my (?:things|stuff|belongings|possessions) away\\b`,
    false,
  ),
  // Things given away together; wrists scratched with a blade.
  r(
    'self_harm',
    `\\b(?:giving|gave|given|give) away (?:my \\w+ and my \\w+|all|most|everything)\\b(?! (?:to (?:the )?charity|to the charity shop|of the (?:kids'?|baby'?s)))|\\b(?:scratch\\w*|cut\\w*|slic\\w*|carv\\w*|burn\\w*)\\b (?:my|into my) (?:wrists?|arms?|legs?|thighs?|skin|stomach)\\b[^.!?]{0,20}\\bwith (?:a|the|his|my) (?:razor|blade|knife|compass|scissors|glass|lighter|pin|needle)\\b`,
    false,
  ),
  // Letters for the family left where they will be found.
  r(
    'self_harm',
    `\\b(?:letters?|notes?) (?:to|for) (?:my|each of my) (?:family|kids|children|husband|wife|parents|mum|mom|dad|son|daughter|sister|brother)\\b[^.!?]{0,20}\\bin (?:the|my) (?:drawer|bedside table|wardrobe|bag|car)\\b`,
    false,
  ),
  // Something bought to end it; the will and "that's it"; a goodbye with love and sorry; better off without
  // someone like me.
  r(
    'self_harm',
    `\\b(?:ordered|bought|got|buying|ordering)\\b[^.!?]{0,25}\\bto (?:end it|end my life|do it|kill myself|end things)\\b|\\bmy will\\b[^]{0,40}\\b(?:then that'?s it|and that'?s it|then i'?m done|then it'?s over)\\b|\\bi love you all\\b[^]{0,30}\\b(?:goodbye|bye|sorry)\\b|\\b(?:sorry|forgive me)\\b[^]{0,40}\\bgoodbye\\s*[.!]*$|\\bbetter off without (?:a (?:mum|mom|mother|dad|father|wife|husband|partner|person) like me|someone like me|people like me)\\b`,
    false,
  ),
  // The tallest bridges looked up; no reason to go on.
  r(
    'self_harm',
    `\\b(?:looked up|look(?:ing)? up|googl\\w*|search\\w*|research\\w*)\\b[^.!?]{0,15}\\b(?:the )?(?:tallest|highest) (?:bridges?|buildings?|cliffs?|car parks?|multi-storeys?|towers?)\\b|\\bno (?:reason|point) (?:for me )?to (?:go on|live|keep living|be alive|stay alive|exist)\\b`,
    false,
  ),
  // A plan made and a day set.
  r('self_harm', `\\bi'?ve (?:made|got) a plan\\b[^.!?]{0,40}\\b(?:going to|gonna|will) do it\\b`, false),
];
