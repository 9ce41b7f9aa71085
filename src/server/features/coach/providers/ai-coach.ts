// A coach backed by an AI provider (any OpenAI-compatible endpoint, or Anthropic) through the AI SDK.
// It streams the reply through the output check (output-check.ts) one whole sentence at a time, strips
// and reads the structured ending, and shows only verses that exist in the WEB text and suit the moment.
// A reply that breaks a rule is stopped and replaced by the careful built-in reply. It throws on any
// failure (error, timeout, empty reply); the chat retries and falls back.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { type LanguageModel, type ModelMessage, streamText } from 'ai';
import { helplinePattern, LINES } from '#shared/helplines.ts';
import type { Config } from '#server/env.ts';
import type { Logger } from '#server/lib/logger.ts';
import type {
  ChatSafety,
  CoachEvent,
  CoachProvider,
  CoachRequest,
  CoachResult,
  MemoryNoteInput,
  VerifiedVerse,
} from '#server/ports/coach.ts';
import { memoryNotesFor } from '../memory/memory-notes.ts';
import { createMetaSplitter, parseMeta } from './meta-stream.ts';
import { createOutputCheck, isCareful, type Violation } from './output-check.ts';
import { hashString } from '../prng.ts';
import { assessMessage } from '../safety/safety.ts';
import type { Scripture } from '../scripture/scripture.ts';
import { buildSystemPrompt } from './system-prompt.ts';
import type { TopicId } from '../topic-ids.ts';
import { readMessage, readTopicInContext } from '../understanding/read-message.ts';
import { extractName, extractPartner } from '../understanding/user-details.ts';

const MAX_NOTES_PER_REPLY = 5;
/** A reply that gives helplines is a safety answer: no verse is attached to it. */
const HELPLINE_IN_REPLY = helplinePattern(Object.values(LINES));
/** Warm but steady: the method matters more than variety. */
const TEMPERATURE = 0.6;
/** About 400 words: well above the 160 asked for plus the META line, so only a runaway reply is cut. */
const MAX_OUTPUT_TOKENS = 600;
/** After a disclosure, only what the user gave about themselves is noted from the model. */
const CAREFUL_NOTE_KINDS = new Set(['name', 'partner']);

export interface VerseContext {
  careful: boolean;
  angry: boolean;
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

export function createAiCoach(deps: AiCoachDeps): CoachProvider {
  const { ai, scripture, logger } = deps;
  const model = modelFor(ai, deps.fetch);

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

  function* replaced(request: CoachRequest, violation: Violation): Iterable<CoachEvent> {
    logger.warn({ rule: violation.rule, chatId: request.chatId }, 'AI reply stopped by the output check');
    const careful = deps.carefulReply(request);
    const verse =
      careful.scripture && deps.verseAllowed(careful.scripture.reference, { careful: true, angry: false })
        ? careful.scripture
        : null;
    yield { type: 'replace', text: careful.text };
    yield {
      type: 'finish',
      result: { text: careful.text, scripture: verse, extractedName: careful.extractedName, memoryNotes: [] },
    };
  }

  return {
    name: ai.provider,
    async *stream(request): AsyncIterable<CoachEvent> {
      // One attempt may take at most timeoutMs, and stops at once when the caller gives up or the
      // output check stops it.
      const stop = new AbortController();
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(ai.timeoutMs), stop.signal]);
      const safety = effectiveSafety(request);
      const messageAssessment = assessMessage(request.message);
      const careful = isCareful({ safety, messageAssessment });
      const check = createOutputCheck({
        safety,
        messageAssessment,
        userWords: [
          ...request.history.filter((t) => t.role === 'user').map((t) => t.content),
          request.message,
        ].join('\n'),
      });
      const seed = hashString(request.message) + request.attempt;
      const system = buildSystemPrompt({ userName: request.userName, memory: request.memory, safety });
      let failure: unknown = null;
      const result = streamText({
        model,
        system,
        messages: toMessages(request),
        abortSignal: signal,
        temperature: TEMPERATURE,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        // The chat owns retries (2/4/8 s); the SDK's own would hide failures and stretch the timeout.
        maxRetries: 0,
        // Errors arrive as stream parts; this stops the SDK logging them to the console as well.
        onError: ({ error }) => {
          failure ??= error;
        },
      });

      const splitter = createMetaSplitter();
      let text = '';
      let violation: Violation | null = null;
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            const shown = splitter.push(part.text);
            if (!shown) continue;
            const step = check.push(shown);
            if (step.violation) {
              violation = step.violation;
              stop.abort(new Error('stopped by the output check'));
              break;
            }
            if (step.release) {
              text += step.release;
              yield { type: 'text-delta', delta: step.release };
            }
          } else if (part.type === 'error') {
            throw asError(part.error);
          } else if (part.type === 'abort') {
            break;
          }
        }
      } catch (error) {
        if (!violation) throw signal.aborted ? asError(signal.reason) : asError(error);
      }
      if (violation) {
        yield* replaced(request, violation);
        return;
      }
      if (signal.aborted) throw asError(signal.reason);
      if (failure) throw asError(failure);

      const { tail, meta } = splitter.end();
      const last = check.push(tail);
      const end = last.violation ? last : check.end();
      const rest = last.release + end.release;
      if (end.violation) {
        yield* replaced(request, end.violation);
        return;
      }
      if (rest) {
        text += rest;
        yield { type: 'text-delta', delta: rest };
      }
      if (!text.trim()) throw new Error('The AI provider returned an empty reply.');

      // The topic is ours, for a fallback verse and the notes: the model is not told our guess. Read
      // once the reply is in, so reading (and a first training of the reader) never eats the timeout.
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
        partnerName: extractPartner(request.message).name,
      });
      const modelNotes = careful
        ? parsed.memory.filter((note) => CAREFUL_NOTE_KINDS.has(note.kind))
        : parsed.memory;
      const verseContext = { careful, angry: deps.angry?.(request) ?? false };
      yield {
        type: 'finish',
        result: {
          text,
          scripture:
            parsed.noScripture || HELPLINE_IN_REPLY.test(text)
              ? null
              : verseFor(parsed.scripture, verseContext, topic, seed),
          extractedName,
          memoryNotes: mergeNotes(patternNotes, modelNotes),
        },
      };
    },
  };
}
