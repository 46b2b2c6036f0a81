import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { forgetCachedPages, pageCache } from "../../workers/page-cache";
import { securityHeaders } from "../../workers/security-headers";
import { getThroughCache } from "../support/page-cache-requests";

// Which pages reach the colo's Cache API, and when (docs/decisions/022-shared-at-the-second-request.md). This
// isolate's memory plays the isolate that rendered a page; the Cache API is what the colo's other isolates read.
const ON = { ...env, PAGE_CACHE: "on" as const };
const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const run = crypto.randomUUID();

const renders = new Map<string, number>();
/** The page cache's clock, which the stale test moves (purges are judged on the platform's own). */
let clock = Date.now();
const app = new Hono<{ Bindings: Env; Variables: { nonce: string } }>();
app.use(securityHeaders);
app.use(pageCache({ now: () => clock, render: (request, bindings, ctx) => app.fetch(request, bindings, ctx) }));
app.get("/page/:name", (c) => {
  const count = (renders.get(c.req.path) ?? 0) + 1;
  renders.set(c.req.path, count);
  return c.html(`<p>${c.req.path} render ${count}</p>`, 200, { "Cache-Control": SHARED });
});
/** A page over the memory tier's 1 MB an entry. */
app.get("/large/:name", (c) => c.html(`<p>${"x".repeat(1_100_000)}</p>`, 200, { "Cache-Control": SHARED }));

const get = (path: string) => getThroughCache(app, path, ON);

/** What the colo's other isolates find for `path` in the Cache API: the stored page's body, a tombstone, or nothing. */
async function inColo(path: string) {
  // The page cache's key: the URL, its parameters sorted, then the build (vitest.workers.config.ts: "test").
  const stored = await (await caches.open("pages")).match(`http://localhost${path}?__build=test`);
  if (!stored) return null;
  return stored.headers.has("X-Page-Cache-Purged") ? { tombstone: await stored.text() } : { page: await stored.text() };
}

test("a page asked for once stays in this isolate; its second request shares it with the colo", async () => {
  const path = `/page/${run}-twice`;
  expect((await get(path)).cache).toBe("MISS");
  expect(await inColo(path)).toBeNull();

  expect((await get(path)).cache).toBe("HIT");
  expect(await inColo(path)).toEqual({ page: `<p>${path} render 1</p>` });
  expect(renders.get(path)).toBe(1);
});

test("a purge leaves a tombstone, which is a miss: the page renders again, and its next request shares the new copy", async () => {
  const path = `/page/${run}-purged`;
  await get(path);
  await get(path);
  await forgetCachedPages([`http://localhost${path}`]);
  expect(await inColo(path)).toEqual({ tombstone: "" });
  // A render that starts in the purge's millisecond counts as one from before it.
  await new Promise((resolve) => setTimeout(resolve, 5));

  expect(await get(path)).toEqual({ body: `<p>${path} render 2</p>`, cache: "MISS" });
  expect((await get(path)).cache).toBe("HIT");
  expect(await inColo(path)).toEqual({ page: `<p>${path} render 2</p>` });
});

test("a copy stored before another isolate's purge is never shared after it: its isolate drops it at its next request", async () => {
  const path = `/page/${run}-race`;
  expect((await get(path)).cache).toBe("MISS");
  // Another isolate purges the page (an attend, an organizer's change): it leaves its tombstone in the colo.
  const purgedAt = String(Date.now() + 1000);
  await (
    await caches.open("pages")
  ).put(`http://localhost${path}?__build=test`, new Response(null, { headers: { "Cache-Control": "max-age=3600", "X-Page-Cache-Purged": purgedAt } }));

  // This isolate still answers its own copy once (docs/decisions/006), but does not share it, and forgets it.
  expect(await get(path)).toEqual({ body: `<p>${path} render 1</p>`, cache: "HIT" });
  expect(await inColo(path)).toEqual({ tombstone: "" });
  expect(await get(path)).toEqual({ body: `<p>${path} render 2</p>`, cache: "MISS" });
});

test("a page too large for the memory tier is shared at its first request, as it could not wait for a second", async () => {
  const path = `/large/${run}`;
  expect((await get(path)).cache).toBe("MISS");
  expect((await inColo(path))?.page).toHaveLength(1_100_007);
  expect((await get(path)).cache).toBe("HIT");
});

test("a stale hit does not share its old copy: the refresh it starts shares its own", async () => {
  const path = `/page/${run}-stale`;
  await get(path);
  clock += 61_000;
  expect(await get(path)).toEqual({ body: `<p>${path} render 1</p>`, cache: "STALE" });
  expect(await inColo(path)).toEqual({ page: `<p>${path} render 2</p>` });
  expect((await get(path)).body).toBe(`<p>${path} render 2</p>`);
});
