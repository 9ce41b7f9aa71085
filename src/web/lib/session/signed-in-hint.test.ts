import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '#web/test/mock-api.ts';
import { createUser } from '#web/test/render.tsx';
import { SIGNED_IN_HINT_ATTRIBUTE, SIGNED_IN_HINT_BOOT, SIGNED_IN_HINT_KEY } from './signed-in-hint.ts';

// The store keeps module state (one session per tab): each test loads it afresh.
const load = () => import('./session-store.ts');
/** The bar, as the pre-rendered HTML has it, with its boot script run (as the browser runs it). */
let html: HTMLElement;
function boot() {
  html = document.createElement('header');
  const script = document.createElement('script');
  html.append(script);
  document.body.append(html);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(SIGNED_IN_HINT_BOOT)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.replaceChildren();
});

describe('the signed-in hint', () => {
  it('marks the page before the app starts only in a browser that was signed in', () => {
    boot();
    expect(html.hasAttribute(SIGNED_IN_HINT_ATTRIBUTE)).toBe(false);
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    boot();
    expect(html.getAttribute(SIGNED_IN_HINT_ATTRIBUTE)).toBe('signed-in');
  });

  it('is set once someone is known to be signed in, holding nothing about them', async () => {
    mockApi({ 'GET /api/account/me': json({ user: createUser({ firstName: 'Grace' }) }) });
    const store = await load();
    store.subscribeSession(() => {});
    await vi.waitFor(() => expect(store.sessionSnapshot().isLoading).toBe(false));
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
    // Nothing else was stored: no name, id, plan or token.
    expect(Object.keys(localStorage)).toEqual([SIGNED_IN_HINT_KEY]);
  });

  it('unmarks the page and goes when the session is found ended, and on signing out', async () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    boot();
    mockApi({ 'GET /api/account/me': json({ user: null }) });
    const store = await load();
    store.subscribeSession(() => {});
    await vi.waitFor(() => expect(html.hasAttribute(SIGNED_IN_HINT_ATTRIBUTE)).toBe(false));
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();

    vi.resetModules();
    mockApi({ 'GET /api/account/me': json({ user: createUser() }) });
    const again = await load();
    again.subscribeSession(() => {});
    await vi.waitFor(() => expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1'));
    await again.clearSessionHere();
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });

  it('unmarks the page but stays when the server cannot be reached (the bar shows what it has)', async () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    boot();
    mockApi({ 'GET /api/account/me': json({}, 500) });
    const store = await load();
    store.subscribeSession(() => {});
    await vi.waitFor(() => expect(store.sessionSnapshot().isError).toBe(true));
    expect(html.hasAttribute(SIGNED_IN_HINT_ATTRIBUTE)).toBe(false);
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
  });
});
