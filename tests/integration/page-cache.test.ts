import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { expect, test } from "vitest";
import worker from "../../workers/app";
import { forgetCachedPages, pageCache } from "../../workers/page-cache";
import { securityHeaders } from "../../workers/security-headers";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createEventOf, createOrganizeTaxonomies, eventInput } from "../factories/organized-events";
import { createMember } from "../factories/users";

// The Worker's tests run with PAGE_CACHE=off (vitest.workers.config.ts): these requests turn it on.
const ON = { ...env, PAGE_CACHE: "on" as const };
const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
// The memory tier lives as long as the isolate: every path of a run is its own.
const run = crypto.randomUUID();

let clock = Date.now();
const renders = new Map<string, number>();
let gate = Promise.resolve();
let shareable = true;

/** What the middleware sits in front of: the real securityHeaders, a clock the tests move, counted renders. */
const app = new Hono<{ Bindings: Env; Variables: { nonce: string } }>();
app.use(securityHeaders);
app.use(pageCache({ now: () => clock, render: (request, bindings, ctx) => app.fetch(request, bindings, ctx) }));
app.on(["GET", "POST"], "/page/:name", async (c) => {
  const count = (renders.get(c.req.path) ?? 0) + 1;
  renders.set(c.req.path, count);
  await gate;
  const nonce = c.get("nonce");
  const html = `<!doctype html><html><head><link rel="modulepreload" href="/a.js" nonce="${nonce}"><style nonce="${nonce}">p{}</style></head>
<body><p>render ${count}</p><script nonce="attacker">alert(1)</script><script nonce="${nonce}">window.data = {"nonce":"${nonce}"}</script></body></html>`;
  return c.html(html, 200, { "Cache-Control": shareable ? SHARED : "private, no-store" });
});
app.get("/personal/:kind", (c) => {
  renders.set(c.req.path, (renders.get(c.req.path) ?? 0) + 1);
  const kind = c.req.param("kind");
  if (kind === "cookie") c.header("Set-Cookie", "seen=1");
  c.header("Cache-Control", kind === "private" ? "private, s-maxage=60" : kind === "no-store" ? `${SHARED}, no-store` : SHARED);
  return c.json({ kind });
});
app.get("/uploads/:name", (c) => {
  renders.set(c.req.path, (renders.get(c.req.path) ?? 0) + 1);
  return c.body("image", 200, { "Cache-Control": SHARED });
});

type Options = { target?: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response> }; bindings?: Env; settle?: boolean };

/** One request with its own execution context, waited for (background writes included) unless told not to. */
async function get(path: string, init: RequestInit = {}, { target = app, bindings = ON, settle = true }: Options = {}) {
  const ctx = createExecutionContext();
  const response = await target.fetch(new Request(`http://localhost${path}`, init), bindings, ctx);
  const body = await response.text();
  const settled = waitOnExecutionContext(ctx);
  if (settle) await settled;
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  return { response, body, nonce, cache: response.headers.get("X-Cache"), settled };
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

test("a shared page renders once, then comes from the cache with the new request's nonce, never the old one", async () => {
  const path = `/page/${run}-nonce`;
  const first = await get(path);
  const second = await get(path);

  expect([first.cache, second.cache, renders.get(path)]).toEqual(["MISS", "HIT", 1]);
  expect(first.nonce).toBeDefined();
  expect(second.nonce).toBeDefined();
  expect(second.nonce).not.toBe(first.nonce);
  expect(second.response.headers.get("Content-Security-Policy")).toContain(`script-src 'self' 'nonce-${second.nonce}';`);
  expect(occurrences(second.response.headers.get("Content-Security-Policy") ?? "", "script-src")).toBe(1);
  expect(second.body).not.toContain(String(first.nonce));
  expect(second.body).toContain(`<link rel="modulepreload" href="/a.js" nonce="${second.nonce}">`);
  expect(second.body).toContain(`<style nonce="${second.nonce}">`);
  expect(second.body).toContain(`<script nonce="${second.nonce}">window.data = {"nonce":"${second.nonce}"}</script>`);
  expect(second.body).toContain('<script nonce="attacker">alert(1)</script>');
  expect(second.body).toBe(first.body.replaceAll(String(first.nonce), String(second.nonce)));
});

test("HEAD is answered from the entry a GET stored, and stores nothing itself", async () => {
  const path = `/page/${run}-head`;
  const before = await get(path, { method: "HEAD" });
  await get(path);
  const after = await get(path, { method: "HEAD" });

  expect([before.cache, after.cache, after.body, renders.get(path)]).toEqual([null, "HIT", "", 2]);
});

test("personal answers, POST, Authorization and uploads are never stored nor marked", async () => {
  const requests: [string, RequestInit?][] = [
    ["/personal/private"],
    ["/personal/no-store"],
    ["/personal/cookie"],
    [`/page/${run}-post`, { method: "POST" }],
    [`/page/${run}-bearer`, { headers: { Authorization: "Bearer x" } }],
    [`/uploads/${run}.png`],
  ];
  for (const [path, init] of requests) {
    const answers = [await get(path, init), await get(path, init)];
    expect(
      answers.map(({ cache }) => cache),
      path,
    ).toEqual([null, null]);
    expect(renders.get(path), path).toBe(2);
  }
});

test("search parameters are part of the key, their order is not", async () => {
  const path = `/page/${run}-query`;
  const answers = [await get(`${path}?a=1&b=2`), await get(`${path}?b=2&a=1`), await get(`${path}?a=2&b=2`)];

  expect(answers.map(({ cache }) => cache)).toEqual(["MISS", "HIT", "MISS"]);
  expect(renders.get(path)).toBe(2);
});

test("past s-maxage the stale page is served while one background render refreshes it", async () => {
  const path = `/page/${run}-stale`;
  await get(path);
  clock += 61_000;
  let release = () => {};
  gate = new Promise((resolve) => (release = resolve));
  // Their refresh waits for the gate: these two are not waited for.
  const stale = [await get(path, {}, { settle: false }), await get(path, {}, { settle: false })];
  release();
  await Promise.all(stale.map(({ settled }) => settled));
  const refreshed = await get(path);

  expect(stale.map(({ cache }) => cache)).toEqual(["STALE", "STALE"]);
  expect(stale[0]?.body).toContain("render 1");
  expect(stale[1]?.body).not.toContain(String(stale[0]?.nonce));
  expect(renders.get(path)).toBe(2);
  expect([refreshed.cache, refreshed.body.includes("render 2")]).toEqual(["HIT", true]);
});

test("past the stale window the page renders again", async () => {
  const path = `/page/${run}-expired`;
  await get(path);
  clock += 361_000;
  const again = await get(path);

  expect([again.cache, renders.get(path)]).toEqual(["MISS", 2]);
});

test("a refresh whose answer is no longer shared drops the entry", async () => {
  const path = `/page/${run}-unshared`;
  await get(path);
  clock += 61_000;
  shareable = false;
  await get(path);
  const after = await get(path);
  shareable = true;

  expect([after.cache, renders.get(path)]).toEqual([null, 3]);
});

test("forgetCachedPages drops a page; PAGE_CACHE=off renders every request", async () => {
  const path = `/page/${run}-forget`;
  await get(path);
  await forgetCachedPages([`http://localhost${path}`]);
  const forgotten = await get(path);
  const off = [await get(path, {}, { bindings: env }), await get(path, {}, { bindings: env })];

  expect(forgotten.cache).toBe("MISS");
  expect(off.map(({ cache }) => cache)).toEqual([null, null]);
  expect(renders.get(path)).toBe(4);
});

test("a visitor who just wrote (a D1 bookmark cookie) gets a fresh render, which is not kept; others get the copy", async () => {
  const path = `/page/${run}-bookmark`;
  await get(path);
  const writer = await get(path, { headers: { Cookie: "rv-d1-bookmark=00000001-00000002.x" } });
  const other = await get(path);

  expect([writer.cache, other.cache]).toEqual([null, "HIT"]);
  expect(writer.body).toContain("render 2");
  expect(other.body).toContain("render 1");
});

test("the real /events page from the cache carries the new nonce in its tags and in its serialised data", async () => {
  const path = `/events?run=${run}`;
  const first = await get(path, {}, { target: worker });
  const second = await get(path, {}, { target: worker });

  expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
  expect(occurrences(first.body, `nonce="${first.nonce}"`)).toBeGreaterThan(3);
  expect(occurrences(first.body, `\\"nonce\\",\\"${first.nonce}\\"`)).toBe(1);
  expect(second.body).not.toContain(String(first.nonce));
  // HTMLRewriter writes back the tags it changed as `<link … />`: the same HTML.
  const selfClosing = (html: string) => html.replaceAll(" />", "/>");
  expect(selfClosing(second.body)).toBe(selfClosing(first.body.replaceAll(String(first.nonce), String(second.nonce))));
  expect(second.response.headers.get("Content-Security-Policy")).toContain(`'nonce-${second.nonce}'`);
});

test("attending and unattending drop the cached event page, whose places left change", async () => {
  const eventId = await createEvent({ slug: `cache-${run}`, title: "Places comptées", startDate: daysFromNow(30, 18) });
  await env.DB.prepare("UPDATE events SET max_attendees = 5 WHERE id = ?").bind(eventId).run();
  const { headers } = await createMember();
  const page = () => get(`/en/events/e/cache-${run}`, {}, { target: worker });
  const attend = (method: string) => get(`/api/v1/events/attend/${eventId}`, { method, headers }, { target: worker });

  const before = [await page(), await page()];
  const attended = await attend("POST");
  const during = [await page(), await page()];
  const unattended = await attend("DELETE");
  const after = await page();

  expect([...before, ...during, after].map(({ cache }) => cache)).toEqual(["MISS", "HIT", "MISS", "HIT", "MISS"]);
  expect([attended.response.status, unattended.response.status]).toEqual([200, 200]);
  expect(before[1]?.body).toContain("Only 5 places left!");
  expect(during[1]?.body).toContain("Only 4 places left!");
  expect(after.body).toContain("Only 5 places left!");
});

test("an organizer's change drops the event's cached .ics in every language: made private, it is gone at once", async () => {
  const organizer = await createMember();
  const input = eventInput(await createOrganizeTaxonomies(), { texts: { fr: { title: `Calendrier ${run}`, description: "" } } });
  const event = await createEventOf(organizer, input);
  const ics = (lang: string) => get(`${lang}/events/e/${event.slug}.ics`, {}, { target: worker });
  const before = [await ics(""), await ics(""), await ics("/en"), await ics("/en")];
  const hidden = await get(
    `/api/v1/events/${event.id}`,
    { method: "PUT", headers: { ...organizer.headers, "Content-Type": "application/json" }, body: JSON.stringify({ ...input, private: true }) },
    { target: worker },
  );
  const after = [await ics(""), await ics("/en")];

  expect(before.map(({ cache }) => cache)).toEqual(["MISS", "HIT", "MISS", "HIT"]);
  expect(before[1]?.body).toContain(`SUMMARY:Calendrier ${run}`);
  expect(hidden.response.status).toBe(200);
  expect(after.map(({ response }) => response.status)).toEqual([404, 404]);
});

test("a series: an edit of 'this date and the following' drops the later dates' cached pages, and a cancelled date its series' page", async () => {
  const organizer = await createMember();
  const input = eventInput(await createOrganizeTaxonomies(), {
    texts: { fr: { title: `Série ${run}`, description: "" } },
    startDate: "2027-10-21T19:00:00+02:00",
    endDate: "2027-10-21T21:00:00+02:00",
  });
  const json = { ...organizer.headers, "Content-Type": "application/json" };
  const created = await get(
    "/api/v1/events/",
    { method: "POST", headers: json, body: JSON.stringify({ ...input, recurrence: { frequency: "weekly", count: 3 } }) },
    { target: worker },
  );
  const series = JSON.parse(created.body) as { _id: string; series: { id: string; dates: { slug: string }[] } };
  const last = () => get(`/events/e/${series.series.dates[2]?.slug}`, {}, { target: worker });
  const seriesPage = () => get(`/events/series/${series.series.id}`, {}, { target: worker });
  const before = [await last(), await last(), await seriesPage(), await seriesPage()];

  const secondId = String(await env.DB.prepare("SELECT id FROM events WHERE slug = ?").bind(series.series.dates[1]?.slug).first("id"));
  const moved = { ...input, startDate: "2027-10-28T19:30:00+02:00", endDate: "2027-10-28T21:30:00+02:00" };
  const edited = await get(`/api/v1/events/${secondId}?apply=following`, { method: "PUT", headers: json, body: JSON.stringify(moved) }, { target: worker });
  const afterEdit = await last();
  const cancelled = await get(
    `/api/v1/events/${secondId}`,
    { method: "PUT", headers: json, body: JSON.stringify({ status: "cancelled" }) },
    { target: worker },
  );
  const afterCancel = await seriesPage();

  expect(before.map(({ cache }) => cache)).toEqual(["MISS", "HIT", "MISS", "HIT"]);
  expect(before[1]?.body).toContain("à 19:00");
  expect([edited.response.status, cancelled.response.status]).toEqual([200, 200]);
  expect(afterEdit.cache).toBe("MISS");
  expect(afterEdit.body).toContain("à 19:30");
  expect(afterCancel.cache).toBe("MISS");
  expect(afterCancel.body).toContain("Annulé</span>");
});
