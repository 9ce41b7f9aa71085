// The check an AI model's reply passes before the user keeps it. The model's words arrive in pieces;
// the check releases them one whole sentence at a time, holding back the sentence still being written,
// so nothing unchecked ever reaches the user. A sentence that says what a coach must never say stops
// the reply (ai-coach.ts then replaces it with the careful built-in reply).
//
// Some things are never said: diagnoses, legal or medical orders, "a godly wife submits", blame, and
// anything that describes or encourages harm (the safety classifier, run on the model's own sentence).
// Others are wrong only in careful mode, after someone disclosed abuse, coercive control or thoughts of
// self-harm: urging them to stay, submit, forgive, reconcile, "pray harder", try couples counselling or
// confront the partner. Each rule is a family of phrasings, written against normalised text with
// contractions spelled out ("don't" -> "do not"), so one negation check serves every rule.
import type { ChatSafety, SafetyAssessment } from '../../ports/coach.ts';
import { assessMessage } from './safety.ts';
import { normalizeForMatching } from './text-utils.ts';

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

/** What was found: the rule only, never the text (it is logged). */
export interface Violation {
  rule: OutputRuleId;
}

export interface OutputCheckOptions {
  safety: ChatSafety;
  /** The safety classifier's reading of the user's message: an `ask` there makes the reply careful too. */
  messageAssessment: SafetyAssessment;
  /**
   * The user's own words in this chat: a label the user used themselves ("he has ADHD") may be said
   * back to them; it is the model's own diagnosis that is refused.
   */
  userWords?: string;
}

interface OutputRule {
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
const DX = String.raw`(?:narcissist|narcissistic(?: personality disorder)?|npd|sociopath(?:ic)?|psychopath(?:ic)?|bipolar(?: disorder)?|borderline(?: personality disorder)?|bpd|schizophreni[ac]|clinically depressed|depressed|clinical depression|depression|an? anxiety disorder|anxiety disorder|c?-?ptsd|adhd|ocd|autistic|on the spectrum|alcoholic|an? addict|a sex addict|codependent|co-dependent|mentally ill|a personality disorder|antisocial personality disorder)`;
const DX_VERB = String.raw`(?:is|are|has|have|sound|sounds|seem|seems|look|looks|sounds like|sound like|seems like|seem like|seems to be|seem to be|might be|may be|could be|must be|might have|may have|could have|must have|is probably|is clearly|is definitely|is likely|are probably|are clearly|are definitely|are likely|probably has|probably have|clearly has|clearly have)`;
const MEDS = String.raw`(?:medication|medications|meds|medicine|pills|tablets|antidepressants|prescription|lithium|sertraline|prozac|fluoxetine|citalopram)`;

const RULES: OutputRule[] = [
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
      new RegExp(
        String.raw`\b(?:pray|prayer|faith|scripture|god)\b[^.]*\b(?:instead of|rather than) (?:taking )?(?:your |the )?(?:${MEDS}|therapy|treatment|a doctor)\b`,
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

/** Spelt-out contractions: one negation word list then covers "don't", "isn't", "can't"... */
function expandContractions(text: string): string {
  return text
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bshan't\b/g, 'shall not')
    .replace(/\b(\w+)n't\b/g, '$1 not')
    .replace(/\b(he|she|it|that|this|what|there|who)'s\b/g, '$1 is')
    .replace(/\b(you|we|they)'re\b/g, '$1 are')
    .replace(/\bi'm\b/g, 'i am')
    .replace(/\b(you|we|they|i)'ve\b/g, '$1 have')
    .replace(/\b(you|we|they|i|he|she|it)'d\b/g, '$1 would')
    .replace(/\b(you|we|they|i|he|she|it)'ll\b/g, '$1 will');
}

export function normalizeSentence(sentence: string): string {
  return expandContractions(normalizeForMatching(sentence))
    .replace(/^[\s"'(\-*•–—\d.)]+/, '')
    .trim();
}

const REFLECTING = new Set<OutputRuleId>(['blame', 'encourages-harm', 'scripture-as-pressure', 'diagnosis']);

const NEGATION =
  /\b(?:not|never|no|none|nothing|nobody|neither|nor|without|whether|if|instead of|rather than|cannot|stop (?:telling|asking|expecting)|no one)\b/;
// Where the clause holding a match begins: a negation before it belongs to another clause.
const CLAUSE_BREAK = /[,;:!?—–]|\s-\s|\b(?:but|and|so|because|although|though|yet|while)\b/g;
// Someone else's words said back, or the user's own: "he tells you a godly wife submits", "you said
// you want to save it". Naming a claim in order to answer it is what a careful coach does.
const REPORTED =
  /\b(?:(?:telling|tells|told) you|(?:he|she|they|people|someone|others|some|your (?:husband|wife|partner|spouse|pastor|church|family|mother|mum|mom|father|dad|in-laws?|friends?))(?: \w+){0,3} (?:says|said|tells|told|claims|claimed|insists|insisted|keeps saying|kept saying|quotes|quoted|uses|used|calls|called|believes|thinks|thought)|(?:been|being|were|was) told|you (?:said|say|wrote|mentioned|told me)|you keep hearing|(?:the|that) (?:idea|claim|teaching|message|lie|belief|words?) (?:that|of)|words like|phrases like)\b/;
// The user's own feelings said back ("you feel it is your fault", "it sounds like no one would miss
// you"): a reflection, for the rules about blame and harm. Advice is not excused by them: "if you feel
// ready, forgive him" is still advice.
const REFLECTED =
  /\b(?:you (?:feel|felt|fear|worry|worried|wonder|wondered|believe|think|thought)|it (?:feels|felt|sounds|sounded) like|you are (?:feeling|thinking|wondering|worried))\b/;
/** A sentence that points to help (helplines, emergency numbers) or asks directly about safety. */
const SAFETY_TALK =
  /116 ?123|0808 ?2000 ?247|1-800-799-7233|\b(?:988|999|911|112)\b|\b(?:samaritans|helplines?|hotlines?|refuges?|crisis lines?|emergency services|the police)\b|^(?:are|have|do|did|is|has|were) you\b[^?]*\?$|\bare you (?:safe|thinking|having)\b/;

const TO_YOU = /\byou(?:r|rself)?\b/;
const HELP_WORDS =
  /\b(?:safe|unsafe|safety|danger|help|support|tell me|say so|reach out|talk to|call|whether|doctor|gp|figure of speech)\b/;

function isNegated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 60), index);
  let clauseStart = 0;
  for (const found of before.matchAll(CLAUSE_BREAK)) clauseStart = found.index + found[0].length;
  return NEGATION.test(before.slice(clauseStart));
}

// "Couples counselling is not recommended when...": the negation can follow what it denies.
const NEGATED_AFTER =
  /^[^,;:.]{0,30}?\b(?:(?:is|are|was|were|would be|can be|could be|will be|does|do|did|will|would|need|can|should)\s+(?:not|never|no longer|rarely|dangerous|unsafe|risky|off the table)|can wait|comes later|is for later|is (?:your|their) (?:choice|decision)|is up to you)\b/;

function isReported(rule: OutputRule, text: string, index: number): boolean {
  const before = text.slice(0, index);
  return REPORTED.test(before) || (REFLECTING.has(rule.id) && REFLECTED.test(before));
}

/** Labels the user used: said back to them, they are theirs, not the model's diagnosis. */
function userLabels(userWords: string | undefined): Set<string> {
  const labels = new Set<string>();
  if (!userWords) return labels;
  const text = normalizeForMatching(userWords);
  for (const found of text.matchAll(new RegExp(String.raw`\b${DX}\b`, 'g'))) labels.add(found[0]);
  return labels;
}

function matches(rule: OutputRule, text: string, labels: Set<string>): boolean {
  if (rule.unless?.test(text)) return false;
  for (const pattern of rule.patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    if (rule.negatable && isNegated(text, found.index)) continue;
    // "Whether they want to go, to stay for now, or...": options laid out, not an order.
    if (rule.negatable && /\bwhether\b/.test(text.slice(0, found.index))) continue;
    if (rule.negatable && NEGATED_AFTER.test(text.slice(found.index + found[0].length))) continue;
    if (isReported(rule, text, found.index)) continue;
    if (rule.id === 'diagnosis' && [...labels].some((label) => found[0].includes(label))) continue;
    return true;
  }
  return false;
}

export function isCareful(options: Pick<OutputCheckOptions, 'safety' | 'messageAssessment'>): boolean {
  const level = options.messageAssessment.level;
  return options.safety.careful || options.messageAssessment.crisis || level === 'ask';
}

/** The first rule one sentence of the model's reply breaks, or null. */
export function findViolation(sentence: string, options: OutputCheckOptions): Violation | null {
  const text = normalizeSentence(sentence);
  if (!text) return null;
  const careful = isCareful(options);
  const labels = userLabels(options.userWords);
  // What is never said is named first: it is the more useful rule id in the log.
  for (const rule of [
    ...RULES.filter((r) => !r.careful),
    ...(careful ? RULES.filter((r) => r.careful) : []),
  ]) {
    if (matches(rule, text, labels)) return { rule: rule.id };
  }
  // The model itself urging harm on the person ("you could end it all"): the classifier is written
  // for disclosures, so it is asked only about sentences to "you" that do not point to help or safety.
  if (
    TO_YOU.test(text) &&
    !SAFETY_TALK.test(text) &&
    !HELP_WORDS.test(text) &&
    assessMessage(sentence).crisis
  ) {
    return { rule: 'encourages-harm' };
  }
  return null;
}

/** Where a sentence ends: its closing punctuation (and quotes) followed by a space, or a line break. */
const SENTENCE_END = /[.!?…]+["')\]\u201d\u2019]*\s+|\n+/g;

export interface OutputCheckStep {
  /** The checked text to show now (maybe ""): whole sentences only. */
  release: string;
  /** Set once a sentence breaks a rule; from then on nothing more is released. */
  violation: Violation | null;
}

export interface OutputCheck {
  push(delta: string): OutputCheckStep;
  /** At the end of the reply: the last sentence, checked. */
  end(): OutputCheckStep;
}

export function createOutputCheck(options: OutputCheckOptions): OutputCheck {
  let held = '';
  let violation: Violation | null = null;

  const checkAll = (text: string): Violation | null => {
    let start = 0;
    for (const found of text.matchAll(SENTENCE_END)) {
      const end = found.index + found[0].length;
      const hit = findViolation(text.slice(start, end), options);
      if (hit) return hit;
      start = end;
    }
    return start < text.length ? findViolation(text.slice(start), options) : null;
  };

  const release = (text: string): OutputCheckStep => {
    violation = checkAll(text);
    return violation ? { release: '', violation } : { release: text, violation: null };
  };

  return {
    push(delta) {
      if (violation) return { release: '', violation };
      held += delta;
      let cut = 0;
      for (const found of held.matchAll(SENTENCE_END)) cut = found.index + found[0].length;
      if (cut === 0) return { release: '', violation: null };
      const ready = held.slice(0, cut);
      held = held.slice(cut);
      return release(ready);
    },
    end() {
      if (violation) return { release: '', violation };
      const rest = held;
      held = '';
      return release(rest);
    },
  };
}
