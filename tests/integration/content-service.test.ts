import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { deleteEntry, getEntry, upsertEntry } from "~/features/content/content.db.server";
import { findPage } from "~/features/content/content.server";
import { createBuilderEntries, targetingRule, type BuilderEntryInput } from "../factories/content";
import { daysFromNow } from "../factories/dates";
import { createMember } from "../factories/users";
import { attrs, builderCall, contentIds, contentOf, resultsOf } from "../support/content-service";

const VARIATIONS = { "about-fr-b": { id: "about-fr-b", name: "Variante B", testRatio: 0.5, data: { title: "À propos (B)", blocks: [] } } };
const BLOCK = { "@type": "@builder.io/sdk:Element", "@version": 2, id: "builder-0123456789abcdef0123456789abcdef", tagName: "h1" };
const META = { kind: "page", componentsUsed: { Hero: 1 } };

const fixtures: BuilderEntryInput[] = [
  {
    id: "about-fr",
    urlPath: "/about",
    query: [targetingRule("urlPath", "/about"), targetingRule("locale", "fr")],
    data: { title: "À propos", url: "/about", blocks: [BLOCK] },
    variations: VARIATIONS,
    created: "2026-01-01T00:00:00.000Z",
  },
  {
    id: "about-en",
    urlPath: "/about",
    query: [targetingRule("urlPath", "/about/"), targetingRule("locale", "en")],
    data: { title: "About", url: "/about" },
    created: "2026-01-02T00:00:00.000Z",
  },
  {
    id: "about-es",
    published: "draft",
    urlPath: "/about",
    query: [targetingRule("urlPath", "/about"), targetingRule("locale", "es")],
    data: { title: "Acerca", url: "/about" },
    created: "2026-01-03T00:00:00.000Z",
  },
  { id: "contact", urlPath: "/contact", query: [targetingRule("urlPath", "/contact")], data: { title: "Contact" }, created: "2026-01-04T00:00:00.000Z" },
  { id: "faq", urlPath: "/faq/", query: [targetingRule("urlPath", "/faq/")], data: { title: "FAQ" }, created: "2026-01-05T00:00:00.000Z" },
  // Scheduled: not yet, and no longer.
  { id: "promo", urlPath: "/promo", query: [targetingRule("urlPath", "/promo")], start: daysFromNow(365), created: "2026-01-06T00:00:00.000Z" },
  { id: "old", urlPath: "/old", query: [targetingRule("urlPath", "/old")], end: daysFromNow(-365), created: "2019-01-01T00:00:00.000Z" },
  { id: "fallback", urlPath: null, query: [], data: { title: "Partout" }, created: "2025-12-01T00:00:00.000Z" },
  { id: "a1", model: "article", data: { slug: "jazz", category: "music", count: 12 }, created: "2026-02-01T00:00:00.000Z" },
  { id: "a2", model: "article", data: { slug: "rock", category: "music", count: 40 }, created: "2026-02-02T00:00:00.000Z" },
  { id: "a3", model: "article", data: { slug: "clay", category: "art", count: 3 }, created: "2026-02-03T00:00:00.000Z" },
  { id: "a4", model: "article", data: { slug: "salsa", category: "dance" }, created: "2026-02-04T00:00:00.000Z" },
  { id: "a5", model: "article", published: "archived", data: { slug: "gone", category: "music", count: 99 }, created: "2026-02-05T00:00:00.000Z" },
];
await createBuilderEntries(fixtures.map((fixture) => ({ meta: META, ...fixture })));

test("a page is found by urlPath and locale, as fetchOneEntry asks (limit=1)", async () => {
  expect(await contentIds(`limit=1&${attrs({ urlPath: "/about", locale: "fr" })}`)).toEqual(["about-fr"]);
  expect(await contentIds(`limit=1&${attrs({ urlPath: "/about/", locale: "en" })}`)).toEqual(["about-en"]);
  expect(await contentIds(`${attrs({ urlPath: "/about", locale: "fr" })}`)).toEqual(["about-fr", "fallback"]);
  expect(await contentIds(`limit=1&${attrs({ urlPath: "/faq" })}`)).toEqual(["faq"]);
});

test("findPage prefers the requested locale, then a neutral page, then French, else null", async () => {
  const page = (urlPath: string, locale: string, preview = false) => findPage(env.DB, { urlPath, locale, preview }).then((e) => e?.id ?? null);
  expect(await page("/about", "en")).toBe("about-en");
  expect(await page("/about", "es")).toBe("about-fr");
  expect(await page("/about", "es", true)).toBe("about-es");
  expect(await page("/contact/", "en")).toBe("contact");
  expect(await page("/nowhere", "fr")).toBeNull();
});

/** The page ids an editor (an admin) gets for `query`: includeUnpublished is theirs only (content-drafts.test.ts). */
async function editorIds(query: string) {
  const admin = await createMember({ role: "admin" });
  return resultsOf(await (await builderCall(`/api/v3/content/page?apiKey=local&${query}`, { headers: admin.headers })).json()).map((entry) => entry.id);
}

test("drafts are hidden unless an editor asks for includeUnpublished, which is never cached", async () => {
  const query = attrs({ urlPath: "/about", locale: "es" });
  expect(await contentIds(query)).toEqual(["fallback"]);
  expect(await editorIds(`${query}&includeUnpublished=true`)).toEqual(["about-es", "fallback"]);
  const res = await builderCall(`/api/v3/content/page?apiKey=local&${query}&includeUnpublished=true`);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const cached = await builderCall(`/api/v3/content/page?apiKey=local&${query}`);
  expect(cached.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=300");
});

test("entries are served only inside their schedule", async () => {
  expect(await contentIds(attrs({ urlPath: "/promo" }))).toEqual(["fallback"]);
  expect(await contentIds(attrs({ urlPath: "/old" }))).toEqual(["fallback"]);
  expect(await editorIds(`${attrs({ urlPath: "/promo" })}&includeUnpublished=true`)).toEqual(["promo", "fallback"]);
});

test("query.* filters on dotted paths with operators", async () => {
  expect(await contentIds('query.data.category="music"&sort.id=1', "article")).toEqual(["a1", "a2"]);
  expect(await contentIds('query.data.count={"$gte":10}&sort.id=1', "article")).toEqual(["a1", "a2"]);
  expect(await contentIds('query.data.category={"$in":["art","dance"]}&sort.id=1', "article")).toEqual(["a3", "a4"]);
  expect(await contentIds('query.data.count={"$exists":false}', "article")).toEqual(["a4"]);
  expect(await contentIds('query.id="a2"', "article")).toEqual(["a2"]);
  expect(await contentIds(`query.data.url=${encodeURIComponent('"/about"')}&sort.id=1`)).toEqual(["about-en", "about-fr"]);
});

test("sort.* orders results; without sort the newest come first", async () => {
  expect(await contentIds("sort.data.count=-1", "article")).toEqual(["a2", "a1", "a3", "a4"]);
  expect(await contentIds("sort.createdDate=1", "article")).toEqual(["a1", "a2", "a3", "a4"]);
  expect(await contentIds("", "article")).toEqual(["a4", "a3", "a2", "a1"]);
});

test("limit and offset page through results", async () => {
  expect(await contentIds("sort.createdDate=1&limit=2&offset=1", "article")).toEqual(["a2", "a3"]);
  expect(await contentIds("sort.createdDate=1&limit=2&offset=3.7", "article")).toEqual(["a4"]);
  expect(await contentIds("limit=500", "article")).toHaveLength(4);
});

test("fields keeps only the requested paths; omit drops meta.componentsUsed by default", async () => {
  const [picked] = await contentOf('query.id="a1"&fields=id,data.slug', "article");
  expect(picked).toEqual({ id: "a1", data: { slug: "jazz" } });
  const [full] = await contentOf('query.id="a1"', "article");
  expect(full).toMatchObject({ id: "a1", name: "a1", modelId: "article", published: "published", meta: { kind: "page" } });
  expect(full?.["meta"]).toEqual({ kind: "page" });
  expect(full?.["createdDate"]).toBe(Date.parse("2026-02-01T00:00:00.000Z"));
  const [omitted] = await contentOf('query.id="a1"&omit=data,meta', "article");
  expect(omitted).not.toHaveProperty("data");
  expect(omitted).not.toHaveProperty("meta");
});

test("variations, blocks and targeting rules come back untouched", async () => {
  const [about] = await contentOf(`limit=1&${attrs({ urlPath: "/about", locale: "fr" })}`);
  expect(about?.["variations"]).toEqual(VARIATIONS);
  expect(about?.["data"]).toEqual({ title: "À propos", url: "/about", blocks: [BLOCK] });
  expect(about?.["query"]).toEqual(fixtures[0]?.query);
});

test("noTargeting ignores userAttributes, and /api/v2 answers like /api/v3", async () => {
  expect(await contentIds(`noTargeting=true&sort.id=1&${attrs({ urlPath: "/contact" })}&query.data.url=${encodeURIComponent('"/about"')}`)).toEqual([
    "about-en",
    "about-fr",
  ]);
  const res = await builderCall(`/api/v2/content/page?apiKey=local&limit=1&${attrs({ urlPath: "/contact" })}`);
  expect(resultsOf(await res.json()).map((e) => e.id)).toEqual(["contact"]);
});

test("upsertEntry, getEntry and deleteEntry keep the entry, its indexed path and its dates", async () => {
  const created = await upsertEntry(
    env.DB,
    {
      id: "new-page",
      model: "page",
      name: "Nouvelle",
      published: "draft",
      query: [targetingRule("urlPath", "/nouvelle/")],
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
  expect(await contentIds(`limit=1&${attrs({ urlPath: "/nouvelle" })}`)).toEqual(["new-page"]);
  expect((await getEntry(env.DB, "new-page"))?.data).toEqual({ title: "v2" });
  expect(await deleteEntry(env.DB, "new-page")).toBe(true);
  expect(await deleteEntry(env.DB, "new-page")).toBe(false);
  expect(await getEntry(env.DB, "new-page")).toBeNull();
});
