// The safety rules for threats, intimidation and fear of the partner, and for coercive control
// (monitoring, tracking, money, keys and documents, isolation, permission). See safety-patterns.ts for
// how rules are written and what is deliberately not flagged.
import { PARTNER, r, S, type SafetyRule } from './safety-patterns.ts';

const THREATENED =
  '(?:me|us|you|the kids|the children|my (?:kids|children|family|mum|mom|dad|parents|sister|brother|son|daughter|baby|friends?)|our (?:kids|children|son|daughter|baby)|the baby|himself|herself|themselves|the (?:dog|cat|pets?)|my (?:dog|cat|pets?)|(?:the|my|our) (?:house|flat|home|car|things|stuff))';
const PETS = '(?:dogs?|cats?|puppy|kitten|pets?|horse|rabbit|bird|hamster|animals?)';

export const CONTROL_RULES: SafetyRule[] = [
  // Threats and intimidation.
  r(
    'threats',
    `\\b(?:said|says|saying|tells me|telling me|told me|threaten\\w*|swore|promised|warned|texted|texts|messaged)[^.!?;]{0,40}\\b(?:kill|hurt|harm|beat|hit|shoot|stab|end|burn|poison|drown|destroy|set fire to|torch) ${THREATENED}\\b`,
  ),
  r(
    'threats',
    `${S}(?:'ll|'d| will| would| is going to|'s going to|'s gonna| is gonna) (?:kill|hurt|beat|find) me if i (?:leave|left|tell|told|go|went|call|report|try)\\b|\\bif i (?:ever )?(?:leave|left|go|tell|told|call|report)\\b[^.!?;]{0,15}\\b(?:he|she|they)(?:'ll|'d| will| would| is going to|'s going to) (?:find|kill|hurt|come after|track|hunt|beat) (?:me|us)\\b`,
  ),
  // "He's going to kill me when he sees the bill" is hyperbole when laughed about (jestable), a threat when not.
  r(
    'threats',
    `${S}\\b(?:tried|try|tries|trying|wants|wanted|going|gonna|plans?|planning)(?: to)? (?:kill|strangle|hurt) me\\b(?! (?:when|if|once) (?:he|she|they) (?:sees?|finds? out|hears?|knows?|notices?|realises?|realizes?|gets?|opens?|checks?)\\b)`,
  ),
  {
    ...r(
      'threats',
      `${S}\\b(?:going|gonna)(?: to)? kill me (?:when|if|once) (?:he|she|they) (?:sees?|finds? out|hears?|knows?|notices?|realises?|realizes?|gets?|opens?|checks?)\\b`,
    ),
    jestable: true,
  },
  // Pets, threatened or harmed, in any mood: "he'd kill the dog", "he kicks the cat".
  r(
    'threats',
    `${S}(?:'ll|'d)? ?\\b(?:kill|kills|killed|hurt|hurts|harm|harms|harmed|poison\\w*|drown\\w*|strangl\\w*|kick|kicks|kicked|beat|beats|beaten|get rid of|got rid of|shoot|shot|stab|stabbed|burn|burned|burnt|throw|threw|throws) (?:the|my|our|his|her) ${PETS}\\b`,
  ),
  r(
    'threats',
    `\\bthreaten(?:s|ed|ing)? (?:me|us|my (?:family|kids|children|parents|mum|mom|dad|sister|brother|son|daughter|friends?)|the kids|the children|to (?:take|hurt|harm|kill) (?:the|my|our) (?:kids|children|son|daughter|baby))\\b|\\b(?:made|makes|making|sends?|sent|sending) (?:me )?(?:death )?threats\\b|\\bdeath threats?\\b|\\bthreatening (?:messages|texts|calls|voicemails|notes|letters)\\b|\\bthreats (?:to|against) (?:me|my|kill|hurt)\\b`,
  ),
  r(
    'threats',
    `\\b(?:told me|said) (?:i'?d|i would|i'?ll|i will) (?:be sorry|regret it|pay for (?:it|this))\\b`,
  ),
  // The children used as a threat: "he'll make sure I never see the kids again".
  r(
    'threats',
    `\\b(?:said|says|saying|keeps saying|told me|threaten\\w*|swore|warned)[^.!?;]{0,40}\\b(?:never see (?:the|my|our) (?:kids|children|son|daughter|baby|babies) again|take (?:the|my|our) (?:kids|children|son|daughter|baby)(?: away)?\\b(?! (?:to|out|for|swimming|shopping|camping|on|home|round|over|back|in|up|with (?:him|her) (?:to|for|on))\\b))`,
    false,
  ),
  r(
    'threats',
    `\\bfind (?:my|your) body\\b|${S}\\bmake it look like an accident\\b|\\b(?:said|says|told me|threaten\\w*|warned)\\b[^.!?]{0,30}\\bmake it look like an accident\\b`,
    false,
  ),
  r(
    'threats',
    `\\b(?:pulled|pulls|held|holds|pointed|points|waved|waves|grabbed|threaten\\w*[^.!?;]{0,15}with) (?:a|the|his|her) (?:knife|gun|weapon|rifle|pistol|blade|shotgun|machete|hammer|bat)\\b|\\b(?:knife|gun) (?:to|at) my\\b`,
  ),
  { ...r('threats', `\\bi'?m going to (?:stab|shoot|poison) (?:him|her)\\b`), jestable: true },
  r(
    'threats',
    `\\b(?:knife|gun|rifle|pistol|weapon|machete|(?:baseball )?bat|hammer|crowbar|axe) (?:under|by|next to|beside) (?:the|his|her|our) (?:pillow|bed)\\b|${S}\\b(?:scares|scared|frightens|frightened|terrifies|terrified|intimidates|intimidated) me\\b(?! (?:half to death|to death|with (?:his|her|their) (?:driving|jokes|pranks)|when (?:he|she|they) (?:drives|jumps|sneaks)|by (?:driving|jumping|sneaking|hiding))\\b)`,
  ),
  // Fear of the partner or of going home.
  r(
    'threats',
    `\\b(?:afraid|scared|terrified|frightened|petrified) (?:to death )?(?:of|for) ${PARTNER}(?!'s|\\w| \\w+ing\\b)|\\b(?:afraid|fear|scared|frightened|terrified) for my (?:life|safety)\\b|\\b(?:afraid|scared|terrified|frightened) of (?:his|her) (?:temper|anger|rage|fists?|violence)\\b`,
  ),
  r(
    'threats',
    `\\b(?:afraid|scared|terrified|frightened|worried|fear|petrified) (?:of )?what (?:he|she|they)(?:'ll|'d|'s going to|'s gonna| will| would| might| could| may| is going to| is gonna) do\\b|\\b(?:afraid|scared|terrified|frightened|worried) (?:that )?(?:he|she)(?:'ll|'d| will| would| might| could| is going to|'s going to) (?:hurt|kill|hit|beat|attack|strangle|choke|harm|come after|find) (?:me|us|the kids|the children|my)`,
  ),
  r(
    'threats',
    `\\b(?:scared|afraid|terrified|frightened) (?:to go|of going) (?:back )?home\\b|\\b(?:scared|afraid|terrified|frightened) (?:to|of) (?:leave|leaving|be alone with|being alone with) (?:him|her)\\b|\\b(?:don'?t|do not|never) feel safe\\b(?! (?:sharing|to share|talking|to talk|telling|opening|being vulnerable|bringing|saying|asking|raising|expressing|with (?:money|the finances|decisions)))|\\bnot safe (?:at home|with (?:him|her)|around (?:him|her)|in (?:my|our|this) (?:own )?(?:home|house|bed))|\\b(?:i'?m|i am|we'?re|we are) not safe\\b`,
    false,
  ),
  r(
    'threats',
    `\\bfeel (?:so |very |really )?unsafe\\b(?! (?:sharing|to share|talking|opening|being vulnerable|bringing|telling|saying|asking)\\b)`,
  ),
  r(
    'threats',
    `${S}\\b(?:raised (?:his|her|a) (?:hand|fist) (?:to|at) me|swung at me|(?:punched|punches|punching|kicked|kicks|hit|hits|smashed|smashes) (?:a hole in |holes in )?(?:the |a )?(?:walls?|doors?)\\b|smashed (?:my|the|our) (?:phone|things|stuff|door|window|car|tv|laptop)|(?:broke|kicked|smashed) (?:the|my) door (?:down|in))`,
  ),
  r(
    'threats',
    `\\bhid(?:e|ing)? from (?:him|her)\\b|\\b(?:hid|hide|hiding|locked myself) in the (?:bathroom|bedroom|toilet|car|wardrobe|closet|cupboard) (?:from|until|when|while|because|to get away)\\b`,
  ),
  // Coercive control.
  r(
    'coercive_control',
    `${S}\\b(?:checks|checking|checked|check|goes through|went through|going through|reads|read|reading|monitors|monitoring|monitored|monitor|tracks|tracking|tracked|track|spies on|spied on|spying on|looks through|looked through|listens to|records|recorded|logs into|logged into|hacked|hacks) (?:all (?:of )?|every (?:single )?)?(?:my (?:phone|messages|texts|emails?|e-mails|whatsapp|location|social media|browser|browsing|bank|spending|receipts|post|mail|bins|rubbish|trash|bag|handbag|purse|wallet|pockets|drawers|wardrobe|calls|laptop|computer|accounts?|movements|whereabouts|diary|journal|car)|(?:message|text|email|call) (?:on my|i (?:send|get)))\\b(?! (?:out loud|aloud|to me|back to me|in (?:a )?funny voices?|for me|when i ask)\\b)`,
  ),
  r(
    'coercive_control',
    `${S}\\b(?:monitors|monitoring|monitored|watches|watching|tracks|tracking|tracked|checks|checking|controls|controlling|questions|questioning|decides|records|spies on|polices|micromanages) (?:on )?(?:everything i\\b|every (?:single )?(?:thing|step|call|text|message|penny|pound|dollar|cent|purchase|minute|conversation|move) i\\b|(?:my )?every (?:single )?move\\b|where i (?:go|am|'ve been|have been|was)\\b|who i (?:see|talk|text|call|speak|message|meet)\\b|what i (?:wear|eat|spend|buy|do|say)\\b)`,
  ),
  r(
    'coercive_control',
    `\\b(?:tracks|tracking|tracked) (?:me|where i (?:go|am))\\b|\\b(?:tracker|tracking app|airtag|gps|spyware|stalkerware) (?:on|in|under) my (?:car|phone|bag)\\b|\\bmakes? me (?:share|send|show) (?:him |her |them )?(?:my location|a photo|photos|a picture|pictures|proof|a video|videos|screenshots)\\b|\\bprove where i (?:am|was|'ve been|have been)\\b|\\b(?:have to|has to|must|makes? me|made me|need to|got to|gotta) (?:call|text|ring|message|facetime|check in with|report to) (?:him|her) every (?:hour|half hour|\\d+ minutes|few minutes|time i (?:leave|go out|arrive))\\b`,
  ),
  r(
    'coercive_control',
    `${S}\\b(?:takes|took|taken|keeps|kept|hides|hid|hidden|holds|has|locked away|locks away|stole|steals|destroyed|ripped up|cut up|confiscat\\w*) (?:all )?(?:of )?my (?:money|wages|salary|pay|paycheck|bank card|cards|credit cards?|debit card|keys|car keys|passport|phone|id|documents|birth certificate|visa|benefits|savings|medication|meds)\\b(?! (?:charger|case|number|cover|to (?:the|a) (?:bank|shop|repair)|to (?:look at|show|charge|fix|play|find (?:the|a)|take (?:a )?(?:photo|picture|pic|selfie)|check (?:the )?(?:photos|pictures|map|weather|time))))`,
  ),
  r(
    'coercive_control',
    `${S}\\bcontrols? (?:all (?:of )?)?(?:the|our|my) (?:money|finances|bank accounts?|account|cards)\\b|\\b(?:gives|puts) me (?:on )?an allowance\\b|\\bbeg (?:him|her) for (?:\\w+ )?money\\b`,
  ),
  r(
    'coercive_control',
    `\\b(?:no|don'?t have|do not have|haven'?t got|never had|without|lost|denied|cut off (?:my|from)) (?:any )?access to (?:our|my|the|any) (?:own )?(?:money|bank|bank accounts?|accounts?|cards?|finances|savings|car|phone)\\b`,
    false,
  ),
  r(
    'coercive_control',
    `${S}\\b(?:won'?t|doesn'?t|does not|will not|never|didn'?t|did not|wouldn'?t|would not) (?:let|allow) me (?:to )?(?:in\\b|back in|into the (?:house|flat|home)|get (?:the|my) (?:kids|children|things|stuff|clothes)|see|visit|talk to|speak to|call|text|leave|work|get a job|drive\\b(?! (?:his|her|their) )|sleep|use the car|have (?:a |any |my own |my )?(?:money|friends|phone|job|bank account|bank card|car|access|key|passport)|go (?:out|anywhere|to church|to work|to my|to see|home|to the doctor)|see a doctor|get help|eat|shower|wash|bathe|rest|use the (?:bathroom|toilet|loo|phone|computer|heating)|go to the (?:toilet|loo|bathroom)|wear|spend|buy|speak|have the heating)`,
    false,
  ),
  r(
    'coercive_control',
    `${S}\\b(?:stops|stopped|stopping|prevents|prevented|keeps|kept) me (?:from )?(?:seeing|going|talking|speaking|working|leaving|calling|visiting|having|driving|getting|using|texting|contacting)\\b`,
  ),
  r(
    'coercive_control',
    `\\b(?:i'?m|i am|i was|i'?ve been|i have been|we'?re|we are) (?:not|never|no longer) allowed(?!(?! to (?:(?:talk|speak) to|see|meet|text|have friends)\\b)[^.!?]{0,60}\\b(?:at work|in class|at school|on shift|during (?:work|shifts?|exams?|lessons?)|in the (?:office|ward|lab)|both of us|we both|we agreed|our rule)\\b) (?:to (?:see|go|have|talk|leave|work|drive|spend|wear|use|call|visit|text|speak|sleep|meet|open|keep|lock|phone|contact)\\b|out\\b|outside\\b|friends\\b|money\\b|a phone\\b|a job\\b|my own\\b)|\\b(?:can'?t|cannot|not allowed to|never allowed to|have to ask before i|not supposed to) [^.!?;]{0,30}without (?:his|her|their) (?:permission|approval|say-so|ok|okay)\\b`,
    false,
  ),
  r(
    'coercive_control',
    `\\b(?:cut|cuts|cutting|isolat\\w*|keeps|kept) me (?:off |away )?(?:from|off from) (?:all )?(?:of )?(?:my )?(?:friends|family|parents|mum|mom|sister|brother|church)\\b|${S}\\bisolat(?:es|ed|ing) me\\b|\\bmakes? me (?:cut off|stop seeing|stop talking to|drop|choose between (?:him|her) and) (?:my )?(?:friends|family|parents|mum|mom|sister|brother|church)\\b`,
  ),
  r(
    'coercive_control',
    `${S}\\b(?:follows|followed|following|stalks|stalked|stalking) me\\b(?! (?:on (?:instagram|twitter|social media|tiktok|facebook|x)|(?:around|round|into|to|through) the (?:kitchen|house|lounge|living room|garden|shop|shops|supermarket)|back|home from)\\b)|\\b(?:turns|turned|shows|showed|keeps turning|keeps showing) up (?:at|outside) my (?:new |own )?(?:work|office|house|flat|job|school|door|mum'?s|mom'?s|parents'?)\\b|\\b(?:keeps|kept|always|still) (?:turning|showing) up (?:at|outside) the (?:kids'? |children'?s )?(?:school(?: gates?)?|nursery)\\b`,
  ),
  r(
    'coercive_control',
    `\\b(?:have|had) to stop (?:seeing|talking to|going out with|visiting) (?:my )?(?:friends|family|parents|mum|mom|sister|brother)\\b|\\bmakes? me ask (?:for )?(?:his |her )?permission\\b|\\b(?:show|give|hand) (?:him|her) every receipt\\b`,
  ),
  r(
    'coercive_control',
    `\\bmakes? me (?:account for|explain|justify) every (?:penny|pound|dollar|cent|minute|purchase)\\b|\\block(?:s|ed)? me (?:in|up|out)\\b`,
  ),
  r(
    'coercive_control',
    `\\bforbids? me\\b|\\bi (?:have|need) to ask (?:his|her) permission (?:to|for|before)\\b|${S}\\b(?:controls|decides) (?:everything|my life|my every move|what i (?:wear|eat|do|say)|who i (?:see|talk to))`,
  ),
  r('coercive_control', `\\b(?:emotionally|verbally|financially|psychologically) abus\\w*`),
  // Her death foretold to others: "he told the kids their mum won't be around much longer".
  r(
    'threats',
    `\\b(?:said|says|told|tells|telling)\\b[^.!?]{0,30}\\b(?:mum|mom|mummy|mommy|mother|she|i|you)\\b (?:won'?t|will not|isn'?t going to|is not going to|ain'?t gonna) be (?:around|here|alive) (?:much longer|for long|for much longer|soon)\\b`,
    false,
  ),
];
