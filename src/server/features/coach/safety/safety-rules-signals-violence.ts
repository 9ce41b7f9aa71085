// Danger from a partner told by its traces rather than named: hiding from him, the door being broken
// at, bruises covered and injuries explained away, marks on the neck, breath cut off, threats said
// without the word, a weapon brought into arguments, sex endured to stay safe. See safety-patterns.ts
// for how rules are written.
import { PARTNER, r, S, type SafetyRule } from './safety-patterns.ts';

/**
 * The subject word of S without S's own window of words: S's lazy window followed by another window of
 * any words tries every split of the gap between them (thousands of steps at each subject word of a long
 * message); one window of both lengths reads the same sentences in a single pass.
 */
const ACTOR = S.slice(0, S.indexOf('(?:(?!'));
const HIDING_PLACE =
  "(?:bed|table|stairs|desk|bathroom|bedroom|toilet|loo|car|wardrobe|closet|cupboard|garage|shed|kids'? room|baby'?s room|spare room|basement|cellar|attic|loft|utility(?: room)?|laundry(?: room)?|office|en-?suite|airing cupboard|garden)";

/** What the partner is doing that makes someone hide: "because he's drunk", "while he's smashing things". */
const HIS_RAGE =
  "(?:he|she|they|my (?:husband|hubby|wife|partner|boyfriend|bf|girlfriend|gf|ex))(?:'?s|'re| is| was| are| gets| got| has| had| keeps)? (?:\\w+ )?(?:angry|drunk|raging|shouting|screaming|yelling|banging|smashing|throwing|breaking|kicking|punching|furious|livid|off his head|off her head|high|looking for me|after me|coming|outside|downstairs|on (?:one|the warpath)|lost it|losing it|going mad|going crazy|gone (?:mad|crazy|mental|ballistic|nuts|psycho)|lost (?:his|her) temper|kicked off|kicking off|in a rage|in one of his|in one of her|trying to get in|threatening)";

export const SIGNAL_VIOLENCE_RULES: SafetyRule[] = [
  // Intimidation with near misses: "punched the wall next to my head", "threw a glass past my face".
  r(
    'threats',
    `\\b(?:punch\\w*|hit\\w*|kick\\w*|smash\\w*|slamm?\\w*|thump\\w*|threw|throw\\w*)\\b[^.!?]{0,30}\\b(?:(?:next to|beside|by|near|inches from|right by|just missed|past|over|behind) (?:my|our (?:kid|son|daughter|baby)'?s?) (?:head|face|ear)|at my head|at me)\\b`,
    false,
  ),
  // Hiding from a partner: "I'm locked in the bathroom because he's...", "hiding in the car so he can't find me".
  r(
    'threats',
    `\\b(?:i'?m|we'?re|locked|locking|lock|hiding|hid|hide|shut|barricaded|barricading|sitting|sat|crouched|crouching|curled up|waiting|stuck|trapped)(?: myself| me and the kids| us| the kids and me)? (?:in|inside|under|behind) (?:the|my|our|a|his|her) ${HIDING_PLACE}\\b[^]{0,60}?\\b(?:${HIS_RAGE}|from (?:him|her|them|my (?:husband|hubby|wife|partner|boyfriend|bf|girlfriend|gf|ex))|so (?:he|she|they) (?:can'?t|cannot|won'?t|doesn'?t|don'?t|couldn'?t) (?:find|see|get (?:to|at)|reach|hear) (?:me|us)|(?:waiting|wait) (?:for (?:him|her|them) to|until (?:he|she|they)) (?:calm|pass out|fall asleep|go to (?:sleep|bed)|leave|sober|stop|cool down|go out)|until (?:he|she|they) (?:calms?|calmed|passes|passed|falls?|fell|goes|went|leaves?|left|sleeps?|sobers?|sobered|stops?))\\b|\\bhid(?:e|ing)? (?:from|away from) ${PARTNER}\\b|\\bso (?:he|she|they|my (?:husband|partner|boyfriend|ex)) (?:can'?t|cannot|won'?t|doesn'?t|couldn'?t) find (?:me|us)\\b|\\b(?:hope|hoping|pray(?:ing)?) (?:he|she|they) (?:doesn'?t|don'?t|won'?t|can'?t) find (?:me|us)\\b`,
    false,
  ),
  // The door being broken at, the partner hunting for her.
  r(
    'threats',
    `${S}\\b(?:(?:is|'s|was|keeps|kept|started)(?: \\w+)?)? ?(?:banging|hammering|pounding|kicking|punching|smashing|banged|hammered|pounded|kicked|punched|smashed) (?:on|at|in) (?:the|my|our) (?:\\w+ )?(?:door|window)\\b(?![^.!?]{0,40}\\b(?:loo|toilet|wee|pee|desperate|to be let in|forgot (?:his|her) keys|locked (?:himself|herself) out|lost (?:his|her) keys))|${S}\\b(?:is|'s|was|are|'re) (?:trying|tried) to (?:break|kick|smash|get) (?:down |through |in |into )?(?:the|my|our) (?:\\w+ )?(?:door|window|room)\\b|${S}\\b(?:is|'s|was) (?:out )?(?:looking|hunting|searching) for (?:me|us)\\b[^.!?]{0,40}\\b(?:scared|afraid|terrified|angry|furious|drunk|rage|knife|gun|bat|hammer|axe|weapon|hurt|kill|hide|hiding)\\b`,
    false,
  ),
  // The traces of violence: bruises hidden, injuries explained away.
  r(
    'physical_abuse',
    `\\b(?:cover|covering|covered|hide|hiding|hid|conceal\\w*) (?:up )?(?:the |my |his |her )?(?:bruises?|marks|black eye|cuts|finger ?marks|grip marks|split lip)\\b(?! (?:from|after) (?:football|rugby|netball|hockey|sport|training|the gym|a fall|falling|my op|the operation|surgery))|\\b(?:told|tell|telling|lied to|lie to|lying to|lied|lie)\\b[^.!?]{0,15}\\b(?:the |my |a )?(?:doctor|gp|nurse|a&e|a and e|er|hospital|paramedics|work|boss|manager|teacher|school|everyone|people|colleagues|my (?:mum|mom|sister|friends?))\\b[^.!?]{0,20}\\b(?:i|that i|i'?d) (?:fell|slipped|walked into|tripped|bumped into|hit my (?:head|face)|fell down|had a fall)\\b|\\b(?:walked into a door|fell down the stairs)\\b[^.!?]{0,20}\\b(?:again|that'?s what i (?:told|tell|said|say)|is what i (?:told|tell|said|say))\\b|\\bthat'?s what i (?:told|tell|said to) (?:the|my) (?:doctor|gp|nurse|a&e|hospital)\\b`,
    false,
  ),
  // Marks on the neck, breath cut off: strangulation told by its traces.
  r(
    'strangulation',
    `\\b(?:marks|bruis\\w*|red marks|finger ?marks|hand ?prints?) (?:on|around|round|across) my (?:neck|throat)\\b|\\b(?:his|her) (?:hands?|arm|forearm|knee|fingers|thumbs?|foot|boot) (?:was |were )?(?:on|around|round|across|against) my (?:neck|throat)\\b|\\b(?:saw|seeing) (?:stars|spots)\\b[^.!?]{0,30}\\b(?:neck|throat|squeez\\w*)\\b|\\b(?:neck|throat)\\b[^.!?]{0,30}\\b(?:saw|seeing) (?:stars|spots)\\b|\\bcouldn'?t (?:swallow|speak|talk) (?:properly )?for (?:days|a day|a week|hours) after (?:he|she)\\b`,
    false,
  ),
  // Threats said without the word: "if he can't have me no one can", "he'll make me disappear".
  r(
    'threats',
    `\\bif (?:he|she|they) can'?t have me,? (?:no ?one|nobody|noone) (?:can|will|else (?:can|will)|ever will)\\b|${S}\\b(?:make|makes|made|will make|'ll make|would make|'d make) me (?:disappear|pay|regret (?:it|leaving|this))\\b|\\b(?:said|says|told me|remind\\w* me|keeps saying|warned me)\\b[^.!?]{0,20}\\b(?:he|she|they) knows? where (?:my (?:mum|mom|dad|parents|family|sister|brother|kids|children)|i (?:work|live|am|go|'ll be)|the kids (?:go|are)|we live)\\b|\\b(?:one day|someday|some day|sooner or later|eventually)\\b[^.!?]{0,15}\\b(?:he|she|they)(?:'ll|'s going to|'s gonna| will| is going to| is gonna| might| could) (?:actually |really )?(?:kill|murder|seriously hurt) me\\b|\\b(?:he|she|they)(?:'ll|'s going to|'s gonna| will| is going to| is gonna| might| could) (?:actually |really |end up )?(?:kill(?:ing)?|murder(?:ing)?) me (?:one day|someday|some day|eventually|sooner or later|next time)\\b|\\baccidents happen\\b[^.!?]{0,30}\\b(?:said|says|told me|warned|smil\\w*|look)\\b|\\b(?:said|says|told me|warned me)\\b[^.!?]{0,10}\\baccidents happen\\b`,
    false,
  ),
  // A weapon brought into arguments.
  r(
    'threats',
    `\\b(?:mention\\w*|clean(?:s|ed|ing)?|show(?:s|ed|ing)?|play(?:s|ed|ing)? with|sharpen(?:s|ed|ing)?|load(?:s|ed|ing)?|wav(?:es|ed|ing)|leaves?|left|puts?|put|got out|gets out|brings? out|brought out|takes? out|took out|sleeps? with|keeps?)\\b[^.!?]{0,15}\\b(?:his|her|a|the) (?:gun|rifle|shotgun|pistol|knife|knives|blade|machete|crossbow)\\b[^.!?]{0,40}\\b(?:argu\\w*|fight\\w*|row\\w*|angry|when i|while i|staring|stares|looking at me|looks at me|in front of me|reminds? me|on the table|next to (?:me|the bed))`,
    false,
  ),
  // The neighbours or the police, because of him.
  r(
    'threats',
    `\\bneighbou?rs? (?:called|rang|phoned|calling|call)(?: the)? (?:police|cops|911|999)\\b[^.!?]{0,40}\\b(?:screaming|shouting|fight|row|argument|he|him|she|her|us|bang\\w*|crash\\w*)\\b|\\bpolice (?:came|were called|turned up|showed up|had to come)\\b[^.!?]{0,40}\\b(?:he|him|she|her|his|again|fight|screaming|row)\\b|\\bpolice (?:took|arrested|removed) (?:him|her|my (?:husband|partner|boyfriend|wife|girlfriend|ex))\\b`,
    false,
  ),
  // Sex endured to stay safe.
  r(
    'sexual_abuse',
    `\\b(?:just )?(?:lie|lay|lying|laying) there (?:and (?:wait|let|cry|stare)|until|till) (?:it'?s|he'?s|she'?s|he|she|it|for it)?\\b|\\b(?:easier|safer|quicker) (?:than|to) (?:say(?:ing)? no|refus\\w*|fight(?:ing)? (?:it|him|her)|argu\\w*)\\b[^.!?]{0,30}\\b(?:sex|bed|let (?:him|her)|give in|in bed)\\b|\\b(?:easier|safer|quicker) to (?:just )?(?:let (?:him|her)|give in|go along with it|give (?:him|her) what (?:he|she) wants)\\b[^.!?]{0,40}\\b(?:bed|sex|than (?:fight|argu|say(?:ing)? no|refus))|\\b(?:let|letting) (?:him|her) (?:do it|do what (?:he|she) wants|have (?:his|her) way)\\b[^.!?]{0,40}\\b(?:easier|safer|or (?:he|she)|scared|afraid|otherwise|because)\\b|\\b(?:say(?:ing)?|said) no (?:makes|made|only makes) (?:it|him|her|things) (?:worse|angry|angrier|violent)\\b`,
    false,
  ),
  // Hiding, told after what he is doing: "he's outside and I'm hiding under the bed".
  r(
    'threats',
    `${HIS_RAGE}\\b[^.!?]{0,40}\\b(?:i'?m|we'?re|i am|we are|i was) (?:hiding|locked in|hid|trapped)\\b|\\b(?:bag|go bag|grab bag|suitcase|bags) (?:packed|ready|hidden)\\b[^.!?]{0,40}\\b(?:run|escape|get out|flee|get away|leave (?:fast|quickly|in a hurry))\\b|\\bif i (?:ever )?(?:tell|told) (?:anyone|anybody|someone|my (?:mum|mom|family|friends|doctor)|the police)\\b(?! about (?:the|a|his|her|our) (?:surprise|party|present|gift|proposal|plans?|engagement|pregnancy|holiday)\\b)[^.!?]{0,30}\\b(?:he|she|they)(?:'ll|'d| will| would)\\b|\\bmake sure i (?:regret|pay|suffer|never see)\\b|${S}\\b(?:threw|throws|kicked|kicks|locked|locks|put|shut) (?:me|us) out\\b[^.!?]{0,40}\\b(?:in the (?:snow|rain|cold|night|middle of the night|street|dark)|with (?:the )?(?:baby|kids|children)|at (?:night|\\d))`,
    false,
  ),
  // The neck squeezed, told by its after-effects; bruises explained away.
  r(
    'strangulation',
    `\\b(?:neck|throat)\\b[^.!?]{0,40}\\b(?:he|she)\\b[^.!?]{0,10}\\b(?:squeez\\w*|grabb?\\w*|press\\w*|held|gripp?\\w*|choked|strangled)\\b|\\b(?:he|she)\\b[^.!?]{0,10}\\b(?:squeez\\w*|grabb\\w*|press\\w*|gripp\\w*)\\b[^.!?]{0,20}\\b(?:my )?(?:neck|throat)\\b`,
    false,
  ),
  r(
    'physical_abuse',
    `\\b(?:tell|told|say|said)\\b[^.!?]{0,20}\\b(?:the |my )?(?:bruises?|marks|black eye|cuts|injur\\w*|split lip) (?:are|were|was|is|came) (?:from|because)\\b`,
    false,
  ),
  r(
    'threats',
    `${S}\\b(?:tried|try|tries|trying|threaten\\w*) to (?:crash|drive|run) (?:us|me|the car|into)\\b|${S}\\b(?:grabbed|grabs|yanked) the (?:steering )?wheel\\b|^(?=.*\\b(?:he|she|him|her|they)\\b)(?!.*\\bbecause of (?:the|a) (?:storm|thunder|noise|dark|nightmares?|film|movie)\\b).*\\b(?:scared|afraid|terrified|frightened) to (?:sleep|close my eyes|go to sleep|fall asleep)\\b|\\bin case (?:he|she) does (?:it|that) again\\b`,
    false,
  ),
  // Injuries done to the user: "he broke my arm".
  r(
    'physical_abuse',
    `${S}\\b(?:broke|broken|breaks|fractured|cracked|dislocated|split|burst|bust) (?:\\w+ of )?my (?:arm|wrist|nose|jaw|ribs?|fingers?|hand|leg|cheekbone|eye socket|lip|eardrum|tooth|teeth|collarbone)\\b`,
  ),
  // Breath cut off without the neck: a pillow over the face, the head held under water.
  r(
    'strangulation',
    `${S}\\b(?:held|holds|hold|put|puts|pushed|pushes|pressed|presses|pressing|shoved|squash\\w*|smother\\w*|forced)\\b[^.!?]{0,15}\\b(?:a |the |his |her )?(?:pillow|cushion|hand|bag|plastic bag|blanket|duvet)s?\\b[^.!?]{0,10}\\b(?:over|on|down on|against|onto) (?:me|my (?:face|mouth|nose|head))\\b|${S}\\b(?:pushed|held|holds|pushes|forced|kept|shoved|dunk(?:ed|s)?|plunged) my (?:head|face) (?:under|in|into|down)\\b[^.!?]{0,20}\\b(?:water|bath|sink|toilet|pool|pillow)\\b`,
    false,
  ),
  // Not able to go back in: sleeping in the car because of him.
  r(
    'threats',
    `\\b(?:sleeping|slept|sleep|staying|stayed|spent the night|spending the night) in (?:my|the|our) car\\b[^.!?]{0,60}\\b(?:because|cos|coz|as|since|so)\\b[^.!?]{0,40}\\b(?:he|she|him|her)\\b|\\bcan'?t go (?:back )?(?:home|in there|inside|back in)\\b[^.!?]{0,30}\\b(?:with (?:him|her)|because (?:he|she)|while (?:he|she)|he'?s|she'?s)\\b|\\b(?:says|said|told me|threaten\\w*)\\b[^.!?]{0,20}\\b(?:he'?ll|he will|she'?ll|she will|he'?d|she'?d|to)\\b[^.!?]{0,5}\\b(?:tell|call|report (?:me )?to|ring) (?:social services|the police|immigration|the home office|my (?:boss|work|family|church|pastor))\\b`,
    false,
  ),
  // Threats of injury; a weapon carried for when he comes.
  r(
    'threats',
    `\\b(?:said|says|saying|tells me|telling me|told me|threaten\\w*|swore|warned|texted|texts|messaged)\\b[^.!?;]{0,40}\\b(?:break|smash|cut|slit|snap|bash|cave) (?:in )?(?:my|your) (?:legs?|arms?|neck|jaw|face|fingers?|bones?|head|throat|kneecaps?|skull)\\b|\\bin case (?:he|she|they) (?:comes? after|finds?|attacks?|turns? up|comes? back for|comes? for|tries? (?:anything|something))\\b`,
    false,
  ),
  r(
    'threats',
    `${S}\\b(?:chase[sd]?|chasing|came at me|comes at me|coming at me|went for me|waves?|waving|waved)\\b[^.!?]{0,30}\\bwith (?:a|the|his|her) (?:knife|gun|hammer|bat|bottle|machete|axe|screwdriver|broken glass|weapon)\\b|^(?=.*\\b(?:terrified|scared|afraid|frightened|panick\\w*|help me)\\b).*\\b(?:he|she)(?:'s| is)\\b[^.!?]{0,25}\\b(?:coming|on (?:his|her) way) (?:to get|for|after) (?:me|us)\\b|\\b(?:hid|hidden|hiding|hide|sent|taken|took|got) (?:the kids|the children|my (?:kids|children|son|daughter|baby)|myself|us)\\b[^.!?]{0,40}\\b(?:because|cos|while|as|until|from)\\b[^.!?]{0,5}\\b${HIS_RAGE}`,
    false,
  ),
  r(
    'strangulation',
    `\\b(?:belt|rope|cord|cable|strap|lead|ligature|wire|arm|forearm|hands?|fingers)\\b[^.!?]{0,15}\\b(?:around|round|across) my (?:neck|throat)\\b`,
    false,
  ),
  // Violence to a part of the body ("he stamped on my hand"), a flame or blade held to her, acid threatened.
  r(
    'physical_abuse',
    `${S}\\b(?:scratch(?:ed|es)?|claw(?:ed|s)?|gouged) my (?:face|neck|eyes?|arms?|cheek|chest)\\b|${S}\\b(?:smack(?:ed|s)?|bang(?:ed|s)?|whack(?:ed|s)?|knock(?:ed|s)?|slam(?:med|s)?|bash(?:ed|es)?|stamp(?:ed|s|ing)?|stomp(?:ed|s|ing)?|kick(?:ed|s|ing)?|punch(?:ed|es|ing)?|hit|hits|slapp?(?:ed|s)?|smash(?:ed|es)?|twist(?:ed|s)?|bent|bends|crush(?:ed|es)?|trod|stood|jumped|knelt|kneeled|bit|bites|burn(?:ed|t|s)?|scald(?:ed|s)?|cut|cuts|slash(?:ed|es)?) (?:on |at |into )?my (?:head|face|hand|hands|arm|arms|leg|legs|back|stomach|belly|bump|chest|ribs|neck|hair|mouth|nose|eye|eyes|jaw|body|fingers|wrist|wrists|ear|side|shoulder|foot|feet|knee|knees|lip|cheek|skin)\\b(?! (?:by accident|accidentally|in (?:his|her) sleep|while (?:we were )?(?:dancing|playing|asleep|sleeping))\\b)|${S}\\b(?:held|holds|hold|put|puts|pressed|presses|pressing)\\b (?:a |the |his |her )?(?:lighter|cigarette|lit cigarette|iron|flame|knife|blade|hot \\w+|boiling \\w+)\\b (?:to|against|on|at) (?:me|my)\\b|\\bthreaten\\w* to (?:throw|pour|splash|spray)\\b[^.!?]{0,15}\\b(?:acid|bleach|petrol|gasoline|boiling water|chemicals)\\b`,
    false,
  ),
  // A weapon at home with fear or drink; a shaken baby.
  r(
    'threats',
    `\\b(?:he|she)(?:'s| has)(?: got)? (?:a|his|her|the) (?:gun|knife|rifle|shotgun|weapon|machete|axe)\\b[^]{0,40}\\b(?:scared|afraid|terrified|drunk|angry|raging|threaten\\w*|waving|pointing)\\b`,
    false,
  ),
  // The windpipe pressed until dizzy; the phone handed over nightly; calls whenever she stops; money for
  // the baby refused; sex that doesn't stop.
  r(
    'strangulation',
    `${S}\\b(?:press(?:ed|es|ing)?|push(?:ed|es)?|squeez\\w*|crush\\w*|sat|knelt|kneeled|stood) (?:on |against |into )?my (?:neck|throat|windpipe|airway)\\b|\\b(?:windpipe|airway)\\b[^.!?]{0,30}\\b(?:he|she|his|her)\\b|\\b(?<!\\b(?:tickl|laugh)\\w{0,12}[^.!?]{0,30})${ACTOR}[^.!?]{0,70}\\buntil i (?:felt (?:dizzy|faint|lightheaded)|saw stars|blacked out|passed out|nearly passed out|went limp)\\b`,
    false,
  ),
  r(
    'sexual_abuse',
    `^(?=.*\\b(?:sex|bed|touch\\w*|hurts|intimate|inside me|on top of me)\\b).*\\b(?:won'?t|doesn'?t|didn'?t|wouldn'?t|never) stop (?:when|even when|even though|after|if) i (?:say|said|tell|told|ask|asked|beg|begged|cry|cried)\\b`,
    false,
  ),
  // Mouth and nose covered until she panicked; "you'll be sorry" after calling the police; pictures of his
  // knives since she left; watched through cameras; kept locked in.
  r(
    'strangulation',
    `${S}\\b(?:covered|covers|held|holds|put|puts|clamped|clamps|pressed|presses)\\b[^.!?]{0,20}\\bmy (?:mouth and nose|nose and mouth|mouth|nose)\\b[^.!?]{0,40}\\b(?:until|till|so i (?:couldn'?t|could not) (?:breathe|scream|shout)|panick\\w*|couldn'?t breathe)\\b`,
    false,
  ),
  r(
    'threats',
    `\\b(?:said|says|told me|warned me|threaten\\w*)\\b[^.!?]{0,40}\\bi(?:'ll| will|'d| would) (?:be sorry|regret it|regret this|pay for (?:it|this)|wish i hadn'?t)\\b|\\b(?:pictures?|photos?|videos?|pics)\\b (?:of )?(?:his|her|a|the) (?:knife|knives|gun|guns|weapon|weapons|rifle|shotgun|machete|axe)\\b(?! (?:set|block|sharpener)\\b)[^.!?]{0,40}\\b(?:since i (?:left|moved out|went)|after i (?:left|moved out))\\b`,
    false,
  ),
  // Threats through papers and the children; friends deleted on demand; photos demanded as proof.
  r(
    'threats',
    `\\bthreaten\\w* to (?:have me|get me) (?:deported|sectioned|arrested|locked up|sacked|fired|committed)\\b|\\b(?:deport\\w*|sectioned|my visa)\\b[^.!?]{0,30}\\bif i (?:leave|left|tell|go)\\b|\\bmake sure i (?:lose|lost|never see|don'?t get|won'?t get) (?:the|my|our) (?:kids|children|son|daughter|baby)\\b|\\b(?:told|tells|says|said)\\b[^.!?]{0,10}\\b(?:no ?one|nobody) (?:would|will) (?:ever )?believe me\\b|${S}\\b(?:stood|stands|standing|loomed|looms|came|comes) (?:over|at|towards|toward|near) me with (?:a|the|his|her) (?:knife|hammer|bat|gun|bottle|machete|axe|screwdriver|weapon|belt)\\b`,
    false,
  ),
  // Something broken over her head; hunted wherever she goes; "put me in the ground"; dress inspected;
  // intimate images taken or threatened.
  r(
    'physical_abuse',
    `${S}\\b(?:smashed|broke|hit|cracked|brought|slammed)\\b (?:a |the |his |her )?(?:glass|bottle|plate|chair|mug|vase|phone|bat|pan|lamp)\\b (?:over|on|against|into|down on) my (?:head|face|back|arm)\\b`,
    false,
  ),
  r(
    'threats',
    `\\b(?:he|she)(?:'ll|'d| will| would)\\b[^.!?]{0,10}\\b(?:find|track|hunt|follow) me (?:wherever|anywhere|no matter where|down)\\b|\\b(?:threaten\\w*|said|says|told me|swore|going to|gonna|will|'ll)\\b[^.!?]{0,20}\\b(?:put|bury|have) me (?:in the ground|six feet under|in a (?:box|coffin|grave|body bag)|in (?:the )?hospital)\\b`,
    false,
  ),
  r(
    'sexual_abuse',
    `\\b(?:naked|nude|intimate|explicit|sexual) (?:photos?|pictures?|pics|videos?|images?)\\b[^.!?]{0,40}\\b(?:threaten\\w*|without (?:me knowing|my (?:consent|permission|knowledge)))|\\b(?:photos?|pictures?|pics|videos?|filmed|recorded)\\b (?:of )?me (?:naked|nude|in the shower|undress\\w*|having sex)\\b[^.!?]{0,40}\\b(?:without|threaten\\w*|share|post|send)\\b`,
    false,
  ),
  // Covered in bruises; fear of worse; hunted to a refuge; trying to get in now.
  r(
    'physical_abuse',
    `^(?=.*\\b(?:he|she|him|her|husband|partner|boyfriend)\\b)(?!.*\\b(?:rugby|football|hockey|netball|sports?|training|gym|fell|fall|accident|cycling|bike|match|game|paint\\w*)\\b).*\\bcovered in (?:bruises|marks|cuts|burns)\\b`,
    false,
  ),
  r(
    'threats',
    `\\b(?:scared|afraid|terrified|frightened|worried) (?:that )?(?:he|she)(?:'ll|'s going to| will| might| is going to) do (?:worse|it again|something worse|something (?:bad|terrible)|the same)\\b|\\bif i (?:ever )?(?:go|went|run|ran|leave|left|move|moved)\\b[^.!?]{0,25}\\b(?:he|she|they)(?:'ll|'d| will| would| is going to|'s going to) (?:find|track|hunt|come after|follow|get) (?:me|us|it|her|him|them)\\b|\\b(?:he|she|my (?:ex|husband|partner|boyfriend))(?:'s| is)\\b[^.!?]{0,30}\\btrying to (?:get in|break in|get into the (?:house|flat)|force (?:his|her) way in|kick (?:the door )?in)\\b`,
    false,
  ),
  // Held under water; a weapon with him where she is.
  r(
    'strangulation',
    `${S}\\b(?:held|holds|holding|pushed|pushes|kept|forced) me (?:under|down in|in) (?:the )?(?:bath ?water|water|bath|pool|sea|river)\\b`,
    false,
  ),
  r(
    'threats',
    `^(?=.*\\b(?:waiting|outside|coming|on (?:his|her) way|looking for me|turned up|turns up)\\b).*\\b(?:he|she)(?:'s| has)(?: got)? (?:a|his|her|the) (?:gun|knife|rifle|shotgun|weapon|machete|axe|hammer|bat)\\b`,
    false,
  ),
  // A blade held to her; fire threatened with her inside; seen beaten by the children; the stairs heard in
  // fear; a break-in by him.
  r(
    'threats',
    `^(?=.*\\b(?:knife|blade|gun|scissors|screwdriver|broken glass|bottle)\\b).*\\b(?:held|holds|holding|put|puts|pressed|presses|pointed|points)\\b (?:it |them |the \\w+ |a \\w+ |his \\w+ )?(?:to|at|against) my (?:neck|throat|head|face|chest|stomach|side|back)\\b|\\b(?:set fire to|burn(?:ing)? down|torch)\\b[^.!?]{0,30}\\bwith (?:me|us|the kids|the children|my \\w+|our \\w+) (?:inside|in it|in there)\\b|\\b(?:hear|heard|hearing|can hear) (?:him|her|his car|his key|the door)\\b[^.!?]{0,40}\\b(?:terrified|scared|afraid|frightened|shaking|panick\\w*|hide|hiding)\\b|${S}\\b(?:broke|broken|breaks|breaking) (?:in|into) (?:my|our|the) (?:flat|house|home|place|room|car)\\b`,
    false,
  ),
  r(
    'physical_abuse',
    `\\b(?:seen|saw|watched|heard|see|watch|hear) (?:him|her|my (?:husband|partner|boyfriend|dad|father)|their (?:dad|father|stepdad)) (?:beat|hit|hurt|attack|strangle|choke|kick|punch|slap|push|shove|throw) me\\b`,
    false,
  ),
  // Abuse of a young person, and touching by a relative or someone in charge.
  r(
    'sexual_abuse',
    `\\bmy (?:stepdad|stepfather|dad|father|uncle|grandad|granddad|grandpa|brother|cousin|stepbrother|mum'?s boyfriend|mom'?s boyfriend|teacher|coach|boss|pastor)\\b[^.!?]{0,10}\\b(?:touches|touched|keeps touching|gropes|groped|molests|molested|abuses|abused) me\\b`,
    false,
  ),
  // Sex acts forced or pressured.
  r(
    'sexual_abuse',
    `\\b(?:forced|forces|forcing|made|makes|pressur\\w*|coerc\\w*|guilt[- ]?trip\\w*|bull(?:y|ies|ied)) me into (?:a |an )?(?:threesome|sex acts?|sexual \\w+|anal|oral|swinging|sleeping with|having sex|doing (?:things|stuff) (?:in bed|sexually))\\b`,
    false,
  ),
  // Arms pinned and sat on; "you'll end up in a ditch"; anger and roughness when she says no; a sex video
  // held over her; something thrown at a child's head.
  r(
    'physical_abuse',
    `${S}\\b(?:pinned|pins|held|holds) (?:down )?my (?:arms|wrists|hands|legs)\\b|${S}\\b(?:sat|sits|sitting|knelt|kneels|kneeling) on (?:top of )?me\\b`,
    false,
  ),
  r(
    'threats',
    `\\bif i (?:ever )?(?:leave|left|go|tell)\\b[^.!?]{0,25}\\bi(?:'ll|'d| will| would) end up (?:in a ditch|dead|in (?:a|the) (?:hospital|morgue|river|grave|box)|six feet under|hurt)\\b`,
    false,
  ),
  r(
    'sexual_abuse',
    `\\b(?:sex|in bed|intimate)\\b[^.!?]{0,40}\\b(?:gets|becomes|turns|goes)\\b[^.!?]{0,15}\\b(?:angry|rough|violent|nasty|scary|aggressive)\\b[^.!?]{0,15}\\b(?:if|when) i (?:say no|refuse|don'?t want|'m not in the mood)\\b|\\b(?:filmed|recorded|photographed|videoed)\\b (?:us|me) (?:having sex|naked|in bed|undress\\w*)\\b[^.!?]{0,40}\\b(?:show|send|post|share|upload)\\b`,
    false,
  ),
  // A headlock to the edge of consciousness; "you'd better watch your back"; touching after a no.
  r(
    'strangulation',
    `\\bheadlock(?:ed|s)?\\b(?![^.!?]{0,200}\\b(?:jok\\w*|play\\w*|wrestl\\w*|laugh\\w*|teenagers?|kids)\\b)|${ACTOR}[^.!?]{0,70}\\b(?:till|til) i (?:nearly |almost )?(?:passed out|blacked out|lost consciousness|couldn'?t breathe)\\b`,
    false,
  ),
  r(
    'threats',
    `\\b(?:said|says|told me|warned me)\\b[^.!?]{0,15}\\b(?:i'?d|i had|i) better (?:watch my back|watch out|be careful|sleep with one eye open)\\b`,
    false,
  ),
  r(
    'sexual_abuse',
    `${S}\\b(?:keeps |kept )?(?:touch(?:es|ed|ing)?|grop(?:es|ed|ing)|grabb?(?:ing|ed|s)) me\\b[^.!?]{0,30}\\b(?:when|after|even though|though|even when) i(?:'ve| have)? (?:said|say|told (?:him|her)) no\\b|\\b(?:touch\\w*|grop\\w*) me\\b[^.!?]{0,20}\\b(?:without (?:asking|my consent|permission)|when i'?m asleep|while i'?m asleep)\\b`,
    false,
  ),
  // Made drunk so she can't say no; a drink spiked.
  r(
    'sexual_abuse',
    `${S}\\b(?:gets|got|makes|made) me (?:drunk|wasted|high|out of it)\\b[^.!?]{0,25}\\b(?:so|then|and then)\\b[^.!?]{0,20}\\b(?:can'?t|couldn'?t) say no\\b|\\bdrugged me\\b|\\bspiked my drink\\b`,
    false,
  ),
];
