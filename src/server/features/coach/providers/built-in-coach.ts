// The built-in coach: offline, deterministic, and written for specific moments. It reads each message
// (what they ask, what it is about, how they are: understanding/), decides what to do with it (composer/
// moves.ts), answers a direct request first, follows the person through the four steps, remembers the
// journey across chats, and stays careful for the rest of a conversation after a disclosure. It is the
// default provider and the fallback when an AI provider stays down.
import { helplinePattern, LINES } from '#shared/helplines.ts';
import { sentenceKeys, splitSentences } from '#server/lib/sentences.ts';
import type {
  CoachEvent,
  CoachNote,
  CoachProvider,
  CoachRequest,
  CoachResult,
  VerifiedVerse,
} from '#server/ports/coach.ts';
import { topicById } from '../coach-content.ts';
import {
  advanceWalk,
  decideMove,
  earlyBetrayal,
  honourRefusals,
  type Move,
  newWalk,
  onTopic,
  type Walk,
} from '../composer/moves.ts';
import { partnerDetailsFrom, partnerFill, partnerNoteText } from '../composer/partner-fill.ts';
import { createPicker } from '../composer/picker.ts';
import { coachReading } from '../composer/reading.ts';
import { chatRefusals, readRefusals } from '../composer/refusals.ts';
import { planOutcome } from '../composer/plan-review.ts';
import { chooseVerseFor } from '../composer/verse-plan.ts';
import { writeReply } from '../composer/write-reply.ts';
import { memoryNotesFor } from '../memory/memory-notes.ts';
import { hashString } from '../prng.ts';
import { replyBank } from '../composer/reply-bank.ts';
import { assessMessage } from '../safety/safety.ts';
import { needsCaution } from '../safety/safety-caution.ts';
import { type SafetyQuestion, safetyQuestion } from '../safety/safety-questions.ts';
import type { Scripture } from '../scripture/scripture.ts';
import type { MessageReading } from '../understanding/reading.ts';
import { extractName, extractPartner, type PartnerDetails } from '../understanding/user-details.ts';

/** The coach's own crisis and careful replies carry the helplines: seeing one means careful mode began. */
const HELPLINE_REPLY = helplinePattern([
  LINES.samaritans,
  LINES.abuseUk,
  LINES.abuseUs,
  LINES.lifeline,
  LINES.mensAdviceLine,
  LINES.rapeCrisis,
  LINES.rainn,
  LINES.childUk,
  LINES.childUs,
]);
const NOT_ANGRY =
  /\b(?:not|n't|never|isn'?t|wasn'?t|aren'?t) (?:really |that |even |so |too |actually )?(?:angry|mad|furious|flooded|livid|cross)\b|\b(?:more|rather) \w+(?: \w+)? than (?:angry|mad|furious)\b/i;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function noteText(notes: readonly CoachNote[], kind: CoachNote['kind']): string | null {
  const note = notes.filter((n) => n.kind === kind).at(-1);
  return note ? note.text.replace(/^[^:]+:\s*/, '') : null;
}

function partnerFrom(request: CoachRequest): PartnerDetails {
  const userTurns = [
    ...request.history.filter((t) => t.role === 'user').map((t) => t.content),
    request.message,
  ];
  return partnerDetailsFrom(userTurns, noteText(request.memory, 'partner'));
}

function userNameFrom(request: CoachRequest, extracted: string | null): string | null {
  if (request.userName) return request.userName;
  if (extracted) return extracted;
  const fromHistory = request.history
    .filter((t) => t.role === 'user')
    .map((t) => extractName(t.content))
    .find(Boolean);
  return fromHistory ?? noteText(request.memory, 'name');
}

const ABOUT_HELP = /\b(?:helplines?|hotlines?|refuges?|shelters?|advocates?|counsell?ors?)\b/i;

/** In careful mode, what they ask about their safety: the detector first, then the reading's intent. */
function carefulQuestion(message: string, reading: MessageReading): SafetyQuestion | null {
  const found = safetyQuestion(message);
  if (found) return found;
  if (reading.intent === 'ask_help' || (ABOUT_HELP.test(message) && message.includes('?'))) return 'helpline';
  if (reading.intent === 'ask_fault') return 'fault';
  return null;
}

/** Re-reads the answered turns of the history, so nothing about the walk needs storing. */
function walkHistory(request: CoachRequest, scripture: Scripture): { walk: Walk; earlierUser: string[] } {
  let walk = newWalk();
  const earlierUser: string[] = [];
  const { history } = request;
  let careful = request.safety.since === 'earlier-chat';
  for (let i = 0; i < history.length; i++) {
    const turn = history[i]!;
    const reply = history[i + 1];
    if (turn.role !== 'user') continue;
    if (reply?.role === 'coach') {
      // Replies after the safety reply were careful ones (an "ask" reply alone does not make a chat careful).
      careful ||= request.safety.careful && HELPLINE_REPLY.test(reply.content);
      const { reading, topic } = coachReading(turn.content, earlierUser, scripture);
      walk = onTopic(walk, topic);
      const move = decideMove(reading, walk, {
        careful,
        safetyQuestion: null,
        returning: false,
        words: wordCount(turn.content),
      });
      walk = advanceWalk(walk, move);
    }
    earlierUser.push(turn.content);
  }
  return { walk, earlierUser };
}

/** Moves that give way to the review when the message tells how the plan went. */
const REVIEWABLE: ReadonlySet<Move['kind']> = new Set<Move['kind']>([
  'review',
  'return',
  'step',
  'ack',
  'unsure',
  'plan',
]);

/**
 * The answer to "how did it go?": after the coach asked about the plan from last time (or in a report
 * anywhere), how it went is read as well, badly, mixed or not done, and reviewed as that.
 */
function reviewOfPlan(
  move: Move,
  message: string,
  reading: MessageReading,
  plan: string | null,
  history: CoachRequest['history'],
  careful: boolean,
): Move {
  if (careful || !REVIEWABLE.has(move.kind)) return move;
  const lastReply = history.filter((t) => t.role === 'coach').at(-1)?.content ?? '';
  const askedAboutPlan = plan !== null && lastReply.includes(plan);
  const isNews = move.kind === 'review' || move.kind === 'return' || askedAboutPlan;
  const outcome = isNews ? planOutcome(message, reading.outcome) : null;
  return outcome ? { kind: 'review', outcome } : move;
}

export interface BuiltInCoachDeps {
  scripture: Scripture;
}

/** Composes the whole reply; exported for tests and for the AI path's careful replacement. */
export function composeBuiltInReply(request: CoachRequest, scripture: Scripture): CoachResult {
  const { history, message, attempt } = request;
  const bank = replyBank();
  const before = walkHistory(request, scripture);
  const { reading, topic, named } = coachReading(message, before.earlierUser, scripture);
  const walk = onTopic(before.walk, topic);
  const assessment = assessMessage(message);
  // Defence in depth: the chat answers disclosures before any coach, but a message that touches danger
  // still never gets coaching here, even if the chat's own check missed it.
  // "Our pastor said to submit more" gets the careful, scriptural answer whether or not danger was
  // disclosed: submission never means accepting harm (docs/safety.md#replies-that-fit).
  const careful =
    request.safety.careful || needsCaution(message) || safetyQuestion(message) === 'pastor-submit';
  const firstCareful = careful && walk.carefulTurns === 0;
  const firstUserTurn = !history.some((t) => t.role === 'user');
  const earlierSaid = new Set(
    history.filter((t) => t.role === 'coach').flatMap((t) => sentenceKeys(t.content)),
  );
  const earlierNotes = request.memory.filter((n) => !n.thisChat && n.kind !== 'safety' && n.kind !== 'name');
  const plan = noteText(earlierNotes, 'plan');
  const said = (key: string) => earlierSaid.has(key) || (request.sentenceSaid?.(key) ?? false);
  const shown = request.shownVerses ?? [];
  const refusingNow = readRefusals(message);
  const refusals = chatRefusals({
    earlierUserTurns: before.earlierUser,
    message,
    shown,
    acknowledgements: bank.reflect.refused,
    said,
  });
  const decided: Move = decideMove(reading, walk, {
    careful,
    safetyQuestion: careful ? carefulQuestion(message, reading) : null,
    returning: firstUserTurn && earlierNotes.length > 0,
    words: wordCount(message),
  });
  const move = honourRefusals(
    reviewOfPlan(decided, message, reading, plan, history, careful),
    reading.intent,
    refusals,
    refusingNow,
  );

  const extractedName = extractName(message);
  const partner = partnerFrom(request);
  const picker = createPicker({
    seed: hashString(`${request.chatId}:${history.length}:${message}:${attempt}`),
    fill: {
      name: userNameFrom(request, extractedName),
      ...partnerFill(partner),
      topic: topicById(topic).label,
      plan: plan ?? '',
      reference: named?.reference ?? '',
    },
    said,
  });

  const text = writeReply(move, {
    bank,
    picker,
    reading,
    topic,
    notAngry: NOT_ANGRY.test(message) && !reading.angry,
    light: assessment.level === 'light',
    plan,
    firstCareful,
    carefulReturning: careful && request.safety.since === 'earlier-chat' && firstUserTurn,
    selfHarmOnly:
      request.safety.categories.includes('self_harm') &&
      request.safety.categories.every((c) => c === 'self_harm'),
    noAdvice: refusals.advice,
    refusing: {
      advice: refusingNow.advice,
      verses: refusingNow.verses,
      verse: refusingNow.thatVerse ? (shown.at(-1) ?? null) : null,
    },
  });

  const verse: VerifiedVerse | null = chooseVerseFor({
    move,
    reading,
    topic,
    careful,
    // A refuge verse once, in the chat where the disclosure was made (not as a greeting in a later one).
    firstCareful: firstCareful && request.safety.since !== 'earlier-chat',
    named,
    scripture,
    shown,
    substantial: reading.topic !== 'general' && message.split(/\s+/).length >= 8,
    seed: hashString(`${request.chatId}:${message}`) + attempt,
    earlyBetrayal: earlyBetrayal(walk),
    refusals,
    refusingNow: refusingNow.advice || refusingNow.verses || refusingNow.thatVerse,
    light: assessment.level === 'light',
    // The chat's own count covers replies older than the bounded history.
    repliesBefore: Math.max(
      request.coachRepliesBefore ?? 0,
      history.filter((t) => t.role === 'coach').length,
    ),
  });

  const notes = memoryNotesFor({
    message,
    topic,
    topicScore: reading.topic === topic ? reading.topicScore : 0,
    extractedName,
    // The role seen anywhere in the chat is kept beside the name, for the pronouns of later chats.
    partnerName: partnerNoteText({ name: extractPartner(message).name, role: partner.role }),
  });
  return {
    text,
    scripture: verse,
    extractedName,
    // Memory is read back into later chats: beside a careful reply, only who is who is kept.
    memoryNotes: careful ? notes.filter((n) => n.kind === 'name' || n.kind === 'partner') : notes,
  };
}

export function createBuiltInCoach({ scripture }: BuiltInCoachDeps): CoachProvider {
  return {
    name: 'builtin',
    async *stream(request): AsyncIterable<CoachEvent> {
      request.signal.throwIfAborted();
      const result = composeBuiltInReply(request, scripture);
      for (const delta of splitSentences(result.text)) yield { type: 'text-delta', delta };
      yield { type: 'finish', result };
    },
  };
}
