import { beforeAll, expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { errorOf, slugsOf } from "../support/api-answers";
import { getJson } from "../support/api-call";

const ids: Record<string, string> = {};

beforeAll(async () => {
  const climat = await createTaxonomy("topic", "climat", "Climat");
  const culture = await createTaxonomy("topic", "culture", "Culture");
  const atelier = await createTaxonomy("type", "atelier", "Atelier");
  const balade = await createTaxonomy("type", "balade", "Balade");
  // `day`: days after the source (a month from now), so that the events keep the order written here; -60 is past.
  const event = (slug: string, day: number, extra: Partial<Parameters<typeof createEvent>[0]>) =>
    createEvent({ slug, title: slug, startDate: daysFromNow(30 + day, 18), ...extra }).then((id) => (ids[slug] = id));
  await event("source", 0, { topicId: climat, typeId: atelier, city: "lyon" });
  await event("meme-sujet-2", 19, { topicId: climat, typeId: balade, city: "nantes" });
  await event("meme-sujet-1", 9, { topicId: climat, city: "paris" });
  await event("meme-type", 4, { topicId: culture, typeId: atelier, city: "paris" });
  await event("meme-ville-1", 1, { topicId: culture, typeId: balade, city: "lyon" });
  await event("meme-ville-2", 2, { topicId: culture, typeId: balade, city: "lyon" });
  await event("sans-rapport", 3, { topicId: culture, typeId: balade, city: "lille" });
  await event("passe", -60, { topicId: climat, typeId: atelier, city: "lyon" });
  await event("annule", 5, { topicId: climat, status: "cancelled" });
  await event("prive", 6, { topicId: climat, private: true });
  await event("brouillon", 7, { topicId: climat, status: "draft" });
  await event("seul", 30, {});
});

const related = (id: string) => getJson(`/events/related/${id}`);

test("related events: upcoming public active ones sharing the topic first, then the type, then the city, four at most", async () => {
  const { status, body } = await related(ids.source ?? "");
  expect(status).toBe(200);
  expect(slugsOf(body)).toEqual(["meme-sujet-1", "meme-sujet-2", "meme-type", "meme-ville-1"]);
  expect(body).toMatchObject({ total: 4, count: 4 });
});

test("an event sharing several things with the source is listed once, at its best rank", async () => {
  const { body } = await related(ids["meme-ville-1"] ?? "");
  const slugs = slugsOf(body);
  expect(slugs).toEqual(["meme-ville-2", "sans-rapport", "meme-type", "meme-sujet-2"]);
  expect(new Set(slugs).size).toBe(slugs.length);
});

test("an event sharing nothing has no related events; unknown ids and drafts answer 404", async () => {
  expect((await related(ids.seul ?? "")).body.data).toEqual([]);
  const missing = await related("nope");
  expect(missing.status).toBe(404);
  expect(errorOf(missing.body).code).toBe("event_not_found");
  expect((await related(ids.brouillon ?? "")).status).toBe(404);
});
