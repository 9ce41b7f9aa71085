import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, json } from '#web/test/mock-api.ts';
import { openReply, STOP_GRACE_MS, stopReply } from './stop-reply.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('stopReply', () => {
  it('tells the server, then ends the request if the stream did not end by itself', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'POST /api/chats/c1/stop': json(null, 204) });
    const reply = openReply('c1');
    await stopReply('c1');
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(reply.signal.aborted).toBe(false);
    vi.advanceTimersByTime(STOP_GRACE_MS);
    expect(reply.signal.aborted).toBe(true);
  });

  it('leaves a request alone that ended within the grace period (the server ended the stream)', async () => {
    vi.useFakeTimers();
    mockApi({ 'POST /api/chats/c2/stop': json(null, 204) });
    const reply = openReply('c2');
    await stopReply('c2');
    reply.done();
    vi.advanceTimersByTime(STOP_GRACE_MS);
    expect(reply.signal.aborted).toBe(false);
  });

  it('still ends the request when the server could not be told', async () => {
    vi.useFakeTimers();
    mockApi({ 'POST /api/chats/c3/stop': () => Promise.reject(new TypeError('Failed to fetch')) });
    const reply = openReply('c3');
    await stopReply('c3');
    vi.advanceTimersByTime(STOP_GRACE_MS);
    expect(reply.signal.aborted).toBe(true);
  });
});
