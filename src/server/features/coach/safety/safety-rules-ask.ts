// The rules for `ask`: ambiguous signs that someone may be thinking of ending their life. They are not
// a clear disclosure, so the coach neither ignores them nor sounds an alarm: it asks directly and kindly
// whether they are thinking about ending their life (crisis services advise asking; it does not plant the
// idea). Written as families of phrasing, like the crisis rules (safety-patterns.ts): the point of it all
// gone, not being noticed or missed, wanting to disappear, being tired of everything, hopelessness, not
// knowing how much longer one can go on. Each family leaves out the everyday uses that name what the
// user is tired of or sees no point in ("no point arguing with him", "tired of the dishes").
import { r, type SafetyRule } from './safety-patterns.ts';

/** The relationship or a task as the object: "no future with him", "no point in arguing". */
const ABOUT_US =
  '(?:with (?:him|her|them|my \\w+)|for us|together|in (?:this|our|my|the) (?:marriage|relationship)|for (?:this|our|the|my) (?:marriage|relationship))';

export const ASK_RULES: SafetyRule[] = [
  // The point of it all, gone.
  r(
    'self_harm',
    `\\b(?:don'?t|do not|dont|can'?t|cannot|cant|no longer|never|not sure (?:i|if i)|don'?t (?:really )?think i) see (?:the|any|a|much) point\\b(?! (?:in|of|to) (?!anything|it all|any of it|everything|me|myself|going on|carrying on|living|waking up|being here|being alive|existing|keep(?:ing)? going|trying any ?more|getting up)\\w)(?! ${ABOUT_US})`,
    false,
  ),
  r(
    'self_harm',
    `\\bwhat'?s (?:even |really |honestly |actually )?the (?:point|use)\\b(?:(?: (?:of|in) (?:anything|it all|any of it|everything|me|trying any ?more|even trying|getting up|carrying on|waking up))|(?: (?:any ?more|honestly|really|seriously|tbh|though|even))*\\s*(?:[.!?,]|$))|\\bwhats the point\\s*(?:[.!?]|$)|\\bno point (?:any ?more|in (?:anything|me|it all|any of it|everything|trying any ?more|getting up)|to (?:anything|me|any of it))\\b|\\bnothing (?:matters|means anything|feels worth it)(?: (?:to me )?(?:any ?more|now))?\\s*(?:[.!?,]|$)`,
    false,
  ),
  // Not noticed or missed: "my husband wouldn't even notice if I was gone".
  r(
    'self_harm',
    `\\b(?:wouldn'?t|would not|won'?t|will not|doesn'?t|would never|'d never|wouldnt|wont)\\b[^.!?]{0,12}\\b(?:notice|care|miss me|bat an eye(?:lid)?|blink)\\b[^.!?]{0,25}\\bif i (?:was|were|'m|am|went|just)? ?(?:gone|not here|not around|dead|disappeared|vanished|missing|left for good|to disappear|didn'?t come home|never came home)\\b|\\bif i (?:disappeared|vanished|was gone|were gone|wasn'?t here|weren'?t here|went missing)\\b[^.!?]{0,30}\\b(?:would (?:anyone|he|she|they)|(?:no ?one|nobody|he|she|they) (?:would|'d|will|wouldn'?t))\\b[^.!?]{0,15}\\b(?:notice|care|miss|realise|realize)`,
    false,
  ),
  // Wanting to disappear, or to go and never come back.
  r(
    'self_harm',
    `\\b(?:wish|want|wanna|wanted|long|dream|like|love|rather|'d rather) (?:to |i could |i can |i would |i'?d |i just could )?(?:just |simply |quietly )?(?:disappear|vanish|cease to exist|fade away|evaporate)\\b(?! (?:for (?:a|the) (?:week|weekend|day|few days|bit|night|afternoon|evening|holiday)|to (?:a|the|my|our|bed|another)|under (?:a|the|my) (?:blanket|duvet|covers)|into (?:a|the|my) (?:\\w+ )?(?:book|film|show|game|hobby|work|garden|series|novel)|on (?:holiday|a trip)|with)\\b)|\\b(?:leave|go|walk out|drive off|run away|disappear)\\b[^.!?]{0,15}\\band never (?:come|came) back\\b`,
    false,
  ),
  // Tired of everything, of being here, of being me.
  r(
    'self_harm',
    `\\b(?:tired|sick|exhausted|weary|done|finished) (?:of|with) (?:everything|everyone and everything|being (?:here|me|myself|around)|existing|feeling like this all the time)\\b(?! (?:he|she|they|about|at|in (?:this|the) (?:house|job|marriage))\\b)|\\bi'?m (?:so )?(?:done|over it)[.!?,\\s]{1,4}(?:with )?(?:everything|all of it|life)\\b`,
    false,
  ),
  // Hopelessness about oneself or life, not about a task.
  r(
    'self_harm',
    `\\b(?:i feel|i'?m|i am|feeling|i just feel|everything (?:is|feels)|life (?:is|feels)|it all (?:is|feels)|my life (?:is|feels))\\s(?:(?:so|completely|totally|utterly|just|really|very|kind of|pretty) )*(?:hopeless|worthless|pointless|empty|numb|empty inside|dead inside)\\b(?! (?:at|with|about|when|towards?|in (?:this|our|my) (?:marriage|relationship)|inside (?:this|our)|when it comes to|in the kitchen|cook|partner|wife|husband|with money)\\b)|\\b(?:i'?m|i am|i feel like)\\s(?:such |just |a )?(?:a )?waste of (?:space|oxygen|air|skin)\\b|\\bi (?:shouldn'?t|should not|don'?t deserve to) (?:be here|be alive|live)\\b`,
    false,
  ),
  // No future, no way out.
  r(
    'self_harm',
    `\\b(?:can'?t|cannot|don'?t|do not|dont|cant) see (?:a|any|my) (?:future|way out|way forward|light at the end|end to (?:this|it))\\b(?! ${ABOUT_US})|\\bthere'?s no (?:way out|future for me|hope for me|light at the end)\\b(?! of (?:the|this|our|my) (?:contract|deal|lease|debt|mortgage|job|tunnel for us))|\\b(?:nothing|it|things|life)(?:'s| is| will)(?: ever)? (?:never (?:going to|gonna) get|never get|not going to get|ever going to get) better\\b(?! (?:between us|with (?:him|her)|in (?:this|our) (?:marriage|relationship)))`,
    false,
  ),
  // Not knowing how much longer one can go on.
  r(
    'self_harm',
    `\\b(?:don'?t|do not|dont) know how (?:much|many) (?:longer|more)(?: of (?:this|it))? i can (?:take|do|cope|go on|keep (?:going|doing this|this up)|hold on)\\b(?! (?:of|his|her|him|them|with|from|at|the)\\b)|\\b(?:don'?t|do not|dont) know how to (?:keep going|go on|carry on|keep doing this)\\b(?! (?:with|in|at)\\b)|\\bcan'?t (?:cope|keep going|go on|carry on|hold on) (?:any ?more|much longer)\\b|\\b(?:i'?ve|i have|i'?m|i am) (?:just )?(?:given up|giving up) on (?:everything|myself|me|it all|getting better|ever being happy)\\b|\\b(?:feel|felt|feeling) like giving up\\s*(?:[.!?,]|$|on (?:everything|myself|it all))`,
    false,
  ),
  // Being rid of oneself, the pain stopping, "it'll all be over soon", death on one's mind.
  r(
    'self_harm',
    `\\b(?:be |get |got )?(?:free|rid) of me\\b|\\b(?:want|wish|need) (?:the pain|this pain|this feeling|everything|the noise in my head) to (?:stop|end|go away)\\b|\\b(?:it'?ll|it will|this will|everything will|all this will|soon it) (?:all )?(?:be over|won'?t matter)(?: (?:soon|tonight|tomorrow|anyway))?\\s*(?:[.!?]|$)|\\b(?:think|thinking|thought)\\b[^.!?]{0,10}\\babout death\\b(?![^.!?]*\\b(?:funeral|died|passed|grief|grieving|loss|diagnos\\w*|illness|kids|children)\\b)|\\b(?:don'?t|do not) want to do (?:life|this life|any of this) any ?more\\b`,
    false,
  ),
  // Others better off with someone else, or hardly noticing: self-worth gone.
  r(
    'self_harm',
    `\\b(?:kids|children|family|everyone|everybody|he|she|they)\\b[^.!?]{0,20}\\b(?:would|'d|will) (?:be )?(?:so much |much )?(?:better|happier) (?:off )?with (?:a (?:better|new|different|proper) (?:mum|mom|mother|dad|father|wife|husband|partner|person))\\b`,
    false,
  ),
  // Not wanting to be here (without "any more": where is unclear); nobody caring; drowning.
  r(
    'self_harm',
    `\\b(?:don'?t|do not) want to be (?:here|alive|around)\\b(?! (?:with|at|in|for|when|tonight|this weekend|on|any ?more)\\b)|\\bnot (?:want(?:ing)? to|wanna) (?:exist|be alive|be here|live|wake up)\\b|\\b(?:no ?one|nobody|noone) (?:would|will|'d)(?: even| really| actually)? (?:care|notice|miss me)\\s*(?:[.!?]|$|anyway|tbh|honestly)|\\bwho (?:would|will|'d) (?:even |actually )?(?:care|notice|miss me)\\s*(?:[.!?]|$)|\\bfeel(?:ing)? like i'?m (?:drowning|sinking|disappearing|fading away|suffocating)\\b(?! in\\b)|\\b(?:tired|exhausted|weary)\\b[^?]{0,30}?\\bof (?:all of it|everything)\\b`,
    false,
  ),
  // Feeling already gone; nothing left for me; quiet forever; others deserving better than me; not lasting
  // much longer; leaving "permanently"; a ring and a note left behind.
  r(
    'self_harm',
    `\\bfeel like (?:a ghost|i'?m invisible|i don'?t exist|i'?m not really here|i'?m already gone|i'?m fading)\\b(?! (?:at|to|around|with|when|in (?:his|her|their|this|the|our) )\\b)|\\bnothing (?:left )?(?:for me|to look forward to)\\s*(?:[.!?,]|$|any ?more|now)|\\b(?:go|be|stay|fall|make (?:it|everything)) (?:quiet|silent|still|dark|away) (?:forever|for good|permanently)\\b|\\b(?:rest|sleep|quiet|peace) (?:forever|for ever|permanently)\\b|\\b(?:deserve|deserves) (?:better|someone better|so much better|a better (?:mum|mom|mother|dad|father|wife|husband|partner|person)) than me\\b|\\b(?:i|maybe i) (?:should|could|might|will|'ll|want to)(?: just)?(?: go| leave| disappear| check out| exit| follow)?(?: too| as well)?,? (?:permanently|forever|for ever)\\b|\\b(?:can|could) (?:do|take|keep (?:doing|going)|cope with|carry on with|go on with) (?:this|it|life|any of this|things) (?:much|any) longer\\b|\\b(?:left|leaving)\\b[^.!?]{0,30}\\b(?:wedding ring|rings?|keys)\\b[^.!?]{0,15}\\band (?:a )?(?:note|letter)\\b`,
    false,
  ),
  // Self-hatred, being "so done", taking up space, others better off, "what if I just stopped", not being
  // okay for a long time, not caring what happens to me.
  r(
    'self_harm',
    `\\bi'?m (?:just |so |completely |totally |honestly |really )+done\\s*(?:[.!?]|$)|\\b(?:tired|sick) of (?:waking up|breathing|being alive|existing)\\b(?! (?:at|early|every|with|to|in the)\\b)|\\bi (?:hate|loathe|despise) myself\\b(?! (?:for|when|because|after|that|sometimes for|a bit|lol|haha)\\b)|\\b(?:would|'d|will) (?:all )?be (?:so much |much |a lot )?better off\\s*(?:[.!?]|$)|\\b(?:better|simpler|easier|happier|fine|ok|okay|calmer|lighter)\\b[^.!?]{0,20}\\bwithout me\\b(?! (?:for|this|next|on|while|at|during|tonight|tomorrow|today|there|around for)\\b)|\\b(?:just )?taking up space\\b|\\bwhat if i (?:just )?(?:stopped|wasn'?t here|disappeared|didn'?t wake up|went away|wasn'?t around|ended it|gave up)\\s*(?:[.!?]|$)|\\b(?:can'?t|don'?t think i can|not sure i can|cannot) (?:keep doing|keep going|do) (?:this|it)(?: any ?more| much longer)?\\s*(?:[.!?]|$)|\\bnot (?:ok|okay|alright|all right)\\b[^.!?]{0,5}\\b(?:at all|any ?more|for a long time)\\b|\\bhaven'?t been (?:ok|okay|alright)?\\s?for (?:a long time|months|years|ages)\\b|\\b(?:don'?t|do not) care (?:what happens to me|if i (?:live|die|wake up|get hurt|make it)|about (?:myself|living|anything) any ?more)\\b|\\bthank(?:s| you) for trying to help\\b`,
    false,
  ),
  // Nothing feeling real; the point of me; running out of reasons; no other way; my funeral; no good end
  // for me; "tonight's the night"; could just not wake up.
  r(
    'self_harm',
    `\\bnothing (?:feels|seems) (?:real|worth it|right|good) any ?more\\b|\\bi (?:just )?(?:don'?t|do not) care any ?more\\s*(?:[.!?]|$)|\\bpoint (?:to|of|in) me\\b|\\bpoint in (?:my life|my being here|me being here)\\b|\\brunning out of (?:reasons|reason|will|strength|fight)\\b(?! to (?:stay (?:with|in|married|together)|be (?:nice|patient|kind)|keep (?:trying|going) with)\\b)|\\b(?:can'?t|don'?t|cannot) see (?:any )?(?:other|another) way(?: out)?\\s*(?:[.!?]|$)|\\bmy (?:own )?funeral\\b|\\b(?:don'?t|can'?t) see how (?:this|it|any of this|things) (?:ends|end|will end|gets? better|could get better)(?: well)?(?: for me)?\\s*(?:[.!?]|$)|\\btonight'?s the night\\b[^.!?]{0,20}\\bi'?m ready\\b|\\bi'?m ready to go\\s*(?:[.!?]|$|now)|\\bcould (?:just )?(?:not|never) wake up\\b`,
    false,
  ),
  // Not lasting years more of this; what's left for me; why I'm still here; a weight round everyone's
  // neck; dark thoughts; what I might do to myself; no way forward for me; whether I live; switching off
  // forever; a plan "to do it".
  r(
    'self_harm',
    `\\b(?:can'?t|cannot|don'?t think i can|not sure i can) (?:do|take|face|survive|handle|bear) (?:years|months|another (?:year|day|week)|much|any) (?:more )?(?:of this|of it|like this)\\b|\\bwhat'?s (?:even )?left (?:for me|to live for)\\b|\\bwhy i'?m (?:even )?(?:still (?:here|around)|alive|on this earth)\\b(?! (?:in|at|with|after|working|living in)\\b)|\\b(?:weight|millstone|burden|albatross) (?:around|round|on) (?:everyone'?s|their|his|her|your|my family'?s) (?:neck|necks|shoulders)\\b|\\bdark (?:thoughts|place)\\b|\\bbad thoughts (?:again|about myself)\\b|\\bi (?:might|could|will|may) do (?:to )?myself\\b|\\bdo something (?:stupid|to myself)\\b|\\bno (?:way forward|future|hope) for me\\b|\\bwhether i (?:live|die|wake up|make it)\\b|\\bif i (?:live|die) or (?:die|live)\\b|\\b(?:switch|turn|shut|fade) (?:off|down|out) (?:forever|for good|permanently)\\b|\\b(?:planning|plan|going|gonna|decided) to do it\\b(?![^.!?]*\\b(?:party|surprise|present|gift|decorat\\w*|paint\\w*|clean\\w*|cook\\w*|laundry|dishes|tidy\\w*|garden\\w*|tax|exam|course|proposal|test|homework)\\b)`,
    false,
  ),
  // Heading for a high place; not seeing oneself alive; giving up on life; already gone; the world without me.
  r(
    'self_harm',
    `\\bi'?m (?:going|heading|driving|walking|off) (?:to|up to) the (?:bridge|cliffs?|railway|tracks|train tracks|edge|roof|top of the car park|viaduct)\\b(?! (?:to (?:fix|clean|meet|watch|see|take|get|paint)|with (?:him|her|the kids|my|friends))\\b)|\\b(?:can'?t|cannot|don'?t) (?:see|imagine|picture) myself (?:being )?(?:alive|here|around|still here|in a year|next year)\\b|\\bgiv(?:e|ing|en) up on (?:life|living|myself)\\b|\\b(?:i'?ve|i have) already (?:left|gone)\\s*(?:[.!?]|$)|\\b(?:keep|would keep|carry on|go on) (?:turning|spinning|going)\\b[^.!?]{0,15}\\bwithout me\\b|\\b(?:don'?t|do not) think i'?ll make it\\s*(?:[.!?]|$|through (?:this|the night|tonight))|\\bcan'?t (?:bear|stand|face) (?:to )?(?:live|go on|keep going|carry on|another day)\\b`,
    false,
  ),
  // Exhausted with life; not meant to be here; pretending to be okay; sleeping a very long time; nobody
  // caring if I'm alive; wishing it all would stop; no way through; "what would be the point anymore".
  r(
    'self_harm',
    `\\b(?:tired|sick|exhausted|weary|fed up|done) (?:of|with|by) life\\b|\\b(?:not|never) meant to (?:be here|be alive|exist|have been born)\\b|\\bshouldn'?t (?:exist|have been born)\\b|\\b(?:tired of|can'?t keep|sick of|exhausted from) pretending (?:i'?m|to be|everything'?s) (?:ok|okay|fine|alright|happy)\\b|\\bcan'?t (?:keep going|go on|carry on) like this\\s*[.!?]*$|\\bsleep for (?:a )?(?:very )?(?:long time|ever|years)\\b|\\b(?:no ?one|nobody|noone) (?:cares|would care|will care|would notice|notices) (?:if|whether) i'?m (?:alive|dead|here|gone|around)\\b|\\bwish (?:everything|it all|the world|life) (?:would|could) (?:just )?(?:stop|end)\\b|\\b(?:can'?t|cannot|don'?t) see (?:a|any) way through\\b|\\bwhat (?:would be|is|'s) the point\\b(?![^.!?]*\\b(?:argu|fight|talk|discuss|tell|ask|with (?:him|her))\\w*)[^.!?]{0,30}\\bany ?more\\b`,
    false,
  ),
  // Sleep with nothing to face ever again; a waste of everyone's time; why bother carrying on; hope lost;
  // things never better for me; how to keep living; not mattering; the end of the road.
  r(
    'self_harm',
    `\\b(?:sleep|rest)\\b[^.!?]{0,30}\\bever again\\b|\\bnot have to (?:deal with|face|feel) (?:anything|it|this|life) (?:ever )?(?:again|any ?more)\\b|\\b(?:i'?m|i am|i feel like)\\s(?:such |just |a )*(?:a )?waste of (?:everyone'?s|everybody'?s|people'?s) (?:time|energy|love)\\b|\\bwhy (?:i|should i|would i|do i) (?:should |even )?(?:bother|keep) (?:carrying on|going on|living|getting up|trying any ?more)\\b|\\blost (?:all )?hope\\b(?! (?:in|of|that|for (?:him|her|us|the|our))\\b)|\\bno hope left\\b|\\b(?:can'?t|don'?t|cannot) see (?:things|it|life|anything) (?:ever )?(?:getting|get|going to get) better\\b(?! (?:between|with|in (?:our|this)))|\\bhow to keep (?:living|going|doing this)\\b(?! (?:with|at|on|in|to|through)\\b)|\\b(?:no ?one|nobody|noone) (?:would|will|'d)(?: even| really| actually)? (?:notice|realis\\w*|realiz\\w*|know) (?:that )?i(?:'d| had| was| were) gone\\b|\\bi (?:don'?t|do not) matter\\b(?! to (?:him|her|them)\\b)|\\bnothing i do matters\\b|\\bend of the (?:road|line) for me\\b`,
    false,
  ),
  // Letters to everyone; no reason for me to be here; not minding not waking; not knowing if I can keep
  // going; fading away; better off gone; scared of my own thoughts; wanting out of this life.
  r(
    'self_harm',
    `\\b(?:wrote|written|writing|write)\\b (?:everyone|everybody|all of them|each of them|my (?:family|kids|children)) (?:letters|notes|a letter|a note)\\b(?! (?:each )?(?:for (?:christmas|their|his|her|the holidays|valentine)|about|asking|to say thank|saying thank|after the (?:wedding|party))\\b)|\\bno (?:reason|point) (?:for me )?(?:to|in) (?:be(?:ing)? here|be(?:ing)? alive|exist(?:ing)?|liv(?:e|ing)|stay(?:ing)? alive|keep(?:ing)? going|go(?:ing)? on)\\b|\\bmind if i (?:didn'?t|never|don'?t|did not) wake up\\b|\\b(?:don'?t know|not sure|unsure|wonder) (?:if|whether) i can (?:keep going|go on|carry on|keep doing this|do this any ?more|hold on)\\b(?! (?:with|at|in)\\b)|\\bi'?m (?:just )?(?:fading|slipping) away\\b|\\bbetter off gone\\b|\\b(?:scared|afraid|frightened|terrified) of (?:my own thoughts|my thoughts|what i'?m thinking|myself)\\b|\\bwant (?:out of|to get out of|to escape) (?:this life|life|this world|my life)\\b`,
    false,
  ),
  // Planning how to do it; happier if I left for good; the world not needing me; not scared of dying.
  r(
    'self_harm',
    `\\b(?:planning|planned|plan|working out|worked out|thinking about|thought about) how (?:to|i'?d|i would|i'?ll|i will|i'?m going to) do it\\b(?! (?:with|without|on|at|in (?:the|a)|for (?:him|her|the))\\b)|\\bif i (?:left|went|go|leave|disappeared) (?:for good|forever|and never came back)\\b|\\b(?:the world|everyone|nobody|no one|they|my family|my kids)\\b[^.!?]{0,10}\\b(?:doesn'?t|don'?t|wouldn'?t|won'?t) need me\\b(?! (?:to|for|at|any ?more to)\\b)|\\b(?:not|no longer) (?:scared|afraid|frightened) (?:of )?(?:dying|death|to die)\\b|\\bfor when i do it\\b`,
    false,
  ),
  // Not knowing why I keep going.
  r(
    'self_harm',
    `\\b(?:don'?t|do not) know why i (?:keep going|bother|keep trying|carry on|get up|go on)\\b(?! (?:to|with|back)\\b)`,
    false,
  ),
  // Peace made with it; nothing left; not thinking I can carry on.
  r(
    'self_harm',
    `\\bmade (?:my )?peace with (?:it|dying|death|going|my decision|everything|leaving this world)\\s*(?:[.!?]|$)|\\b(?:i'?ve got|i have|there'?s) nothing left\\s*(?:[.!?]|$|to give|in me|to live for|to lose)|\\b(?:don'?t think|not sure) i can (?:carry on|go on|keep going|do this|keep doing this|cope)\\s*(?:[.!?]|$|any ?more|much longer)`,
    false,
  ),
  // Not wanting any of it any more.
  r(
    'self_harm',
    `\\b(?:don'?t|do not) want to do (?:this|any of (?:this|it)) any ?more\\b[^]{0,15}\\bany of it\\b|\\b(?:don'?t|do not) want (?:any of (?:this|it)|to do any of (?:this|it)) any ?more\\b`,
    false,
  ),
  // Just existing; eyes closed for good; stopping being here; this pain.
  r(
    'self_harm',
    `\\bjust existing\\b|\\bexisting,? not living\\b|\\bclose my eyes and (?:never|not) (?:open them|wake up)(?: again)?\\b|\\b(?:notice|care|miss me)\\b[^.!?]{0,10}\\bif i (?:stopped|stop) (?:being here|existing|being around|being alive)\\b|\\bcan'?t (?:take|bear|stand|handle|cope with) (?:this|the) pain any ?more\\b`,
    false,
  ),
  // Anyone noticing if I was gone; feeling already gone.
  r(
    'self_harm',
    `\\b(?:anyone|anybody|someone|he|she|they)\\b (?:would|'d|will) (?:even )?(?:notice|care|miss me)\\b[^.!?]{0,12}\\bif i (?:was|were|'m) gone\\b|\\b(?:like|as if|as though) i'?m (?:already )?(?:gone|dead|not (?:here|there))\\b`,
    false,
  ),
  // Why I'm still here; not okay and not wanting to do this any more.
  r(
    'self_harm',
    `\\bwhy am i (?:even )?(?:still (?:here|around)|alive|on this earth)\\b(?! (?:at|in|with|working)\\b)|\\bnot (?:ok|okay|alright)\\b[^.!?]{0,20}\\b(?:don'?t|do not) want to (?:do this|be here|go on|carry on) any ?more\\b`,
    false,
  ),
  // Not able to keep going, said plainly.
  r('self_harm', `\\bcan'?t keep going\\s*[.!?]*$`, false),
];
