// Where a conversation is in the method (Pause, Recognize, Realign, Speak with Clarity), read from the
// history itself so nothing extra needs storing: each answered user turn moves one step on, a user who
// is still flooded goes back to Pause, and a crisis reply starts the walk again from the beginning.
import type { CoachTurn } from '../../ports/coach.ts';
import { normalizeForMatching, wordCount } from './text-utils.ts';
import { detectTopic } from './topics.ts';
import { extractName } from './user-details.ts';

export type CoachStep = 'pause' | 'recognize' | 'realign' | 'speak';
/** After Speak with Clarity the coach keeps helping the user practise and refine (still that step). */
export type Stage = CoachStep | 'practise';

/** Turns that are about the conversation rather than the relationship: they don't move the steps. */
export type AsideKind = 'ai' | 'thanks' | 'welcome';

const ORDER: Stage[] = ['pause', 'recognize', 'realign', 'speak', 'practise'];

const FLOODED = [
  /\bflooded\b/,
  /\bstill (so |really |very |too )?(angry|furious|mad|livid|upset|fuming|shaking|raging|seething|worked up|wound up)\b/,
  /\b(i'?m|i am|feel|feeling) (so |really |absolutely )?(furious|livid|enraged|seething|fuming|shaking|raging)\b/,
  /\bcan'?t (calm down|think straight|stop crying|stop shaking|breathe properly)\b/,
  /\b(heart|pulse) (is )?(racing|pounding)\b/,
  /\b(want|going) to scream\b/,
  /\b(so|too) (angry|mad|upset) (that )?(i can'?t|to think|right now)\b/,
  /\b(just|only) (had|been in) (a|another) (huge |big |massive |horrible )?(fight|row|argument|blow-?up)\b/,
  /\b(we'?re|we are) (still )?(fighting|arguing|yelling|shouting) right now\b/,
];

const CALM = [
  /\b(calm|calmer|cooled down|settled|steadier) now\b/,
  /\bi'?ve (calmed|cooled) down\b/,
  /\bnot (so |as )?(angry|upset|mad) (any ?more|now)\b/,
];

export function isFlooded(message: string): boolean {
  const text = normalizeForMatching(message);
  return !CALM.some((re) => re.test(text)) && FLOODED.some((re) => re.test(text));
}

export function isCalm(message: string): boolean {
  const text = normalizeForMatching(message);
  return CALM.some((re) => re.test(text));
}

const AI_QUESTION = [
  /\b(are|r) (you|u) (an? |even )?(ai|a\.i\.|bot|robot|chat ?bot|real|human|person|machine|computer|chatgpt)\b/,
  /\bam i (talking|chatting|speaking|writing) (to|with) (an? )?(real )?(person|human|bot|ai|machine|computer|robot)\b/,
  /\bis this (an? )?(ai|bot|robot|real person|human|computer)\b/,
];
const THANKS =
  /^(thank you|thanks|thank u|thx|many thanks|that helps|that helped|this helps|this helped|amen)\b/;
const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening))\b/;

/** A message that needs an answer of its own rather than the next step (asked only when it is short). */
export function asideKind(message: string): AsideKind | null {
  const text = normalizeForMatching(message);
  if (AI_QUESTION.some((re) => re.test(text))) return 'ai';
  const short = wordCount(text) <= 8 && detectTopic(message).topic === 'general';
  if (short && THANKS.test(text)) return 'thanks';
  if (short && (GREETING.test(text) || extractName(message))) return 'welcome';
  return null;
}

/** The coach's own crisis replies carry the helplines; seeing one in the history means a fresh start. */
const SAFETY_REPLY = /116 123|0808 2000 247|1-800-799-7233/;

/** A clearly new subject after Speak with Clarity starts the walk again at Recognize. */
const NEW_SUBJECT_SCORE = 3;

interface Walk {
  stage: Stage | null;
  topic: string | null;
}

function advance(walk: Walk, message: string): Walk {
  const own = detectTopic(message);
  const topic = own.score >= NEW_SUBJECT_SCORE ? own.topic : walk.topic;
  if (asideKind(message)) return walk;
  if (isFlooded(message)) return { stage: 'pause', topic };
  if (walk.stage === null) return { stage: isCalm(message) ? 'recognize' : 'pause', topic };
  const done = walk.stage === 'speak' || walk.stage === 'practise';
  if (done && own.score >= NEW_SUBJECT_SCORE && walk.topic !== null && own.topic !== walk.topic) {
    return { stage: 'recognize', topic };
  }
  return { stage: ORDER[Math.min(ORDER.indexOf(walk.stage) + 1, ORDER.length - 1)]!, topic };
}

function walkHistory(history: CoachTurn[]): Walk {
  let walk: Walk = { stage: null, topic: null };
  for (let i = 0; i < history.length; i++) {
    const turn = history[i]!;
    const reply = history[i + 1];
    if (turn.role !== 'user' || reply?.role !== 'coach') continue;
    walk = SAFETY_REPLY.test(reply.content) ? { stage: null, topic: null } : advance(walk, turn.content);
  }
  return walk;
}

/** The stage after the history's answered user turns (null before the first real one). */
export function stageBefore(history: CoachTurn[]): Stage | null {
  return walkHistory(history).stage;
}

/** The stage of the reply to `message`: always a step, since an aside is answered separately. */
export function stageFor(history: CoachTurn[], message: string): Stage {
  return advance(walkHistory(history), message).stage ?? 'pause';
}

export function stepOf(stage: Stage): CoachStep {
  return stage === 'practise' ? 'speak' : stage;
}
