import { describe, expect, it, vi } from 'vitest';
import { createFetchWithRetry } from './fetch-with-retry.ts';

const respond = (...statuses: number[]) => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const status of statuses) fetch.mockResolvedValueOnce(new Response(null, { status }));
  return fetch;
};

describe('fetch with retry', () => {
  it('retries 502/503/504 with 200, 400, 800 ms backoff, then gives the last answer', async () => {
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    const fetch = respond(502, 503, 504, 503);
    const res = await createFetchWithRetry({ fetch, sleep })('/api/x');
    expect(res.status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([200, 400, 800]);
  });

  it('returns as soon as the gateway recovers', async () => {
    const fetch = respond(503, 200);
    const res = await createFetchWithRetry({ fetch, sleep: () => Promise.resolve() })('/api/x');
    expect(res.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never retries other failures', async () => {
    for (const status of [400, 401, 404, 429, 500]) {
      const fetch = respond(status);
      const res = await createFetchWithRetry({ fetch, sleep: () => Promise.resolve() })('/api/x');
      expect(res.status).toBe(status);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });
});
