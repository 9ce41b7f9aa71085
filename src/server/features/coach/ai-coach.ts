// A coach backed by an AI provider (any OpenAI-compatible endpoint, or Anthropic) through the AI SDK.
// It streams the reply, strips and reads the structured ending, and shows only verses that exist in
// the WEB text. It throws on any failure (error, timeout, empty reply); the chat retries and falls back.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { type LanguageModel, type ModelMessage, streamText } from 'ai';
import type { Config } from '../../env.ts';
import type { CoachEvent, CoachProvider, CoachRequest, MemoryNoteInput } from '../../ports/coach.ts';
import { topicById } from './coach-content.ts';
import { stageFor, stepOf } from './conversation-steps.ts';
import { memoryNotesFor } from './memory-notes.ts';
import { createMetaSplitter, parseMeta } from './meta-stream.ts';
import { hashString } from './prng.ts';
import type { Scripture } from './scripture.ts';
import { buildSystemPrompt } from './system-prompt.ts';
import { conversationTopic } from './topics.ts';
import { extractName, extractPartner } from './user-details.ts';

const MAX_NOTES_PER_REPLY = 5;
/** A reply that gives helplines is a safety answer: no verse is attached to it (coach-guide.md). */
const HELPLINE_IN_REPLY = /116 123|0808 2000 247|1-800-799-7233|\b988\b|\b999\b|\b911\b/;
const SUGGESTED_VERSES = 4;

export interface AiCoachDeps {
  ai: Config['ai'];
  scripture: Scripture;
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

export function createAiCoach({ ai, scripture, fetch: fetchImpl }: AiCoachDeps): CoachProvider {
  const model = modelFor(ai, fetchImpl);
  return {
    name: ai.provider,
    async *stream(request): AsyncIterable<CoachEvent> {
      // One attempt may take at most timeoutMs, and stops at once when the caller gives up.
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(ai.timeoutMs)]);
      const { topic, score } = conversationTopic(request.message, request.history);
      const seed = hashString(request.message) + request.attempt;
      const bank = scripture.bank().filter((entry) => entry.topic === topic);
      const system = buildSystemPrompt({
        userName: request.userName,
        memory: request.memory,
        step: stepOf(stageFor(request.history, request.message)),
        topicLabel: topicById(topic).label,
        suggestedVerses: bank.slice(0, SUGGESTED_VERSES).map((entry) => entry.reference),
      });
      let failure: unknown = null;
      const result = streamText({
        model,
        system,
        messages: toMessages(request),
        abortSignal: signal,
        // The chat owns retries (2/4/8 s); the SDK's own would hide failures and stretch the timeout.
        maxRetries: 0,
        // Errors arrive as stream parts; this stops the SDK logging them to the console as well.
        onError: ({ error }) => {
          failure ??= error;
        },
      });

      const splitter = createMetaSplitter();
      let text = '';
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            const delta = splitter.push(part.text);
            if (delta) {
              text += delta;
              yield { type: 'text-delta', delta };
            }
          } else if (part.type === 'error') {
            throw asError(part.error);
          } else if (part.type === 'abort') {
            break;
          }
        }
      } catch (error) {
        throw signal.aborted ? asError(signal.reason) : asError(error);
      }
      if (signal.aborted) throw asError(signal.reason);
      if (failure) throw asError(failure);

      const { tail, meta } = splitter.end();
      if (tail) {
        text += tail;
        yield { type: 'text-delta', delta: tail };
      }
      if (!text.trim()) throw new Error('The AI provider returned an empty reply.');

      const parsed = parseMeta(meta);
      const extractedName = parsed.name ?? extractName(request.message);
      const patternNotes = memoryNotesFor({
        message: request.message,
        topic,
        topicScore: score,
        extractedName,
        partnerName: extractPartner(request.message).name,
      });
      yield {
        type: 'finish',
        result: {
          text,
          scripture:
            parsed.noScripture || HELPLINE_IN_REPLY.test(text)
              ? null
              : scripture.verifyOrTopical(parsed.scripture, topic, seed),
          extractedName,
          memoryNotes: mergeNotes(patternNotes, parsed.memory),
        },
      };
    },
  };
}
