// Gateway errors (502/503/504) during a deploy or a blip are retried with backoff before anyone sees an error
// (docs/product/rulings.md#session-loss: 200 ms doubling, 3 times). Only reads are retried on any of them: a
// gateway may answer 502/504 for a request our server went on to apply, and a second POST would apply it
// twice. Other methods are retried only on our server's own "database unavailable" 503, which means the
// request was refused before anything was applied. A request the server applies once per key (a chat
// message with its clientId) may be repeated on any of them and on a network error: a chat message
// retries 1 s, 2 s, 4 s, 8 s (docs/product/rulings.md#sending-when-the-connection-fails).
import { DATABASE_UNAVAILABLE_CODE, isApiErrorBody } from '#shared/api-error.ts';

export const RETRYABLE_STATUSES = new Set([502, 503, 504]);
export const RETRY_DELAYS_MS = [200, 400, 800];
/** The waits between the tries of a keyed send: about 15 s in all before "Connection Failed". */
export const SEND_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000];
const SAFE_METHODS = new Set(['GET', 'HEAD']);

export interface RetryOptions {
  delays?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
  /**
   * The server applies this request once however often it arrives (it carries a send key): any method
   * is repeated on a gateway's 502/503/504 and on a network error.
   */
  idempotent?: boolean;
  /** Called before each repeat (1 for the first): the chat shows "Connection issue" then. */
  onRetry?: (attempt: number) => void;
  /** The browser is offline: a network error then ends the tries at once (the message waits instead). */
  offline?: () => boolean;
}

/** A request that never reached an answer: fetch rejects with a TypeError (an abort is not one). */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError;

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function methodOf(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
}

/** Our server's 503 when it could not reach the database (src/server/db/unavailable.ts). */
async function isDatabaseUnavailable(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return isApiErrorBody(body) && body.error.code === DATABASE_UNAVAILABLE_CODE;
}

export function createFetchWithRetry(options: RetryOptions = {}): typeof fetch {
  const delays = options.delays ?? RETRY_DELAYS_MS;
  const sleep = options.sleep ?? defaultSleep;
  return async (input, init) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    const safe = SAFE_METHODS.has(methodOf(input, init));
    // A streamed request body cannot be replayed, so only requests without one or with a string body retry.
    const replayable = init?.body === undefined || init.body === null || typeof init.body === 'string';
    const idempotent = options.idempotent === true;
    const offline = options.offline ?? browserOffline;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(input, init);
      } catch (error) {
        if (!idempotent || !replayable || !isNetworkError(error) || attempt >= delays.length || offline())
          throw error;
        options.onRetry?.(attempt + 1);
        await sleep(delays[attempt]!);
        continue;
      }
      if (!RETRYABLE_STATUSES.has(response.status) || attempt >= delays.length || !replayable)
        return response;
      if (!safe && !idempotent && !(await isDatabaseUnavailable(response))) return response;
      options.onRetry?.(attempt + 1);
      await sleep(delays[attempt]!);
    }
  };
}
