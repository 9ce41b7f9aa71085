import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '#web/test/mock-api.ts';
import { createUser } from '#web/test/render.tsx';
import { PRIVATE_STORAGE_PREFIX } from '../private-storage.ts';
import { createQueryClient } from '../query-client.ts';
import { SESSION_ME_KEY } from './me-query.ts';

// The store keeps module state (one session per tab): each test loads it afresh.
async function load() {
  const store = await import('./session-store.ts');
  const { connectSession } = await import('./session-query.ts');
  return { ...store, connectSession };
}

const grace = createUser();
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the session without the query client', () => {
  it('asks the server once, however many read it, and then says who is signed in', async () => {
    const api = mockApi({ 'GET /api/account/me': json({ user: grace }) });
    const store = await load();
    expect(store.sessionSnapshot()).toEqual({ user: null, isLoading: true, isError: false });

    store.subscribeSession(() => {});
    store.subscribeSession(() => {});
    await settle();

    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(store.sessionSnapshot()).toEqual({ user: grace, isLoading: false, isError: false });
  });

  it('reads as an error while nothing is known and the server cannot be reached; Retry asks again', async () => {
    let reachable = false;
    const api = mockApi({
      'GET /api/account/me': () => (reachable ? json({ user: grace }) : json({}, 500)),
    });
    const store = await load();
    store.subscribeSession(() => {});
    await vi.waitFor(() => expect(store.sessionSnapshot().isError).toBe(true));

    reachable = true;
    store.refetchSession();
    await vi.waitFor(() => expect(store.sessionSnapshot().user).toEqual(grace));
    expect(store.sessionSnapshot().isError).toBe(false);
    expect(api.fetch.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('asks again when the tab comes back into view, so a session ended elsewhere is noticed', async () => {
    let user: typeof grace | null = grace;
    mockApi({ 'GET /api/account/me': () => json({ user }) });
    const store = await load();
    const seen: (string | null)[] = [];
    store.subscribeSession(() => seen.push(store.sessionSnapshot().user?.id ?? null));
    await settle();

    user = null;
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();

    expect(seen).toEqual(['user-1', null]);
  });

  it('signed out here, it reads signed out and forgets the words the tab kept', async () => {
    mockApi({ 'GET /api/account/me': json({ user: grace }) });
    const store = await load();
    store.subscribeSession(() => {});
    await settle();
    sessionStorage.setItem(`${PRIVATE_STORAGE_PREFIX}chat`, '{"drafts":{"c1":"He said..."}}');

    await store.clearSessionHere();

    expect(store.sessionSnapshot()).toEqual({ user: null, isLoading: false, isError: false });
    expect(sessionStorage.getItem(`${PRIVATE_STORAGE_PREFIX}chat`)).toBeNull();
  });
});

describe('the session once the query client runs', () => {
  it('starts from what the store learned, then follows the client’s `me` query', async () => {
    const api = mockApi({ 'GET /api/account/me': json({ user: grace }) });
    const store = await load();
    store.subscribeSession(() => {});
    await settle();
    const client = createQueryClient();

    store.connectSession(client);
    await settle();

    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(SESSION_ME_KEY)).toEqual({ user: grace });
    client.setQueryData(SESSION_ME_KEY, { user: null });
    await vi.waitFor(() => expect(store.sessionSnapshot().user).toBeNull());

    store.refetchSession();
    await vi.waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(store.sessionSnapshot().user).toEqual(grace));
  });

  it('takes over a request still on its way instead of asking twice', async () => {
    let answer!: (response: Response) => void;
    const api = mockApi({
      'GET /api/account/me': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const store = await load();
    store.subscribeSession(() => {});
    const client = createQueryClient();
    store.connectSession(client);
    answer(json({ user: grace }));

    await vi.waitFor(() => expect(store.sessionSnapshot().user).toEqual(grace));
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('signed out here, the client forgets the session and every cached answer', async () => {
    mockApi({ 'GET /api/account/me': json({ user: grace }) });
    const store = await load();
    const client = createQueryClient();
    client.setQueryData(SESSION_ME_KEY, { user: grace });
    client.setQueryData(['chats'], { chats: [] });
    store.connectSession(client);

    await store.clearSessionHere();

    expect(client.getQueryData(SESSION_ME_KEY)).toEqual({ user: null });
    expect(client.getQueryData(['chats'])).toBeUndefined();
    await vi.waitFor(() =>
      expect(store.sessionSnapshot()).toEqual({ user: null, isLoading: false, isError: false }),
    );
  });
});
