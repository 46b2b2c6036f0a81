// Service worker, registered at /sw.js with scope / (docs/product.md §2).
// Hashed build files under /assets/ never change, so they are served cache-first. The organizer's check-in
// door (/organize/event/{slug}/checkin) must open again without network: its page, the session and the event
// it reads are served network-first with the last copy as fallback (docs/architecture.md §5: private answers
// are kept on this device only, and dropped at logout). On the door's first visit this worker starts after the
// page has loaded, so the page sends the list of what it loaded ("keep-door") and the worker stores it then.
// Arrivals scanned offline wait in IndexedDB (app/features/organize/manage/checkin-store.ts) and are sent by the
// "checkin-queue" background sync, even once the page is closed. Every other request goes to the network as usual.
// Bump a version to drop what it cached when the caching rules change.
const ASSET_CACHE = "assets-v1";
const DOOR_CACHE = "checkin-door-v1";
const DOOR_PAGE = /^\/(?:(?:en|es)\/)?organize\/event\/[^/]+\/checkin\/?$/;
// The session and the event: the attendee list itself is kept by the page in IndexedDB, merged arrival by arrival.
const DOOR_API = /^\/api\/v1\/(?:users\/me|events\/organize\/[^/]+)$/;
// Old builds' files pile up across deploys: keep only the most recently stored ones.
const MAX_ASSETS = 200;

self.addEventListener("install", (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await self.caches.keys();
      await Promise.all(names.filter((name) => name !== ASSET_CACHE && name !== DOOR_CACHE).map((name) => self.caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(event));
  else if (request.mode === "navigate" && DOOR_PAGE.test(url.pathname)) event.respondWith(networkFirst(request));
  else if (DOOR_API.test(url.pathname)) event.respondWith(fromTheDoor(event));
});

self.addEventListener("message", (event) => {
  if (event.data === "forget-door") event.waitUntil(self.caches.delete(DOOR_CACHE));
  else if (event.data?.type === "keep-door" && Array.isArray(event.data.urls)) event.waitUntil(keepDoor(event.source, event.data.urls));
});

/**
 * What a door page loaded before this worker controlled it: its build files, its own page and its API answers.
 * Only a door page is heard, and only this origin's build files and door answers are stored.
 */
async function keepDoor(source, urls) {
  if (!source?.url) return;
  const page = new URL(source.url);
  page.hash = "";
  if (!DOOR_PAGE.test(page.pathname)) return;
  const assets = await self.caches.open(ASSET_CACHE);
  const door = await self.caches.open(DOOR_CACHE);
  const wanted = new Set([page.href, ...urls.filter((url) => typeof url === "string")]);
  await Promise.all(
    [...wanted].map(async (address) => {
      const url = URL.canParse(address, self.location.origin) ? new URL(address, self.location.origin) : null;
      if (!url) return;
      url.hash = "";
      const isAsset = url.pathname.startsWith("/assets/");
      if (url.origin !== self.location.origin || !(isAsset || url.href === page.href || DOOR_API.test(url.pathname))) return;
      const cache = isAsset ? assets : door;
      if (isAsset && (await cache.match(url.href))) return;
      const response = await self.fetch(url.href, { credentials: "same-origin" }).catch(() => null);
      if (response?.status === 200) await cache.put(url.href, response);
    }),
  );
}

/** API answers are kept only for requests made by a check-in page. */
async function fromTheDoor(event) {
  const client = event.clientId ? await self.clients.get(event.clientId) : null;
  if (!client || !DOOR_PAGE.test(new URL(client.url).pathname)) return self.fetch(event.request);
  return networkFirst(event.request);
}

async function networkFirst(request) {
  const cache = await self.caches.open(DOOR_CACHE);
  try {
    const response = await self.fetch(request);
    if (response.status === 200) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    // The copy may have been stored by keepDoor, from a request without the page's headers.
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener("sync", (event) => {
  if (event.tag === "checkin-queue") event.waitUntil(sendQueuedArrivals());
});

/** The arrivals waiting in IndexedDB, sent one by one; kept when the network fails, dropped once answered. */
async function sendQueuedArrivals() {
  // Same name, version and stores as app/lib/device-data.ts (keep in step).
  const db = await new Promise((resolve, reject) => {
    const open = self.indexedDB.open("rendez-vous-checkin", 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore("lists", { keyPath: "eventId" });
      open.result.createObjectStore("queue", { keyPath: ["eventId", "userId"] });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const done = (req) => new Promise((resolve, reject) => ((req.onsuccess = () => resolve(req.result)), (req.onerror = () => reject(req.error))));
  const items = await done(db.transaction("queue", "readonly").objectStore("queue").getAll());
  for (const item of items) {
    const response = await self.fetch(`/api/v1/events/checkin/${encodeURIComponent(item.eventId)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ userId: item.userId }),
      credentials: "same-origin",
    });
    // Only a refusal for good drops the arrival (bad request, no such attendee, on the waitlist); anything else,
    // an expired session included, keeps it for the next try (the browser retries a failed sync).
    if (![200, 400, 404, 409].includes(response.status)) throw new Error(`check-in answered ${response.status}`);
    await done(db.transaction("queue", "readwrite").objectStore("queue").delete([item.eventId, item.userId]));
  }
}

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
