// What the built-in coach does with a message: its "move". The move follows the person, not the turn
// count: someone flooded gets the pause, a direct request is answered, a report is reviewed, a plan is
// affirmed, and otherwise the conversation goes one step deeper (Recognize -> Realign -> Speak with
// Clarity) on its subject. Careful mode, after a disclosure, overrides everything.
import type { SafetyQuestion } from '../safety/safety-questions.ts';
import type { PlanOutcome } from './plan-review.ts';
import type { TopicId } from '../topic-ids.ts';
import type { Intent, MessageReading } from '../understanding/reading.ts';

export type DeepStep = 'recognize' | 'realign' | 'speak';
export const DEEP_STEPS: readonly DeepStep[] = ['recognize', 'realign', 'speak'];

/** Intents that ask for something specific: the reply gives it first, then coaches. */
export type AnswerIntent = Extract<
  Intent,
  | 'ask_words'
  | 'ask_start'
  | 'ask_advice'
  | 'ask_prayer'
  | 'ask_verse'
  | 'name_verse'
  | 'ask_fault'
  | 'ask_help'
  | 'ask_bot'
  | 'off_topic'
>;

const ANSWER_INTENTS: ReadonlySet<Intent> = new Set<AnswerIntent>([
  'ask_words',
  'ask_start',
  'ask_advice',
  'ask_prayer',
  'ask_verse',
  'name_verse',
  'ask_fault',
  'ask_help',
  'ask_bot',
  'off_topic',
]);

export type Move =
  /** After a disclosure: a safety question answered, or a prayer on request, never coaching. */
  | { kind: 'careful'; question: SafetyQuestion | null; prayer: boolean }
  | { kind: 'pause' }
  | { kind: 'step'; step: DeepStep }
  | { kind: 'answer'; intent: AnswerIntent }
  | { kind: 'review'; outcome: PlanOutcome }
  | { kind: 'plan' }
  | { kind: 'thanks' }
  | { kind: 'greet' }
  | { kind: 'return' }
  | { kind: 'ack' }
  | { kind: 'unsure' }
  /** They asked for no advice ("i need to vent"): listening, with no steps or words to say. */
  | { kind: 'listen' };

/** What the conversation so far has been through, re-read from its history on every reply. */
export interface Walk {
  /** The steps already taken on the current subject. */
  done: Set<DeepStep>;
  topic: TopicId;
  /** They made a plan in this chat. */
  planned: boolean;
  /** Replies in careful mode so far. */
  carefulTurns: number;
  /** Answered user turns so far. */
  turns: number;
  /** Answered user turns on the current subject. */
  topicTurns: number;
  /** The turn at which a betrayal (an affair, pornography) was last the subject; null if never. */
  betrayalAt: number | null;
}

export const newWalk = (): Walk => ({
  done: new Set(),
  topic: 'general',
  planned: false,
  carefulTurns: 0,
  turns: 0,
  topicTurns: 0,
  betrayalAt: null,
});

export interface MoveContext {
  careful: boolean;
  safetyQuestion: SafetyQuestion | null;
  /** Someone with notes from earlier chats, writing the first message of this chat. */
  returning: boolean;
  /** How many words the message has ("idk. i guess lonely? i used to be his favourite" says more than "idk"). */
  words: number;
}

/** The next deeper step on this subject, or null when all three were taken. */
export function nextStep(walk: Walk): DeepStep | null {
  return DEEP_STEPS.find((step) => !walk.done.has(step)) ?? null;
}

export function decideMove(reading: MessageReading, walk: Walk, ctx: MoveContext): Move {
  if (ctx.careful) {
    return {
      kind: 'careful',
      question: ctx.safetyQuestion,
      prayer: ctx.safetyQuestion === null && reading.intent === 'ask_prayer',
    };
  }
  const { intent } = reading;
  // The flooded need the pause first, whatever they ask (the pause offers words for the break).
  if (reading.state === 'flooded' && !['ask_bot', 'off_topic', 'thanks', 'ask_prayer'].includes(intent)) {
    return { kind: 'pause' };
  }
  if (ANSWER_INTENTS.has(intent)) return { kind: 'answer', intent: intent as AnswerIntent };
  switch (intent) {
    case 'report':
      return { kind: 'review', outcome: reading.outcome ?? outcomeFromState(reading) };
    case 'plan':
      return { kind: 'plan' };
    case 'thanks':
      return { kind: 'thanks' };
    case 'greet':
      if (ctx.returning) return { kind: 'return' };
      // A greeting is how a chat begins; read as one later, it is a misreading of something else.
      if (walk.turns === 0) return { kind: 'greet' };
      return deeper(walk);
    case 'return':
      // "hi again, we tried the Sunday talk and it went ok": the report is the news.
      return reading.outcome ? { kind: 'review', outcome: reading.outcome } : { kind: 'return' };
    case 'unsure':
      // "idk. i guess lonely?" answers after all: take what they said one step further.
      return ctx.words > 5 ? deeper(walk) : { kind: 'unsure' };
    case 'ack': {
      const step = nextStep(walk);
      return step && walk.turns > 0 ? { kind: 'step', step } : { kind: 'ack' };
    }
    default:
      return deeper(walk);
  }
}

/**
 * The move once the chat's refusals are honoured: after "no advice", every step, pause or unasked-for
 * answer becomes listening (a request made in so many words is still answered); a message that turns
 * down a verse is never answered with one, even when it reads as being about verses.
 */
export function honourRefusals(
  move: Move,
  asked: Intent,
  refusals: { advice: boolean },
  message: { advice: boolean; verses: boolean; thatVerse: boolean },
): Move {
  if (move.kind === 'careful') return move;
  const refusing = message.advice || message.verses || message.thatVerse;
  if (move.kind === 'answer' && refusing) return { kind: 'listen' };
  if (!refusals.advice) return move;
  if (move.kind === 'step' || move.kind === 'pause') return { kind: 'listen' };
  // The opening offered once the steps are done was not asked for.
  if (move.kind === 'answer' && move.intent !== asked) return { kind: 'listen' };
  return move;
}

/** One step deeper on the subject; all three taken, they have words: help them turn them into a plan. */
function deeper(walk: Walk): Move {
  const step = nextStep(walk);
  return step ? { kind: 'step', step } : { kind: 'answer', intent: 'ask_start' };
}

/** How a talk went when the words do not say: "we talked!!" is good news, a hurting report is not. */
function outcomeFromState(reading: MessageReading): 'good' | 'bad' | 'mixed' {
  if (reading.state === 'hopeful') return 'good';
  if (reading.state === 'hurting' || reading.state === 'hopeless' || reading.state === 'flooded')
    return 'bad';
  return 'mixed';
}

/** Turns after a betrayal comes to light in which comfort comes before any talk of forgiving. */
const BETRAYAL_TURNS = 8;

/** A betrayal came to light in this conversation's last few turns (whatever the subject is now). */
export function earlyBetrayal(walk: Walk): boolean {
  return walk.betrayalAt !== null && walk.turns - walk.betrayalAt < BETRAYAL_TURNS;
}

/** The walk on the message's subject: a clearly new subject starts its own walk. */
export function onTopic(walk: Walk, topic: TopicId): Walk {
  if (topic === 'betrayal' || topic === 'pornography') walk = { ...walk, betrayalAt: walk.turns };
  if (topic === 'general' || topic === walk.topic) return walk;
  // The old subject's steps were about something else (the first subject named keeps what was done).
  return { ...walk, topic, topicTurns: 0, done: walk.topic === 'general' ? walk.done : new Set() };
}

/** The walk after a move was made (on the walk already moved to the message's subject). */
export function advanceWalk(walk: Walk, move: Move): Walk {
  const next: Walk = {
    ...walk,
    done: new Set(walk.done),
    turns: walk.turns + 1,
    topicTurns: walk.topicTurns + 1,
  };
  switch (move.kind) {
    case 'careful':
      next.carefulTurns++;
      break;
    case 'step':
      next.done.add(move.step);
      break;
    case 'answer':
      // Words given count as the Speak step; an opening given too.
      if (move.intent === 'ask_words' || move.intent === 'ask_start') next.done.add('speak');
      break;
    case 'plan':
      next.planned = true;
      next.done.add('speak');
      break;
    default:
      break;
  }
  return next;
}
