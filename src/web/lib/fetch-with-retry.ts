// Gateway errors (502/503/504) during a deploy or a blip are retried with backoff before anyone sees an
// error (decisions.md "Session loss": 200 ms doubling, 3 times).
export const RETRYABLE_STATUSES = new Set([502, 503, 504]);
export const RETRY_DELAYS_MS = [200, 400, 800];

export interface RetryOptions {
  delays?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createFetchWithRetry(options: RetryOptions = {}): typeof fetch {
  const delays = options.delays ?? RETRY_DELAYS_MS;
  const sleep = options.sleep ?? defaultSleep;
  return async (input, init) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    for (let attempt = 0; ; attempt++) {
      // A streamed request body cannot be replayed, so only requests without one or with a string body retry.
      const response = await doFetch(input, init);
      const replayable = init?.body === undefined || init.body === null || typeof init.body === 'string';
      if (!RETRYABLE_STATUSES.has(response.status) || attempt >= delays.length || !replayable)
        return response;
      await sleep(delays[attempt]!);
    }
  };
}
