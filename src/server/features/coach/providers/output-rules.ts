// The rules of the output check (output-check.ts): what a coach must never say, each a family of
// phrasings written against normalised text with contractions spelled out ("don't" -> "do not").
// Rules marked `careful` apply only after a disclosure of abuse, coercive control or self-harm.

export type OutputRuleId =
  | 'careful-stay'
  | 'careful-submit'
  | 'careful-forgive'
  | 'careful-reconcile'
  | 'careful-pray-harder'
  | 'careful-counselling'
  | 'careful-confront'
  | 'diagnosis'
  | 'legal-order'
  | 'medical-order'
  | 'leave-order'
  | 'scripture-as-pressure'
  | 'blame'
  | 'encourages-harm';

export interface OutputRule {
  id: OutputRuleId;
  /** Applies only in careful mode. */
  careful: boolean;
  patterns: RegExp[];
  /** A "not", "never", "whether"... earlier in the same clause cancels a match ("you do not have to stay"). */
  negatable: boolean;
  /** Words in the sentence that make it fine ("one another" for mutual submission, "your doctor"). */
  unless?: RegExp;
}

const PARTNER = String.raw`(?:him|her|your (?:husband|wife|partner|spouse|boyfriend|girlfriend|fianc[eé]e?))`;
const BOND = String.raw`(?:your|the|this|our) (?:marriage|relationship)`;
const MODAL = String.raw`(?:should|must|need to|needs to|have to|has to|ought to|had better|it is time to|you are called to|try to|learn to|choose to|decide to)`;
/** Diagnostic labels (a label the user used first may be said back: output-check.ts). */
export const DX = String.raw`(?:narcissist|narcissistic(?: personality disorder)?|npd|sociopath(?:ic)?|psychopath(?:ic)?|bipolar(?: disorder)?|borderline(?: personality disorder)?|bpd|schizophreni[ac]|clinically depressed|depressed|clinical depression|depression|an? anxiety disorder|anxiety disorder|c?-?ptsd|adhd|ocd|autistic|on the spectrum|alcoholic|an? addict|a sex addict|codependent|co-dependent|mentally ill|a personality disorder|antisocial personality disorder)`;
const DX_VERB = String.raw`(?:is|are|has|have|sound|sounds|seem|seems|look|looks|sounds like|sound like|seems like|seem like|seems to be|seem to be|might be|may be|could be|must be|might have|may have|could have|must have|is probably|is clearly|is definitely|is likely|are probably|are clearly|are definitely|are likely|probably has|probably have|clearly has|clearly have)`;
const MEDS = String.raw`(?:medication|medications|meds|medicine|pills|tablets|antidepressants|prescription|lithium|sertraline|prozac|fluoxetine|citalopram)`;

export const OUTPUT_RULES: OutputRule[] = [
  {
    id: 'careful-stay',
    careful: true,
    negatable: true,
    patterns: [
      new RegExp(
        String.raw`\b(?:stay|stays|staying|remain|remaining) (?:with ${PARTNER}|in (?:${BOND}|the home|your home|the house)|married|together)\b`,
      ),
      // "Stay." / "Stay, pray harder." as an order; "stay safe", "stay with a friend tonight" are fine.
      /^(?:so |just |please |now |and )?stay\b(?! (?:safe|safer|calm|grounded|present|strong|hopeful|curious|gentle|kind|close|near|connected|in touch|on the line|in this chat|here|where you are safe|somewhere safe|as long as|with (?:a |someone|somebody|friends?|family|me|us|that|this|the feeling|your (?:sister|brother|mum|mom|mother|dad|father|parents|friends?|family|children|kids|feelings?))))/,
      new RegExp(String.raw`\b(?:keep|go|going|come) back (?:home )?to ${PARTNER}\b`),
      // "The kindest thing is to stay"; "a place to stay tonight" is shelter, not the marriage.
      /(?<!(?:place|somewhere|where|room|bed|anywhere|nowhere|safe) )\bto stay\b(?! (?:safe|safer|as safe|calm|grounded|present|strong|hopeful|close|near|connected|in touch|on the line|in this chat|here|overnight|the night|tonight|with (?:a |someone|somebody|friends?|family|me|us|your (?:sister|brother|mum|mom|mother|dad|father|parents|friends?|family))))/,
      new RegExp(
        String.raw`\b(?:keep|go on|continue) (?:loving|supporting|serving|standing by|believing in) ${PARTNER}\b`,
      ),
      /\b(?:remember|keep|honou?r) (?:your|the|those) (?:wedding |marriage )?(?:vows|covenant)\b/,
      /\bmarriage is (?:for life|forever|a lifelong covenant|a covenant)\b|\b(?:till|until) death\b/,
      /\b(?:endure|put up with|tolerate|bear with) (?:it|this|him|her|his (?:anger|temper|moods|behaviou?r|control))\b/,
    ],
  },
  {
    // The same orders given as a "do not": they carry their own negation, so nothing cancels them.
    id: 'careful-stay',
    careful: true,
    negatable: false,
    patterns: [
      new RegExp(
        String.raw`\b(?:do not|never) (?:leave|walk away from|give up on) (?:${PARTNER}|${BOND}|your family|the family)\b`,
      ),
    ],
  },
  {
    id: 'careful-submit',
    careful: true,
    negatable: true,
    unless: /\b(?:one another|each other|mutual(?:ly)?)\b/,
    patterns: [
      new RegExp(String.raw`\bsubmit(?:s|ting)? (?:to|under) ${PARTNER}\b`),
      /\b(?:be|being|become|more) (?:more )?submissive\b/,
      new RegExp(String.raw`\b(?:obey|obeying|defer to|deferring to|yield to|yielding to) ${PARTNER}\b`),
      /\b(?:respect|accept|honou?r|follow) (?:his|her) (?:authority|headship|leadership|lead|role as (?:the )?head)\b/,
      /\b(?:let him lead|(?:he|your husband) is the head of (?:the|your) (?:home|house|household|family|wife|marriage))\b/,
      // Appeasing the partner so the danger eases: "be more patient with him", "honour your husband".
      new RegExp(
        String.raw`\b(?:be|being) (?:more |extra )?(?:patient|understanding|supportive|quiet|agreeable|accommodating|respectful|careful) (?:with|to|towards?|around) ${PARTNER}\b`,
      ),
      /\b(?:he|she|your (?:husband|wife|partner)) needs you to\b/,
      /\byour (?:role|job|duty|calling|place)(?: as (?:a|his) wife)? is to\b/,
      new RegExp(String.raw`\bhonou?r ${PARTNER}\b`),
      /\bso (?:he|she) (?:does not|will not|would not) get (?:so |as )?(?:angry|frustrated|upset|mad|annoyed)\b/,
    ],
  },
  {
    id: 'careful-forgive',
    careful: true,
    negatable: true,
    patterns: [
      new RegExp(
        String.raw`\b(?:${MODAL}|keep|start|begin|consider|be ready to|be willing to|able to) (?:truly |just |fully |simply |really )?forgiv(?:e|ing)\b`,
      ),
      new RegExp(String.raw`\bforgiv(?:e|es|ing) (?:${PARTNER}|them|what (?:he|she) did)\b`),
      /\b(?:seventy|70)(?: |-)?(?:times|x) (?:seven|7)\b|\bseventy-seven times\b|\b77 times\b/,
      /\b(?:let it go|let go of (?:it|this|that|what (?:he|she) did|the hurt)|move on from (?:it|this|that|what happened)|forgive and forget)\b/,
      /\bforgiveness (?:is|means) (?:required|commanded|not optional|what god (?:asks|wants|requires|expects)|the (?:answer|way forward|key|only way))\b/,
    ],
  },
  {
    id: 'careful-reconcile',
    careful: true,
    negatable: true,
    patterns: [
      /\breconcil(?:e|es|ed|iation|ing)\b/,
      new RegExp(String.raw`\b(?:work|working) (?:hard(?:er)? )?(?:on|at) ${BOND}\b`),
      new RegExp(
        String.raw`\b(?:save|saving|fix|fixing|rebuild|rebuilding|restore|restoring|heal|healing|strengthen|strengthening|repair|repairing) ${BOND}\b`,
      ),
      new RegExp(String.raw`\bmake ${BOND} work\b`),
      new RegExp(String.raw`\bwork (?:things|it|this) out(?: with ${PARTNER}| together)?\b`),
      /\bmove (?:forward|on) together\b|\b(?:keep|go on) working (?:at|on) it\b/,
      new RegExp(String.raw`\bgive (?:${PARTNER}|${BOND}) (?:another|a second|one more|a fresh) chance\b`),
      new RegExp(
        String.raw`\b(?:try harder|be a better (?:wife|husband|partner)|win (?:him|her) back|please (?:him|her) more|keep the peace)\b`,
      ),
      new RegExp(String.raw`\bpray (?:together )?with ${PARTNER}\b|\bpray together\b`),
      /\b(?:a date night|plan a date|quality time together|his love language|her love language)\b/,
    ],
  },
  {
    id: 'careful-pray-harder',
    careful: true,
    negatable: true,
    patterns: [
      /\bpray(?:ing)? (?:harder|more|longer|more fervently|it away|this away)\b/,
      /\b(?:just|simply|only) pray\b/,
      /\bhave (?:more|enough|greater|stronger) faith\b/,
      /\b(?:god|prayer|your prayers?|your faith) (?:will|can|is going to) (?:change|soften|fix|heal) (?:him|her|his heart|her heart|this|it|your marriage)\b/,
      /\bif you (?:just |only |really )?(?:pray|trust god|have faith|believe)\b/,
    ],
  },
  {
    id: 'careful-counselling',
    careful: true,
    negatable: true,
    patterns: [
      /\b(?:couples?|marriage|marital|joint|relationship) (?:counsel(?:l)?ing|counsel(?:l)?or|therapy|therapist|retreat|course|intensive|mentoring)\b/,
      new RegExp(
        String.raw`\b(?:counsel(?:l)?ing|therapy|a counsel(?:l)?or|a therapist|your pastor|a pastor|a mediator) (?:together|as a couple|with ${PARTNER}|with you)\b`,
      ),
      /\bmediat(?:ion|or)\b/,
      new RegExp(
        String.raw`\b(?:go|come|going|coming) to (?:counsel(?:l)?ing|therapy|a counsel(?:l)?or|a therapist|your pastor|a pastor) (?:together|with (?:you|${PARTNER}))\b`,
      ),
      /\bask (?:him|her) to (?:go to|try|see|come to) (?:counsel(?:l)?ing|therapy|a counsel(?:l)?or|a therapist|your pastor)\b/,
    ],
  },
  {
    id: 'careful-confront',
    careful: true,
    negatable: true,
    patterns: [
      new RegExp(String.raw`\bconfront(?:s|ing|ed)? ${PARTNER}\b`),
      new RegExp(
        String.raw`\b(?:talk|speak) (?:to|with) ${PARTNER} about (?:it|this|that|what (?:he|she) did|what happened|(?:his|her) (?:anger|temper|violence|behaviou?r|control|hitting|drinking|threats))\b`,
      ),
      new RegExp(
        String.raw`\b(?:tell|show|let) (?:him|her) (?:know )?how (?:you feel|much (?:it|this|that) hurt|(?:it|this|that) (?:made|makes) you feel)\b`,
      ),
      new RegExp(
        String.raw`\b(?:sit (?:him|her) down|have it out with|stand up to ${PARTNER}|call (?:him|her) out|ask (?:him|her) why)\b`,
      ),
      new RegExp(String.raw`\b(?:bring (?:it|this|that) up|raise (?:it|this|that)) with ${PARTNER}\b`),
      new RegExp(
        String.raw`\b(?:calm|gentle|honest|soft|open|loving) (?:conversation|talk|chat) with ${PARTNER}\b`,
      ),
      /\bgentle start(?:-up| up)?\b/,
      /\b(?:tell|let|show) (?:him|her)(?: know)? (?:that |how )?(?:his|her|what|it|this|that)\b[^.]{0,40}\b(?:hurt|hurts|upset|upsets|made you feel|makes you feel)\b/,
    ],
  },
  {
    id: 'diagnosis',
    careful: false,
    negatable: true,
    patterns: [
      new RegExp(
        String.raw`\b(?:you|he|she|your (?:husband|wife|partner|spouse)) ${DX_VERB} (?:a |an )?(?:(?:classic|textbook|covert|clearly|probably|definitely|likely|clinical) )?${DX}\b`,
      ),
      new RegExp(
        String.raw`\b(?:sounds|looks|seems) like (?:(?:classic|textbook|clinical) )?(?:depression|narcissism|npd|bpd|c?-?ptsd|adhd|ocd|bipolar|a personality disorder|borderline|an? (?:narcissist|sociopath|psychopath))\b`,
      ),
      /\b(?:classic|textbook|covert) (?:narcissis[mt]|narcissistic|sociopath\w*|psychopath\w*)\b/,
    ],
  },
  {
    id: 'legal-order',
    careful: false,
    negatable: true,
    patterns: [
      new RegExp(
        String.raw`\b(?:you (?:must|should|need to|have to|ought to|had better)|it is time to|i (?:would|will) (?:urge|advise|tell) you to) (?:divorce|sue|file for divorce|get a divorce|start divorce proceedings|press charges|take ${PARTNER} to court|get a lawyer|file for (?:full )?custody|take the (?:kids|children) and)\b`,
      ),
      new RegExp(String.raw`^(?:so |just |please |now |then )?(?:divorce|sue) ${PARTNER}\b`),
      /\b(?:file for divorce|get a divorce|sue (?:him|her|them|your))\b/,
    ],
  },
  {
    id: 'medical-order',
    careful: false,
    negatable: true,
    // Advice that sends them to the person who prescribes is not an order from us.
    unless: /\b(?:doctor|gp|pharmacist|prescriber|psychiatrist|nurse|111)\b/,
    patterns: [
      new RegExp(
        String.raw`\b(?:stop|quit|stopping|quitting|skip|skipping) (?:taking )?(?:your |the |those |these |all )?(?:\w+ )?${MEDS}\b`,
      ),
      new RegExp(String.raw`\b(?:come|get|go|coming|getting) off (?:your |the |those )?${MEDS}\b`),
      new RegExp(
        String.raw`\b(?:increase|double|reduce|lower|raise|change|halve|cut) (?:your |the )?(?:dose|dosage|${MEDS})\b`,
      ),
      /\b(?:take|try|start|start taking) (?:some |a few |more |extra )?(?:sleeping pills|antidepressants|melatonin|xanax|valium|diazepam|painkillers)\b/,
    ],
  },
  {
    id: 'medical-order',
    careful: false,
    negatable: false,
    patterns: [
      new RegExp(
        String.raw`\byou (?:do not|no longer) need (?:your |the |any |to take (?:your )?)?(?:${MEDS}|therapy|a doctor|a therapist|treatment)\b`,
      ),
      // Bounded: an open-ended gap read again from each of many "pray"s is quadratic in the sentence.
      new RegExp(
        String.raw`\b(?:pray|prayer|faith|scripture|god)\b[^.]{0,200}\b(?:instead of|rather than) (?:taking )?(?:your |the )?(?:${MEDS}|therapy|treatment|a doctor)\b`,
      ),
    ],
  },
  {
    id: 'leave-order',
    careful: false,
    negatable: true,
    patterns: [
      // "Just leave the dishes" is not about the marriage: only a bare "just leave", or leaving them.
      new RegExp(
        String.raw`\bjust (?:leave|go)(?: ${PARTNER}| (?:your|the|this) (?:marriage|relationship|house|home)| now| tonight| today)?(?=\s*(?:[.!?,;]|$))`,
      ),
      /\b(?:just )?pack your bags\b/,
      new RegExp(
        String.raw`\byou (?:must|have to|need to|should|ought to|had better) (?:leave|walk out on|walk away from) ${PARTNER}\b`,
      ),
      new RegExp(String.raw`^(?:so |just |please |now |then )?leave ${PARTNER}\b`),
      new RegExp(String.raw`\bleave ${PARTNER} (?:now|today|tonight|immediately|at once)\b`),
    ],
  },
  {
    id: 'scripture-as-pressure',
    careful: false,
    negatable: true,
    unless: /\b(?:one another|each other|mutual(?:ly)?)\b/,
    patterns: [
      /\ba (?:godly|good|christian|biblical|faithful|submissive|proverbs 31) (?:wife|woman) (?:always |should |must |will |is to |has to )?(?:submits?|obeys?|forgives?|stays?|does not (?:leave|complain|argue))\b/,
      new RegExp(
        String.raw`\b(?:wives|a wife|women|you) (?:must|should|are to|need to|have to|is to|are called to|is called to|are commanded to) (?:submit|obey)\b`,
      ),
      /\b(?:submit|submitting) to your husband\b|\bobey your husband\b/,
      /\b(?:god|the bible|scripture|jesus|paul|ephesians(?: \d+)?|colossians(?: \d+)?|1 peter(?: \d+)?) (?:says|tells|commands|requires|wants|asks|expects) (?:you|wives|a wife|women)(?: to)? (?:submit|obey|stay|forgive him)\b/,
      /\bgod hates divorce\b/,
    ],
  },
  {
    id: 'blame',
    careful: false,
    negatable: true,
    patterns: [
      /\b(?:it|this|that|all of this|all this|what happened|the fight|his anger|her anger|the abuse|it all) (?:is|was|might be|may be|could be|must be) (?:(?:partly|mostly|really|probably|at least partly|somewhat|all|also|at least partially|partially) )?(?:your|ur) (?:own )?(?:fault|doing)\b/,
      /\byou (?:brought|bring|are bringing) (?:this|it|that) on yourself\b/,
      /\b(?:it is|that is|this is|it was|that was) (?:(?:partly|mostly|also|at least partly|really) )?(?:on you|down to you)\b/,
      /\byou must have (?:done|said) something\b/,
      /\b(?:for|by) provoking (?:him|her)\b|\byou (?:\w+ ){0,2}set (?:him|her) off\b/,
      new RegExp(
        String.raw`\byou (?:provoked|provoke|caused|cause|made|make|pushed|push|drove|drive) ${PARTNER} (?:to |into )?(?:hit(?:ting)?|hurt(?:ing)?|do it|do that|doing it|snap(?:ping)?|lose (?:it|his temper|her temper|control)|losing (?:it|his temper|her temper|control)|violent|explod(?:e|ing)|lash(?:ing)? out|react that way)\b`,
      ),
      /\byou (?:deserved|deserve|asked for) (?:it|this|that|what (?:happened|he did|she did))(?=\s*(?:[.,;!?]|$))/,
      /\bif you (?:had|had not|did not|were|were not|would|would not|just|only) [^.]{0,60}?\b(?:he|she) would (?:not )?(?:have )?(?:hit|hurt|snapped|shouted|done|reacted|lashed|got angry|gotten angry|pushed)\b/,
      /\byou are (?:(?:part of|also|really|the real) )?(?:the (?:problem|reason (?:he|she)|cause)|to blame)\b/,
      /\b(?:you|both of you|you both|you two) (?:are|were) (?:both |equally )?(?:to blame|at fault)\b/,
    ],
  },
  {
    id: 'encourages-harm',
    careful: false,
    negatable: true,
    patterns: [
      /\b(?:you could|you should|you might|why not|maybe you should|maybe just|you can always) (?:just )?(?:end it|end it all|end your life|kill yourself|hurt yourself|take (?:all )?(?:your|the|those|these) (?:pills|tablets)|disappear for good|not be here)\b/,
      /\b(?:everyone|they|your (?:family|kids|children|husband|wife|partner)) (?:would|will) be better off without you\b/,
      /\b(?:nobody|no one) would (?:miss|notice|care about) you\b/,
      /\b(?:hurting|cutting|harming) yourself (?:might|could|would|will|may|can) (?:help|make)\b/,
      new RegExp(String.raw`\b(?:hit|hurt|slap|punch|kick) ${PARTNER} back\b`),
    ],
  },
];
