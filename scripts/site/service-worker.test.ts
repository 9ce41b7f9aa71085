import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '#shared/pages.ts';
import { buildServiceWorker } from './service-worker.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const ORIGIN = 'https://peace.example';

// A client build as React Router leaves it: the files of public/, the SPA shell naming the entry and
// React Router's manifest, and the manifest's routes (the start page under the protected layout).
function writeClientBuild(dir: string) {
  const file = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  for (const path of ['manifest.webmanifest', 'offline.html', 'favicon.svg', 'icons/icon-192.png']) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    copyFileSync(join(PUBLIC_DIR, path), join(dir, path));
  }
  file(
    '__spa-fallback.html',
    '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="stylesheet" href="/assets/app-1.css"/>' +
      '<script type="module">import "/assets/entry.client-1.js";</script>',
  );
  const routes = {
    root: { id: 'root', path: '', module: '/assets/root-1.js', imports: ['/assets/shell-1.js'], css: [] },
    'app/layouts/protected-layout': {
      parentId: 'root',
      module: '/assets/protected-layout-1.js',
      imports: ['/assets/session-1.js'],
    },
    'app/layouts/public-layout': { parentId: 'root', module: '/assets/public-layout-1.js' },
    dashboard: {
      parentId: 'app/layouts/protected-layout',
      path: 'dashboard',
      module: '/assets/dashboard-1.js',
      imports: ['/assets/card-1.js'],
      css: ['/assets/dashboard-1.css'],
    },
    pricing: { parentId: 'app/layouts/public-layout', path: 'pricing', module: '/assets/pricing-1.js' },
    // Every other app page, as a page of its own module; the console's is left out.
    ...Object.fromEntries(
      ['hard-conversations', 'chat', 'settings', 'upgrade', 'admin'].map((path) => [
        path,
        {
          parentId: 'app/layouts/protected-layout',
          path,
          module: `/assets/${path}-1.js`,
          // React Router names some stylesheets with an empty fragment.
          ...(path === 'chat' ? { css: ['/assets/chat-1.css#'] } : {}),
        },
      ]),
    ),
  };
  file('assets/manifest-1.js', `window.__reactRouterManifest=${JSON.stringify({ routes })};`);
  // The root's lazy import (the Toaster) and what it needs, as Vite lists them.
  file(
    'assets/root-1.js',
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/toaster-1.js","assets/shell-1.js"])))=>i.map(i=>d[i]);',
  );
  // The shell chunk (imported by the root) loads the query client lazily: the app cannot start without it.
  file(
    'assets/shell-1.js',
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/app-query-client-1.js","assets/query-1.js"])))=>i.map(i=>d[i]);',
  );
  for (const asset of [
    'app-1.css',
    'entry.client-1.js',
    'app-query-client-1.js',
    'query-1.js',
    'toaster-1.js',
    'protected-layout-1.js',
    'session-1.js',
    'public-layout-1.js',
    'dashboard-1.js',
    'card-1.js',
    'dashboard-1.css',
    'pricing-1.js',
    'hard-conversations-1.js',
    'chat-1.js',
    'chat-1.css',
    'settings-1.js',
    'upgrade-1.js',
    'admin-1.js',
    'pdf-1.js',
  ]) {
    file(`assets/${asset}`, `/* ${asset} */`);
  }
  // A page that loads part of itself lazily (the journey's PDF): offline it needs that part too.
  file(
    'assets/settings-1.js',
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/pdf-1.js"])))=>i.map(i=>d[i]);',
  );
}

type Listener = (
  event: { waitUntil: (work: Promise<unknown>) => void; data?: unknown } & Record<string, unknown>,
) => void;

/** Cache Storage and the network as the worker sees them: every fetched address is recorded. */
function fakeBrowser() {
  const fetched: string[] = [];
  const stores = new Map<string, Map<string, unknown>>();
  const urlOf = (request: string | { url: string }) => (typeof request === 'string' ? request : request.url);
  const response = () => ({ ok: true, type: 'basic', clone: () => response() });
  const fetch = (request: string | { url: string }) => {
    fetched.push(urlOf(request));
    return Promise.resolve(response());
  };
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, unknown>();
    stores.set(name, store);
    return Promise.resolve({
      addAll: async (requests: (string | { url: string })[]) => {
        for (const request of requests) store.set(urlOf(request), await fetch(request));
      },
      put: (request: string | { url: string }, value: unknown) =>
        Promise.resolve(store.set(urlOf(request), value)),
      match: (request: string | { url: string }) => Promise.resolve(store.get(urlOf(request))),
      keys: () => Promise.resolve([...store.keys()].map((url) => ({ url: new URL(url, ORIGIN).href }))),
      delete: (request: string | { url: string }) =>
        Promise.resolve(store.delete(new URL(urlOf(request), ORIGIN).pathname)),
    });
  };
  const match = (request: string | { url: string }, options?: { cacheName?: string }) => {
    const searched = options?.cacheName ? [stores.get(options.cacheName) ?? new Map()] : [...stores.values()];
    return Promise.resolve(searched.find((store) => store.has(urlOf(request)))?.get(urlOf(request)));
  };
  return {
    fetched,
    stored: (name: string) => [...(stores.get(name)?.keys() ?? [])],
    forget: (name: string, url: string) => stores.get(name)?.delete(url),
    fetch,
    caches: { open, match },
  };
}

/** Runs the built worker with no browser behind it and reads back its top-level constants. */
function loadWorker(source: string, browser = fakeBrowser(), more: Record<string, unknown> = {}) {
  const listeners = new Map<string, Listener>();
  const context = createContext({
    self: {
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      location: { origin: ORIGIN },
      skipWaiting: () => Promise.resolve(),
      ...more,
    },
    URL,
    Request: function Request(url: string) {
      return { url };
    },
    caches: browser.caches,
    fetch: browser.fetch,
  });
  runInContext(source, context);
  return {
    /** Fires one of the worker's events and waits for the work it asked to be waited for. */
    dispatch: async (type: string, data?: unknown, event: Record<string, unknown> = {}) => {
      const work: Promise<unknown>[] = [];
      listeners.get(type)?.({ ...event, waitUntil: (promise) => work.push(promise), data });
      await Promise.all(work);
    },
    lists: runInContext('({ APP_SHELL_URL, APP_PAGES, NEVER_STORED, SHELL, APP_SHELL_ASSETS })', context) as {
      APP_SHELL_URL: string;
      APP_PAGES: string[];
      NEVER_STORED: string[];
      SHELL: string[];
      APP_SHELL_ASSETS: string[];
    },
    isNeverStored: (path: string) =>
      runInContext(
        `isNeverStored(new URL(${JSON.stringify(path)}, self.location.origin))`,
        context,
      ) as boolean,
  };
}

describe('the service worker the build writes', () => {
  let dir: string;
  let worker: ReturnType<typeof loadWorker>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'peace-sw-'));
    writeClientBuild(dir);
    await buildServiceWorker(dir);
    worker = loadWorker(readFileSync(join(dir, 'sw.js'), 'utf8'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes its page lists from the page list of the routes', () => {
    const ofKind = (kind: string) =>
      Object.keys(PAGES).filter((path) => PAGES[path as keyof typeof PAGES] === kind);
    expect(worker.lists.APP_PAGES).toEqual(ofKind('app'));
    expect(worker.lists.NEVER_STORED).toEqual(ofKind('token').map((path) => path.split('/:')[0]));
  });

  it('never stores a token page, anything below one, or an address with a query', () => {
    expect(worker.isNeverStored('/invite/some-code')).toBe(true);
    expect(worker.isNeverStored('/reset-password')).toBe(true);
    expect(worker.isNeverStored('/about?ref=mail')).toBe(true);
    expect(worker.isNeverStored('/dashboard')).toBe(false);
    expect(worker.isNeverStored('/invited')).toBe(false);
  });

  it('precaches the offline page, the app shell at the start_url and the modules of every app page', () => {
    const manifest = JSON.parse(readFileSync(join(PUBLIC_DIR, 'manifest.webmanifest'), 'utf8')) as {
      start_url: string;
    };
    expect(worker.lists.APP_SHELL_URL).toBe(manifest.start_url);
    expect(worker.lists.SHELL).toEqual([
      '/offline.html',
      '/manifest.webmanifest',
      '/favicon.svg',
      '/icons/icon-192.png',
    ]);
    // The shell's own files, then every app page's route and the layouts above them, with what they and
    // the modules they import load lazily; no public page's, and not the operator's console.
    expect([...worker.lists.APP_SHELL_ASSETS].sort()).toEqual(
      [
        '/assets/app-1.css',
        '/assets/app-query-client-1.js',
        '/assets/query-1.js',
        '/assets/card-1.js',
        '/assets/dashboard-1.css',
        '/assets/dashboard-1.js',
        '/assets/entry.client-1.js',
        '/assets/manifest-1.js',
        '/assets/protected-layout-1.js',
        '/assets/root-1.js',
        '/assets/session-1.js',
        '/assets/shell-1.js',
        '/assets/toaster-1.js',
        '/assets/hard-conversations-1.js',
        '/assets/chat-1.js',
        '/assets/chat-1.css',
        '/assets/settings-1.js',
        '/assets/pdf-1.js',
        '/assets/upgrade-1.js',
      ].sort(),
    );
  });

  it('installs without a script and stores the app shell when a signed-in page asks', async () => {
    const browser = fakeBrowser();
    const source = readFileSync(join(dir, 'sw.js'), 'utf8');
    const first = loadWorker(source, browser);
    await first.dispatch('install');
    // A visitor's first visit: the offline page, the manifest and the icons.
    expect(browser.fetched).toEqual(first.lists.SHELL);

    await first.dispatch('message', { type: 'precache-app' });
    const appShell = [first.lists.APP_SHELL_URL, ...first.lists.APP_SHELL_ASSETS];
    expect(browser.fetched.slice(first.lists.SHELL.length).sort()).toEqual([...appShell].sort());
    expect(browser.stored('peace-shell-v3')).toContain('/dashboard');
    // Asked again (every signed-in page load asks): nothing more to download.
    const before = browser.fetched.length;
    await first.dispatch('message', { type: 'precache-app' });
    await first.dispatch('message', { type: 'something-else' });
    expect(browser.fetched).toHaveLength(before);

    // A release's worker (a file it starts with is new) on a device that has the app shell: it stores
    // this release's shell at install; on a device without one it would not.
    const newFile = first.lists.APP_SHELL_ASSETS[0]!;
    browser.forget('peace-shell-v3', newFile);
    browser.fetched.length = 0;
    await loadWorker(source, browser).dispatch('install');
    expect(browser.fetched).toEqual(expect.arrayContaining(['/dashboard', newFile, ...first.lists.SHELL]));
    browser.forget('peace-shell-v3', '/dashboard');
    browser.forget('peace-shell-v3', newFile);
    browser.fetched.length = 0;
    await loadWorker(source, browser).dispatch('install');
    expect(browser.fetched).toEqual(first.lists.SHELL);
  });

  it('keeps the app’s code in the shell’s cache, and drops an earlier release’s once it stores its own', async () => {
    const browser = fakeBrowser();
    const source = readFileSync(join(dir, 'sw.js'), 'utf8');
    const worker = loadWorker(source, browser);
    await worker.dispatch('install');
    await worker.dispatch('message', { type: 'precache-app' });
    // In the shell's cache, which no visit evicts; the capped cache of visited files holds none of it.
    expect(browser.stored('peace-shell-v3')).toEqual(expect.arrayContaining(worker.lists.APP_SHELL_ASSETS));
    expect(browser.stored('peace-assets-v3')).toEqual([]);

    // A release: its worker names new files; the earlier release's shell files go once the new ones are in.
    const earlier = '/assets/chat-0.js';
    const stale = await browser.caches.open('peace-shell-v3');
    await stale.put(earlier, { ok: true });
    browser.forget('peace-shell-v3', worker.lists.APP_SHELL_ASSETS[0]!);
    await worker.dispatch('message', { type: 'precache-app' });
    expect(browser.stored('peace-shell-v3')).not.toContain(earlier);
    expect(browser.stored('peace-shell-v3')).toEqual(expect.arrayContaining(worker.lists.APP_SHELL_ASSETS));
  });

  it('shows a push message as a notification that replaces the one before it', async () => {
    const shown: { title: string; options: Record<string, unknown> }[] = [];
    const registration = {
      showNotification: (title: string, options: Record<string, unknown>) =>
        Promise.resolve(void shown.push({ title, options })),
    };
    const sw = loadWorker(readFileSync(join(dir, 'sw.js'), 'utf8'), fakeBrowser(), { registration });
    const pushData = (value: unknown) => ({
      json: () => (typeof value === 'string' ? JSON.parse(value) : value),
      text: () => String(value),
    });
    await sw.dispatch(
      'push',
      pushData({
        title: 'Your weekly check-in',
        body: 'What helped?',
        url: '/chat?checkin=2',
        tag: 'weekly-check-in',
      }),
    );
    expect(shown[0]).toEqual({
      title: 'Your weekly check-in',
      options: {
        body: 'What helped?',
        icon: '/icons/icon-192.png',
        tag: 'weekly-check-in',
        data: { url: 'https://peace.example/chat?checkin=2' },
      },
    });
    // Another site's address, or none, or a message that is not JSON: still a notification of ours.
    await sw.dispatch('push', pushData({ title: 'x', url: 'https://evil.example/phish' }));
    expect(shown[1]!.options.data).toEqual({ url: 'https://peace.example/dashboard' });
    await sw.dispatch('push', pushData('not json'));
    expect(shown[2]).toMatchObject({
      title: 'Peace Coach',
      options: { body: 'not json', tag: 'peace-coach' },
    });
  });

  it('opens a clicked notification in an open app window, or a new one, on our own site only', async () => {
    const calls: string[] = [];
    const windowAt = (url: string, navigates = true) => ({
      url,
      focus() {
        calls.push(`focus ${url}`);
        return Promise.resolve(this);
      },
      navigate: (to: string) => {
        calls.push(`navigate ${to}`);
        return navigates ? Promise.resolve({}) : Promise.reject(new TypeError('not controlled'));
      },
    });
    let windows: ReturnType<typeof windowAt>[] = [];
    const clients = {
      matchAll: () => Promise.resolve(windows),
      openWindow: (url: string) => Promise.resolve(void calls.push(`open ${url}`)),
    };
    const sw = loadWorker(readFileSync(join(dir, 'sw.js'), 'utf8'), fakeBrowser(), { clients });
    const click = (url: unknown) => {
      let closed = false;
      calls.length = 0;
      return sw
        .dispatch('notificationclick', undefined, {
          notification: { data: { url }, close: () => (closed = true) },
        })
        .then(() => closed);
    };

    windows = [windowAt('https://other.example/'), windowAt('https://peace.example/settings')];
    expect(await click('https://peace.example/chat?checkin=1')).toBe(true);
    expect(calls).toEqual([
      'focus https://peace.example/settings',
      'navigate https://peace.example/chat?checkin=1',
    ]);

    windows = [];
    await click('https://peace.example/dashboard');
    expect(calls).toEqual(['open https://peace.example/dashboard']);

    // A window the worker does not control cannot be navigated: a new window instead.
    windows = [windowAt('https://peace.example/pricing', false)];
    await click('https://peace.example/dashboard');
    expect(calls).toEqual([
      'focus https://peace.example/pricing',
      'navigate https://peace.example/dashboard',
      'open https://peace.example/dashboard',
    ]);

    windows = [];
    await click('javascript:alert(1)');
    expect(calls).toEqual(['open https://peace.example/dashboard']);
  });

  it('fails the build when a precached file is missing', async () => {
    rmSync(join(dir, 'assets/card-1.js'));
    await expect(buildServiceWorker(dir)).rejects.toThrow(/card-1\.js/);
  });
});
