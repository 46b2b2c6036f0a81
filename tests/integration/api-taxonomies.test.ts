import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, expect, onTestFinished, test } from "vitest";
import { invalidateTaxonomies } from "~/features/taxonomies/taxonomies.server";
import { createTaxonomy, deleteRows } from "../factories/events";
import { errorOf } from "../support/api-answers";
import { getJson } from "../support/api-call";

const ids: Record<string, string> = {};

beforeAll(async () => {
  ids.climat = await createTaxonomy("topic", "climat", "Climat", { color: "#1f8a70", sortOrder: 0 });
  ids.culture = await createTaxonomy("topic", "culture", "Culture", { sortOrder: 1 });
  ids.elections = await createTaxonomy("topic", "elections-2022", "Élections 2022", { hidden: true, sortOrder: 99 });
  ids.festivalType = await createTaxonomy("type", "festival", "Festival");
  ids.festivalTopic = await createTaxonomy("topic", "festival", "Festivals", { sortOrder: 2 });
  ids.velo = await createTaxonomy("momentum", "mai-a-velo", "Mai à vélo", { pictoUrl: "/images/picto-velo.png", joinUrl: "https://example.org/velo" });
});

const ItemsSchema = v.object({ data: v.array(v.object({ type: v.string(), slug: v.string() })) });

/** The `type:slug` of each item of a GET /taxonomies answer, in order. */
const slugsOf = (body: unknown) => v.parse(ItemsSchema, body).data.map((t) => `${t.type}:${t.slug}`);

test("GET /taxonomies lists every visible item by type and order, as {data, total, count}", async () => {
  const { status, body, headers } = await getJson("/taxonomies?limit=0&hidden=false");
  expect(status).toBe(200);
  expect(slugsOf(body)).toEqual(["momentum:mai-a-velo", "topic:climat", "topic:culture", "topic:festival", "type:festival"]);
  expect(body).toMatchObject({ total: 5, count: 5 });
  expect(headers.get("cache-control")).toContain("s-maxage=300");
});

test("taxonomy JSON: per-language name, colour, momentum picto and join link", async () => {
  const { body } = await getJson("/taxonomies?type=momentum");
  expect(body.data).toEqual([
    {
      _id: ids.velo,
      type: "momentum",
      slug: "mai-a-velo",
      name: { fr: "Mai à vélo", en: "Mai à vélo", es: "Mai à vélo" },
      description: null,
      color: null,
      picto: { url: "/images/picto-velo.png" },
      links: { join: "https://example.org/velo" },
      hidden: false,
    },
  ]);
  const climat = await getJson(`/taxonomies/${ids.climat}`);
  expect(climat.body).toMatchObject({ slug: "climat", color: "#1f8a70", picto: null, links: null });
});

test("type filters, hidden=true adds hidden items, limit keeps the first ones and total counts them all", async () => {
  expect(slugsOf((await getJson("/taxonomies?type=topic")).body)).toEqual(["topic:climat", "topic:culture", "topic:festival"]);
  expect(slugsOf((await getJson("/taxonomies?type=topic&hidden=true")).body)).toContain("topic:elections-2022");
  const limited = await getJson("/taxonomies?type=topic&limit=2");
  expect(limited.body).toMatchObject({ total: 3, count: 2 });
});

test("bad parameters answer 400 naming them", async () => {
  for (const [query, name] of [
    ["type=tag", "type"],
    ["limit=-1", "limit"],
    ["limit=abc", "limit"],
    ["hidden=yes", "hidden"],
  ]) {
    const { status, body } = await getJson(`/taxonomies?${query}`);
    expect(status, query).toBe(400);
    expect(errorOf(body).message, query).toContain(`"${name}"`);
  }
});

test("by slug: type disambiguates, hidden items are still found, unknown slugs answer 404", async () => {
  expect((await getJson("/taxonomies/by-slug/climat")).body).toMatchObject({ _id: ids.climat });
  expect((await getJson("/taxonomies/by-slug/festival?type=topic")).body).toMatchObject({ _id: ids.festivalTopic });
  expect((await getJson("/taxonomies/by-slug/festival?type=type")).body).toMatchObject({ _id: ids.festivalType });
  expect((await getJson("/taxonomies/by-slug/festival")).body).toMatchObject({ _id: ids.festivalType });
  expect((await getJson("/taxonomies/by-slug/elections-2022")).body).toMatchObject({ hidden: true });
  const missing = await getJson("/taxonomies/by-slug/inconnu");
  expect(missing.status).toBe(404);
  expect(errorOf(missing.body).code).toBe("taxonomy_not_found");
  expect((await getJson("/taxonomies/by-slug/climat?type=pillar")).status).toBe(404);
});

test("by id: unknown ids answer 404", async () => {
  expect((await getJson(`/taxonomies/${ids.culture}`)).body).toMatchObject({ slug: "culture" });
  expect((await getJson("/taxonomies/000000000000000000000000")).status).toBe(404);
});

test("items are served from KV until a write invalidates the copy", async () => {
  await getJson("/taxonomies");
  expect(await env.CACHE.get("taxonomies:v1", "json")).toHaveLength(6);
  await env.DB.prepare("UPDATE taxonomies SET color = '#000000' WHERE id = ?").bind(ids.culture).run();
  expect((await getJson(`/taxonomies/${ids.culture}`)).body).toMatchObject({ color: null });
  await invalidateTaxonomies(env.CACHE);
  expect((await getJson(`/taxonomies/${ids.culture}`)).body).toMatchObject({ color: "#000000" });
  const agir = await createTaxonomy("pillar", "agir", "Agir");
  // The other tests list the fixtures as they were.
  onTestFinished(async () => {
    await env.DB.prepare("UPDATE taxonomies SET color = NULL WHERE id = ?").bind(ids.culture).run();
    await deleteRows("taxonomies", [agir]);
  });
  expect(slugsOf((await getJson("/taxonomies?type=pillar")).body)).toEqual(["pillar:agir"]);
});

test("a list read once is kept in the isolate: a KV copy changed behind its back is not read again until a write forgets it", async () => {
  const before = slugsOf((await getJson("/taxonomies?type=momentum")).body);
  await env.CACHE.put("taxonomies:v1", "[]");
  const kept = slugsOf((await getJson("/taxonomies?type=momentum")).body);
  await invalidateTaxonomies(env.CACHE);
  const reread = slugsOf((await getJson("/taxonomies?type=momentum")).body);

  expect(before).toEqual(["momentum:mai-a-velo"]);
  expect(kept).toEqual(before);
  // Forgotten with the KV copy: read from D1 again.
  expect(reread).toEqual(before);
  expect(await env.CACHE.get("taxonomies:v1", "json")).toHaveLength(6);
});
