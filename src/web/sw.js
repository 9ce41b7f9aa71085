/* global self, caches, fetch, Request, Response, URL */
// Peace Coach's service worker: the installable app's offline support. The build writes it to the site's
// /sw.js (scripts/site/service-worker.ts), filling in what is marked below.
// - Install precaches the offline page, the manifest and the icons: no script, since every page registers
//   the worker and most first visits are a visitor reading a public page. The app shell (the HTML every
//   signed-in page boots from, the manifest's start_url, and the scripts and styles it needs to start) is
//   precached when a page asks for it ({ type: 'precache-app' }, posted once someone is signed in, when
//   the browser is idle), and at install where an earlier worker had stored it, so the installed app
//   opens offline. With it goes the code of every signed-in page (but the operator's console), so a page
//   never visited opens offline too. A release that changes any of these files changes this file, so
//   browsers install it again.
// - Built assets (/assets/*, content-hashed) are cached on first use and served from the cache. The app
//   shell's are kept apart from those, in the shell's cache: the capped cache of visited files must never
//   evict the code an installed app needs offline.
// - Pages are fetched from the network first. A copy of a public page is kept so a visited page opens
//   offline; an app page offline gets the shell; anything else shows /offline.html.
// - Nothing personal is stored: never /api/ or /dev/, never an address with a query string (reset and
//   invitation tokens, checkout session ids), never the token pages themselves.
// - The runtime caches are capped; the oldest entries go first.
// Bump VERSION when this file's caching rules change; old caches are deleted on activation.
const VERSION = 'v3';
const SHELL_CACHE = `peace-shell-${VERSION}`;
const ASSET_CACHE = `peace-assets-${VERSION}`;
const PAGE_CACHE = `peace-pages-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const MAX_PAGES = 50;
const MAX_ASSETS = 150;

// Filled in by the build from src/shared/pages.ts and the web app manifest: the app shell's address
// (start_url), the signed-in pages that open offline from it, and the pages that carry a one-time token
// or a payment reference (in the query, or in the path).
const { appShell: APP_SHELL_URL, appPages: APP_PAGES, neverStored: NEVER_STORED } = self.__PEACE_PAGES;
// Filled in by the build (Workbox's injectManifest): the files to precache, as { url, revision }. The
// offline page and the icons; the app shell at APP_SHELL_URL; the hashed /assets/ files of the app's pages.
const PRECACHE = self.__WB_MANIFEST.map((entry) => entry.url);
const SHELL = PRECACHE.filter((url) => url !== APP_SHELL_URL && !url.startsWith('/assets/'));
const APP_SHELL_ASSETS = PRECACHE.filter((url) => url.startsWith('/assets/'));

// Past the HTTP cache: an install follows a release, and must not keep the files of the one before.
const fresh = (url) => new Request(url, { cache: 'no-cache' });

const isNeverStored = (url) =>
  url.search !== '' ||
  NEVER_STORED.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`));

async function putCapped(cacheName, request, response, max) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  // Keys come back in the order they were stored (a page stored again moves to the end).
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function precacheAppShell() {
  const cache = await caches.open(SHELL_CACHE);
  // Asked for on every signed-in page load: once this build's shell and files are stored, nothing to do.
  const stored = await Promise.all([APP_SHELL_URL, ...APP_SHELL_ASSETS].map((url) => cache.match(url)));
  if (stored.every(Boolean)) return;
  const response = await fetch(fresh(APP_SHELL_URL));
  if (!response.ok) return;
  const missing = APP_SHELL_ASSETS.filter((_, index) => !stored[index + 1]);
  await cache.addAll(missing);
  // Stored last, so a shell is only ever kept together with what it needs to start.
  await cache.put(APP_SHELL_URL, response);
  // The files of an earlier release's shell: no page of this release names them.
  const current = new Set(APP_SHELL_ASSETS);
  const keys = await cache.keys();
  await Promise.all(
    keys
      .filter((key) => {
        const path = new URL(key.url).pathname;
        return path.startsWith('/assets/') && !current.has(path);
      })
      .map((key) => cache.delete(key)),
  );
}

// The shell is a bonus: a failure (offline, a release mid-fetch) must not cost the offline page; it is
// stored again when a signed-in page next asks.
const precacheAppShellQuietly = () => precacheAppShell().catch(() => undefined);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then(async (cache) => {
        await cache.addAll(SHELL.map(fresh));
        // A device that had the app shell (someone signed in here) gets this release's at once; the
        // shell may still be in the caches of an earlier VERSION, which activation deletes only later.
        if (await caches.match(APP_SHELL_URL)) await precacheAppShellQuietly();
      })
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'precache-app') event.waitUntil(precacheAppShellQuietly());
});

self.addEventListener('activate', (event) => {
  const keep = new Set([SHELL_CACHE, ASSET_CACHE, PAGE_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !keep.has(key)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function pageFromNetwork(request) {
  const url = new URL(request.url);
  const appPage = APP_PAGES.includes(url.pathname);
  try {
    const response = await fetch(request);
    // Only plain successful pages are kept (never a redirect or an error page, nothing with a token).
    if (response.ok && response.type === 'basic' && !response.redirected && !isNeverStored(url)) {
      // Every app page is the same shell: keep the newest one (after a release it names new assets).
      if (appPage) await (await caches.open(SHELL_CACHE)).put(APP_SHELL_URL, response.clone());
      else await putCapped(PAGE_CACHE, request, response.clone(), MAX_PAGES);
    }
    return response;
  } catch {
    const cached = isNeverStored(url) ? undefined : await caches.match(request, { cacheName: PAGE_CACHE });
    const shell = appPage ? await caches.match(APP_SHELL_URL, { cacheName: SHELL_CACHE }) : undefined;
    return (
      cached ?? shell ?? (await caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE })) ?? Response.error()
    );
  }
}

async function assetFromCache(request) {
  const shell = await caches.match(request, { cacheName: SHELL_CACHE });
  if (shell) return shell;
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && !isNeverStored(new URL(request.url))) {
    await putCapped(ASSET_CACHE, request, response.clone(), MAX_ASSETS);
  }
  return response;
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  const fresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })
    .catch(() => cached ?? Response.error());
  return cached ?? fresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(pageFromNetwork(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(assetFromCache(request));
  } else if ((SHELL.includes(url.pathname) || url.pathname.startsWith('/icons/')) && url.search === '') {
    event.respondWith(staleWhileRevalidate(request));
  }
});

// Web Push (the server's features/push): each message a notification, tagged so a repeat (tomorrow's card)
// replaces the one before instead of piling up. A click opens the message's address in the app: an open
// window of ours is focused and taken there, or a new one opened. Only our own site's addresses: a message
// naming another site opens the dashboard.
const DEFAULT_NOTIFICATION_URL = '/dashboard';

function ownUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : DEFAULT_NOTIFICATION_URL, self.location.origin);
    if (url.origin === self.location.origin) return url.href;
  } catch {
    // Not an address at all: the dashboard below.
  }
  return new URL(DEFAULT_NOTIFICATION_URL, self.location.origin).href;
}

function pushMessage(data) {
  try {
    const message = data?.json();
    return message && typeof message === 'object' ? message : {};
  } catch {
    return { body: data?.text() ?? '' };
  }
}

self.addEventListener('push', (event) => {
  const message = pushMessage(event.data);
  const text = (value) => (typeof value === 'string' ? value : '');
  event.waitUntil(
    self.registration.showNotification(text(message.title) || 'Peace Coach', {
      body: text(message.body),
      icon: '/icons/icon-192.png',
      tag: text(message.tag) || 'peace-coach',
      data: { url: ownUrl(message.url) },
    }),
  );
});

async function openFromNotification(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    // navigate() refuses a window this worker does not control: then a window of its own.
    if (open.url === url) return;
    const moved = await (focused ?? open).navigate(url).catch(() => null);
    if (moved) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(ownUrl(event.notification.data?.url)));
});
