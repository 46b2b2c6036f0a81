import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { forgetCachedPages, pageCache } from "../../workers/page-cache";
import { securityHeaders } from "../../workers/security-headers";

// Pages that vary by an A/B cookie or by login state (docs/decisions/012-pages-that-vary.md).
const ON = { ...env, PAGE_CACHE: "on" as const };
const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const run = crypto.randomUUID();

let clock = Date.now();
const renders = new Map<string, number>();

/** A page that varies like a content page: by `builder.tests.page` (drawn when missing) and by session. */
const app = new Hono<{ Bindings: Env; Variables: { nonce: string } }>();
app.use(securityHeaders);
app.use(pageCache({ now: () => clock, render: (request, bindings, ctx) => app.fetch(request, bindings, ctx) }));
app.get("/ab/:name", (c) => {
  renders.set(c.req.path, (renders.get(c.req.path) ?? 0) + 1);
  const stored = /builder\.tests\.page=(\w+)/.exec(c.req.header("Cookie") ?? "")?.[1];
  const member = /(?:^|; )(?:token|refresh)=/.test(c.req.header("Cookie") ?? "");
  const variation = stored ?? "drawn";
  if (!stored) c.header("Set-Cookie", "builder.tests.page=drawn; Path=/");
  c.header("Cache-Control", !stored || member ? "private, no-store" : SHARED);
  c.header("X-Page-Vary", "cookie:builder.tests.page, session");
  return c.html(`<p>variation ${variation}${member ? " member" : ""} render ${renders.get(c.req.path)}</p>`);
});

async function get(path: string, cookie?: string) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost${path}`, cookie ? { headers: { Cookie: cookie } } : {}), ON, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { body, cache: response.headers.get("X-Cache"), vary: response.headers.get("X-Page-Vary"), setCookie: response.headers.get("Set-Cookie") };
}

test("each variation is stored apart and served to the visitors who hold its cookie; the header never leaves", async () => {
  const path = `/ab/${run}-variants`;
  const a1 = await get(path, "builder.tests.page=a");
  const b1 = await get(path, "builder.tests.page=b");
  const a2 = await get(path, "builder.tests.page=a; other=1");
  const b2 = await get(path, "builder.tests.page=b");
  expect([a1.cache, b1.cache, a2.cache, b2.cache]).toEqual(["MISS", "MISS", "HIT", "HIT"]);
  expect(a2.body).toContain("variation a render 1");
  expect(b2.body).toContain("variation b render 2");
  expect([a1.vary, b1.vary, a2.vary, b2.vary]).toEqual([null, null, null, null]);
});

test("a visitor without the cookie always gets a fresh draw with its cookie, never a stored copy", async () => {
  const path = `/ab/${run}-first-visit`;
  await get(path, "builder.tests.page=a");
  const first = await get(path);
  const second = await get(path);
  expect([first.cache, second.cache]).toEqual([null, null]);
  expect(first.setCookie).toContain("builder.tests.page=drawn");
  expect(renders.get(path)).toBe(3);
});

test("a request with a session cookie is never served the anonymous copy", async () => {
  const path = `/ab/${run}-session`;
  await get(path, "builder.tests.page=a");
  const member = await get(path, "builder.tests.page=a; token=abc");
  expect(member.cache).toBeNull();
  expect(member.body).toContain("member");
  expect((await get(path, "builder.tests.page=a")).cache).toBe("HIT");
});

test("a purge forgets the marker: the copies of before are not reached again", async () => {
  const path = `/ab/${run}-purge`;
  await get(path, "builder.tests.page=a");
  expect((await get(path, "builder.tests.page=a")).cache).toBe("HIT");
  await forgetCachedPages([`http://localhost${path}`]);
  const after = await get(path, "builder.tests.page=a");
  expect(after.cache).toBe("MISS");
  expect(after.body).toContain("render 2");
});

test("a stale copy is refreshed with its own cookie, so the variation it holds stays the same", async () => {
  const path = `/ab/${run}-stale`;
  await get(path, "builder.tests.page=b");
  clock += 120_000;
  const stale = await get(path, "builder.tests.page=b");
  expect(stale.cache).toBe("STALE");
  const fresh = await get(path, "builder.tests.page=b");
  expect(fresh.cache).toBe("HIT");
  expect(fresh.body).toContain("variation b render 2");
});
