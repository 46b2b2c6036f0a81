import { exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { createEvent, createTaxonomy } from "../factories/events";
import { createIframe } from "../factories/site";

beforeAll(async () => {
  const climat = await createTaxonomy("topic", "climat", "Climat");
  const fresque = await createTaxonomy("type", "fresque", "Fresque");
  await createEvent({ slug: "fresque-1", title: "Fresque 1", startDate: "2030-04-01T18:00:00.000Z", topicId: climat, typeId: fresque, countryCode: "FR" });
  await createEvent({ slug: "fresque-2", title: "Fresque 2", startDate: "2030-04-02T18:00:00.000Z", topicId: climat, typeId: fresque, countryCode: "FR" });
  await createEvent({ slug: "fresque-be", title: "Fresque BE", startDate: "2030-04-03T18:00:00.000Z", typeId: fresque, countryCode: "BE" });
  await createEvent({ slug: "en-ligne", title: "En ligne", startDate: "2030-04-04T18:00:00.000Z", topicId: climat, visio: true });
  await createIframe("iframe-fresques", "Fresques en France", { type: "fresque", countryCode: "FR" });
  await createIframe("iframe-en-ligne", "Climat en ligne", { topic: "climat", visio: true });
  await createIframe("iframe-prive", "Privé", { private: true });
});

async function getJson(path: string) {
  const response = await exports.default.fetch(`http://localhost/api/v1${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

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
  expect((body.data as { slug: string }[]).map((e) => e.slug)).toEqual(["fresque-1", "fresque-2"]);
  const online = await getJson("/iframes/iframe-en-ligne/events");
  expect((online.body.data as { slug: string }[]).map((e) => e.slug)).toEqual(["en-ligne"]);
});

test("page and limit come from the visitor's query, and are validated; other parameters cannot widen the filters", async () => {
  const { body } = await getJson("/iframes/iframe-fresques/events?limit=1&page=1&countryCode=BE");
  expect(body).toMatchObject({ total: 2, count: 1 });
  expect((body.data as { slug: string }[])[0]?.slug).toBe("fresque-2");
  const bad = await getJson("/iframes/iframe-fresques/events?limit=1000");
  expect(bad.status).toBe(400);
  expect((bad.body.error as { message: string }).message).toContain('"limit"');
});

test("an iframe saved with private=true is refused like GET /events?private=true", async () => {
  const { status, body } = await getJson("/iframes/iframe-prive/events");
  expect(status).toBe(403);
  expect(body.error).toMatchObject({ code: "forbidden" });
});
