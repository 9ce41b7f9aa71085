// Gateway errors (502/503/504) during a deploy or a blip are retried with backoff before anyone sees an
// error (decisions.md "Session loss": 200 ms doubling, 3 times). Only reads are retried on any of them:
// a gateway may answer 502/504 for a request our server went on to apply, and a second POST would apply
// it twice. Other methods are retried only on our server's own "database unavailable" 503, which
// means the request was refused before anything was applied.
import { DATABASE_UNAVAILABLE_CODE, isApiErrorBody } from '../../shared/api-error.ts';

export const RETRYABLE_STATUSES = new Set([502, 503, 504]);
export const RETRY_DELAYS_MS = [200, 400, 800];
const SAFE_METHODS = new Set(['GET', 'HEAD']);

export interface RetryOptions {
  delays?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

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
    for (let attempt = 0; ; attempt++) {
      const response = await doFetch(input, init);
      if (!RETRYABLE_STATUSES.has(response.status) || attempt >= delays.length || !replayable)
        return response;
      if (!safe && !(await isDatabaseUnavailable(response))) return response;
      await sleep(delays[attempt]!);
    }
  };
}
