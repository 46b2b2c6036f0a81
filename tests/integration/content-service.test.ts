import { env, exports } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { deleteEntry, getEntry, upsertEntry } from "~/features/content/content.db.server";
import { findPage } from "~/features/content/content.server";

const rule = (property: string, value: unknown) => ({ "@type": "@builder.io/core:Query", property, operator: "is", value });
const VARIATIONS = { "about-fr-b": { id: "about-fr-b", name: "Variante B", testRatio: 0.5, data: { title: "À propos (B)", blocks: [] } } };
const BLOCK = { "@type": "@builder.io/sdk:Element", "@version": 2, id: "builder-0123456789abcdef0123456789abcdef", tagName: "h1" };

type Fixture = {
  id: string;
  model?: string;
  published?: string;
  urlPath?: string | null;
  query?: unknown[];
  data?: unknown;
  start?: string;
  end?: string;
  created: string;
};
const fixtures: Fixture[] = [
  {
    id: "about-fr",
    urlPath: "/about",
    query: [rule("urlPath", "/about"), rule("locale", "fr")],
    data: { title: "À propos", url: "/about", blocks: [BLOCK] },
    created: "2026-01-01T00:00:00.000Z",
  },
  {
    id: "about-en",
    urlPath: "/about",
    query: [rule("urlPath", "/about/"), rule("locale", "en")],
    data: { title: "About", url: "/about" },
    created: "2026-01-02T00:00:00.000Z",
  },
  {
    id: "about-es",
    published: "draft",
    urlPath: "/about",
    query: [rule("urlPath", "/about"), rule("locale", "es")],
    data: { title: "Acerca", url: "/about" },
    created: "2026-01-03T00:00:00.000Z",
  },
  { id: "contact", urlPath: "/contact", query: [rule("urlPath", "/contact")], data: { title: "Contact" }, created: "2026-01-04T00:00:00.000Z" },
  { id: "faq", urlPath: "/faq/", query: [rule("urlPath", "/faq/")], data: { title: "FAQ" }, created: "2026-01-05T00:00:00.000Z" },
  { id: "promo", urlPath: "/promo", query: [rule("urlPath", "/promo")], start: "2999-01-01T00:00:00.000Z", created: "2026-01-06T00:00:00.000Z" },
  { id: "old", urlPath: "/old", query: [rule("urlPath", "/old")], end: "2020-01-01T00:00:00.000Z", created: "2019-01-01T00:00:00.000Z" },
  { id: "fallback", urlPath: null, query: [], data: { title: "Partout" }, created: "2025-12-01T00:00:00.000Z" },
  { id: "a1", model: "article", data: { slug: "jazz", category: "music", count: 12 }, created: "2026-02-01T00:00:00.000Z" },
  { id: "a2", model: "article", data: { slug: "rock", category: "music", count: 40 }, created: "2026-02-02T00:00:00.000Z" },
  { id: "a3", model: "article", data: { slug: "clay", category: "art", count: 3 }, created: "2026-02-03T00:00:00.000Z" },
  { id: "a4", model: "article", data: { slug: "salsa", category: "dance" }, created: "2026-02-04T00:00:00.000Z" },
  { id: "a5", model: "article", published: "archived", data: { slug: "gone", category: "music", count: 99 }, created: "2026-02-05T00:00:00.000Z" },
];
const insert = env.DB.prepare(
  `INSERT INTO builder_entries (id, model, name, published, url_path, query, data, variations, meta, start_date, end_date, created_date, last_updated, first_published)
   VALUES (?1, ?2, ?1, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11, ?11)`,
);
await env.DB.batch(
  fixtures.map((f) =>
    insert.bind(
      f.id,
      f.model ?? "page",
      f.published ?? "published",
      f.urlPath ?? null,
      JSON.stringify(f.query ?? []),
      JSON.stringify(f.data ?? {}),
      JSON.stringify(f.id === "about-fr" ? VARIATIONS : {}),
      JSON.stringify({ kind: "page", componentsUsed: { Hero: 1 } }),
      f.start ?? null,
      f.end ?? null,
      f.created,
    ),
  ),
);

const ResultsSchema = v.object({ results: v.array(v.looseObject({ id: v.optional(v.string()) })) });
const ErrorSchema = v.object({ error: v.object({ code: v.string(), message: v.string() }) });

function call(path: string, init?: RequestInit) {
  return exports.default.fetch(`http://x/builder-api${path}`, init);
}

async function content(query: string, model = "page") {
  const res = await call(`/api/v3/content/${model}?apiKey=local&${query}`);
  expect(res.status).toBe(200);
  return v.parse(ResultsSchema, await res.json()).results;
}

async function ids(query: string, model = "page") {
  return (await content(query, model)).map((entry) => entry.id);
}

const attrs = (value: object) => `userAttributes=${encodeURIComponent(JSON.stringify(value))}`;

test("a page is found by urlPath and locale, as fetchOneEntry asks (limit=1)", async () => {
  expect(await ids(`limit=1&${attrs({ urlPath: "/about", locale: "fr" })}`)).toEqual(["about-fr"]);
  expect(await ids(`limit=1&${attrs({ urlPath: "/about/", locale: "en" })}`)).toEqual(["about-en"]);
  expect(await ids(`${attrs({ urlPath: "/about", locale: "fr" })}`)).toEqual(["about-fr", "fallback"]);
  expect(await ids(`limit=1&${attrs({ urlPath: "/faq" })}`)).toEqual(["faq"]);
});

test("findPage prefers the requested locale, then a neutral page, then French, else null", async () => {
  const page = (urlPath: string, locale: string, preview = false) => findPage(env.DB, { urlPath, locale, preview }).then((e) => e?.id ?? null);
  expect(await page("/about", "en")).toBe("about-en");
  expect(await page("/about", "es")).toBe("about-fr");
  expect(await page("/about", "es", true)).toBe("about-es");
  expect(await page("/contact/", "en")).toBe("contact");
  expect(await page("/nowhere", "fr")).toBeNull();
});

test("drafts are hidden unless includeUnpublished, which is never cached", async () => {
  const query = attrs({ urlPath: "/about", locale: "es" });
  expect(await ids(query)).toEqual(["fallback"]);
  expect(await ids(`${query}&includeUnpublished=true`)).toEqual(["about-es", "fallback"]);
  const res = await call(`/api/v3/content/page?apiKey=local&${query}&includeUnpublished=true`);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const cached = await call(`/api/v3/content/page?apiKey=local&${query}`);
  expect(cached.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=300");
});

test("entries are served only inside their schedule", async () => {
  expect(await ids(attrs({ urlPath: "/promo" }))).toEqual(["fallback"]);
  expect(await ids(attrs({ urlPath: "/old" }))).toEqual(["fallback"]);
  expect(await ids(`${attrs({ urlPath: "/promo" })}&includeUnpublished=true`)).toEqual(["promo", "fallback"]);
});

test("query.* filters on dotted paths with operators", async () => {
  expect(await ids('query.data.category="music"&sort.id=1', "article")).toEqual(["a1", "a2"]);
  expect(await ids('query.data.count={"$gte":10}&sort.id=1', "article")).toEqual(["a1", "a2"]);
  expect(await ids('query.data.category={"$in":["art","dance"]}&sort.id=1', "article")).toEqual(["a3", "a4"]);
  expect(await ids('query.data.count={"$exists":false}', "article")).toEqual(["a4"]);
  expect(await ids('query.id="a2"', "article")).toEqual(["a2"]);
  expect(await ids(`query.data.url=${encodeURIComponent('"/about"')}&sort.id=1`)).toEqual(["about-en", "about-fr"]);
});

test("sort.* orders results; without sort the newest come first", async () => {
  expect(await ids("sort.data.count=-1", "article")).toEqual(["a2", "a1", "a3", "a4"]);
  expect(await ids("sort.createdDate=1", "article")).toEqual(["a1", "a2", "a3", "a4"]);
  expect(await ids("", "article")).toEqual(["a4", "a3", "a2", "a1"]);
});

test("limit and offset page through results", async () => {
  expect(await ids("sort.createdDate=1&limit=2&offset=1", "article")).toEqual(["a2", "a3"]);
  expect(await ids("sort.createdDate=1&limit=2&offset=3.7", "article")).toEqual(["a4"]);
  expect(await ids("limit=500", "article")).toHaveLength(4);
});

test("fields keeps only the requested paths; omit drops meta.componentsUsed by default", async () => {
  const [picked] = await content('query.id="a1"&fields=id,data.slug', "article");
  expect(picked).toEqual({ id: "a1", data: { slug: "jazz" } });
  const [full] = await content('query.id="a1"', "article");
  expect(full).toMatchObject({ id: "a1", name: "a1", modelId: "article", published: "published", meta: { kind: "page" } });
  expect(full?.["meta"]).toEqual({ kind: "page" });
  expect(full?.["createdDate"]).toBe(Date.parse("2026-02-01T00:00:00.000Z"));
  const [omitted] = await content('query.id="a1"&omit=data,meta', "article");
  expect(omitted).not.toHaveProperty("data");
  expect(omitted).not.toHaveProperty("meta");
});

test("variations, blocks and targeting rules come back untouched", async () => {
  const [about] = await content(`limit=1&${attrs({ urlPath: "/about", locale: "fr" })}`);
  expect(about?.["variations"]).toEqual(VARIATIONS);
  expect(about?.["data"]).toEqual({ title: "À propos", url: "/about", blocks: [BLOCK] });
  expect(about?.["query"]).toEqual(fixtures[0]?.query);
});

test("noTargeting ignores userAttributes, and /api/v2 answers like /api/v3", async () => {
  expect(await ids(`noTargeting=true&sort.id=1&${attrs({ urlPath: "/contact" })}&query.data.url=${encodeURIComponent('"/about"')}`)).toEqual([
    "about-en",
    "about-fr",
  ]);
  const res = await call(`/api/v2/content/page?apiKey=local&limit=1&${attrs({ urlPath: "/contact" })}`);
  expect(v.parse(ResultsSchema, await res.json()).results.map((e) => e.id)).toEqual(["contact"]);
});

test("CORS preflight is answered and responses allow any origin", async () => {
  const res = await call("/api/v3/content/page?apiKey=local", {
    method: "OPTIONS",
    headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "x-builder-sdk" },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
  for (const header of ["X-Builder-SDK", "X-Builder-SDK-GEN", "X-Builder-SDK-Version", "Content-Type"]) {
    expect(res.headers.get("Access-Control-Allow-Headers")).toContain(header);
  }
  const get = await call("/api/v3/content/page?apiKey=local", { headers: { Origin: "http://localhost:5173" } });
  expect(get.headers.get("Access-Control-Allow-Origin")).toBe("*");
});

async function analyticsRows() {
  const { results } = await env.DB.prepare("SELECT name, data FROM analytics_events WHERE name LIKE 'builder:%' ORDER BY id").all();
  return v.parse(v.array(v.object({ name: v.string(), data: v.pipe(v.string(), v.parseJson()) })), results);
}

const track = (body: string) => call("/api/v1/track", { method: "POST", headers: { "Content-Type": "application/json" }, body });

test("track records impressions and clicks in analytics_events and answers 204", async () => {
  const impression = {
    contentId: "about-fr",
    variationId: "about-fr-b",
    ownerId: "local",
    sessionId: "s1",
    visitorId: "v1",
    metadata: { url: "/about" },
    userAttributes: { urlPath: "/about", device: "desktop" },
  };
  const res = await track(
    JSON.stringify({
      events: [
        { type: "impression", data: impression },
        { type: "click", data: { contentId: "about-fr" } },
      ],
    }),
  );
  expect(res.status).toBe(204);
  expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
  expect(await analyticsRows()).toEqual([
    { name: "builder:impression", data: impression },
    { name: "builder:click", data: { contentId: "about-fr" } },
  ]);
});

test("track rejects bad bodies with a 400 JSON error and records nothing", async () => {
  const before = (await analyticsRows()).length;
  const tooMany = { events: Array.from({ length: 51 }, () => ({ type: "click", data: { contentId: "x" } })) };
  for (const body of [
    "{not json",
    JSON.stringify({ events: [{ type: "view", data: { contentId: "x" } }] }),
    JSON.stringify(tooMany),
    JSON.stringify({ events: [] }),
  ]) {
    const res = await track(body);
    expect(res.status).toBe(400);
    expect(v.parse(ErrorSchema, await res.json()).error.code).toMatch(/^invalid_/);
  }
  expect(await analyticsRows()).toHaveLength(before);
});

test("a missing apiKey or a bad limit, offset or filter answers 400 with a JSON error", async () => {
  const missing = await call("/api/v3/content/page");
  expect(missing.status).toBe(400);
  expect(v.parse(ErrorSchema, await missing.json()).error).toEqual({ code: "missing_api_key", message: "Missing API key" });
  expect(missing.headers.get("Access-Control-Allow-Origin")).toBe("*");
  for (const query of ["offset=-1", "offset=abc", "limit=0", "limit=many", 'query.data.slug={"$where":"1"}', "userAttributes=%7Bbad"]) {
    const res = await call(`/api/v3/content/page?apiKey=local&${query}`);
    expect(res.status, query).toBe(400);
    expect(v.parse(ErrorSchema, await res.json()).error.code).toBe("invalid_parameter");
  }
});

test("upsertEntry, getEntry and deleteEntry keep the entry, its indexed path and its dates", async () => {
  const created = await upsertEntry(
    env.DB,
    {
      id: "new-page",
      model: "page",
      name: "Nouvelle",
      published: "draft",
      query: [rule("urlPath", "/nouvelle/")],
      data: { title: "v1" },
      variations: {},
      meta: {},
      testRatio: 1,
    },
    new Date("2026-03-01T00:00:00.000Z"),
  );
  expect(created).toMatchObject({ id: "new-page", published: "draft", createdDate: Date.parse("2026-03-01T00:00:00.000Z") });
  expect(created.firstPublished).toBeUndefined();
  const updated = await upsertEntry(
    env.DB,
    {
      id: "new-page",
      model: "page",
      name: "Nouvelle",
      published: "published",
      query: created.query,
      data: { title: "v2" },
      variations: {},
      meta: {},
      testRatio: 1,
    },
    new Date("2026-03-02T00:00:00.000Z"),
  );
  expect(updated).toMatchObject({
    createdDate: created.createdDate,
    lastUpdated: Date.parse("2026-03-02T00:00:00.000Z"),
    firstPublished: Date.parse("2026-03-02T00:00:00.000Z"),
    data: { title: "v2" },
  });
  const path = await env.DB.prepare("SELECT url_path FROM builder_entries WHERE id = 'new-page'").first("url_path");
  expect(path).toBe("/nouvelle");
  expect(await ids(`limit=1&${attrs({ urlPath: "/nouvelle" })}`)).toEqual(["new-page"]);
  expect((await getEntry(env.DB, "new-page"))?.data).toEqual({ title: "v2" });
  expect(await deleteEntry(env.DB, "new-page")).toBe(true);
  expect(await deleteEntry(env.DB, "new-page")).toBe(false);
  expect(await getEntry(env.DB, "new-page")).toBeNull();
});
