import { env, exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { createEvent, createTaxonomy } from "../factories/events";

beforeAll(async () => {
  const climat = await createTaxonomy("topic", "climat", "Climat");
  const atelier = await createTaxonomy("type", "atelier", "Atelier");
  await createEvent({
    slug: "fresque-lyon",
    title: "Fresque du Climat à Lyon",
    startDate: "2030-01-10T18:00:00.000Z",
    topicId: climat,
    typeId: atelier,
    city: "lyon",
    translations: { en: "Climate Fresk in Lyon" },
  });
  await createEvent({ slug: "apero-paris", title: "Apéro-débat à Paris", startDate: "2030-01-05T18:00:00.000Z", city: "paris" });
  await createEvent({ slug: "brouillon", title: "Brouillon", startDate: "2030-01-06T18:00:00.000Z", status: "draft" });
  await createEvent({ slug: "prive", title: "Privé", startDate: "2030-01-07T18:00:00.000Z", private: true });
});

async function getJson(path: string) {
  const response = await exports.default.fetch(`http://localhost${path}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

test("GET /api/v1/events answers {data, total, count} ordered by start date, without drafts or private events", async () => {
  const { status, body, headers } = await getJson("/api/v1/events");
  expect(status).toBe(200);
  expect(body.total).toBe(2);
  expect(body.count).toBe(2);
  const data = body.data as { slug: string }[];
  expect(data.map((e) => e.slug)).toEqual(["apero-paris", "fresque-lyon"]);
  expect(headers.get("cache-control")).toContain("s-maxage");
});

test("event JSON carries per-language maps and its taxonomies", async () => {
  const { body } = await getJson("/api/v1/events/slug/fresque-lyon");
  expect(body.title).toEqual({ fr: "Fresque du Climat à Lyon", en: "Climate Fresk in Lyon" });
  expect(body.cover).toEqual({ fr: { url: "/covers/climat.png" }, en: { url: "/covers/climat.png" } });
  expect((body.topic as { slug: string }).slug).toBe("climat");
  expect((body.type as { name: Record<string, string> }).name.fr).toBe("Atelier");
  expect(body.pillar).toBeNull();
});

test("limit and page paginate, topic and city filter", async () => {
  const page1 = await getJson("/api/v1/events?limit=1&page=1");
  expect((page1.body.data as { slug: string }[]).map((e) => e.slug)).toEqual(["fresque-lyon"]);
  expect(page1.body.total).toBe(2);
  expect(page1.body.count).toBe(1);
  const topic = await getJson("/api/v1/events?topic=climat");
  expect(topic.body.total).toBe(1);
  const city = await getJson("/api/v1/events?city=paris");
  expect((city.body.data as { slug: string }[])[0]?.slug).toBe("apero-paris");
});

test("a bad parameter answers 400 with a JSON error naming it", async () => {
  const { status, body } = await getJson("/api/v1/events?limit=abc");
  expect(status).toBe(400);
  const error = body.error as { code: string; message: string };
  expect(error.code).toBe("invalid_parameter");
  expect(error.message).toContain('"limit"');
  const from = await getJson("/api/v1/events?from=yesterday");
  expect(from.status).toBe(400);
  expect((from.body.error as { message: string }).message).toContain('"from"');
});

test("unknown slugs and unknown API routes answer JSON 404 errors, never a stack", async () => {
  const missing = await getJson("/api/v1/events/slug/nope");
  expect(missing.status).toBe(404);
  expect(missing.body).toEqual({ error: { code: "event_not_found", message: 'No event with slug "nope".' } });
  const route = await getJson("/api/v1/nothing-here");
  expect(route.status).toBe(404);
  expect((route.body.error as { code: string }).code).toBe("not_found");
});

test("drafts are not found by slug", async () => {
  const { status } = await getJson("/api/v1/events/slug/brouillon");
  expect(status).toBe(404);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM events").first("n")).toBe(4);
});
