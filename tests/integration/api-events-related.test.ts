import { exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { createEvent, createTaxonomy } from "../factories/events";

const ids: Record<string, string> = {};

beforeAll(async () => {
  const climat = await createTaxonomy("topic", "climat", "Climat");
  const culture = await createTaxonomy("topic", "culture", "Culture");
  const atelier = await createTaxonomy("type", "atelier", "Atelier");
  const balade = await createTaxonomy("type", "balade", "Balade");
  const event = (slug: string, startDate: string, extra: Partial<Parameters<typeof createEvent>[0]>) =>
    createEvent({ slug, title: slug, startDate, ...extra }).then((id) => (ids[slug] = id));
  await event("source", "2030-06-01T18:00:00.000Z", { topicId: climat, typeId: atelier, city: "lyon" });
  await event("meme-sujet-2", "2030-06-20T18:00:00.000Z", { topicId: climat, typeId: balade, city: "nantes" });
  await event("meme-sujet-1", "2030-06-10T18:00:00.000Z", { topicId: climat, city: "paris" });
  await event("meme-type", "2030-06-05T18:00:00.000Z", { topicId: culture, typeId: atelier, city: "paris" });
  await event("meme-ville-1", "2030-06-02T18:00:00.000Z", { topicId: culture, typeId: balade, city: "lyon" });
  await event("meme-ville-2", "2030-06-03T18:00:00.000Z", { topicId: culture, typeId: balade, city: "lyon" });
  await event("sans-rapport", "2030-06-04T18:00:00.000Z", { topicId: culture, typeId: balade, city: "lille" });
  await event("passe", "2020-06-01T18:00:00.000Z", { topicId: climat, typeId: atelier, city: "lyon" });
  await event("annule", "2030-06-06T18:00:00.000Z", { topicId: climat, status: "cancelled" });
  await event("prive", "2030-06-07T18:00:00.000Z", { topicId: climat, private: true });
  await event("brouillon", "2030-06-08T18:00:00.000Z", { topicId: climat, status: "draft" });
  await event("seul", "2030-07-01T18:00:00.000Z", {});
});

async function related(id: string) {
  const response = await exports.default.fetch(`http://localhost/api/v1/events/related/${id}`);
  return { status: response.status, body: (await response.json()) as { data?: { slug: string }[]; total?: number; count?: number; error?: { code: string } } };
}

test("related events: upcoming public active ones sharing the topic first, then the type, then the city, four at most", async () => {
  const { status, body } = await related(ids.source ?? "");
  expect(status).toBe(200);
  expect(body.data?.map((event) => event.slug)).toEqual(["meme-sujet-1", "meme-sujet-2", "meme-type", "meme-ville-1"]);
  expect(body).toMatchObject({ total: 4, count: 4 });
});

test("an event sharing several things with the source is listed once, at its best rank", async () => {
  const { body } = await related(ids["meme-ville-1"] ?? "");
  const slugs = body.data?.map((event) => event.slug) ?? [];
  expect(slugs).toEqual(["meme-ville-2", "sans-rapport", "meme-type", "meme-sujet-2"]);
  expect(new Set(slugs).size).toBe(slugs.length);
});

test("an event sharing nothing has no related events; unknown ids and drafts answer 404", async () => {
  expect((await related(ids.seul ?? "")).body.data).toEqual([]);
  const missing = await related("nope");
  expect(missing.status).toBe(404);
  expect(missing.body.error?.code).toBe("event_not_found");
  expect((await related(ids.brouillon ?? "")).status).toBe(404);
});
