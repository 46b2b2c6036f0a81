import { beforeAll, expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { createIframe } from "../factories/site";
import { errorOf, slugsOf } from "../support/api-answers";
import { getJson } from "../support/api-call";

beforeAll(async () => {
  const climat = await createTaxonomy("topic", "climat", "Climat");
  const fresque = await createTaxonomy("type", "fresque", "Fresque");
  await createEvent({ slug: "fresque-1", title: "Fresque 1", startDate: daysFromNow(30, 18), topicId: climat, typeId: fresque, countryCode: "FR" });
  await createEvent({ slug: "fresque-2", title: "Fresque 2", startDate: daysFromNow(31, 18), topicId: climat, typeId: fresque, countryCode: "FR" });
  await createEvent({ slug: "fresque-be", title: "Fresque BE", startDate: daysFromNow(32, 18), typeId: fresque, countryCode: "BE" });
  await createEvent({ slug: "en-ligne", title: "En ligne", startDate: daysFromNow(33, 18), topicId: climat, visio: true });
  await createIframe("iframe-fresques", "Fresques en France", { type: "fresque", countryCode: "FR" });
  await createIframe("iframe-en-ligne", "Climat en ligne", { topic: "climat", visio: true });
  await createIframe("iframe-prive", "Privé", { private: true });
});

test("GET /iframes/{id} answers the saved widget; unknown ids answer 404", async () => {
  const { status, body } = await getJson("/iframes/iframe-fresques");
  expect(status).toBe(200);
  expect(body).toEqual({ _id: "iframe-fresques", name: "Fresques en France", filters: { type: "fresque", countryCode: "FR" }, layout: "card", theme: "base" });
  const missing = await getJson("/iframes/nope");
  expect(missing.status).toBe(404);
  expect(missing.body.error).toMatchObject({ code: "iframe_not_found" });
  expect((await getJson("/iframes/nope/events")).status).toBe(404);
});

test("GET /iframes/{id}/events applies the saved filters as GET /events parameters", async () => {
  const { body } = await getJson("/iframes/iframe-fresques/events");
  expect(slugsOf(body)).toEqual(["fresque-1", "fresque-2"]);
  const online = await getJson("/iframes/iframe-en-ligne/events");
  expect(slugsOf(online.body)).toEqual(["en-ligne"]);
});

test("page and limit come from the visitor's query, and are validated; other parameters cannot widen the filters", async () => {
  const { body } = await getJson("/iframes/iframe-fresques/events?limit=1&page=1&countryCode=BE");
  expect(body).toMatchObject({ total: 2, count: 1 });
  expect(slugsOf(body)[0]).toBe("fresque-2");
  const bad = await getJson("/iframes/iframe-fresques/events?limit=1000");
  expect(bad.status).toBe(400);
  expect(errorOf(bad.body).message).toContain('"limit"');
});

test("an iframe saved with private=true is refused like GET /events?private=true", async () => {
  const { status, body } = await getJson("/iframes/iframe-prive/events");
  expect(status).toBe(403);
  expect(body.error).toMatchObject({ code: "forbidden" });
});
