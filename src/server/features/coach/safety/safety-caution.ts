// A second, broader check for the built-in coach (defence in depth). The safety check (safety.ts) runs
// before any coach and answers disclosures itself; if it ever misses one, the message still reaches a
// coach. A message the risk model finds at all likely to touch danger must then never get forgiveness,
// submission, reconciliation or "stay" coaching, so the built-in coach answers it with a careful reply
// instead (composer/moves.ts, the careful move). Being broader than the safety reply is the point: its
// threshold is lower than the one for asking directly.
import { assessMessage, CAUTION_AT } from './safety.ts';

/** After a disclosure in this chat, these are coaching to stay or make up: the coach answers carefully. */
const RECONCILE_TALK =
  /\b(?:forgiv\w*|reconcil\w*|give (?:him|her|them) (?:another|a second|one more) chance|go(?:ing)? back to (?:him|her)|take (?:him|her) back|stay(?:ing)? with (?:him|her)|make (?:it|this|us|things) work|save (?:my|our|the) marriage|submi\w*|obey|be a better (?:wife|husband|partner)|my fault)\b/;

/** Whether a message touches danger closely enough that the built-in coach must answer carefully. */
export function needsCaution(message: string): boolean {
  const { level, risk = 0 } = assessMessage(message);
  if (level === 'crisis' || level === 'ask') return true;
  // Violent words in jest ("i could kill him 😂") need no caution of their own.
  return level !== 'light' && risk >= CAUTION_AT;
}

/**
 * Whether the built-in coach must answer carefully in this chat: the message itself needs caution, or
 * danger was disclosed earlier in the chat and the user now talks about forgiving, staying or making up.
 * (After a disclosure the chat itself stays careful: `CoachRequest.safety`.)
 */
export function needsCarefulReply(earlierUserTurns: readonly string[], message: string): boolean {
  if (needsCaution(message)) return true;
  if (!RECONCILE_TALK.test(message.toLowerCase().replace(/[\u2018\u2019]/g, "'"))) return false;
  return earlierUserTurns.some((turn) => assessMessage(turn).crisis);
}
