// The safety rules for abuse by another person: violence, sexual violence, threats, coercive control and
// strangulation. See safety-patterns.ts for how rules are written and what is deliberately not flagged.
import { r, S, type SafetyRule } from './safety-patterns.ts';

export const ABUSE_RULES: SafetyRule[] = [
  // Physical violence.
  r(
    'physical_abuse',
    `${S}\\b(?:hit|hits|hitting|punch(?:ed|es|ing)?|slap(?:ped|s|ping)?|kick(?:ed|s|ing)?|beat|beats|beating|beaten|smack(?:ed|s)?|whack(?:ed|s)?|bit|bites|elbow(?:ed|s)|headbutt(?:ed|s)?|burn(?:ed|t|s)|shoved?|shoves) me\\b(?! (?:out|up)\\b)`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:pushed|pushes|pushing|threw|throws|throwing|dragged|drags|pinned|yanked) me\\b(?! (?:away|to (?:do|go|be|change|get|try|see|make|take|talk|come|stop)|into (?:doing|going|counsel\\w*|therapy|a decision|it)|too far|for)\\b)`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:held|holds|holding|pinned|pins) me (?:down|against)\\b|${S}\\b(?:spat|spits|spit|spitting) (?:at|on|in) (?:me|my face)\\b`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:grabbed|grabs|yanked|twisted) (?:me|my (?:arm|arms|wrist|wrists|hair|face|shoulders?))\\b`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:threw|throws|throwing|hurled) (?:a|the|his|her|things|stuff|\\w+) (?:\\w+ )?at me\\b`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:hurt|hurts|hurting|injured|injures) me (?:physically|badly|again)\\b|\\b(?:physically) (?:hurt|hurts|abus\\w*)`,
  ),
  // "He hurts me when he's angry / drunk", or a bare "my husband hurts me": physical harm unless the
  // sentence itself says the hurt is emotional ("hurts me with his words", "hurt me when he said...").
  r(
    'physical_abuse',
    `${S}\\b(?:hurts|keeps hurting|has (?:been )?hurt(?:ing)?|is hurting) me\\b(?! (?:with (?:his|her|their) (?:words|silence|comments)|emotionally|by (?:\\w+ing|not|saying)|so much by|when (?:he|she|they) (?:said|says|ignores|ignored|forgets|forgot|doesn'?t|didn'?t|won'?t|leaves|left|criticis\\w*|talks|talked|laughs|laughed)))`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:is|was|gets|got|has been|becomes|became) (?:really |so |very )?(?:violent|physical|physically abusive)\\b`,
  ),
  r(
    'physical_abuse',
    `\\bi (?:was|got|get|have been|'ve been|am being) (?:hit|punched|slapped|kicked|beaten|beat up|attacked)\\b`,
  ),
  r(
    'physical_abuse',
    `${S}\\b(?:gave|left|leaves|gives) me (?:a |with )?(?:bruises?|a black eye|black eyes|a split lip|marks)\\b|\\bbruises? (?:from|because of|where) (?:him|her|he|she)\\b|\\bblack eye\\b`,
  ),
  r(
    'physical_abuse',
    `\\b(?:domestic (?:violence|abuse)|abusive (?:husband|wife|partner|marriage|relationship|boyfriend|girlfriend)|(?:he|she) (?:abuses|abused|is abusing|has abused) me)\\b`,
  ),
  // Sexual violence and coercion.
  r(
    'sexual_abuse',
    `\\brap(?:e|ed|es|ing|ist)\\b|\\bsexually (?:assault\\w*|abus\\w*)|\\bforced? (?:himself|herself) on me\\b`,
  ),
  r(
    'sexual_abuse',
    `\\b(?:forced|forces|forcing|force|made|makes|pressur\\w*|coerc\\w*) me (?:to have sex|have sex|into (?:having )?sex|to do (?:sexual|things in bed)|into (?:sexual|things in bed))`,
  ),
  r(
    'sexual_abuse',
    `\\bwon'?t (?:take|accept) no (?:for an answer )?(?:in bed|for sex|about sex|when it comes to sex)|\\bsex (?:when|even though|after|even when) i (?:said|say|tell him|told him) no\\b`,
    false,
  ),
  r(
    'sexual_abuse',
    `\\b(?:touch(?:es|ed)?|has sex with) me (?:when|while|even when|even though) i(?:'m| am| was)? (?:say no|said no|asleep|sleeping|passed out|drunk)`,
  ),
  // Threats and intimidation.
  r(
    'threats',
    `\\b(?:said|says|told me|threaten\\w*|swore|promised|warned)[^.!?;]{0,25}\\b(?:kill|hurt|harm|beat|hit|shoot|stab|end) (?:me|us|the kids|the children|my family|himself|herself)\\b`,
  ),
  r(
    'threats',
    `${S}(?:'ll|'d| will| would| is going to|'s going to|'s gonna| is gonna) (?:kill|hurt|beat|find) me if i (?:leave|left|tell|told|go|went|call|report|try)\\b`,
  ),
  r(
    'threats',
    `${S}\\b(?:tried|try|tries|trying|wants|wanted|going|gonna|plans?|planning) to (?:kill|strangle|hurt) me\\b`,
  ),
  r(
    'threats',
    `\\bthreaten(?:s|ed|ing)? (?:me|to (?:take|hurt|harm|kill) (?:the|my|our) (?:kids|children|son|daughter|baby))\\b`,
  ),
  r(
    'threats',
    `\\b(?:told me|said) (?:i'?d|i would|i'?ll|i will) (?:be sorry|regret it|pay for (?:it|this))\\b`,
  ),
  r(
    'threats',
    `\\b(?:pulled|pulls|held|holds|pointed|points|waved|waves|grabbed|threaten\\w*[^.!?;]{0,15}with) (?:a|the|his|her) (?:knife|gun|weapon|rifle|pistol|blade)\\b|\\b(?:knife|gun) (?:to|at) my\\b`,
  ),
  r('threats', `\\bi'?m going to (?:stab|shoot|poison) (?:him|her)\\b`),
  r(
    'threats',
    `\\b(?:afraid|scared|terrified|frightened) (?:of|for) (?:him|her|my (?:husband|wife|partner|boyfriend|girlfriend))\\b(?! \\w+ing\\b)|\\b(?:afraid|fear|scared|frightened) for my (?:life|safety)\\b`,
  ),
  r(
    'threats',
    `\\b(?:scared|afraid|terrified|frightened) (?:to go|of going) (?:back )?home\\b|\\b(?:don'?t|do not) feel safe (?:at home|around (?:him|her)|with (?:him|her)|in (?:my|our) (?:own )?(?:home|house|bed))`,
    false,
  ),
  r(
    'threats',
    `\\bfeel (?:so |very |really )?unsafe\\b(?! (?:sharing|to share|talking|opening|being vulnerable|bringing|telling|saying|asking)\\b)`,
  ),
  r(
    'threats',
    `${S}\\b(?:raised (?:his|her|a) (?:hand|fist) (?:to|at) me|swung at me|punched (?:a hole in )?the (?:wall|door)|smashed (?:my|the) (?:phone|things))`,
  ),
  // Coercive control.
  r(
    'coercive_control',
    `${S}\\b(?:checks|checking|checked|goes through|went through|reads|read|monitors|monitoring|tracks|tracking|tracked|spies on|looks through) (?:all (?:of )?)?my (?:phone|messages|texts|emails?|e-mails|whatsapp|location|social media|browser|bank|spending|receipts|post|mail)\\b`,
  ),
  r(
    'coercive_control',
    `\\b(?:tracks|tracking|tracked) (?:me|where i (?:go|am))\\b|\\b(?:tracker|tracking app|airtag|gps|spyware) (?:on|in) my (?:car|phone|bag)\\b`,
  ),
  r(
    'coercive_control',
    `${S}\\b(?:takes|took|taken|keeps|kept|hides|hid|holds|confiscat\\w*) (?:all )?(?:of )?my (?:money|wages|salary|pay|paycheck|bank card|cards|credit cards?|debit card|keys|car keys|passport|phone|id|documents|benefits)\\b`,
  ),
  r(
    'coercive_control',
    `${S}\\bcontrols? (?:all (?:of )?)?(?:the|our|my) (?:money|finances|bank accounts?|account|cards)\\b|\\bgives me an allowance\\b`,
  ),
  r(
    'coercive_control',
    `${S}\\b(?:won'?t|doesn'?t|does not|will not|never) (?:let|allow) me (?:to )?(?:see|visit|talk to|call|text|leave|work|get a job|drive|use the car|have (?:a |any |my own |my )?(?:money|friends|phone|job|bank account|bank card|car|access)|go (?:out|anywhere|to church|to work|to my|to see|home))`,
    false,
  ),
  r(
    'coercive_control',
    `\\bi'?m not allowed to (?:see|go|have|talk|leave|work|drive|spend|wear|use|call|visit|text)\\b`,
    false,
  ),
  r(
    'coercive_control',
    `\\b(?:cut|cuts|cutting|isolat\\w*|keeps|kept) me (?:off |away )?(?:from|off from) (?:all )?(?:of )?(?:my )?(?:friends|family|parents|mum|mom|sister|brother|church)\\b|${S}\\bisolat(?:es|ed|ing) me\\b`,
  ),
  r(
    'coercive_control',
    `\\bmakes? me (?:account for|explain|justify) every (?:penny|pound|dollar|cent|minute|purchase)\\b|\\block(?:s|ed)? me (?:in|up|out)\\b`,
  ),
  r(
    'coercive_control',
    `\\bforbids? me\\b|\\bi (?:have|need) to ask (?:his|her) permission (?:to|for|before)\\b|${S}\\b(?:controls|decides) (?:everything i|what i (?:wear|eat|do|say)|who i (?:see|talk to))`,
  ),
  r('coercive_control', `\\b(?:emotionally|verbally|financially|psychologically) abus\\w*`),
  // Strangulation: urgent, whatever else is said.
  r(
    'strangulation',
    `\\b(?:chok(?:e|ed|es|ing)|strangl(?:e|ed|es|ing)|throttl(?:e|ed|es|ing)) me\\b(?! up)|\\bstrangl(?:ed|ing|ation)\\b`,
  ),
  r(
    'strangulation',
    `\\b(?:hands?|arm|fingers) (?:a)?round my (?:neck|throat)\\b|\\b(?:grabbed|grabs|held|holds|squeezed|squeezes|pinned) (?:me )?(?:by )?(?:the|my) (?:neck|throat)\\b|\\bsqueez\\w* my (?:neck|throat)\\b`,
  ),
  r(
    'strangulation',
    `\\bcouldn'?t breathe (?:when|while|because|until) (?:he|she)\\b|\\b(?:passed|blacked) out (?:when|after|because) (?:he|she)\\b`,
    false,
  ),
];
