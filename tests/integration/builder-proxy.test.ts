import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../factories/content";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { createArticle } from "../factories/media";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";

// The builder proxy of docs/product.md §7: POST /api/v1/builder/{getref, getrefs, getone, getall, querycontent, track}.

const REFERENCE = "@builder.io/core:Reference";

await createBuilderEntries([
  { id: "proxy-about", urlPath: "/proxy-about", query: [targetingRule("urlPath", "/proxy-about")], data: { title: "À propos", slug: "a-propos" } },
  { id: "proxy-draft", published: "draft", data: { title: "Brouillon", slug: "brouillon" } },
  { id: "proxy-later", start: daysFromNow(30), data: { title: "Plus tard" } },
  { id: "proxy-survey-1", model: "sondage", data: { title: "Sondage 1", rank: 1 }, created: "2026-01-01T00:00:00.000Z" },
  { id: "proxy-survey-2", model: "sondage", data: { title: "Sondage 2", rank: 2 }, created: "2026-01-02T00:00:00.000Z" },
  { id: "proxy-survey-3", model: "sondage", published: "draft", data: { title: "Sondage brouillon", rank: 3 } },
]);

const post = (path: string, body: unknown) => apiJson("POST", `/builder${path}`, { body });

const EntrySchema = v.looseObject({ id: v.string(), modelId: v.string(), data: v.looseObject({ title: v.string() }) });
const ListSchema = v.object({ data: v.array(EntrySchema), count: v.number() });
const idsOf = (body: unknown) => v.parse(ListSchema, body).data.map((entry) => entry.id);

test("getref answers the published entry an id or a reference names, else 404", async () => {
  const byId = await post("/getref", { ref: "proxy-about" });
  expect(byId.status).toBe(200);
  expect(v.parse(EntrySchema, byId.body)).toMatchObject({ id: "proxy-about", modelId: "page", data: { title: "À propos" } });
  const byReference = await post("/getref", { ref: { "@type": REFERENCE, id: "proxy-survey-1", model: "sondage" } });
  expect(v.parse(EntrySchema, byReference.body).data.title).toBe("Sondage 1");
  for (const ref of ["proxy-draft", "proxy-later", "unknown", { "@type": REFERENCE, id: "proxy-about", model: "sondage" }]) {
    const res = await post("/getref", { ref });
    expect(res.status, JSON.stringify(ref)).toBe(404);
    expect(errorOf(res.body).code).toBe("entry_not_found");
  }
});

test("getrefs answers the published entries in the order asked, leaving out the others", async () => {
  const res = await post("/getrefs", { refs: ["proxy-survey-2", { id: "proxy-draft" }, { "@type": REFERENCE, id: "proxy-about", model: "page" }, "nope"] });
  expect(res.status).toBe(200);
  expect(idsOf(res.body)).toEqual(["proxy-survey-2", "proxy-about"]);
  expect(v.parse(ListSchema, res.body).count).toBe(2);
});

test("getall and getone take the content API's parameters, published entries only", async () => {
  const all = await post("/getall", { model: "sondage", params: { sort: { "data.rank": -1 }, includeUnpublished: true } });
  expect(all.status).toBe(200);
  expect(idsOf(all.body)).toEqual(["proxy-survey-2", "proxy-survey-1"]);
  const paged = await post("/getall", { model: "sondage", params: { "sort.data.rank": "1", limit: 1, offset: 1 } });
  expect(idsOf(paged.body)).toEqual(["proxy-survey-2"]);
  const one = await post("/getone", { model: "page", params: { userAttributes: { urlPath: "/proxy-about/" } } });
  expect(one.status).toBe(200);
  expect(v.parse(EntrySchema, one.body).id).toBe("proxy-about");
  const bySlug = await post("/getone", { model: "page", params: { query: { "data.slug": "a-propos" } } });
  expect(v.parse(EntrySchema, bySlug.body).id).toBe("proxy-about");
  const none = await post("/getone", { model: "page", params: { query: { "data.slug": "brouillon" }, includeUnpublished: "true" } });
  expect(none.status).toBe(404);
});

test("querycontent answers the topics, tags, momentums, articles and events it names", async () => {
  await createTaxonomy("topic", "proxy-climat", "Climat");
  await createTaxonomy("momentum", "proxy-mai-a-velo", "Mai à vélo");
  const articleId = await createArticle({ slug: "proxy-article", title: "Un article", tags: ["proxy-tag"], firstPublished: daysFromNow(-3) });
  await createBuilderEntries([{ id: "proxy-article-body", model: "article", data: { title: "Un article" } }]);
  await env.DB.prepare("UPDATE articles SET builder_id = 'proxy-article-body' WHERE id = ?").bind(articleId).run();
  await createEvent({ slug: "proxy-event", title: "Un événement", startDate: daysFromNow(5) });
  await createEvent({ slug: "proxy-private", title: "Privé", startDate: daysFromNow(5), private: true });
  const res = await post("/querycontent", {
    query: {
      topics: ["proxy-climat", "absent"],
      tags: ["proxy-tag"],
      momentums: ["proxy-mai-a-velo"],
      articles: ["proxy-article-body"],
      events: ["proxy-event", "proxy-private"],
    },
  });
  expect(res.status).toBe(200);
  const body = v.parse(
    v.object({
      topics: v.array(v.looseObject({ slug: v.string(), type: v.string() })),
      tags: v.array(v.looseObject({ tag: v.string(), count: v.number() })),
      momentums: v.array(v.looseObject({ slug: v.string() })),
      articles: v.array(v.looseObject({ _id: v.string(), slug: v.string() })),
      events: v.array(v.looseObject({ slug: v.string(), title: v.record(v.string(), v.string()) })),
    }),
    res.body,
  );
  expect(body.topics.map((t) => t.slug)).toEqual(["proxy-climat"]);
  expect(body.tags).toEqual([expect.objectContaining({ tag: "proxy-tag", count: 1 })]);
  expect(body.momentums.map((m) => m.slug)).toEqual(["proxy-mai-a-velo"]);
  expect(body.articles.map((a) => a.slug)).toEqual(["proxy-article"]);
  expect(body.events.map((e) => e.slug)).toEqual(["proxy-event"]);
  expect(body.events[0]?.title.fr).toBe("Un événement");
});

test("track records a view of a page by its slug and answers 204", async () => {
  const res = await apiCall("POST", "/builder/track", { body: { slug: "home-chiche" } });
  expect(res.status).toBe(204);
  await apiCall("POST", "/builder/track", { body: { slug: "/home-chiche" } });
  const { results } = await env.DB.prepare("SELECT data FROM analytics_events WHERE name = 'builder:view'").all();
  expect(results.map((row) => JSON.parse(String(row.data)))).toEqual([{ slug: "/home-chiche" }, { slug: "/home-chiche" }]);
});

test("page views are anonymous writes: 120 per client address in 10 minutes, then 429", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 121; i += 1) statuses.push((await apiCall("POST", "/builder/track", { body: { slug: "a-propos" }, ip: "198.51.100.77" })).status);
  expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
  expect(statuses[120]).toBe(429);
  expect((await apiCall("POST", "/builder/track", { body: { slug: "a-propos" }, ip: "198.51.100.78" })).status).toBe(204);
});

test("bad bodies answer 400 with a JSON error naming the field, oversized ones 413", async () => {
  const cases: [string, unknown][] = [
    ["/getref", {}],
    ["/getref", { ref: "" }],
    ["/getref", { ref: { id: "x y" } }],
    ["/getref", { ref: { "@type": "other", id: "x" } }],
    ["/getrefs", { refs: [] }],
    ["/getrefs", { refs: Array.from({ length: 21 }, (_, i) => `e${i}`) }],
    ["/getone", { params: {} }],
    ["/getone", { model: "../page" }],
    ["/getall", { model: "page", params: "limit=1" }],
    ["/getall", { model: "page", params: { limit: 0 } }],
    ["/getall", { model: "page", params: { offset: -1 } }],
    ["/getall", { model: "page", params: { sort: { createdDate: 2 } } }],
    ["/querycontent", { query: {} }],
    ["/querycontent", { query: { events: ["no spaces"] } }],
    ["/querycontent", { query: { topics: "climat" } }],
    ["/track", {}],
    ["/track", { slug: "" }],
    ["/track", { slug: "<script>" }],
  ];
  for (const [path, body] of cases) {
    const res = await post(path, body);
    expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    expect(errorOf(res.body).code, path).toMatch(/^invalid_/);
  }
  const notJson = await apiCall("POST", "/builder/getref", { rawBody: "{ref", headers: { "Content-Type": "application/json" } });
  expect(notJson.status).toBe(400);
  expect(errorOf(await notJson.json()).code).toBe("invalid_json");
  const huge = await post("/track", { slug: "x".repeat(9000) });
  expect(huge.status).toBe(413);
  expect(errorOf(huge.body).code).toBe("payload_too_large");
});

test("answers are kept in KV under a versioned key", async () => {
  await post("/getref", { ref: "proxy-survey-1" });
  const { keys } = await env.CACHE.list({ prefix: "builder-proxy:v1:getref:" });
  expect(keys.length).toBeGreaterThan(0);
});
