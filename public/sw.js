/* global self, caches, fetch, Response, URL */
// Peace Coach's service worker: the installable app's offline support.
// - Install precaches the offline page and the app shell (the HTML every signed-in page boots from, the
//   manifest's start_url /dashboard, and the scripts and styles it names), so the installed app opens
//   offline.
// - Built assets (/assets/*, content-hashed) are cached on first use and served from the cache.
// - Pages are fetched from the network first. A copy of a public page is kept so a visited page opens
//   offline; an app page offline gets the shell; anything else shows /offline.html.
// - Nothing personal is stored: never /api/ or /dev/, never an address with a query string (reset and
//   invitation tokens, checkout session ids), never the token pages themselves.
// - The runtime caches are capped; the oldest entries go first.
// Bump VERSION when this file's caching rules change; old caches are deleted on activation.
const VERSION = 'v2';
const SHELL_CACHE = `peace-shell-${VERSION}`;
const ASSET_CACHE = `peace-assets-${VERSION}`;
const PAGE_CACHE = `peace-pages-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const APP_SHELL_URL = '/dashboard';
const SHELL = [OFFLINE_URL, '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];
const MAX_PAGES = 50;
const MAX_ASSETS = 150;

// The signed-in app's pages, rendered in the browser from the shell (src/shared/public-pages.ts lists
// every client-rendered route; these are the ones worth opening offline).
const APP_PAGES = ['/dashboard', '/chat', '/settings', '/upgrade', '/hard-conversations'];
// Pages that carry a one-time token or a payment reference (in the query, or in the path).
const NEVER_STORED = ['/reset-password', '/confirm-email', '/subscription-success', '/invite'];

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

// The shell alone starts the router, which then imports the page's own modules: take those of the start
// page (and the layouts above it) from React Router's manifest, which the shell names.
async function startPageModules(shellAssets) {
  const manifestUrl = [...shellAssets].find((asset) => /\/assets\/manifest-[^/]+\.js$/.test(asset));
  if (!manifestUrl) return [];
  const text = await (await fetch(manifestUrl)).text();
  const { routes } = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const modules = [];
  let route = Object.values(routes).find((entry) => `/${entry.path}` === APP_SHELL_URL);
  while (route) {
    modules.push(route.module, ...(route.imports ?? []), ...(route.css ?? []));
    route = routes[route.parentId];
  }
  return modules.filter(Boolean);
}

async function precacheAppShell(cache) {
  const response = await fetch(APP_SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = new Set([...html.matchAll(/["(](\/assets\/[^"')\s]+)/g)].map((match) => match[1]));
  for (const asset of await startPageModules(assets)) assets.add(asset);
  await (await caches.open(ASSET_CACHE)).addAll([...assets]);
  // Stored last, so a shell is only ever kept together with what it needs to start.
  await cache.put(APP_SHELL_URL, response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then(async (cache) => {
        await cache.addAll(SHELL);
        // The shell is a bonus: a failure here (a release mid-install) must not cost the offline page;
        // the shell is stored again on the next visit to an app page.
        await precacheAppShell(cache).catch(() => undefined);
      })
      .then(() => self.skipWaiting()),
  );
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
