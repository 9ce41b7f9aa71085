import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportClientError } from './report-client-error.ts';

describe('reporting a crash to the server', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the message, the page and the stack once per error, and never throws', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);
    const error = new Error('boom');

    reportClientError(error, 'The page failed');
    reportClientError(error, 'The page failed');
    await Promise.resolve();

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client-errors');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(init.body as string)).toEqual({
      message: 'The page failed',
      path: window.location.pathname,
      stack: error.stack,
    });
  });

  it('names an empty message and cuts a long one to what the server takes', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    reportClientError('not an error', '');
    reportClientError(new Error('long'), 'x'.repeat(5_000));
    const bodies = fetch.mock.calls.map((call) =>
      JSON.parse((call as unknown as [string, RequestInit])[1].body as string),
    );
    expect(bodies[0]).toEqual({ message: 'Unknown error', path: window.location.pathname });
    expect(bodies[1].message).toHaveLength(2_000);
  });
});
