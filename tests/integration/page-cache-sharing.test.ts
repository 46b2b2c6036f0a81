import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { forgetCachedPages, pageCache } from "../../workers/page-cache";
import { securityHeaders } from "../../workers/security-headers";
import { getThroughCache } from "../support/page-cache-requests";

// Concurrent misses, streamed misses, tracking parameters and client-navigation data (docs/architecture.md §7,
// page cache).
const ON = { ...env, PAGE_CACHE: "on" as const };
const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const run = crypto.randomUUID();

const renders = new Map<string, number>();
const seen = new Map<string, string>();
let gate = Promise.resolve();

const app = new Hono<{ Bindings: Env; Variables: { nonce: string } }>();
app.use(securityHeaders);
app.use(pageCache({ render: (request, bindings, ctx) => app.fetch(request, bindings, ctx) }));
app.get("/page/:name", async (c) => {
  renders.set(c.req.path, (renders.get(c.req.path) ?? 0) + 1);
  seen.set(c.req.path, c.req.url);
  await gate;
  return c.html(`<p>${c.req.path} ${renders.get(c.req.path)}</p>`, 200, { "Cache-Control": SHARED });
});

/** A page written in two parts: the second waits until the test sends it. */
let sendRest = () => {};
app.get("/streamed/:name", (c) => {
  renders.set(c.req.path, (renders.get(c.req.path) ?? 0) + 1);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("<p>first part</p>"));
      sendRest = () => {
        controller.enqueue(encoder.encode("<p>the rest</p>"));
        controller.close();
      };
    },
  });
  return c.body(body, 200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": SHARED });
});

const get = (path: string) => getThroughCache(app, path, ON);

test("requests for a page that is being rendered wait for that one render instead of starting their own", async () => {
  const path = `/page/${run}-burst`;
  let release = () => {};
  gate = new Promise((resolve) => (release = resolve));
  const burst = Promise.all(Array.from({ length: 5 }, () => get(path)));
  await new Promise((resolve) => setTimeout(resolve, 50));
  release();
  const answers = await burst;

  expect(renders.get(path)).toBe(1);
  expect(answers.map(({ cache }) => cache).sort()).toEqual(["COALESCED", "COALESCED", "COALESCED", "COALESCED", "MISS"]);
  expect(new Set(answers.map(({ body }) => body)).size).toBe(1);
});

test("a miss streams: its first part reaches the visitor before the render ends; the whole page is stored, and waiting requests get it", async () => {
  const path = `/streamed/${run}`;
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost${path}`), ON, ctx);
  const reader = (response.body ?? new ReadableStream()).getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  const waiting = get(path);
  await new Promise((resolve) => setTimeout(resolve, 20));
  sendRest();
  let rest = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
  await waitOnExecutionContext(ctx);
  const waited = await waiting;
  const later = await get(path);

  expect(response.headers.get("X-Cache")).toBe("MISS");
  expect(first).toBe("<p>first part</p>");
  expect(rest).toBe("<p>the rest</p>");
  expect(renders.get(path)).toBe(1);
  expect(waited).toEqual({ body: "<p>first part</p><p>the rest</p>", cache: "COALESCED" });
  expect(later).toEqual({ body: "<p>first part</p><p>the rest</p>", cache: "HIT" });
});

test("campaign and click ids neither split the cache nor reach the render", async () => {
  const path = `/page/${run}-campaign`;
  const answers = [
    await get(`${path}?utm_source=newsletter&utm_medium=email`),
    await get(`${path}?fbclid=abc`),
    await get(`${path}?gclid=xyz&utm_campaign=mai`),
    await get(path),
  ];

  expect(answers.map(({ cache }) => cache)).toEqual(["MISS", "HIT", "HIT", "HIT"]);
  expect(renders.get(path)).toBe(1);
  expect(seen.get(path)).toBe(`http://localhost${path}`);
  expect((await get(`${path}?page=2&utm_source=x`)).cache).toBe("MISS");
});

test("forgetting a page also forgets the data of its client navigations; partial data requests are never stored", async () => {
  const page = `/page/${run}-nav`;
  await get(page);
  await get(`${page}.data`);
  await forgetCachedPages([`http://localhost${page}`]);

  expect((await get(page)).cache).toBe("MISS");
  expect((await get(`${page}.data`)).cache).toBe("MISS");
  const partial = [await get(`${page}.data?_routes=routes%2Fpage`), await get(`${page}.data?_routes=routes%2Fpage`)];
  expect(partial.map(({ cache }) => cache)).toEqual([null, null]);
});
