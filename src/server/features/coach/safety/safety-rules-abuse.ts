// The safety rules for violence by another person: physical violence, sexual violence and coercion, and
// strangulation. Threats and coercive control are in safety-rules-control.ts. See safety-patterns.ts for
// how rules are written and what is deliberately not flagged.
import { r, S, type SafetyRule } from './safety-patterns.ts';

/** Acts of violence done to "me": the verb family the rules below share (typos such as "hitt" too). */
const VIOLENT_ACTS =
  '(?:shook|shakes|backhand(?:ed|s)?|kneed|hit|hitt|hits|hitts|hitted|hitting|punch(?:ed|es|ing)?|punshed|slapp?(?:ed|s|ing)?|kick(?:ed|s|ing)?|beat|beats|beating|beaten|batter(?:ed|s|ing)?|thump(?:ed|s|ing)?|lamp(?:ed|s)|clout(?:ed|s)|wallop(?:ed|s)|smack(?:ed|s|ing)?|whack(?:ed|s)?|bit|bites|elbow(?:ed|s)|headbutt(?:ed|s)?|burn(?:ed|t|s)|shov(?:e|ed|es|ing)|assault(?:ed|s|ing)?|manhandl(?:e|ed|es|ing)|bash(?:ed|es)?|boot(?:ed|s)|stab(?:bed|s)?|scratch(?:ed|es))';

export const ABUSE_RULES: SafetyRule[] = [
  // Physical violence: someone does a violent act to "me". "Beat me up" is violence; "kicked me out" is
  // not (the coach still answers it carefully, see safety-caution.ts), nor "hit me with the news".
  r(
    'physical_abuse',
    `${S}\\b${VIOLENT_ACTS} me\\b(?! (?:out|awake|to (?:my|the) core|in (?:his|her|their) sleep|with (?:the |a |this |that )?(?:news|question|bombshell|idea|request|bill|demand|ultimatum|guilt[- ]?trip|silent treatment))\\b)`,
  ),
  // "Attacks me" is often verbal ("attacks me over money", "verbally attacks me"): violence otherwise.
  r(
    'physical_abuse',
    `${S}\\b(?<!verbally )attack(?:ed|s|ing)? me\\b(?! (?:verbally|with (?:words|his words|her words)|about|over|for|on (?:social media|facebook|twitter|instagram)|in (?:meetings|emails?|texts?|messages|public|front of))\\b)|\\b(?:came|comes|coming) at me\\b|${S}\\bwent for me\\b`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:push|pushed|pushes|pushing|threw|throws|throwing|dragged|drags|pinned|yanked) me\\b(?! (?:away|to (?!the\\b|a\\b)\\w+|into (?:doing|going|counsel\\w*|therapy|a decision|it|\\w+ing)|too far|for|harder|forward|ahead|on|along|out of my comfort zone|under the bus|(?:round|around|through) (?:the|a|an|every) (?:shops?|garden centre|supermarket|ikea|town|market|museum|mall|shopping centre|car boot|outlet|sales)|(?:a|an) (?:\\w+ )?(?:party|bone|curve ?ball|lifeline|look|glance|smile|wink|kiss|surprise|celebration|shower))\\b)`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:knock(?:ed|s|ing)?|throw(?:s|ing)?|threw|slam(?:s|med|ming)?|shov(?:e|es|ed|ing)|push(?:es|ed|ing)?|smash(?:es|ed)?|bang(?:s|ed)?) me (?:about|around|over|down|out|unconscious|senseless|to the (?:floor|ground)|into|against|across)\\b`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:held|holds|holding|hold|pin|pinned|pins) me (?:down|against|up against|to the|on the|onto the)\\b|\\b(?:wouldn'?t|won'?t|would not) let go of my (?:wrists?|arms?|hair|hands?|throat|neck|face)\\b|${S}\\b(?:spat|spits|spit|spitting) (?:at|on|in) (?:me|my face)\\b`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:grabbed|grabs|yanked|twisted|pulled|pulls|pulling|dragged) (?:me|my (?:arm|arms|wrist|wrists|hair|face|shoulders?)|me by (?:my|the) (?:hair|arm|wrist))\\b(?! ?(?:band|bobble|tie|clip|brush|dryer|bands|ties|bobbles|clips|straighteners)\\b)(?! (?:aside|close|closer|in for|into (?:a hug|his arms|her arms)|(?:round|around|through) (?:the|a|an|every) (?:shops?|garden centre|supermarket|ikea|town|market|museum|mall|shopping centre|car boot|outlet|sales)|to (?:his|her|their|our|a|an|church|work|dinner|the (?:party|shops?|pub|cinema|gym|match|game|concert|wedding|meeting|dance ?floor))\\b))`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:threw|throws|throwing|hurled|hurls)(?! (?:a |the |his |her |some |my )?(?:cushion|pillow|sock|teddy|soft toy|snowball|paper|popcorn|grape|sweet|ball|frisbee|kiss|look|smile|wink|compliment|glance|shade|joke|question|tantrum)s?\\b) (?:a|the|his|her|things|stuff|\\w+) (?:\\w+ )?at (?:me|my (?:head|face|body|back|chest|stomach))\\b`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:put|puts|laid|lays|layed|laying|putting) (?:his|her|their|a) hands? on me\\b|${S}\\b(?:is|was|gets|got|can get|has been|'s been|'s|getting) (?:\\w+ )?rough with me\\b`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:hurt|hurts|hurting|injured|injures) me (?:physically|badly|bad|again|on purpose|last night|yesterday|so (?:bad|badly) (?:that )?i|when (?:he|she|they)(?:'s| is| was| gets| got| had been) (?:drunk|angry|mad|high|drinking))\\b|\\bphysically (?:hurt|hurts|abus\\w*)`,
  ),
  // "He hurts me when he's angry / drunk", or a bare "my husband hurts me": physical harm unless the
  // sentence itself says the hurt is emotional ("hurts me with his words", "hurt me when he said...").
  r(
    'physical_abuse',
    `${S}\\b(?:hurts|keeps hurting|has (?:been )?hurt(?:ing)?|is hurting|'s hurting|'s been hurting|is always hurting|'s always hurting) me\\b(?! (?:with (?:his|her|their) (?:words|silence|comments)|emotionally|by (?:\\w+ing|not|saying)|so much by|when (?:he|she|they) (?:said|says|ignores|ignored|forgets|forgot|doesn'?t|didn'?t|won'?t|leaves|left|criticis\\w*|talks|talked|laughs|laughed)))`,
  ),
  // How the partner is described: "he's violent", "she can be dangerous", "my abusive ex".
  r(
    'physical_abuse',
    `${S}(?:'s|\\b(?:is|was|are|were|can be|could be|has been|becomes|became|become|has become|turns|turned|seems|is being|was being))(?: (?:so|really|very|quite|extremely|super|incredibly|a bit|kind of|sometimes|often|always|also|getting|becoming|more|now|still|even|been|actually|genuinely|honestly))* (?:violent|abusive|dangerous)\\b(?! (?:films?|movies?|games?|video games?|shows?|tv|driver|driving|sports?|on the road|behind the wheel))`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:gets|got|getting|can get|became|becomes|turns|turned|went) (?:\\w+ )?(?:violent|physical|physically abusive)\\b(?! (?:therapy|therapist|activity|exercise|education|exam|health|check-?up|work|job|labou?r|training))`,
  ),
  r(
    'physical_abuse',
    `\\b(?:violent|abusive|dangerous) (?:husband|hubby|wife|partner|boyfriend|girlfriend|bf|gf|ex|man|woman|person|relationship|marriage|home|household|temper|rages?|outbursts?|streak)\\b|\\b(?:the|his|her|their|this|physical|family) violence\\b|\\bviolence (?:at|in (?:my|our|the)) (?:home|house|marriage|relationship)\\b`,
  ),
  r(
    'physical_abuse',
    `\\bdomestic (?:violence|abuse)\\b(?<!\\b(?:documentary|film|show|programme|program|series|book|article|course|training|charity|campaign|podcast|video|talk|sermon) (?:about|on) domestic (?:violence|abuse))|\\babusive\\b|\\b(?:abuses|abused|abusing) me\\b|\\b(?:he|she) abuses\\b|\\bbeing abused\\b|\\b(?:the|this|his|her|their|it'?s|is this|it is|that'?s|that is) abuse\\b|\\babuser\\b`,
  ),
  r(
    'physical_abuse',
    `\\bi (?:was|got|get|have been|'ve been|had been|am being|'m being|keep getting|'ve been getting) (?:hit|punched|slapped|kicked|beaten|beat up|battered|attacked|assaulted|abused|strangled|choked|knocked (?:about|around|down|out))\\b(?! (?:by|with) (?:a |the |an )?(?:car|bus|ball|truck|lorry|bike|cyclist|wave|van|taxi|door|virus|bug|cold|flu|dog|fine|bill|question|reality|realisation|realization|thought))`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:gave|left|leaves|gives) me (?:a |with )?(?:bruises?|a black eye|black eyes|a split lip|marks|a slap|a kicking|a beating|a smack)\\b|\\bbruises? (?:from|because of|where) (?:him|her|he|she)\\b|\\bblack eye\\b`,
  ),
  // Sexual violence and coercion.
  r(
    'sexual_abuse',
    `\\brap(?:e|ed|es|ing|ist)\\b|\\bsexually (?:assault\\w*|abus\\w*)|\\bforc(?:e|ed|es|ing) (?:himself|herself) (?:on|onto) me\\b|\\bmolest\\w*|\\bnon[- ]?consensual\\b|\\bwithout (?:my )?consent\\b`,
  ),
  r(
    'sexual_abuse',
    `\\b(?:forced|forces|forcing|force|made|makes|make|pressur\\w*|coerc\\w*|guilt[- ]?trips?\\w*|bull(?:y|ies|ied)) me (?:to have sex|have sex|into (?:having )?sex|to do (?:sexual|things in bed|stuff in bed|things i (?:don'?t|didn'?t) want)|do (?:sexual|things in bed|stuff in bed)|into (?:sexual|things in bed|bed)|to sleep with|sleep with|to watch porn|watch porn)`,
  ),
  r(
    'sexual_abuse',
    `\\bwon'?t (?:take|accept) no (?:for an answer )?(?:in bed|for sex|about sex|when it comes to sex)|\\bsex (?:with (?:him|her) )?(?:when|even though|after|even when|though) i (?:said|say|tell (?:him|her)|told (?:him|her)) no\\b|\\b(?:have|had|having) sex (?:with (?:him|her) )?(?:when|even though|even when|though) i (?:don'?t|didn'?t|do not|did not) want`,
    false,
  ),
  r(
    'sexual_abuse',
    `\\b(?:didn'?t|doesn'?t|won'?t|wouldn'?t|does not|did not|would not|will not|never) stop (?:even )?(?:when|after|even though|though|if) i (?:(?:say|said|tell (?:him|her)|told (?:him|her)|beg(?:ged)?(?: (?:him|her))?|ask(?:ed)?(?: (?:him|her))?) (?:to stop|no|not to|stop)\\b|(?:cry|cried|was crying|am crying|'m crying|push(?:ed)? (?:him|her) away)\\b)`,
    false,
  ),
  r(
    'sexual_abuse',
    `\\b(?:touch(?:es|ed)?|has sex with|had sex with) me (?:when|while|even when|even though) i(?:'m| am| was)? (?:say no|said no|asleep|sleeping|passed out|drunk|don'?t want|didn'?t want)|\\btouch(?:es|ed)? me (?:inappropriately|sexually|down there|when i was (?:a kid|a child|little|young|\\d+))`,
  ),
  // Sex given out of fear ("I sleep with him because I'm scared of what he'll do").
  r(
    'sexual_abuse',
    `\\b(?:have sex|sleep with (?:him|her)|sex with (?:him|her))\\b[^.!?]{0,20}\\b(?:because|cos|cause|or|so) (?:i'?m |i am |i feel )?(?:scared|afraid|frightened|terrified|(?:he|she)(?:'ll| will|'d| would| gets) (?:angry|mad|hurt|hit|punish))`,
  ),
  // Intimate images shared or threatened.
  r(
    'sexual_abuse',
    `\\b(?:shared|shares|posted|posts|sent|sends|leaked|leaks|spread|showed|shows|threaten\\w* to (?:share|post|send|leak|show|publish|put)) (?:my|our) (?:nudes|naked (?:photos|pictures|pics|images|videos)|intimate (?:photos|pictures|pics|images|videos)|private (?:photos|pictures|pics|videos)|sex tape|sexual (?:photos|pictures|videos))|\\bthreaten\\w* to (?:share|post|send|leak|show|publish|put) (?:my|our) (?:pictures|photos|pics|videos|images)\\b|\\b(?:post|share|send|leak|publish|put) (?:my|our) (?:private |intimate |naked )?(?:pictures|photos|pics|videos|images|nudes)(?: \\w+){0,3} (?:if|unless) i\\b`,
  ),
  // Strangulation: urgent, whatever else is said.
  r(
    'strangulation',
    `\\b(?:chok(?:e|ed|es|ing)|chock(?:ed|s)?|strangl(?:e|ed|es|ing)|throttl(?:e|ed|es|ing)) me\\b(?! up)|\\bstrangl(?:ed|ing|ation)\\b(?! (?:(?:the|a|an|his|her|my|that|this) (?:last (?:bit|drop)|toothpaste|tube|plants?|vines?|weeds?|life out of (?:the|a|that|this|our))|cry|laugh|sob|yelp|noise|sound|voice|note)\\b)|\\bchoke ?hold\\b`,
  ),
  r(
    'strangulation',
    `\\b(?:hands?|arm|fingers) (?:a)?round my (?:neck|throat)\\b|\\bhands? on my (?:neck|throat)\\b|\\b(?:grabbed|grabs|held|holds|squeezed|squeezes|pinned) (?:me )?(?:by )?(?:the|my) (?:neck|throat)\\b|\\bsqueez\\w* my (?:neck|throat)\\b|\\bby (?:the|my) (?:neck|throat)\\b|\\b(?:pillow|hand|hands) over my (?:face|mouth and nose|nose and mouth)\\b`,
  ),
  r(
    'strangulation',
    `\\bcouldn'?t breathe (?:when|while|because|until) (?:he|she)\\b|\\b(?:passed|blacked) out (?:when|after|because) (?:he|she)\\b|\\b(?:until|till|so|and) i (?:couldn'?t|could not|can'?t|cannot) breathe\\b(?<!\\b(?:laugh\\w*|cr(?:y|ied|ying)|ran|run\\w*|sob\\w*|giggl\\w*|swim\\w*|swam)\\b[^.!?]{0,25}\\b(?:until|till|so|and) i \\S+(?: not)? breathe)|\\b(?:sat|sits|sitting|knelt|kneeled|kneels|kneeling) on my (?:chest|neck|throat)\\b`,
    false,
  ),
  // The head or face driven into something: "slammed my head against the door".
  r(
    'physical_abuse',
    `${S}\\b(?:slam(?:med|s)?|smash(?:ed|es)?|bang(?:ed|s)?|bash(?:ed|es)?|knock(?:ed|s)?|shov(?:ed|es)|push(?:ed|es)?|hit|hits|threw|throws) my (?:head|face) (?:against|into|on|off|through)\\b`,
  ),
  // Sex while asleep or without consent.
  r(
    'sexual_abuse',
    `\\bsex with me (?:while|when) i'?m (?:asleep|sleeping|unconscious|passed out|drunk|out of it)\\b|\\b(?:while|when) i (?:was|am|'m) (?:asleep|sleeping|unconscious|passed out)\\b[^.!?]{0,25}\\b(?:sex|touch\\w*|inside me|on top of me|undress\\w*)\\b|\\b(?:didn'?t|did not|never|don'?t|do not) (?:give )?consent\\b(?! to (?!sex|it\\b|that\\b|any of it|this\\b)\\w)`,
    false,
  ),
];
