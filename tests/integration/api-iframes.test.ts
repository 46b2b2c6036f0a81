import { beforeAll, expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { createIframe } from "../factories/site";
import { errorOf, slugsOf } from "../support/api-answers";
import { getJson } from "../support/api-call";
import { answerProblems } from "../support/api-contract";

beforeAll(async () => {
  const climat = await createTaxonomy("topic", "climat", "Climat");
  const fresque = await createTaxonomy("type", "fresque", "Fresque");
  await createEvent({ slug: "fresque-1", title: "Fresque 1", startDate: daysFromNow(30, 18), topicId: climat, typeId: fresque, countryCode: "FR" });
  await createEvent({ slug: "fresque-2", title: "Fresque 2", startDate: daysFromNow(31, 18), topicId: climat, typeId: fresque, countryCode: "FR" });
  await createEvent({ slug: "fresque-passee", title: "Fresque passée", startDate: daysFromNow(-400, 18), topicId: climat, typeId: fresque, countryCode: "FR" });
  await createEvent({ slug: "fresque-be", title: "Fresque BE", startDate: daysFromNow(32, 18), typeId: fresque, countryCode: "BE" });
  await createEvent({ slug: "en-ligne", title: "En ligne", startDate: daysFromNow(33, 18), topicId: climat, visio: true });
  await createIframe(
    "iframe-fresques",
    "Fresques en France",
    { type: "fresque", countryCode: "FR" },
    { slug: "fresques-fr", allowedOrigins: ["https://partenaire.example"] },
  );
  await createIframe("iframe-archives", "Toutes les fresques", { type: "fresque", countryCode: "FR" }, { showPast: true, layout: "simple-show-past" });
  await createIframe("iframe-en-ligne", "Climat en ligne", { topic: "climat", visio: true });
  await createIframe("iframe-prive", "Privé", { private: true });
  await createIframe(
    "iframe-partenaires",
    "Partenaires",
    {},
    { kind: "partners", partners: [{ name: "Code Commun", url: "https://example.org/code-commun" }] },
  );
});

test("GET /iframes/{id} answers the saved widget by id or by name, without who may frame it; unknown ones answer 404", async () => {
  const { status, body } = await getJson("/iframes/iframe-fresques");
  expect(status).toBe(200);
  expect(body).toEqual({
    _id: "iframe-fresques",
    slug: "fresques-fr",
    kind: "events",
    name: "Fresques en France",
    description: "",
    filters: { type: "fresque", countryCode: "FR" },
    layout: "card",
    listType: "grid",
    theme: "base",
    lang: "fr",
    pageSize: 6,
    showPast: false,
    partners: [],
  });
  expect(JSON.stringify(body)).not.toContain("partenaire.example");
  expect((await getJson("/iframes/fresques-fr")).body).toEqual(body);
  const missing = await getJson("/iframes/nope");
  expect(missing.status).toBe(404);
  expect(missing.body.error).toMatchObject({ code: "iframe_not_found" });
  expect((await getJson("/iframes/nope/events")).status).toBe(404);
  expect((await getJson("/iframes/iframe-partenaires/events")).status).toBe(404);
});

test("GET /iframes/{id}/events applies the saved filters and lists upcoming events only", async () => {
  const { status, body } = await getJson("/iframes/iframe-fresques/events");
  expect(slugsOf(body)).toEqual(["fresque-1", "fresque-2"]);
  expect(await answerProblems("GET", "/iframes/iframe-fresques/events", status, body)).toEqual([]);
  expect(slugsOf((await getJson("/iframes/fresques-fr/events")).body)).toEqual(["fresque-1", "fresque-2"]);
  const online = await getJson("/iframes/iframe-en-ligne/events");
  expect(slugsOf(online.body)).toEqual(["en-ligne"]);
  // A date in the past does not bring past events back.
  expect(slugsOf((await getJson(`/iframes/iframe-fresques/events?from=${daysFromNow(-500).slice(0, 10)}`)).body)).toEqual(["fresque-1", "fresque-2"]);
});

test("a widget that shows past events lists them too", async () => {
  expect(slugsOf((await getJson("/iframes/iframe-archives/events")).body)).toEqual(["fresque-passee", "fresque-1", "fresque-2"]);
});

test("page, limit and the filters of GET /events come from the URL and are validated; they narrow, never widen, the saved filters", async () => {
  const { body } = await getJson("/iframes/iframe-fresques/events?limit=1&page=1&countryCode=BE");
  expect(body).toMatchObject({ total: 2, count: 1 });
  expect(slugsOf(body)[0]).toBe("fresque-2");
  expect(slugsOf((await getJson("/iframes/iframe-en-ligne/events?search=ligne")).body)).toEqual(["en-ligne"]);
  expect(slugsOf((await getJson("/iframes/iframe-en-ligne/events?search=fresque")).body)).toEqual([]);
  for (const bad of ["limit=1000", "page=-1", "from=demain", "visio=peut-etre"]) {
    const answer = await getJson(`/iframes/iframe-fresques/events?${bad}`);
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).message).toContain(`"${bad.split("=")[0]}"`);
  }
});

test("an iframe saved with private=true is refused like GET /events?private=true", async () => {
  const { status, body } = await getJson("/iframes/iframe-prive/events");
  expect(status).toBe(403);
  expect(body.error).toMatchObject({ code: "forbidden" });
});
