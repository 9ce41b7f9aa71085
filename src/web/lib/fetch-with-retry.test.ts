import { describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE_CODE } from '#shared/api-error.ts';
import { createFetchWithRetry, SEND_RETRY_DELAYS_MS } from './fetch-with-retry.ts';

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

  it('retries HEAD like GET', async () => {
    const fetch = respond(504, 200);
    const res = await createFetchWithRetry({ fetch, sleep: () => Promise.resolve() })('/api/x', {
      method: 'HEAD',
    });
    expect(res.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("never repeats a POST, PATCH or DELETE on a gateway's 502/503/504: it may have been applied", async () => {
    const gatewayAnswers = [
      () => new Response('<html>Bad Gateway</html>', { status: 502 }),
      () => new Response('Service Unavailable', { status: 503 }),
      () => new Response(null, { status: 503 }),
      () => Response.json({ error: { code: 'upstream_down', message: 'x' } }, { status: 503 }),
      () => new Response(null, { status: 504 }),
    ];
    for (const method of ['POST', 'PATCH', 'DELETE', 'put']) {
      for (const answer of gatewayAnswers) {
        const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValueOnce(answer());
        fetch.mockResolvedValue(new Response(null, { status: 200 }));
        const sleep = vi.fn(() => Promise.resolve());
        const res = await createFetchWithRetry({ fetch, sleep })('/api/chats', { method, body: '{}' });
        expect(res.status, method).toBe(answer().status);
        expect(fetch, method).toHaveBeenCalledTimes(1);
        expect(sleep).not.toHaveBeenCalled();
      }
    }
  });

  it("repeats any method on our server's database-unavailable 503, which applied nothing", async () => {
    const unavailable = () =>
      Response.json(
        { error: { code: DATABASE_UNAVAILABLE_CODE, message: 'Peace Coach is briefly unavailable.' } },
        { status: 503, headers: { 'retry-after': '5' } },
      );
    const fetch = vi.fn<typeof globalThis.fetch>();
    fetch.mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(unavailable());
    fetch.mockResolvedValueOnce(new Response(null, { status: 201 }));
    const res = await createFetchWithRetry({ fetch, sleep: () => Promise.resolve() })('/api/chats', {
      method: 'POST',
      body: '{}',
    });
    expect(res.status).toBe(201);
    expect(fetch).toHaveBeenCalledTimes(3);

    // Still unavailable after every retry: the last answer comes back with its body unread.
    const always = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(unavailable()));
    const last = await createFetchWithRetry({ fetch: always, sleep: () => Promise.resolve() })(
      new Request('http://localhost/api/account/delete', { method: 'POST' }),
    );
    expect(always).toHaveBeenCalledTimes(4);
    expect(await last.json()).toMatchObject({ error: { code: DATABASE_UNAVAILABLE_CODE } });
  });

  describe('a keyed send (the server applies it once per key)', () => {
    const keyed = (fetch: typeof globalThis.fetch, onRetry = vi.fn(), offline = () => false) => {
      const sleep = vi.fn((_ms: number) => Promise.resolve());
      const retrying = createFetchWithRetry({
        fetch,
        sleep,
        idempotent: true,
        delays: SEND_RETRY_DELAYS_MS,
        onRetry,
        offline,
      });
      return {
        sleep,
        onRetry,
        call: () => retrying('/api/chats/c1/messages', { method: 'POST', body: '{}' }),
      };
    };

    it("repeats a POST on a gateway's 502/503/504 with 1, 2, 4 and 8 s backoff, telling each retry", async () => {
      const fetch = respond(502, 503, 504, 503, 503);
      const { call, sleep, onRetry } = keyed(fetch);
      expect((await call()).status).toBe(503);
      expect(fetch).toHaveBeenCalledTimes(5);
      expect(sleep.mock.calls.map((c) => c[0])).toEqual([1_000, 2_000, 4_000, 8_000]);
      expect(onRetry.mock.calls.map((c) => c[0])).toEqual([1, 2, 3, 4]);
    });

    it('repeats a POST that met a network error, and answers once the server is reached', async () => {
      const fetch = vi.fn<typeof globalThis.fetch>();
      fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      fetch.mockResolvedValueOnce(new Response(null, { status: 503 }));
      fetch.mockResolvedValueOnce(new Response(null, { status: 200 }));
      const { call, onRetry } = keyed(fetch);
      expect((await call()).status).toBe(200);
      expect(fetch).toHaveBeenCalledTimes(3);
      expect(onRetry).toHaveBeenCalledTimes(2);
    });

    it('gives up after the last try with the network error itself', async () => {
      const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
      const { call } = keyed(fetch);
      await expect(call()).rejects.toBeInstanceOf(TypeError);
      expect(fetch).toHaveBeenCalledTimes(5);
    });

    it('stops at once on a network error while the browser is offline (the message waits instead)', async () => {
      const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
      const { call, sleep } = keyed(fetch, vi.fn(), () => true);
      await expect(call()).rejects.toBeInstanceOf(TypeError);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(sleep).not.toHaveBeenCalled();
    });

    it('never repeats an unkeyed POST on a network error', async () => {
      const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
      const sleep = vi.fn(() => Promise.resolve());
      const call = createFetchWithRetry({ fetch, sleep, offline: () => false });
      await expect(call('/api/chats', { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(TypeError);
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
