// Asks the coach for a reply, retrying a failing provider 3 more times (2 s, 4 s, 8 s); an empty
// reply is a failure too. When a configured AI provider stays down, the built-in coach answers and the
// reply is marked offline (docs/product/rulings.md#when-the-ai-fails).
import type { CoachProvider, CoachRequest, CoachResult } from '#server/ports/coach.ts';
import type { Logger } from '#server/lib/logger.ts';

export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000];
export const OFFLINE_NOTE =
  'Our AI coach cannot be reached right now, so this reply comes from the built-in coach (offline mode).\n\n';

export type RunnerEvent =
  | { type: 'text-delta'; delta: string }
  /** The coach stopped its own reply (it broke a rule): what was streamed is void, `text` stands instead. */
  | { type: 'replace'; text: string }
  /** A new attempt begins: text streamed so far is void. */
  | { type: 'retry'; attempt: number };

/** Operational events the operator's console counts per day (never who, never what was said). */
export type OpsEvent = 'ai_provider_failure' | 'ai_offline_fallback';

export interface RunnerDeps {
  coach: CoachProvider;
  fallback: CoachProvider | null;
  retryDelaysMs: readonly number[];
  sleep: (ms: number) => Promise<void>;
  logger: Logger;
  /** Counts an event; must never throw or fail the reply. */
  countOps?: (event: OpsEvent) => void;
}

export class ReplyFailedError extends Error {}

async function attempt(
  provider: CoachProvider,
  request: CoachRequest,
  emit: (event: RunnerEvent) => void,
): Promise<CoachResult> {
  let result: CoachResult | null = null;
  for await (const event of provider.stream(request)) {
    if (event.type === 'text-delta' || event.type === 'replace') emit(event);
    else result = event.result;
  }
  if (!result || result.text.trim() === '') throw new Error('The coach gave an empty reply.');
  return result;
}

export async function runReply(
  deps: RunnerDeps,
  request: CoachRequest,
  emit: (event: RunnerEvent) => void,
): Promise<{ result: CoachResult; offline: boolean }> {
  const tries = deps.retryDelaysMs.length + 1;
  for (let i = 0; i < tries; i++) {
    try {
      return { result: await attempt(deps.coach, request, emit), offline: false };
    } catch (error) {
      deps.logger.warn({ err: error, provider: deps.coach.name, try: i + 1 }, 'coach attempt failed');
      // Only a configured AI provider's failures: with the built-in coach there is no fallback.
      if (deps.fallback) deps.countOps?.('ai_provider_failure');
      if (i < deps.retryDelaysMs.length) {
        emit({ type: 'retry', attempt: i + 1 });
        await deps.sleep(deps.retryDelaysMs[i]!);
      }
    }
  }
  if (deps.fallback) {
    deps.countOps?.('ai_offline_fallback');
    emit({ type: 'retry', attempt: tries });
    emit({ type: 'text-delta', delta: OFFLINE_NOTE });
    // Offline replies are saved with the note in front: that is the text that must not repeat.
    const said = request.alreadySaid;
    const offline = said ? { ...request, alreadySaid: (text: string) => said(OFFLINE_NOTE + text) } : request;
    // A replacement stands for the whole reply, so it keeps the note in front like the rest.
    const result = await attempt(deps.fallback, offline, (event) =>
      emit(event.type === 'replace' ? { type: 'replace', text: OFFLINE_NOTE + event.text } : event),
    );
    return { result: { ...result, text: OFFLINE_NOTE + result.text }, offline: true };
  }
  throw new ReplyFailedError('The coach could not be reached.');
}
