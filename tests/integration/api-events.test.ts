import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { errorOf, slugsOf } from "../support/api-answers";
import { getJson } from "../support/api-call";

beforeAll(async () => {
  const climat = await createTaxonomy("topic", "climat", "Climat");
  const atelier = await createTaxonomy("type", "atelier", "Atelier");
  await createEvent({
    slug: "fresque-lyon",
    title: "Fresque du Climat à Lyon",
    startDate: daysFromNow(35, 18),
    topicId: climat,
    typeId: atelier,
    city: "lyon",
    translations: { en: "Climate Fresk in Lyon" },
  });
  await createEvent({ slug: "apero-paris", title: "Apéro-débat à Paris", startDate: daysFromNow(30, 18), city: "paris" });
  await createEvent({ slug: "brouillon", title: "Brouillon", startDate: daysFromNow(31, 18), status: "draft" });
  await createEvent({ slug: "prive", title: "Privé", startDate: daysFromNow(32, 18), private: true });
});

test("GET /api/v1/events answers {data, total, count} ordered by start date, without drafts or private events", async () => {
  const { status, body, headers } = await getJson("/events");
  expect(status).toBe(200);
  expect(body.total).toBe(2);
  expect(body.count).toBe(2);
  expect(slugsOf(body)).toEqual(["apero-paris", "fresque-lyon"]);
  expect(headers.get("cache-control")).toContain("s-maxage");
});

test("event JSON carries per-language maps and its taxonomies", async () => {
  const { body } = await getJson("/events/slug/fresque-lyon");
  expect(body.title).toEqual({ fr: "Fresque du Climat à Lyon", en: "Climate Fresk in Lyon" });
  expect(body.cover).toEqual({ fr: { url: "/covers/climat.png" }, en: { url: "/covers/climat.png" } });
  expect(body.topic).toMatchObject({ slug: "climat" });
  expect(body.type).toMatchObject({ name: { fr: "Atelier" } });
  expect(body.pillar).toBeNull();
});

test("limit and page paginate, topic and city filter", async () => {
  const page1 = await getJson("/events?limit=1&page=1");
  expect(slugsOf(page1.body)).toEqual(["fresque-lyon"]);
  expect(page1.body.total).toBe(2);
  expect(page1.body.count).toBe(1);
  const topic = await getJson("/events?topic=climat");
  expect(topic.body.total).toBe(1);
  const city = await getJson("/events?city=paris");
  expect(slugsOf(city.body)[0]).toBe("apero-paris");
});

test("a bad parameter answers 400 with a JSON error naming it", async () => {
  const { status, body } = await getJson("/events?limit=abc");
  expect(status).toBe(400);
  const error = errorOf(body);
  expect(error.code).toBe("invalid_parameter");
  expect(error.message).toContain('"limit"');
  const from = await getJson("/events?from=yesterday");
  expect(from.status).toBe(400);
  expect(errorOf(from.body).message).toContain('"from"');
});

test("unknown slugs and unknown API routes answer JSON 404 errors, never a stack", async () => {
  const missing = await getJson("/events/slug/nope");
  expect(missing.status).toBe(404);
  expect(missing.body).toEqual({ error: { code: "event_not_found", message: 'No event with slug "nope".' } });
  const route = await getJson("/nothing-here");
  expect(route.status).toBe(404);
  expect(errorOf(route.body).code).toBe("not_found");
});

test("drafts are not found by slug", async () => {
  const { status } = await getJson("/events/slug/brouillon");
  expect(status).toBe(404);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM events").first("n")).toBe(4);
});
