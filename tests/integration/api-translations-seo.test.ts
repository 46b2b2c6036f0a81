import * as v from "valibot";
import { beforeAll, expect, test } from "vitest";
import { createSeoEntry, createTranslation } from "../factories/site";
import { errorOf } from "../support/api-answers";
import { getJson } from "../support/api-call";
import { answerProblems } from "../support/api-contract";

beforeAll(async () => {
  await createTranslation("events", "participate", { fr: "Participer", en: "Join", es: "Participar" });
  await createTranslation("events", "full", { fr: "C'est complet !", en: "Fully booked!", es: "¡Completo!" });
  await createTranslation("mks-vue", "close", { fr: "Fermer la fenêtre", en: "Close the window" }, "modal");
  await createTranslation("other", "hidden", { fr: "Autre module" });
  await createSeoEntry("events", { fr: "Tous les événements", en: "All events" }, { fr: "Trouve un atelier", en: "Find a workshop" }, "/images/og.png");
});

const EntriesSchema = v.object({ data: v.array(v.looseObject({ module: v.string(), key: v.string() })) });

/** The `module.key` of each entry of a GET /translations answer, in order. */
const keysOf = (body: unknown) => v.parse(EntriesSchema, body).data.map((e) => `${e.module}.${e.key}`);

test("GET /translations answers the entries of the events and mks-vue modules from D1", async () => {
  const { status, body, headers } = await getJson("/translations?modules=events,mks-vue&limit=0");
  expect(status).toBe(200);
  expect(keysOf(body)).toEqual(["events.full", "events.participate", "mks-vue.close"]);
  expect(body).toMatchObject({ total: 3, count: 3 });
  const entries = v.parse(EntriesSchema, body).data;
  expect(entries[2]).toEqual({
    module: "mks-vue",
    key: "close",
    context: "modal",
    texts: { fr: "Fermer la fenêtre", en: "Close the window" },
  });
  expect(entries[0]).toMatchObject({ context: null, texts: { es: "¡Completo!" } });
  expect(await answerProblems("GET", "/translations", status, body)).toEqual([]);
  expect(headers.get("cache-control")).toContain("s-maxage");
});

test("modules may repeat, be left out (every module) or name one; limit keeps the first entries", async () => {
  expect(keysOf((await getJson("/translations?modules=events&modules=mks-vue")).body)).toHaveLength(3);
  expect(keysOf((await getJson("/translations")).body)).toHaveLength(3);
  expect(keysOf((await getJson("/translations?modules=mks-vue")).body)).toEqual(["mks-vue.close"]);
  expect((await getJson("/translations?limit=1")).body).toMatchObject({ total: 3, count: 1 });
});

test("an unknown module or a bad limit answers 400 naming the parameter", async () => {
  const module = await getJson("/translations?modules=events,other");
  expect(module.status).toBe(400);
  expect(errorOf(module.body).message).toContain('"modules"');
  const limit = await getJson("/translations?limit=-5");
  expect(limit.status).toBe(400);
  expect(errorOf(limit.body).message).toContain('"limit"');
});

test("GET /seo/key/{key} answers the texts per language and the image; unknown keys answer 404", async () => {
  const { status, body } = await getJson("/seo/key/events");
  expect(status).toBe(200);
  expect(body).toEqual({
    key: "events",
    title: { fr: "Tous les événements", en: "All events" },
    description: { fr: "Trouve un atelier", en: "Find a workshop" },
    image: "/images/og.png",
  });
  expect(await answerProblems("GET", "/seo/key/events", status, body)).toEqual([]);
  const missing = await getJson("/seo/key/nope");
  expect(missing.status).toBe(404);
  expect(missing.body.error).toMatchObject({ code: "seo_not_found" });
});
