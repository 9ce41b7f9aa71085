// The built-in coach: offline, deterministic, and a real coach. It recognises the topic, walks the four
// steps across the conversation, reflects the user's own words, asks one question, offers phrases to
// try and a fitting verse. It is the default provider and the fallback when an AI provider stays down.
import type { CoachEvent, CoachProvider, CoachRequest, CoachResult, CoachTurn } from '../../ports/coach.ts';
import { cheatSheet, stepContent } from './coach-content.ts';
import { asideKind, isFlooded, stageBefore, stageFor } from './conversation-steps.ts';
import { memoryNotesFor } from './memory-notes.ts';
import { createRandom, hashString } from './prng.ts';
import { pickQuote } from './reflect.ts';
import { writeAside, writeCarefulReply, writeStageReply, type ReplyContext } from './reply-writer.ts';
import { needsCarefulReply } from './safety-caution.ts';
import type { Scripture } from './scripture.ts';
import { normalizeForMatching, splitSentences } from './text-utils.ts';
import { conversationTopic } from './topics.ts';
import { extractName, extractPartner, partnerReference, type PartnerDetails } from './user-details.ts';

/** Enough variants to step past every earlier reply of a long chat before giving up on novelty. */
const MAX_VARIANTS = 24;

const WENT_WELL =
  /\b(went (well|better|okay|ok)|it worked|that worked|(was|is|it's|things are) (so much )?better|calmer|we talked|(he|she) listened|apologi[sz]ed|we prayed|hugged)\b/;
const WENT_BADLY = /\b(didn'?t|did not|wasn'?t|not) (go|work|help|better|well)\b|\bworse\b/;

function partnerFrom(request: CoachRequest): PartnerDetails {
  let details: PartnerDetails = { name: null, role: null };
  const fromMemory = request.memory.map((note) => /^Partner: (.+)$/.exec(note)?.[1]).find(Boolean);
  if (fromMemory) details = { name: fromMemory, role: null };
  const userTurns = [
    ...request.history.filter((t) => t.role === 'user').map((t) => t.content),
    request.message,
  ];
  for (const text of userTurns) {
    const found = extractPartner(text);
    details = { name: found.name ?? details.name, role: found.role ?? details.role };
  }
  return details;
}

function userNameFrom(request: CoachRequest, extracted: string | null): string | null {
  if (request.userName) return request.userName;
  if (extracted) return extracted;
  const fromHistory = request.history
    .filter((t) => t.role === 'user')
    .map((t) => extractName(t.content))
    .find(Boolean);
  return fromHistory ?? request.memory.map((note) => /^Name: (.+)$/.exec(note)?.[1]).find(Boolean) ?? null;
}

const pocketLineCount = () => stepContent().speak.cheatIntros.length * cheatSheet().phrases.length;

/** The reply with one cheat-sheet phrase (the n-th intro and phrase pair) just before its question. */
function withPocketLine(reply: string, n: number): string {
  const intros = stepContent().speak.cheatIntros;
  const phrases = cheatSheet().phrases;
  const pair = n % pocketLineCount();
  const line = intros[pair % intros.length]!.replace(
    '{phrase}',
    phrases[Math.floor(pair / intros.length)]!.text,
  );
  const sentences = splitSentences(reply);
  const question = sentences.pop() ?? '';
  return `${sentences.join('').trimEnd()} ${line} ${question.trimStart()}`;
}

function conversationKey(history: CoachTurn[], message: string): string {
  return `${history.map((t) => `${t.role}:${t.content}`).join('\n')}\n>${message}`;
}

export interface BuiltInCoachDeps {
  scripture: Scripture;
}

/** Composes the whole reply; exported for tests that read replies without streaming. */
export function composeBuiltInReply(request: CoachRequest, scripture: Scripture): CoachResult {
  const { history, message, attempt } = request;
  const base = hashString(conversationKey(history, message));
  const extractedName = extractName(message);
  const partner = partnerFrom(request);
  const { topic, score } = conversationTopic(message, history);
  const aside = asideKind(message);
  const stage = stageFor(history, message);
  const previous = stageBefore(history);
  const normalizedMessage = normalizeForMatching(message);
  const earlierReplies = history.filter((t) => t.role === 'coach').map((t) => t.content);
  const seen = new Set(earlierReplies.map(normalizeForMatching));
  // Defence in depth: the safety check runs before any coach, but if it missed a disclosure, a message
  // that touches danger still never gets coaching to forgive, submit, reconcile or stay.
  const userTurns = history.filter((t) => t.role === 'user').map((t) => t.content);
  const careful = needsCarefulReply(userTurns, message);
  // The history is only the recent part of a long chat; the chat answers for all of its replies.
  const repeated = (candidate: string) =>
    seen.has(normalizeForMatching(candidate)) || (request.alreadySaid?.(candidate) ?? false);

  const contextFor = (variant: number): ReplyContext => ({
    stage,
    flooded: stage === 'pause' && previous !== null && isFlooded(message),
    celebrate: stage !== 'pause' && WENT_WELL.test(normalizedMessage) && !WENT_BADLY.test(normalizedMessage),
    topic,
    quote: pickQuote(message),
    name: userNameFrom(request, extractedName),
    partner: partnerReference(partner),
    random: createRandom(hashString(`${base}:${attempt}:${variant}`)),
    offset: attempt + variant,
    earlier: earlierReplies.join('\n'),
  });
  function* candidates(): Generator<string> {
    for (let variant = 0; variant < MAX_VARIANTS; variant++) {
      const ctx = contextFor(variant);
      yield careful ? writeCarefulReply(ctx) : aside ? writeAside(aside, ctx) : writeStageReply(ctx);
    }
    // A careful reply never turns into coaching: at worst it says again what it said before.
    if (careful) return;
    // Only a very long chat gets this far. An aside has a couple of answers: once the chat has had
    // them all, the step's reply answers. When it has had every variant of the step's reply too, a
    // phrase from the Conversation Cheat Sheet makes each of them new again.
    const stageReplies = Array.from({ length: MAX_VARIANTS }, (_, v) => writeStageReply(contextFor(v)));
    if (aside) yield* stageReplies;
    for (let line = 0; line < pocketLineCount(); line++) {
      for (const reply of stageReplies) yield withPocketLine(reply, base + attempt + line);
    }
  }
  let text = '';
  for (const candidate of candidates()) {
    text = candidate;
    if (!repeated(text)) break;
  }

  // The verse moves on through the topic's bank turn by turn (and per attempt), seeded by the chat.
  const firstMessage = history.find((t) => t.role === 'user')?.content ?? message;
  // A question about the coach itself is answered plainly, without a verse attached to it; a careful
  // reply gives helplines, and like every helpline reply (ai-coach.ts) carries no verse either.
  const verse =
    careful || aside === 'ai'
      ? null
      : scripture.forTopic(topic, hashString(firstMessage) + userTurns.length + attempt * 5);
  const partnerName = extractPartner(message).name;
  const notes = memoryNotesFor({ message, topic, topicScore: score, extractedName, partnerName });
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
