import { expect, test } from "vitest";
import {
  isServed,
  matchesFilters,
  matchesTargeting,
  normalizeUrlPath,
  parseContentRequest,
  projectEntry,
  readPath,
  rowToEntry,
  selectEntries,
  targetedUrlPath,
  urlPathIndexKey,
} from "./content-query";
import type { BuilderEntry, QueryRule } from "./content.schema";

const NOW = Date.parse("2026-06-15T12:00:00.000Z");
const DAY = 86_400_000;

function entry(overrides: Partial<BuilderEntry> = {}): BuilderEntry {
  return {
    id: "e1",
    name: "Entry",
    modelId: "page",
    published: "published",
    createdDate: NOW - 10 * DAY,
    lastUpdated: NOW - DAY,
    firstPublished: NOW - 10 * DAY,
    testRatio: 1,
    query: [],
    data: {},
    variations: {},
    meta: { kind: "page" },
    ...overrides,
  };
}

function rule(property: string, operator: string, value: unknown): QueryRule {
  return { "@type": "@builder.io/core:Query", property, operator, value };
}

const request = (query: string) => parseContentRequest(new URLSearchParams(query));
const ids = (entries: BuilderEntry[]) => entries.map((e) => e.id);

test("parseContentRequest applies Builder's defaults", () => {
  expect(request("apiKey=local")).toEqual({
    limit: 30,
    offset: 0,
    includeUnpublished: false,
    noTargeting: false,
    userAttributes: {},
    fields: [],
    omit: ["meta.componentsUsed"],
    query: {},
    sort: {},
  });
});

test("parseContentRequest floors limit and offset and caps limit at 100", () => {
  expect(request("limit=2.7&offset=3.9")).toMatchObject({ limit: 2, offset: 3 });
  expect(request("limit=500").limit).toBe(100);
});

test("parseContentRequest rejects a negative or non-numeric offset and a limit below 1", () => {
  expect(() => request("offset=-1")).toThrow(/offset|Invalid/);
  expect(() => request("offset=abc")).toThrow();
  expect(() => request("limit=0")).toThrow();
  expect(() => request("limit=NaN")).toThrow();
});

test("parseContentRequest groups query.* conditions by dotted path, plain values meaning equality", () => {
  const parsed = request('query.data.slug="hello"&query.name=About&query.data.views={"$gt":20,"$lte":50}&query.id={"$in":["a","b"]}');
  expect(parsed.query).toEqual({
    "data.slug": { $eq: "hello" },
    name: { $eq: "About" },
    "data.views": { $gt: 20, $lte: 50 },
    id: { $in: ["a", "b"] },
  });
});

test("parseContentRequest treats an object without $ keys as a value to equal", () => {
  expect(request('query.data.place={"city":"Lyon"}').query).toEqual({ "data.place": { $eq: { city: "Lyon" } } });
});

test("parseContentRequest rejects unsupported operators and malformed $in", () => {
  expect(() => request('query.data.slug={"$regex":"^a"}')).toThrow(/Supported operators/);
  expect(() => request('query.id={"$in":"a"}')).toThrow();
});

test("parseContentRequest reads sort, userAttributes, fields, omit and flags", () => {
  const parsed = request(
    'sort.createdDate=-1&sort.data.count=1&userAttributes={"urlPath":"/about","locale":"fr"}' +
      "&fields=id,data.title&omit=data.blocks,meta&noTargeting=true&includeUnpublished=true",
  );
  expect(parsed.sort).toEqual({ createdDate: -1, "data.count": 1 });
  expect(parsed.userAttributes).toEqual({ urlPath: "/about", locale: "fr" });
  expect(parsed.fields).toEqual(["id", "data.title"]);
  expect(parsed.omit).toEqual(["data.blocks", "meta"]);
  expect(parsed).toMatchObject({ noTargeting: true, includeUnpublished: true });
});

test("parseContentRequest rejects a sort other than 1/-1 and userAttributes that are not a JSON object", () => {
  expect(() => request("sort.createdDate=2")).toThrow(/Sort order/);
  expect(() => request("userAttributes={bad")).toThrow();
  expect(() => request("userAttributes=[1]")).toThrow();
});

test("parseContentRequest ignores bare query and sort parameters", () => {
  expect(request("query=x&sort=y")).toMatchObject({ query: {}, sort: {} });
});

test("rowToEntry converts a D1 row: JSON columns parsed, ISO dates as epoch ms, NULL dates left out", () => {
  const converted = rowToEntry({
    id: "abc",
    model: "page",
    name: "About",
    published: "draft",
    url_path: "/about",
    query: JSON.stringify([rule("urlPath", "is", "/about")]),
    data: JSON.stringify({ title: "À propos", slug: "about", blocks: [] }),
    variations: JSON.stringify({ v1: { id: "v1", testRatio: 0.5, data: { title: "B" } } }),
    meta: "{}",
    test_ratio: 0.5,
    start_date: "2026-06-01T00:00:00.000Z",
    end_date: null,
    created_date: "2026-05-01T10:00:00.000Z",
    last_updated: "2026-05-02T10:00:00.000Z",
    first_published: null,
  });
  expect(converted).toMatchObject({
    id: "abc",
    modelId: "page",
    published: "draft",
    createdDate: Date.parse("2026-05-01T10:00:00.000Z"),
    lastUpdated: Date.parse("2026-05-02T10:00:00.000Z"),
    startDate: Date.parse("2026-06-01T00:00:00.000Z"),
    testRatio: 0.5,
    data: { title: "À propos", slug: "about", blocks: [] },
    variations: { v1: { id: "v1", testRatio: 0.5, data: { title: "B" } } },
  });
  expect(converted.endDate).toBeUndefined();
  expect(converted.firstPublished).toBeUndefined();
});

test("rowToEntry rejects a row with bad JSON or an unknown state", () => {
  const row = { id: "x", model: "page", name: "X", published: "published", query: "[]", data: "{", variations: "{}", meta: "{}" };
  expect(() =>
    rowToEntry({
      ...row,
      test_ratio: 1,
      start_date: null,
      end_date: null,
      created_date: "2026-01-01T00:00:00Z",
      last_updated: "2026-01-01T00:00:00Z",
      first_published: null,
    }),
  ).toThrow();
  expect(() => rowToEntry({ ...row, data: "{}", published: "live" })).toThrow();
});

test("normalizeUrlPath ignores trailing slashes but keeps the root", () => {
  expect(normalizeUrlPath("/about/")).toBe("/about");
  expect(normalizeUrlPath("/about//")).toBe("/about");
  expect(normalizeUrlPath("/")).toBe("/");
  expect(normalizeUrlPath("//")).toBe("/");
});

test("urlPathIndexKey keeps only a single-valued urlPath 'is' rule", () => {
  expect(urlPathIndexKey([rule("locale", "is", "fr"), rule("urlPath", "is", "/about/")])).toBe("/about");
  expect(urlPathIndexKey([rule("urlPath", "is", ["/a"])])).toBe("/a");
  expect(urlPathIndexKey([rule("urlPath", "is", ["/a", "/b"])])).toBeNull();
  expect(urlPathIndexKey([rule("urlPath", "startsWith", "/blog")])).toBeNull();
  expect(urlPathIndexKey([])).toBeNull();
});

test("targetedUrlPath is the normalized urlPath attribute unless noTargeting", () => {
  expect(targetedUrlPath(request('userAttributes={"urlPath":"/about/"}'))).toBe("/about");
  expect(targetedUrlPath(request('userAttributes={"urlPath":"/about"}&noTargeting=true'))).toBeNull();
  expect(targetedUrlPath(request('userAttributes={"locale":"fr"}'))).toBeNull();
});

test("matchesTargeting: every rule must hold for the attributes the request sends", () => {
  const rules = [rule("urlPath", "is", "/about"), rule("locale", "is", "fr")];
  expect(matchesTargeting(rules, { urlPath: "/about", locale: "fr" })).toBe(true);
  expect(matchesTargeting(rules, { urlPath: "/about", locale: "en" })).toBe(false);
  expect(matchesTargeting(rules, { urlPath: "/contact", locale: "fr" })).toBe(false);
});

test("matchesTargeting: a rule on an attribute the request does not send does not exclude (urlPath included)", () => {
  const rules = [rule("urlPath", "is", "/about"), rule("locale", "is", "fr")];
  expect(matchesTargeting(rules, { urlPath: "/about" })).toBe(true);
  expect(matchesTargeting(rules, { locale: "fr" })).toBe(true);
  expect(matchesTargeting(rules, {})).toBe(true);
  expect(matchesTargeting([], { urlPath: "/anything" })).toBe(true);
});

test("matchesTargeting ignores a trailing slash on urlPath on both sides", () => {
  expect(matchesTargeting([rule("urlPath", "is", "/about/")], { urlPath: "/about" })).toBe(true);
  expect(matchesTargeting([rule("urlPath", "is", "/about")], { urlPath: "/about/" })).toBe(true);
  expect(matchesTargeting([rule("urlPath", "is", "/")], { urlPath: "/" })).toBe(true);
});

test("matchesTargeting: array values mean any of, and isNot with an array means none of", () => {
  expect(matchesTargeting([rule("locale", "is", ["en", "es"])], { locale: "es" })).toBe(true);
  expect(matchesTargeting([rule("locale", "is", ["en", "es"])], { locale: "fr" })).toBe(false);
  expect(matchesTargeting([rule("locale", "isNot", ["en", "es"])], { locale: "fr" })).toBe(true);
  expect(matchesTargeting([rule("locale", "isNot", ["en", "es"])], { locale: "en" })).toBe(false);
  expect(matchesTargeting([rule("tags", "is", "music")], { tags: ["art", "music"] })).toBe(true);
});

test("matchesTargeting string operators", () => {
  const attrs = { urlPath: "/blog/hello-world" };
  expect(matchesTargeting([rule("urlPath", "contains", "hello")], attrs)).toBe(true);
  expect(matchesTargeting([rule("urlPath", "startsWith", "/blog")], attrs)).toBe(true);
  expect(matchesTargeting([rule("urlPath", "startsWith", "/news")], attrs)).toBe(false);
  expect(matchesTargeting([rule("urlPath", "endsWith", "world")], attrs)).toBe(true);
  expect(matchesTargeting([rule("urlPath", "contains", "bye")], attrs)).toBe(false);
});

test("matchesTargeting numeric operators compare numbers, numeric strings included", () => {
  expect(matchesTargeting([rule("age", "greaterThan", 18)], { age: 20 })).toBe(true);
  expect(matchesTargeting([rule("age", "greaterThan", "18")], { age: 18 })).toBe(false);
  expect(matchesTargeting([rule("age", "greaterThanOrEqualTo", 18)], { age: "18" })).toBe(true);
  expect(matchesTargeting([rule("age", "lessThan", 18)], { age: 17 })).toBe(true);
  expect(matchesTargeting([rule("age", "lessThanOrEqualTo", 18)], { age: 19 })).toBe(false);
  expect(matchesTargeting([rule("age", "lessThan", 18)], { age: "young" })).toBe(false);
});

test("matchesTargeting 'is' compares scalars by text, so true matches 'true' but objects never match", () => {
  expect(matchesTargeting([rule("loggedIn", "is", true)], { loggedIn: "true" })).toBe(true);
  expect(matchesTargeting([rule("place", "is", { a: 1 })], { place: { b: 2 } })).toBe(false);
});

test("matchesTargeting excludes on an unknown operator and never reads inherited properties", () => {
  expect(matchesTargeting([rule("locale", "matchesRegex", "f.")], { locale: "fr" })).toBe(false);
  expect(matchesTargeting([rule("constructor", "is", "x")], {})).toBe(true);
});

test("isServed: published only, within its schedule, archived never", () => {
  expect(isServed(entry(), false, NOW)).toBe(true);
  expect(isServed(entry({ published: "draft" }), false, NOW)).toBe(false);
  expect(isServed(entry({ published: "archived" }), true, NOW)).toBe(false);
  expect(isServed(entry({ startDate: NOW + DAY }), false, NOW)).toBe(false);
  expect(isServed(entry({ endDate: NOW - DAY }), false, NOW)).toBe(false);
  expect(isServed(entry({ startDate: NOW, endDate: NOW }), false, NOW)).toBe(true);
});

test("isServed: includeUnpublished (editor view) shows drafts and scheduled entries", () => {
  expect(isServed(entry({ published: "draft" }), true, NOW)).toBe(true);
  expect(isServed(entry({ startDate: NOW + DAY }), true, NOW)).toBe(true);
});

test("readPath follows dotted paths through objects and arrays, own properties only", () => {
  const source = { data: { slug: "x", blocks: [{ id: "b1" }] } };
  expect(readPath(source, "data.slug")).toBe("x");
  expect(readPath(source, "data.blocks.0.id")).toBe("b1");
  expect(readPath(source, "data.missing.deep")).toBeUndefined();
  expect(readPath(source, "data.toString")).toBeUndefined();
});

test("matchesFilters: equality, on scalars, objects and array members", () => {
  const e = entry({ id: "abc", data: { slug: "hello", tags: ["a", "b"], place: { city: "Lyon" } } });
  expect(matchesFilters(e, request('query.data.slug="hello"&query.id="abc"').query)).toBe(true);
  expect(matchesFilters(e, request('query.data.slug="other"').query)).toBe(false);
  expect(matchesFilters(e, request('query.data.tags="b"').query)).toBe(true);
  expect(matchesFilters(e, request('query.data.tags=["a","b"]').query)).toBe(true);
  expect(matchesFilters(e, request('query.data.place={"city":"Lyon"}').query)).toBe(true);
});

test("matchesFilters: $ne, $in, $nin, and null equals a missing field", () => {
  const e = entry({ data: { slug: "hello" } });
  expect(matchesFilters(e, request('query.data.slug={"$ne":"x"}').query)).toBe(true);
  expect(matchesFilters(e, request('query.data.slug={"$ne":"hello"}').query)).toBe(false);
  expect(matchesFilters(e, request('query.data.slug={"$in":["a","hello"]}').query)).toBe(true);
  expect(matchesFilters(e, request('query.data.slug={"$nin":["a","hello"]}').query)).toBe(false);
  expect(matchesFilters(e, request("query.data.missing=null").query)).toBe(true);
  expect(matchesFilters(e, request('query.data.missing={"$ne":"x"}').query)).toBe(true);
});

test("matchesFilters: range operators compare values of the same type only", () => {
  const e = entry({ data: { views: 30, day: "2026-06-10" } });
  expect(matchesFilters(e, request('query.data.views={"$gt":20,"$lte":30}').query)).toBe(true);
  expect(matchesFilters(e, request('query.data.views={"$gte":31}').query)).toBe(false);
  expect(matchesFilters(e, request('query.data.views={"$lt":"40"}').query)).toBe(false);
  expect(matchesFilters(e, request('query.data.day={"$gte":"2026-06-01","$lt":"2026-07-01"}').query)).toBe(true);
  expect(matchesFilters(e, request(`query.createdDate={"$lt":${NOW}}`).query)).toBe(true);
});

test("matchesFilters: $exists", () => {
  const e = entry({ data: { slug: "hello" } });
  expect(matchesFilters(e, request('query.data.slug={"$exists":true}').query)).toBe(true);
  expect(matchesFilters(e, request('query.data.url={"$exists":true}').query)).toBe(false);
  expect(matchesFilters(e, request('query.data.url={"$exists":false}').query)).toBe(true);
});

test("selectEntries filters by state, schedule, targeting and query", () => {
  const entries = [
    entry({ id: "live", query: [rule("urlPath", "is", "/about")] }),
    entry({ id: "draft", published: "draft", query: [rule("urlPath", "is", "/about")] }),
    entry({ id: "future", startDate: NOW + DAY, query: [rule("urlPath", "is", "/about")] }),
    entry({ id: "other", query: [rule("urlPath", "is", "/contact")] }),
  ];
  expect(ids(selectEntries(entries, request('userAttributes={"urlPath":"/about"}'), NOW))).toEqual(["live"]);
  expect(ids(selectEntries(entries, request('userAttributes={"urlPath":"/about"}&noTargeting=true'), NOW))).toEqual(["live", "other"]);
  expect(ids(selectEntries(entries, request('userAttributes={"urlPath":"/about"}&includeUnpublished=true'), NOW))).toEqual(["draft", "future", "live"]);
  expect(ids(selectEntries(entries, request('query.id="other"'), NOW))).toEqual(["other"]);
});

test("selectEntries without sort puts the most specific match first, then the newest", () => {
  const entries = [
    entry({ id: "fallback", createdDate: NOW - DAY }),
    entry({ id: "about-old", createdDate: NOW - 5 * DAY, query: [rule("urlPath", "is", "/about")] }),
    entry({ id: "about-new", createdDate: NOW - 2 * DAY, query: [rule("urlPath", "is", "/about")] }),
  ];
  expect(ids(selectEntries(entries, request('userAttributes={"urlPath":"/about"}'), NOW))).toEqual(["about-new", "about-old", "fallback"]);
  expect(ids(selectEntries(entries, request(""), NOW))).toEqual(["fallback", "about-new", "about-old"]);
});

test("selectEntries sorts by the requested keys, missing values first ascending, ties on id", () => {
  const entries = [
    entry({ id: "c", data: { count: 5 } }),
    entry({ id: "a", data: { count: 9 } }),
    entry({ id: "b", data: {} }),
    entry({ id: "d", data: { count: 5 } }),
  ];
  expect(ids(selectEntries(entries, request("sort.data.count=-1"), NOW))).toEqual(["a", "c", "d", "b"]);
  expect(ids(selectEntries(entries, request("sort.data.count=1"), NOW))).toEqual(["b", "c", "d", "a"]);
});

test("selectEntries pages with offset and limit", () => {
  const entries = ["a", "b", "c", "d", "e"].map((id) => entry({ id }));
  expect(ids(selectEntries(entries, request("sort.id=1&limit=2&offset=1"), NOW))).toEqual(["b", "c"]);
  expect(ids(selectEntries(entries, request("sort.id=1&offset=10"), NOW))).toEqual([]);
});

test("projectEntry keeps only the requested fields, dotted paths included", () => {
  const e = entry({ id: "x", data: { title: "T", slug: "s", blocks: [] } });
  expect(projectEntry(e, ["id", "data.title", "data.nothing"], [])).toEqual({ id: "x", data: { title: "T" } });
});

test("projectEntry omits dotted paths without touching the entry", () => {
  const e = entry({ data: { title: "T", blocks: [] }, meta: { kind: "page", componentsUsed: { Hero: 1 } } });
  const projected = projectEntry(e, [], ["meta.componentsUsed", "data.blocks", "not.there"]);
  expect(projected.meta).toEqual({ kind: "page" });
  expect(projected.data).toEqual({ title: "T" });
  expect(e.meta).toEqual({ kind: "page", componentsUsed: { Hero: 1 } });
  expect(e.data.blocks).toEqual([]);
});

test("projectEntry with fields then omit, and fields never write into the entry", () => {
  const e = entry({ id: "x", data: { title: "T", slug: "s" } });
  expect(projectEntry(e, ["data", "data.title", "id"], ["data.slug"])).toEqual({ id: "x", data: { title: "T" } });
  expect(e.data).toEqual({ title: "T", slug: "s" });
});
