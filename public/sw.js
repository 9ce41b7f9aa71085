/* global self, caches, fetch, Response, URL */
// Peace Coach's service worker: the installable app's offline support.
// - Built assets (/assets/*, content-hashed) are cached on first use and served from the cache.
// - Pages are fetched from the network first; a copy is kept so a visited page opens offline, and a page
//   never visited shows /offline.html.
// - /api/ and /dev/ are never touched: conversations and account data are never stored here.
// Bump VERSION when this file's caching rules change; old caches are deleted on activation.
const VERSION = 'v1';
const SHELL_CACHE = `peace-shell-${VERSION}`;
const ASSET_CACHE = `peace-assets-${VERSION}`;
const PAGE_CACHE = `peace-pages-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const SHELL = [OFFLINE_URL, '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
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
  try {
    const response = await fetch(request);
    // Only plain successful pages are kept (never a redirect or an error page).
    if (response.ok && response.type === 'basic') {
      const cache = await caches.open(PAGE_CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch {
    const cached = await caches.match(request, { cacheName: PAGE_CACHE });
    return cached ?? (await caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE })) ?? Response.error();
  }
}

async function assetFromCache(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
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
  } else if (SHELL.includes(url.pathname) || url.pathname.startsWith('/icons/')) {
    event.respondWith(staleWhileRevalidate(request));
  }
});
