// Coercive control and danger to a child told by their traces: money, phone and people cut off,
// rationing, watching and tracking, punishments, and a child who flinches, is hit or is shown what no
// child should see. See safety-patterns.ts for how rules are written.
import { CHILD, r, S, WHOSE, type SafetyRule } from './safety-patterns.ts';

export const SIGNAL_CONTROL_RULES: SafetyRule[] = [
  // Money, phone and the world cut off.
  r(
    'coercive_control',
    `\\b(?:have to|has to|had to|make me|makes me|made me|must) (?:hand|give|sign|pay|transfer|turn) (?:over )?(?:all )?(?:of )?my (?:wages|salary|pay|paycheck|pay ?packet|benefits|earnings|universal credit|child benefit|pension)\\b|\\b(?:have to|need to|must|had to) ask (?:him|her) for (?:money|cash|\\w+ )?(?:for |to buy )?(?:food|tampons|pads|sanitary (?:things|products|towels)|groceries|nappies|diapers|bus fare|petrol|gas money|the bus|anything|everything|basics)\\b|${S}\\b(?:changed|changes|took|takes|cut off|disconnected|removed|smashed|broke|hid|hides|cancell?ed|blocked)\\b[^.!?]{0,25}\\b(?:passwords?|sim(?: card)?|phone|wifi|internet|car keys|keys|bank card|accounts?|contract)\\b[^.!?]{0,25}\\bso (?:that )?i (?:can'?t|couldn'?t|cannot|can never|don'?t|won'?t)\\b|\\b(?:have to|must|makes me|made me|need to|got to|gotta) (?:share|keep) (?:my )?location (?:on|sharing|with (?:him|her))\\b[^.!?]{0,40}\\b(?:or|otherwise|else|all the time|24\\/7|at all times)\\b|${S}\\b(?:deleted|blocked|removed)\\b[^.!?]{0,10}\\b(?:all )?(?:of )?my (?:friends|family|contacts|numbers)\\b`,
    false,
  ),
  // All the money kept from her; every pill in the house.
  r(
    'coercive_control',
    `${S}\\b(?:has|keeps|holds|takes|took|controls) all (?:of )?(?:the|our|my) (?:money|cash|income|wages)\\b[^.!?]{0,20}\\bi (?:get|have|'m left with|am left with|can'?t (?:even )?(?:buy|afford|get))\\b`,
    false,
  ),
  // Friends and family given up because he would "go mad".
  r(
    'coercive_control',
    `\\b(?:cancel\\w*|stopp?\\w*|can'?t|couldn'?t|don'?t|didn'?t|never)\\b[^.!?]{0,40}\\b(?:see|seeing|visit\\w*|come|coming|go out|going out|friends?|family|mum|mom|sister|brother|parents|church)\\b[^.!?]{0,30}\\b(?:because|cos|or|otherwise)\\b[^.!?]{0,10}\\b(?:he|she)(?:'d|'ll| would| will| gets?| goes)\\b[^.!?]{0,10}\\b(?:mad|mental|crazy|ballistic|kick off|lose it|furious|explode|punish|angry)`,
    false,
  ),
  // Punishments and a car used as a weapon.
  r(
    'coercive_control',
    `${S}\\b(?:makes?|made|forces?|forced|making) me (?:to )?(?:sleep (?:on the floor|in the (?:car|garden|shed|cold|hallway))|kneel|beg|apologi[sz]e on my knees|eat (?:off|from) the floor|stand in the corner|stay in my room|ask to use the (?:toilet|loo|bathroom))\\b`,
    false,
  ),
  // A waiting partner, every penny questioned, a weapon in a chase, a belt around the neck, "he's coming to
  // get me" said in fear, the kids hidden while he rages.
  r(
    'coercive_control',
    `${S}\\b(?:waits?|waiting|sits?|sitting|parks?|parked|hangs? around|lurks?)\\b (?:outside|at|by) my (?:work|office|job|school|gym|house|flat|door|mum'?s|mom'?s)\\b(?! to (?:pick me up|give me a lift|drive me|walk me)\\b)|${S}\\b(?:questions|interrogates|grills|checks|demands|wants to know about)\\b (?:me (?:about|over|on) )?every (?:single )?(?:penny|pound|dollar|cent|purchase|receipt|text|call|minute)\\b|\\bmakes? me show (?:him|her) (?:all )?(?:my )?(?:bank statements?|receipts|messages|texts|phone|emails)\\b`,
    false,
  ),
  // Watching and rationing: cameras, food locked away, "only allowed".
  r(
    'coercive_control',
    `\\b(?:cameras?|recording devices?|microphones?|listening devices?|spyware|a tracker)\\b[^.!?]{0,30}\\b(?:watch|spy on|record|monitor|listen to|check on|track) (?:me|what i|where i|who i|everything i)\\b|${S}\\b(?:locks?|locked|padlock\\w*|hides?|hid)\\b (?:the |our |all the )?(?:fridge|cupboards|food|kitchen)\\b(?! (?:with|away from (?:the )?(?:kids|toddler|baby|children|dog))\\b)|\\b(?:i'?m|i am|we'?re|we are) only allowed (?:to (?:see|go|leave|talk|speak|visit|call|text|use|spend|have)|out|one friend|my)\\b(?![^.!?]{0,40}\\b(?:doctor|gp|nurse|diet|consultant|physio)\\b)`,
    false,
  ),
  // A child: night visits, and marks from a parent.
  r(
    'child_at_risk',
    `\\b(?:comes?|came|goes|went|creeps?|crept|sneaks?|snuck|gets?|got) into (?:my|our|the|his|her) (?:daughter|son|kids|children|child|stepdaughter|stepson|little girl|little boy|girl|boy)'?s?'? (?:room|bed|bedroom)\\b(?! to (?:check|settle|comfort|read|tuck|feed|change|say goodnight|kiss)\\b)(?=[^.!?]{0,25}\\b(?:at night|when i'?m (?:asleep|out|at work)|while (?:she|he|they) (?:sleeps?|is asleep|are asleep)|every night|when (?:she|he|they)'?s? asleep)\\b)|\\b(?:bruises?|marks|burns|welts|cuts)\\b[^.!?]{0,40}\\b(?:from|because of|caused by) (?:his|her|their) (?:dad|father|stepdad|stepfather|mum|mom|mother|stepmum|stepmom|mum'?s boyfriend|mom'?s boyfriend)\\b`,
    false,
  ),
  // Money rationed, the car's mileage checked, being watched.
  r(
    'coercive_control',
    `${S}\\b(?:only )?(?:gives?|gave|allows?|lets?) me (?:£|\\$|€)?\\d+\\b[^.!?]{0,20}\\b(?:a|per|each|every) (?:week|month|day|fortnight)\\b|${S}\\b(?:checks|checked|tracks|tracked|monitors|notes|writes down) (?:the )?(?:mileage|miles|odometer|petrol|fuel|receipts?) (?:on|in|of|for) my (?:car|purse|bag)\\b|\\b(?:he'?s|she'?s|he is|she is|they'?re|i'?m being) (?:always |still |constantly )?(?:watching|following|stalking) me\\b(?! (?:cook|play|dance|sleep|work|do|try|struggle|get|make|sing|with|on|from the (?:sofa|sidelines)|in (?:the|a) (?:play|show|match))\\b)`,
    false,
  ),
  r(
    'child_at_risk',
    `^(?=.*\\b(?:baby|toddler|newborn|infant|son|daughter|kids?|child)\\b).*\\b(?:shook|shakes|shaking|shake|shaken) (?:her|him|them)\\b(?! (?:hand|hands|awake|gently|up|off)\\b)`,
    false,
  ),
  r(
    'coercive_control',
    `\\bmakes? me (?:hand|give|show|pass) (?:him|her) (?:over )?my (?:phone|laptop|passwords?|bank card|cards|keys|wages|money)\\b|\\b(?:rings|calls|texts|phones|facetimes) me (?:if|whenever|every time|when) i (?:stop|leave|go out|am late|'m late|don'?t answer|take too long|talk to)\\b|${S}\\b(?:refuses?|refused|won'?t|doesn'?t|wouldn'?t|will not) (?:to )?give me (?:any )?(?:money|cash)\\b(?= *(?:[.!?,]|$| for (?:food|formula|nappies|diapers|the (?:kids|children|baby|bills|rent|shopping)|bills|rent|petrol|gas|groceries|the bus|my medication)))`,
    false,
  ),
  // A child hit by a parent ("my daughter's dad hits her"); shown pictures that weren't appropriate.
  r(
    'child_at_risk',
    `^(?=.*\\b(?:daughter|son|kids?|children|child|baby|toddler|stepdaughter|stepson|little girl|little boy)\\b).*\\b(?:dad|daddy|father|stepdad|stepfather|he|husband|partner|boyfriend|mum|mom|mother)\\b(?:'s)? (?:\\w+ )?(?:hits|hit|beats|beat|smacks|smacked|slaps|slapped|kicks|kicked|punches|punched|whips|whipped|belts|belted|shakes|shook|chokes|choked) (?:her|him|them)\\b(?! (?:back|up)\\b)|\\bshow(?:s|ed|ing)? ${WHOSE} ${CHILD} (?:\\w+ )?(?:pictures|photos|videos|images|things|stuff|films?|clips?)\\b[^.!?]{0,25}\\b(?:inappropriate|weren'?t appropriate|not appropriate|sexual|explicit|naked|dirty|adult)\\b`,
    false,
  ),
  r(
    'coercive_control',
    `${S}\\b(?:watches|watched|watching|spies on|spied on|monitors|checks on|listens to) me (?:through|on|via|with) (?:the |his |her |a )?(?:cameras?|phone app|app|baby monitor|ring doorbell|doorbell|tracker|laptop)\\b|${S}\\b(?:keeps|kept|keeping|has|had) me (?:locked|shut|trapped) (?:in|inside|up)\\b`,
    false,
  ),
  // Shut out of home or kept from the children, whoever the sentence names first.
  r(
    'coercive_control',
    `\\b(?:won'?t|will not|wouldn'?t|would not) (?:let|allow) me (?:back )?(?:in|into the (?:house|flat|home))\\b(?! (?:on (?:it|the (?:secret|joke|plan))|the (?:secret|joke))\\b)|\\b(?:won'?t|will not|wouldn'?t|would not) let me (?:get|see|have|take) (?:the|my|our) (?:kids|children|son|daughter|baby)\\b`,
    false,
  ),
  r(
    'coercive_control',
    `\\bmakes? me (?:delete|block|unfriend|unfollow|remove|cut off|stop (?:seeing|talking to|texting))\\b|\\b(?:have to|has me|got to|gotta|must|need to) (?:send|show|share with) (?:him|her) (?:a )?(?:photos?|pictures?|pics?|videos?|proof|screenshots?|my location)\\b`,
    false,
  ),
  // A child flinching when he comes near.
  r(
    'child_at_risk',
    `\\b${CHILD}\\b[^.!?]{0,20}\\b(?:flinch\\w*|cowers?|cowering|hides?|freezes?|wets? (?:himself|herself|the bed))\\b[^.!?]{0,30}\\b(?:when|whenever|every time|if) (?:he|she|(?:his|her|their) (?:dad|father|stepdad)|my (?:husband|partner|boyfriend))\\b[^.!?]{0,20}\\b(?:raises|lifts|comes|shouts|walks|gets|moves|is near|comes near)\\b`,
    false,
  ),
  r(
    'coercive_control',
    `${S}\\b(?:tells|told|decides|chooses|picks) (?:me )?what (?:to|i can|i'?m allowed to) (?:wear|eat)\\b[^.!?]{0,40}\\b(?:checks?|inspects?|makes me change|won'?t let me|before i (?:leave|go out))\\b`,
    false,
  ),
  // A child punished with cold and hunger; images of children on his devices.
  r(
    'child_at_risk',
    `${S}\\b(?:makes?|made|forces?|forced) ${WHOSE} ${CHILD} (?:to )?(?:sleep (?:in the (?:garden|car|shed|cold|hallway)|outside|on the floor)|stand (?:outside|in the cold)|kneel|go without (?:food|dinner|eating)|stay in (?:the|a) (?:cupboard|dark))\\b|\\b(?:pictures?|photos?|images?|videos?|pics)\\b (?:of )?(?:kids|children|little (?:girls|boys)|young (?:girls|boys)|underage|minors|teenage girls|schoolgirls)\\b[^.!?]{0,25}\\b(?:on|in) (?:his|her) (?:laptop|computer|phone|pc|hard drive|ipad|tablet)\\b`,
    false,
  ),
  // Explaining every minute; her name taken off the account.
  r(
    'coercive_control',
    `\\b(?:have to|has to|must|make me|makes me|made me) (?:explain|account for|justify|tell (?:him|her)) (?:where i (?:was|am|'ve been|have been|went)|who i (?:was with|talked to|spoke to|met)|every (?:minute|penny))\\b|${S}\\b(?:took|taken|removed|cut) (?:my name|me) off (?:the|our) (?:bank )?accounts?\\b`,
    false,
  ),
  // Impersonation; an allowance; a child taken by a drunk driver.
  r(
    'coercive_control',
    `\\bpretend(?:s|ed|ing)? to be me\\b|\\b(?:posing|posed|poses) as me\\b|\\bimpersonat\\w* me\\b|\\bi (?:get|'m given|am given|'m on|am on|have) (?:a |an )?(?:weekly |monthly |daily |small |tiny )?allowance\\b`,
    false,
  ),
  r(
    'child_at_risk',
    `\\b(?:grabbed|snatched|took|taken|dragged)\\b (?:${WHOSE} )?${CHILD}\\b[^.!?]{0,30}\\b(?:drove off|driving|drunk|high|ran off|won'?t give (?:him|her|them) back|won'?t bring (?:him|her|them) back)\\b|\\bdr(?:ive|ove|iving) (?:off )?(?:drunk|high|under the influence)\\b[^.!?]{0,20}\\bwith (?:${WHOSE} )?${CHILD}\\b`,
    false,
  ),
  // Permission for a doctor; money begged for everything; a young person hurt at home.
  r(
    'coercive_control',
    `\\b(?:have to|need to|must|got to) (?:get|ask for|ask|have) (?:his|her) (?:permission|ok|okay|approval|say-so)\\b|\\b(?:have to|need to|must|got to) (?:ask|beg) (?:him |her )?for (?:money|cash)\\b[^.!?]{0,20}\\b(?:for )?(?:everything|anything|food|shampoo|tampons|pads|nappies|basics|the bus|petrol|clothes)\\b`,
    false,
  ),
  r(
    'child_at_risk',
    `^(?=.*\\b(?:i'?m|i am) (?:1[0-7]|[5-9]|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)(?: years old)?\\b).*\\b(?:touch(?:es|ed)?|hurts?|hit|hits|beats?|abus\\w*|molest\\w*) me\\b`,
    false,
  ),
  // The phone on speaker; the car disabled so she can't go; an ex driving past at night; a thrown object.
  r(
    'coercive_control',
    `\\bmakes? me (?:keep|put|have) (?:my |the )?phone on (?:speaker|loudspeaker)\\b|${S}\\b(?:took|takes|removed|disabled|disconnected|let down|slashed|hid|hides)\\b[^.!?]{0,30}\\bso (?:that )?i (?:can'?t|couldn'?t|cannot|can never|won'?t be able to) (?:go|leave|get|drive|call|see|get out)\\b|^(?=.*\\b(?:keeps|kept|has been|is always|every (?:day|night)|at night|all the time)\\b).*?${S}\\b(?:driv(?:es|ing|en)|drove|walk(?:s|ing|ed)|hang(?:s|ing)) (?:past|by|around|outside) my (?:house|flat|home|work|office|mum'?s|parents'?)\\b`,
    false,
  ),
  r(
    'child_at_risk',
    `^(?=.*\\b(?:baby|toddler|son|daughter|kids?|child|children)\\b).*\\b(?:threw|throws|hurled|chucked|lobbed)\\b[^.!?]{0,30}\\bat (?:her|his|their) (?:head|face)\\b`,
    false,
  ),
  // A reply late by minutes and he turns up.
  r(
    'coercive_control',
    `\\bif i (?:don'?t|do not|didn'?t) (?:reply|answer|pick up|text back|respond)\\b[^.!?]{0,30}\\b(?:he|she)(?:'ll| will)? (?:turns? up|comes? (?:round|over|looking)|goes mad|gets (?:angry|mad|violent)|loses it|kicks off|calls (?:everyone|my)|punish\\w*)\\b`,
    false,
  ),
  // Food rationed, weighed; cameras in the bedroom or bathroom.
  r(
    'coercive_control',
    `${S}\\b(?:rations|rationed|controls|limits|restricts) (?:my|what i) (?:food|eat|eating|meals|water|sleep)\\b|${S}\\bweighs me\\b|${S}\\b(?:put|puts|installed|hid|hidden|set up)\\b[^.!?]{0,10}\\b(?:cameras?|a camera|recording devices?|microphones?)\\b (?:in|into) (?:the|my|our) (?:bedroom|bathroom|shower|toilet)\\b`,
    false,
  ),
];
