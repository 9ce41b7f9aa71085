// Reading the answer to the direct question "are you thinking about ending your life?" (the `ask`
// reply). Anything short of a clear no is taken as a yes: "sometimes", "maybe", "i guess", "i don't
// know" all mean the thought is there, and the calm crisis reply with the helplines is the right answer.
// A clear no ("no, not like that", "no I'm just exhausted") is believed. A reply that answers neither
// way (another subject, a question back) is read like any other message.

export type SuicideAnswer = 'yes' | 'no' | 'unclear';

/** How a yes (or a maybe) starts. */
const YES_START =
  /^(?:y(?:es+|eah+|ep|up|a|as|h)|yh|aye|sometimes|some days|at times|i guess|i suppose|maybe|perhaps|possibly|probably|kind of|kinda|sort of|sorta|a bit|a little|a lot|i think so|i think i am|honestly,? (?:yes|yeah|sometimes|maybe|i am)|to be honest,? (?:yes|yeah|sometimes|maybe)|tbh,? (?:yes|yeah|sometimes|maybe|i am)|if i'?m honest|i have\b(?! not)|i do\b(?! not)|i am\b(?! not)|often|lately|every ?day|most days|all the time|more than (?:i'?d like|i want|once)|on and off|it'?s crossed my mind|it has crossed my mind|the thought'?s there|the thought is there)\b/;

/** A yes anywhere: "no... well, i've thought about it". */
const YES_ANYWHERE =
  /\b(?:i'?ve|i have|i) (?:thought|been thinking) about it\b|\bthink(?:ing)? about it (?:sometimes|a lot|a bit|lately|at night|every day)\b|\b(?:it'?s|it has|it'?s) crossed my mind\b|\bthe thought (?:is|'s|has been) there\b/;

/** Not knowing is not a no: "i'm not sure" must not be read as "i'm not". */
const UNSURE_START =
  /^(?:i'?m not (?:sure|certain)|not (?:sure|certain)|i (?:don'?t|dont|do not) know|idk|dunno|no idea|i can'?t say)\b/;

/** How a no starts. */
const NO_START =
  /^(?:no+|nope|nah+|na|not really|not at all|not like that|never|god no|definitely not|of course not|absolutely not|certainly not|no way|i'?m not|i am not|i wouldn'?t|i would never|i'?d never|i'm not suicidal)\b/;

/** After a no, a "but" that takes it back: "no but sometimes...". */
const NO_TAKEN_BACK =
  /\bbut (?:sometimes|maybe|i guess|kind of|a bit|some days|lately|i'?ve thought|i have thought|i do think|i think about|it'?s crossed|the thought)\b/;

/** A step towards a person ("i guess i could call my brother") answers with a plan, not a yes. */
const REACHING_OUT =
  /\b(?:call|ring|phone|text|message|talk to|speak to|see|visit|go to|stay with|tell)\b[^.!?]{0,20}\b(?:my (?:brother|sister|mum|mom|dad|friend|mate|pastor|vicar|gp|doctor|wife|husband|parents|family)|a friend|someone|somebody|samaritans|988|the helpline|them)\b/;

export function readSuicideAnswer(text: string): SuicideAnswer {
  const answer = text.trim().replace(/^[\s"'(*_~.,-]+/, '');
  if (REACHING_OUT.test(answer.toLowerCase()) && !YES_ANYWHERE.test(answer)) return 'unclear';
  if (YES_ANYWHERE.test(answer) || UNSURE_START.test(answer)) return 'yes';
  if (NO_START.test(answer)) return NO_TAKEN_BACK.test(answer) ? 'yes' : 'no';
  if (YES_START.test(answer)) return 'yes';
  return 'unclear';
}

/**
 * Whether a coach reply asked the direct question, so the next message is read as its answer
 * (SafetyContext.askedAboutSuicide). Matches our own `ask` reply and the usual ways a model puts it.
 */
export function asksAboutSuicide(reply: string): boolean {
  return /\b(?:thinking|thought|having thoughts) (?:about|of) (?:ending your (?:own )?life|suicide|killing yourself|taking your (?:own )?life|not being alive|ending it)\b|\b(?:are|have) you (?:been )?(?:feeling )?suicidal\b/i.test(
    reply,
  );
}
