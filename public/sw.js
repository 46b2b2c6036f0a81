// Service worker, registered at /sw.js with scope / (spec §2).
// Hashed build files under /assets/ never change, so they are served cache-first. Every other request,
// pages and the API included, is not intercepted and goes to the network as usual.
// Bump the version to drop every cached asset when the caching rules change.
const ASSET_CACHE = "assets-v1";
// Old builds' files pile up across deploys: keep only the most recently stored ones.
const MAX_ASSETS = 200;

self.addEventListener("install", (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await self.caches.keys();
      await Promise.all(names.filter((name) => name !== ASSET_CACHE).map((name) => self.caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || !url.pathname.startsWith("/assets/")) return;
  event.respondWith(cacheFirst(event));
});

async function cacheFirst(event) {
  const cache = await self.caches.open(ASSET_CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await self.fetch(event.request);
  if (response.status === 200) event.waitUntil(store(cache, event.request, response.clone()));
  return response;
}

async function store(cache, request, response) {
  await cache.put(request, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}
