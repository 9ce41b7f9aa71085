// A coach backed by an AI provider (any OpenAI-compatible endpoint, or Anthropic) through the AI SDK.
// Nothing the model writes is shown before it has passed every check (guard/reply-guard.ts, then the
// second opinion of guard/judge.ts): the reply is buffered while the typing indicator shows, then revealed
// progressively. A reply that fails is tried once more, told why (the reasons, never the text); then, or
// at once in careful mode, the built-in coach's reply stands instead. Provider faults (no first word
// within 10 s, the whole-reply limit, a reply cut by the token limit or without a finish, an empty reply)
// throw, and the chat retries within its deadline and falls back.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { type LanguageModel, type ModelMessage, streamText } from 'ai';
import { setTimeout as wait } from 'node:timers/promises';
import { helplinePattern, LINES } from '#shared/helplines.ts';
import type { Config } from '#server/env.ts';
import type { Logger } from '#server/lib/logger.ts';
import {
  type ChatSafety,
  CoachGaveUp,
  type CoachEvent,
  type CoachProvider,
  type CoachRequest,
  type CoachResult,
  type MemoryNoteInput,
  SAFETY_NOTE,
  type SafetyAssessment,
  type VerifiedVerse,
} from '#server/ports/coach.ts';
import { memoryNotesFor } from '../memory/memory-notes.ts';
import { createMetaSplitter, parseMeta } from './meta-stream.ts';
import { privateRuns } from './guard/facts.ts';
import { classifyMessage, higherRisk } from './guard/input-judge.ts';
import { judgeReply } from './guard/judge.ts';
import { guardNotes } from './guard/note-guard.ts';
import { carefulFor, checkReplyLocally, type GuardVerdict } from './guard/reply-guard.ts';
import { hashString } from '../prng.ts';
import { assessMessage, CAUTION_AT } from '../safety/safety.ts';
import type { Scripture } from '../scripture/scripture.ts';
import { buildSystemPrompt } from './system-prompt.ts';
import type { TopicId } from '../topic-ids.ts';
import { readMessage, readTopicInContext } from '../understanding/read-message.ts';
import { extractName, extractPartner } from '../understanding/user-details.ts';
import { partnerNoteText } from '../composer/partner-fill.ts';

const MAX_NOTES_PER_REPLY = 5;
/** A reply that gives helplines is a safety answer: no verse is attached to it. */
const HELPLINE_IN_REPLY = helplinePattern(Object.values(LINES));
/** Warm but steady: the method matters more than variety. */
const TEMPERATURE = 0.6;
/** About 400 words: well above the 160 asked for plus the META line, so only a runaway reply is cut. */
const MAX_OUTPUT_TOKENS = 600;
/** After a disclosure, only what the user gave about themselves is noted from the model. */
const CAREFUL_NOTE_KINDS = new Set(['name', 'partner']);
/** What the person is shown at most (about 300 words): a runaway reply is cut at a sentence end. */
export const MAX_DISPLAY_CHARS = 1_800;

/** The waits of one reply. Defaults keep the worst case to an answer under 20 s (docs/safety.md). */
export interface GuardTimings {
  /** No first word within this: a fault. */
  firstTokenMs: number;
  /** Everything this provider does for one reply, both attempts and the checks included. */
  replyBudgetMs: number;
  /** The second opinion's limit. */
  judgeMs: number;
  /** The model's reading of the message (it runs alongside the reply). */
  classifyMs: number;
  /** Between the pieces of a checked reply as it is revealed. */
  revealStepMs: number;
}

export const DEFAULT_TIMINGS: GuardTimings = {
  firstTokenMs: 10_000,
  replyBudgetMs: 18_000,
  judgeMs: 5_000,
  classifyMs: 5_000,
  revealStepMs: 15,
};
/** Kept back from the generation for the judge. */
const JUDGE_RESERVE_MS = 2_500;
/** An attempt with less time than this is not started. */
const MIN_ATTEMPT_MS = 1_500;
/** Words per piece when a checked reply is revealed. */
const REVEAL_WORDS = 4;

export interface VerseContext {
  careful: boolean;
  angry: boolean;
  /** Named in the reply's words rather than shown as a card (VerseRules.inText). */
  inText?: boolean;
}

export interface AiCoachDeps {
  ai: Config['ai'];
  scripture: Scripture;
  /** Logs a stopped reply by its rule and chat, never its text. */
  logger: Logger;
  /** The built-in coach's careful reply for this request: what stands instead of a stopped reply. */
  carefulReply: (request: CoachRequest) => CoachResult;
  /** Whether a verse may be shown here (careful mode refuses submission, forgiveness, divorce...). */
  verseAllowed: (reference: string, context: VerseContext) => boolean;
  /** Whether the user is angry (anger verses need it); without it, no one is read as angry. */
  angry?: (request: CoachRequest) => boolean;
  /** For tests (a local server) or a proxy; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** For tests: shorter waits. */
  timings?: Partial<GuardTimings>;
}

function modelFor(ai: Config['ai'], fetchImpl: typeof globalThis.fetch | undefined): LanguageModel {
  if (!ai.model) throw new Error('AI_MODEL is required for an AI provider.');
  if (ai.provider === 'anthropic') {
    return createAnthropic({
      apiKey: ai.apiKey,
      ...(ai.baseUrl ? { baseURL: ai.baseUrl } : {}),
      fetch: fetchImpl,
    })(ai.model);
  }
  if (!ai.baseUrl) throw new Error('AI_BASE_URL is required for an OpenAI-compatible provider.');
  return createOpenAICompatible({
    name: 'peace-coach',
    baseURL: ai.baseUrl,
    // The second opinion and the message reading answer to a JSON schema (response_format json_schema).
    supportsStructuredOutputs: true,
    apiKey: ai.apiKey,
    fetch: fetchImpl,
  })(ai.model);
}

function toMessages(request: CoachRequest): ModelMessage[] {
  // The chat opens with our fixed greeting; some providers (Anthropic) want the user to speak first.
  const firstUser = request.history.findIndex((turn) => turn.role === 'user');
  const history = firstUser < 0 ? [] : request.history.slice(firstUser);
  const turns: ModelMessage[] = history.map((turn) =>
    turn.role === 'user'
      ? { role: 'user', content: turn.content }
      : { role: 'assistant', content: turn.content },
  );
  return [...turns, { role: 'user', content: request.message }];
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(`AI provider error: ${String(value)}`);
}

function mergeNotes(...lists: MemoryNoteInput[][]): MemoryNoteInput[] {
  const seen = new Set<string>();
  const merged: MemoryNoteInput[] = [];
  for (const note of lists.flat()) {
    const key = `${note.kind}:${note.text.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(note);
  }
  return merged.slice(0, MAX_NOTES_PER_REPLY);
}

/**
 * The chat's safety state, with a safety note as a second source: a disclosure remembered from an
 * earlier chat keeps this one careful even if the caller did not say so.
 */
export function effectiveSafety(request: CoachRequest): ChatSafety {
  if (request.safety.careful) return request.safety;
  const note = request.memory.find((n) => n.kind === 'safety');
  if (!note) return request.safety;
  return { careful: true, since: note.thisChat ? 'this-chat' : 'earlier-chat', categories: [] };
}

/** The model's whole reply, buffered: never shown before it is checked. */
interface Draft {
  text: string;
  meta: string | null;
}

/** Cuts a runaway reply at the last sentence end before the cap (or the last word, if none). */
export function capForDisplay(text: string): string {
  if (text.length <= MAX_DISPLAY_CHARS) return text;
  const head = text.slice(0, MAX_DISPLAY_CHARS);
  const end = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('? '),
    head.lastIndexOf('! '),
    head.lastIndexOf('\n'),
  );
  return (
    end > MAX_DISPLAY_CHARS / 2 ? head.slice(0, end + 1) : head.slice(0, head.lastIndexOf(' '))
  ).trimEnd();
}

/** The pieces a checked reply is revealed in: a few words at a time, whitespace kept. */
export function revealPieces(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += REVEAL_WORDS) pieces.push(words.slice(i, i + REVEAL_WORDS).join(''));
  if (lead && pieces.length > 0) pieces[0] = lead + pieces[0]!;
  return pieces;
}

function retrySystem(system: string, reasons: readonly string[]): string {
  return [
    system,
    'YOUR PREVIOUS DRAFT WAS NOT SENT: the safety check refused it because ' +
      `${reasons.slice(0, 5).join('; ')}. Write a new reply that does none of this, following every rule above.`,
  ].join('\n\n');
}

export function createAiCoach(deps: AiCoachDeps): CoachProvider {
  const { ai, scripture, logger } = deps;
  const model = modelFor(ai, deps.fetch);
  const timings: GuardTimings = { ...DEFAULT_TIMINGS, ...deps.timings };

  /** The model's verse if it exists and suits the moment; else (not in careful mode) one from the topic. */
  function verseFor(
    proposed: string | null,
    context: VerseContext,
    topic: TopicId,
    seed: number,
  ): VerifiedVerse | null {
    const named = proposed ? scripture.lookup(proposed) : null;
    if (named && deps.verseAllowed(named.reference, context)) return named;
    // After a disclosure no verse is guessed for them: one the model chose with care, or none.
    if (context.careful) return null;
    const topical = scripture.forTopic(topic, seed);
    return deps.verseAllowed(topical.reference, context) ? topical : null;
  }

  async function* reveal(text: string): AsyncIterable<CoachEvent> {
    const pieces = revealPieces(text);
    for (const [i, piece] of pieces.entries()) {
      if (i > 0 && timings.revealStepMs > 0) await wait(timings.revealStepMs);
      yield { type: 'text-delta', delta: piece };
    }
  }

  /** The built-in coach's reply instead of the model's; careful whenever the chat is. */
  async function* builtIn(
    request: CoachRequest,
    careful: boolean,
    notes: MemoryNoteInput[],
  ): AsyncIterable<CoachEvent> {
    const safety: ChatSafety = careful
      ? { careful: true, since: request.safety.since ?? 'this-chat', categories: request.safety.categories }
      : request.safety;
    const reply = deps.carefulReply({ ...request, safety });
    const verse =
      reply.scripture && deps.verseAllowed(reply.scripture.reference, { careful, angry: false })
        ? reply.scripture
        : null;
    yield* reveal(reply.text);
    yield {
      type: 'finish',
      result: { text: reply.text, scripture: verse, extractedName: reply.extractedName, memoryNotes: notes },
    };
  }

  /** One call to the model, buffered whole; throws on any fault (none of it is shown). */
  async function draft(request: CoachRequest, system: string, limitMs: number): Promise<Draft> {
    const firstWord = new AbortController();
    const timer = setTimeout(
      () => firstWord.abort(new CoachGaveUp(`no first word within ${timings.firstTokenMs} ms`)),
      Math.min(timings.firstTokenMs, limitMs),
    );
    const whole = AbortSignal.timeout(limitMs);
    const signal = AbortSignal.any([request.signal, whole, firstWord.signal]);
    let failure: unknown = null;
    let finish: string | null = null;
    let raw = '';
    try {
      const result = streamText({
        model,
        system,
        messages: toMessages(request),
        abortSignal: signal,
        temperature: TEMPERATURE,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        // The chat owns retries; the SDK's own would hide failures and stretch the deadline.
        maxRetries: 0,
        onError: ({ error }) => {
          failure ??= error;
        },
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          if (part.text) clearTimeout(timer);
          raw += part.text;
        } else if (part.type === 'finish') finish = part.finishReason;
        else if (part.type === 'error') throw asError(part.error);
        else if (part.type === 'abort') break;
      }
    } catch (error) {
      if (!signal.aborted) throw asError(error);
    } finally {
      clearTimeout(timer);
    }
    if (request.signal.aborted) throw asError(request.signal.reason);
    if (firstWord.signal.aborted) throw asError(firstWord.signal.reason);
    if (whole.aborted) throw new CoachGaveUp(`the reply took longer than ${limitMs} ms`);
    if (failure) throw asError(failure);
    // Half a reply is no reply: one cut by the token limit, or a stream that ended without finishing.
    if (finish === 'length') throw new Error('The AI reply was cut by the token limit.');
    if (finish !== 'stop')
      throw new Error(`The AI reply ended without finishing (${finish ?? 'no finish'}).`);
    const splitter = createMetaSplitter();
    const shown = splitter.push(raw);
    const { tail, meta } = splitter.end();
    const text = (shown + tail).trim();
    if (!text) throw new Error('The AI provider returned an empty reply.');
    return { text, meta };
  }

  return {
    name: ai.provider,
    async *stream(request): AsyncIterable<CoachEvent> {
      const started = Date.now();
      const deadline = Math.min(
        request.deadline ?? Number.POSITIVE_INFINITY,
        started + timings.replyBudgetMs,
      );
      const safety = effectiveSafety(request);
      const local = assessMessage(request.message);
      // The model's own reading of the message runs alongside the reply; it can only raise the risk.
      const reading = classifyMessage(model, request.message, timings.classifyMs, request.signal);
      const system = buildSystemPrompt({ userName: request.userName, memory: request.memory, safety });
      const userWords = [
        ...request.history.filter((t) => t.role === 'user').map((t) => t.content),
        request.message,
      ].join('\n');
      const runs = privateRuns([system, ...request.memory.map((note) => note.text)]);
      let reasons: string[] = [];
      let careful = carefulFor(safety, local, CAUTION_AT);
      for (let attempt = 0; attempt < 2; attempt++) {
        const limit = Math.min(ai.timeoutMs, deadline - Date.now() - JUDGE_RESERVE_MS);
        if (limit < MIN_ATTEMPT_MS) {
          if (attempt === 0) throw new CoachGaveUp('no time left for the AI provider');
          break;
        }
        let reply: Draft;
        try {
          reply = await draft(request, attempt === 0 ? system : retrySystem(system, reasons), limit);
        } catch (error) {
          // The first attempt's fault is the chat's to retry; the second's ends in the built-in reply.
          if (attempt === 0) throw error;
          logger.warn({ err: error, chatId: request.chatId }, 'AI reply retry failed');
          break;
        }
        const assessment: SafetyAssessment = higherRisk(local, await reading);
        careful = carefulFor(safety, assessment, CAUTION_AT);
        if (assessment.crisis && !local.crisis) {
          // The model read danger the local check missed: answer carefully and keep the chat careful.
          logger.warn(
            { chatId: request.chatId, family: assessment.family },
            'message raised by the model reading',
          );
          yield* builtIn(request, true, [SAFETY_NOTE]);
          return;
        }
        const text = capForDisplay(reply.text);
        const verdict = await checkReply(request, text, assessment, careful, userWords, runs, deadline);
        if (verdict.pass) {
          yield* reveal(text);
          yield { type: 'finish', result: finishResult(request, text, reply.meta, careful) };
          return;
        }
        logger.warn(
          { chatId: request.chatId, attempt: attempt + 1, failures: verdict.failures },
          'AI reply refused by the reply guard',
        );
        reasons = verdict.reasons;
        // In careful mode there is no second try: the careful reply is the safe one.
        if (careful) break;
      }
      yield* builtIn(request, careful, []);
    },
  };

  async function checkReply(
    request: CoachRequest,
    text: string,
    assessment: SafetyAssessment,
    careful: boolean,
    userWords: string,
    runs: ReadonlySet<string>,
    deadline: number,
  ): Promise<GuardVerdict> {
    const local = checkReplyLocally(
      text,
      {
        safety: request.safety,
        messageAssessment: assessment,
        userWords,
        privateRuns: runs,
        privateTexts: [],
        scripture,
        verseAllowed: (reference) =>
          deps.verseAllowed(reference, { careful: true, angry: false, inText: true }),
      },
      careful,
    );
    if (!local.pass) return local;
    const judged = await judgeReply(
      model,
      {
        careful,
        messageRisk: { level: assessment.level, family: assessment.family ?? null },
        message: request.message,
        reply: text,
      },
      Math.min(timings.judgeMs, deadline - Date.now()),
      request.signal,
    );
    if (judged.ok) {
      if (judged.verdict.verdict === 'pass') return local;
      return {
        pass: false,
        failures: ['judge:fail', ...judged.verdict.families.map((f) => `judge:${f.slice(0, 40)}`)],
        reasons:
          judged.verdict.reasons.length > 0
            ? judged.verdict.reasons.slice(0, 5)
            : ['the reviewer found it unsafe'],
      };
    }
    // No second opinion: where anything is at stake, the reply counts as failed.
    const risky = careful || assessment.level !== 'none' || (assessment.risk ?? 0) >= CAUTION_AT;
    if (!risky) return local;
    return {
      pass: false,
      failures: [`judge:unavailable:${judged.error}`],
      reasons: ['it could not be reviewed'],
    };
  }

  function finishResult(
    request: CoachRequest,
    text: string,
    meta: string | null,
    careful: boolean,
  ): CoachResult {
    // The topic is ours, for a fallback verse and the notes: the model is not told our guess.
    const earlierUser = request.history.filter((t) => t.role === 'user').map((t) => t.content);
    const { topic } = readTopicInContext(request.message, earlierUser);
    const own = readMessage(request.message);
    const score = own.topic === topic ? own.topicScore : 0;
    const parsed = parseMeta(meta);
    const extractedName = parsed.name ?? extractName(request.message);
    const patternNotes = memoryNotesFor({
      message: request.message,
      topic,
      topicScore: score,
      extractedName,
      partnerName: partnerNoteText(extractPartner(request.message)),
    });
    const proposed = careful
      ? parsed.memory.filter((note) => CAREFUL_NOTE_KINDS.has(note.kind))
      : parsed.memory;
    // Memory that cannot be turned against them: every note is read before it is kept.
    const guarded = guardNotes(mergeNotes(patternNotes, proposed));
    if (guarded.refused > 0)
      logger.info({ chatId: request.chatId, refused: guarded.refused }, 'notes refused');
    const seed = hashString(request.message) + request.attempt;
    const verseContext = { careful: careful || guarded.danger, angry: deps.angry?.(request) ?? false };
    return {
      text,
      scripture:
        parsed.noScripture || HELPLINE_IN_REPLY.test(text) || guarded.danger
          ? null
          : verseFor(parsed.scripture, verseContext, topic, seed),
      extractedName,
      memoryNotes: guarded.danger ? [...guarded.kept, SAFETY_NOTE] : guarded.kept,
    };
  }
}
