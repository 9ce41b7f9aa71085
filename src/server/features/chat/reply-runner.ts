// Asks the coach for a reply, retrying a failing provider 3 more times (2 s, 4 s, 8 s) within the
// reply's deadline; an empty reply is a failure too. When a configured AI provider stays down (or gives
// up, or the deadline leaves no room for another try), the built-in coach answers and the reply is
// marked offline (docs/product/rulings.md#when-the-ai-fails).
import { CoachGaveUp, type CoachProvider, type CoachRequest, type CoachResult } from '#server/ports/coach.ts';
import type { Logger } from '#server/lib/logger.ts';

export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000];
/** A person has an answer within this (the fallback at worst): the provider fits its waits into it. */
export const REPLY_DEADLINE_MS = 18_000;
/** A retry is not started with less time than this left. */
const MIN_TRY_MS = 3_000;
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
  /** For tests: a shorter deadline than REPLY_DEADLINE_MS. */
  deadlineMs?: number;
  /**
   * A wait after each piece of text, so a reply takes long enough to be stopped in a browser test
   * (the built-in coach writes in a few milliseconds). Zero in production: the routes take it only
   * outside production (chat.routes.ts).
   */
  paceMs?: number;
}

export class ReplyFailedError extends Error {}

async function attempt(
  provider: CoachProvider,
  request: CoachRequest,
  emit: (event: RunnerEvent) => void,
  pace: (() => Promise<void>) | null = null,
): Promise<CoachResult> {
  let result: CoachResult | null = null;
  for await (const event of provider.stream(request)) {
    request.signal.throwIfAborted();
    if (event.type === 'text-delta' || event.type === 'replace') {
      emit(event);
      if (pace) await pace();
    } else result = event.result;
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
  // The built-in coach has no deadline: it has no fallback, and it never waits on anyone.
  const deadline = deps.fallback ? Date.now() + (deps.deadlineMs ?? REPLY_DEADLINE_MS) : undefined;
  const timed = deadline === undefined ? request : { ...request, deadline };
  const pace = deps.paceMs ? () => deps.sleep(deps.paceMs!) : null;
  for (let i = 0; i < tries; i++) {
    try {
      return { result: await attempt(deps.coach, timed, emit, pace), offline: false };
    } catch (error) {
      // Stopped by the user (or ended by the reply's owner): no retry, no fallback.
      if (request.signal.aborted) throw error;
      deps.logger.warn({ err: error, provider: deps.coach.name, try: i + 1 }, 'coach attempt failed');
      // Only a configured AI provider's failures: with the built-in coach there is no fallback.
      if (deps.fallback) deps.countOps?.('ai_provider_failure');
      const delay = deps.retryDelaysMs[i];
      if (delay === undefined) continue;
      // A provider that gave up (it timed out) or a deadline with no room left: the fallback, now.
      const outOfTime =
        deadline !== undefined &&
        (error instanceof CoachGaveUp || Date.now() + delay + MIN_TRY_MS > deadline);
      if (outOfTime && deps.fallback) break;
      emit({ type: 'retry', attempt: i + 1 });
      await deps.sleep(delay);
    }
  }
  request.signal.throwIfAborted();
  if (deps.fallback) {
    deps.countOps?.('ai_offline_fallback');
    emit({ type: 'retry', attempt: tries });
    emit({ type: 'text-delta', delta: OFFLINE_NOTE });
    // Offline replies are saved with the note in front: that is the text that must not repeat.
    const said = request.alreadySaid;
    const offline = said ? { ...request, alreadySaid: (text: string) => said(OFFLINE_NOTE + text) } : request;
    // A replacement stands for the whole reply, so it keeps the note in front like the rest.
    const result = await attempt(
      deps.fallback,
      offline,
      (event) =>
        emit(event.type === 'replace' ? { type: 'replace', text: OFFLINE_NOTE + event.text } : event),
      pace,
    );
    return { result: { ...result, text: OFFLINE_NOTE + result.text }, offline: true };
  }
  throw new ReplyFailedError('The coach could not be reached.');
}
