// The safety rules for a child at risk: violence, sexual contact or grooming, fear, neglect. See
// safety-patterns.ts for how rules are written.
import { CHILD, r, WHOSE, type SafetyRule } from './safety-patterns.ts';

export const CHILD_RULES: SafetyRule[] = [
  r(
    'child_at_risk',
    `\\b(?:push(?:ed|es)?|shoved|dropped|yank(?:ed|s)?|dragg?(?:ed|s)?|pinch(?:ed|es)?|hit|hits|hitting|hurt|hurts|hurting|beat|beats|beating|punch(?:ed|es)?|kick(?:ed|s)?|slap(?:ped|s)?|smack(?:ed|s|ing)?|whack(?:ed|s)?|batter(?:ed|s)?|shook|shakes|shaking|shov(?:e|ed|es)|chok(?:ed|es)|strangl(?:ed|es)|throttl(?:ed|es)|threw|throws|burn(?:ed|t|s)|bruised|whip(?:ped|s)?|belt(?:ed|s)|abus\\w*|starv\\w*) ${WHOSE} ${CHILD}\\b(?!'?s?'? feelings|'s? (?!face|head|arms?|legs?|back|body|neck|hands?|bottom|skin|ribs|eyes?)\\w| to (?:every|the|a|an|their|his|her|school|church|football|practice|mass|work|bed)\\b| (?:on|in|round|around) (?:the|a|their|his|her) (?:swings?|bike|trike|scooter|roundabout|sledge|sled|pram|buggy|stroller|pushchair|trolley|cart|go-kart|wheelchair|park|garden))`,
  ),
  // Sexual contact with a child or grooming: any touching of the child is named, not just "inappropriately".
  r(
    'child_at_risk',
    `\\btouch(?:es|ed|ing)? ${WHOSE} ${CHILD}\\b(?!'?s?'? (?:hair|head|face|hand|cheek|shoulder|arm|back|feelings)\\b)|\\bsexually (?:abus\\w*|touch\\w*) ${WHOSE} ${CHILD}\\b|\\bshaken baby\\b|\\b(?:inappropriate|sexual) (?:with|towards?|around) ${WHOSE} ${CHILD}\\b|\\bmolest\\w* ${WHOSE} ${CHILD}\\b`,
  ),
  r(
    'child_at_risk',
    `\\bshow(?:s|ed|ing)? ${WHOSE} ${CHILD} (?:porn\\w*|sexual|naked|explicit)|\\b(?:naked|nude|explicit|sexual) (?:photos|pictures|pics|videos|images) of ${WHOSE} ${CHILD}\\b|\\basks? ${WHOSE} ${CHILD} (?:for|to send) (?:photos|pictures|pics|nudes)\\b|\\bmakes? ${WHOSE} ${CHILD} (?:touch|watch) (?:him|her|porn)\\b|\\b(?:sends?|sent|sending|texts?|texting|texted|messag\\w*) ${WHOSE} ${CHILD} (?:inappropriate|sexual|explicit|naked|dirty)\\b|\\b(?:inappropriate|sexual|explicit) (?:messages|texts|photos|pictures|pics) (?:to|with|from) ${WHOSE} ${CHILD}\\b`,
  ),
  r(
    'child_at_risk',
    `\\b${CHILD}\\b[^.!?]{0,20}\\b(?:said|told me|says|tells me) (?:that )?(?:daddy|dad|he|she|mummy|mommy|mum|mom|my (?:husband|partner|boyfriend|girlfriend)|(?:his|her|their|my) (?:dad|father|stepdad|stepfather|mum|mom|mother|stepmum|stepmom|uncle|grandad|granddad|grandpa|mum'?s boyfriend|mom'?s boyfriend)) (?:touches|touched|hurts|hurt|hit|hits|beats|beat|smacks|smacked|slaps|slapped|kicks|kicked|punches|punched|whips|whipped|belts|belted|burns|burned|squeezes|squeezed|chokes|choked|strangles|shakes|shook|pinches|pinched|bites|bit|locks|locked)\\b`,
  ),
  r(
    'child_at_risk',
    `\\b${CHILD} (?:are |is |were |was )?(?:terrified|scared|afraid|frightened) (?:of|that) (?:him|her|he|she|(?:their|his|her) (?:dad|father|mum|mom|mother|stepdad|stepmum|stepmom)|my (?:husband|partner|boyfriend|girlfriend))\\b|\\b${CHILD} (?:hide|hides|hid|hiding|run and hide) (?:from (?:him|her)|when (?:he|she|their (?:dad|father|stepdad|mum|mom|mother)) (?:comes|gets|walks|is|starts|drinks))\\b`,
  ),
  r(
    'child_at_risk',
    `\\b(?:left|leaves|leaving) ${WHOSE} (?:baby|toddler|kids?|children|son|daughter) (?:alone|home alone|in the car)\\b|\\block(?:s|ed|ing)? ${WHOSE} ${CHILD} (?:in|out|up)\\b`,
  ),
  r(
    'child_at_risk',
    `(?<!play(?:s|ing|ed)? )\\brough with ${WHOSE} ${CHILD}\\b|\\bviolent (?:with|towards?|to|around) ${WHOSE} ${CHILD}\\b|\\b${CHILD} (?:has|had|have|with) (?:bruises|marks|burns|a black eye)\\b(?![^.!?]{0,25}\\b(?:(?:from|after) (?:a |an |the |his |her |their )?(?:football|rugby|school|playing|the playground|falling|a fall|sport|cooking|trampoline|bike|scooter|oven|stove|sun|nettles|camping|baking|fireworks?|chickenpox)|accident(?:al(?:ly)?)?)\\b)`,
  ),
];
