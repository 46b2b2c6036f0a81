import { env } from "cloudflare:workers";
import { beforeAll, expect, onTestFinished, test } from "vitest";
import { createEvent, createHotspot, createTaxonomy, deleteRows } from "../factories/events";
import { errorOf, slugsOf } from "../support/api-answers";
import { getJson } from "../support/api-call";
import { createUser } from "../factories/users";

// The dates here are literal: the tests check the edges of from and to (a millisecond, a whole day, the end
// of November) against them. The API lists past events too, so they hold whatever the day the tests run.

beforeAll(async () => {
  const climat = await createTaxonomy("topic", "climat", "Climat");
  const solidarite = await createTaxonomy("topic", "solidarite", "Solidarité");
  const atelier = await createTaxonomy("type", "atelier", "Atelier");
  const conference = await createTaxonomy("type", "conference", "Conférence");
  const agir = await createTaxonomy("pillar", "agir", "Agir");
  const velo = await createTaxonomy("momentum", "mai-a-velo", "Mai à vélo");
  const laBase = await createHotspot("la-base", "La Base", { city: "Lyon" });
  await createEvent({
    slug: "fresque-lyon",
    title: "Fresque du Climat",
    startDate: "2030-03-10T18:00:00.000Z",
    endDate: "2030-03-10T21:00:00.000Z",
    topicId: climat,
    typeId: atelier,
    pillarId: agir,
    momentumIds: [velo],
    hotspotId: laBase,
    city: "lyon",
    countryCode: "FR",
    makesense: true,
    accessibility: 1 + 2,
  });
  await createEvent({
    slug: "webinaire",
    title: "Webinaire solidaire",
    startDate: "2030-03-12T12:00:00.000Z",
    endDate: "2030-03-12T13:00:00.000Z",
    topicId: solidarite,
    typeId: conference,
    visio: true,
    lang: "en",
    translations: { en: "Solidarity webinar" },
  });
  await createEvent({
    slug: "bruxelles",
    title: "Conférence à Bruxelles",
    startDate: "2030-03-15T18:00:00.000Z",
    topicId: climat,
    typeId: conference,
    city: "bruxelles",
    countryCode: "BE",
    lang: "es",
    translations: { es: "Conferencia en Bruselas" },
    // Accessible toilets, but no step-free access.
    accessibility: 2,
  });
  await createEvent({
    slug: "annule-gand",
    title: "Conférence annulée à Gand",
    startDate: "2030-03-16T18:00:00.000Z",
    topicId: climat,
    typeId: conference,
    city: "gand",
    countryCode: "BE",
    status: "cancelled",
  });
  await createEvent({
    slug: "festival",
    title: "Festival des transitions",
    startDate: "2030-03-01T10:00:00.000Z",
    endDate: "2030-03-20T20:00:00.000Z",
    topicId: solidarite,
    city: "paris",
    countryCode: "FR",
    accessibility: 1 + 16,
  });
  await createEvent({ slug: "fin-novembre", title: "Apéro de fin novembre", startDate: "2030-11-30T21:30:00.000Z", city: "paris", countryCode: "FR" });
  await createEvent({ slug: "debut-decembre", title: "Apéro de décembre", startDate: "2030-12-01T00:30:00.000Z", city: "paris", countryCode: "FR" });
  await createEvent({ slug: "brouillon", title: "Brouillon", startDate: "2030-03-11T10:00:00.000Z", topicId: climat, status: "draft" });
  await createEvent({ slug: "prive", title: "Privé", startDate: "2030-03-11T10:00:00.000Z", topicId: climat, city: "lyon", private: true, accessibility: 1 });
});

async function slugs(query: string) {
  const { status, body } = await getJson(`/events?${query}`);
  expect(status, query).toBe(200);
  const found = slugsOf(body);
  expect(body.total, query).toBe(found.length);
  return found;
}

test("without filters: every public non-draft event, ordered by start date", async () => {
  expect(await slugs("")).toEqual(["festival", "fresque-lyon", "webinaire", "bruxelles", "fin-novembre", "debut-decembre"]);
});

test("taxonomy filters: momentum, topic, type and pillar by slug; an unknown slug finds nothing", async () => {
  expect(await slugs("momentum=mai-a-velo")).toEqual(["fresque-lyon"]);
  expect(await slugs("topic=climat")).toEqual(["fresque-lyon", "bruxelles"]);
  expect(await slugs("type=conference")).toEqual(["webinaire", "bruxelles"]);
  expect(await slugs("pillar=agir")).toEqual(["fresque-lyon"]);
  expect(await slugs("topic=inconnu")).toEqual([]);
});

test("hotspot, city and countryCode filters (the country code in any case)", async () => {
  expect(await slugs("hotspot=la-base")).toEqual(["fresque-lyon"]);
  expect(await slugs("city=paris")).toEqual(["festival", "fin-novembre", "debut-decembre"]);
  expect(await slugs("countryCode=be")).toEqual(["bruxelles"]);
  expect(await slugs("countryCode=BE,ca")).toEqual(["bruxelles"]);
  expect((await slugs("countryCode=FR,BE")).length).toBe(5);
  expect(await slugs("countryCode=FR")).toEqual(["festival", "fresque-lyon", "fin-novembre", "debut-decembre"]);
});

test("active events by default, as the listing page; status filters active or cancelled; drafts are never listed", async () => {
  expect(await slugs("")).not.toContain("annule-gand");
  expect(await slugs("")).toEqual(await slugs("status=active"));
  expect(await slugs("status=cancelled")).toEqual(["annule-gand"]);
  expect(await slugs("status=active")).toContain("bruxelles");
  const draft = await getJson("/events?status=draft");
  expect(draft.status).toBe(400);
  expect(errorOf(draft.body).message).toContain('"status"');
});

test("visio=true keeps online events only, visio=false in-person ones; makesense filters both ways", async () => {
  expect(await slugs("visio=true")).toEqual(["webinaire"]);
  expect(await slugs("visio=false")).not.toContain("webinaire");
  expect(await slugs("visio=false")).toHaveLength(5);
  expect(await slugs("makesense=true")).toEqual(["fresque-lyon"]);
  expect(await slugs("makesense=false")).not.toContain("fresque-lyon");
});

test("stepFree=true keeps public events with step-free access, alone or with other filters; there is no stepFree=false", async () => {
  expect(await slugs("stepFree=true")).toEqual(["festival", "fresque-lyon"]);
  expect(await slugs("stepFree=true&topic=climat")).toEqual(["fresque-lyon"]);
  expect(await slugs("stepFree=true&city=paris")).toEqual(["festival"]);
  expect(await slugs("stepFree=true&visio=true")).toEqual([]);
  expect(await slugs("stepFree=true&status=cancelled")).toEqual([]);
  const refused = await getJson("/events?stepFree=false");
  expect(refused.status).toBe(400);
  expect(errorOf(refused.body).message).toContain('"stepFree"');
});

test("eventLang keeps the events whose main language it names, alone or with other filters; the page's language is another parameter", async () => {
  expect(await slugs("eventLang=en")).toEqual(["webinaire"]);
  expect(await slugs("eventLang=es&topic=climat")).toEqual(["bruxelles"]);
  expect(await slugs("eventLang=fr")).toEqual(["festival", "fresque-lyon", "fin-novembre", "debut-decembre"]);
  expect(await slugs("eventLang=fr&countryCode=BE")).toEqual([]);
  expect(await slugs("eventLang=en&lang=fr")).toEqual(["webinaire"]);
  const refused = await getJson("/events?eventLang=de");
  expect(refused.status).toBe(400);
  expect(errorOf(refused.body).message).toContain('"eventLang"');
});

test("organizer keeps the events a member owns or co-organizes, public ones only, combined with the other filters", async () => {
  const [first, second] = [await createUser(), await createUser()];
  const link = (slug: string, userId: string, role: "owner" | "coorganizer") =>
    env.DB.prepare("INSERT INTO event_organizers (event_id, user_id, role) SELECT id, ?, ? FROM events WHERE slug = ?").bind(userId, role, slug);
  await env.DB.batch([
    link("fresque-lyon", first.id, "owner"),
    link("webinaire", first.id, "coorganizer"),
    link("prive", first.id, "owner"),
    link("bruxelles", second.id, "owner"),
  ]);
  expect(await slugs(`organizer=${first.id}`)).toEqual(["fresque-lyon", "webinaire"]);
  expect(await slugs(`organizer=${first.id}&visio=true`)).toEqual(["webinaire"]);
  expect(await slugs(`organizer=${first.id}&search=fresque`)).toEqual(["fresque-lyon"]);
  expect(await slugs(`organizer=${second.id}`)).toEqual(["bruxelles"]);
  expect(await slugs("organizer=nobody")).toEqual([]);
  const bad = await getJson("/events?organizer=un%20autre");
  expect([bad.status, errorOf(bad.body).code]).toEqual([400, "invalid_parameter"]);
});

test("from keeps events that end at or after it, including a long event that started before", async () => {
  expect(await slugs("from=2030-03-14")).toEqual(["festival", "bruxelles", "fin-novembre", "debut-decembre"]);
  expect(await slugs("from=2030-03-10T21:00:00.000Z")).toEqual(["festival", "fresque-lyon", "webinaire", "bruxelles", "fin-novembre", "debut-decembre"]);
  expect(await slugs("from=2030-03-10T21:00:00.001Z")).not.toContain("fresque-lyon");
});

test("an event without an end is in range while its start is at or after from", async () => {
  expect(await slugs("from=2030-11-30T21:30:00.000Z")).toEqual(["fin-novembre", "debut-decembre"]);
  expect(await slugs("from=2030-11-30T21:30:00.001Z")).toEqual(["debut-decembre"]);
});

test("to keeps events that start at or before it; a date-only to includes that whole day", async () => {
  expect(await slugs("to=2030-03-11")).toEqual(["festival", "fresque-lyon"]);
  expect(await slugs("from=2030-11-01&to=2030-11-30")).toEqual(["fin-novembre"]);
  expect(await slugs("from=2030-11-01&to=2030-11-30T12:00:00Z")).toEqual([]);
  expect(await slugs("from=2030-03-11&to=2030-03-12")).toEqual(["festival", "webinaire"]);
});

test("filters combine", async () => {
  expect(await slugs("topic=climat&status=active&countryCode=FR")).toEqual(["fresque-lyon"]);
  expect(await slugs("type=conference&visio=false")).toEqual(["bruxelles"]);
  expect(await slugs("topic=solidarite&city=paris&from=2030-03-15&to=2030-03-31")).toEqual(["festival"]);
  expect(await slugs("momentum=mai-a-velo&from=2030-03-11")).toEqual([]);
  expect(await slugs("countryCode=FR&makesense=false&status=active&from=2030-06-01")).toEqual(["fin-novembre", "debut-decembre"]);
});

test("lang is validated but changes nothing in the results", async () => {
  expect(await slugs("lang=en&topic=climat")).toEqual(["fresque-lyon", "bruxelles"]);
  const bad = await getJson("/events?lang=de");
  expect(bad.status).toBe(400);
  expect(errorOf(bad.body).message).toContain('"lang"');
});

test("private=true is refused with 403 until organizers can sign in; private=false is the default", async () => {
  const refused = await getJson("/events?private=true");
  expect(refused.status).toBe(403);
  expect(errorOf(refused.body).code).toBe("forbidden");
  expect(await slugs("private=false&city=lyon")).toEqual(["fresque-lyon"]);
});

test("bad countryCode, visio, makesense or private answer 400 naming the parameter", async () => {
  for (const [query, name] of [
    ["countryCode=FRA", "countryCode"],
    ["countryCode=F1", "countryCode"],
    ["visio=yes", "visio"],
    ["makesense=1", "makesense"],
    ["private=maybe", "private"],
    ["topic=Not%20a%20slug", "topic"],
  ]) {
    const { status, body } = await getJson(`/events?${query}`);
    expect(status, query).toBe(400);
    expect(body.error, query).toMatchObject({ code: "invalid_parameter", message: expect.stringContaining(`"${name}"`) });
  }
});

test("events starting at the same time are ordered by id; total counts beyond the page", async () => {
  const first = await createEvent({ slug: "meme-heure-b", title: "Même heure B", startDate: "2031-01-01T10:00:00.000Z", city: "nantes" });
  const second = await createEvent({ slug: "meme-heure-a", title: "Même heure A", startDate: "2031-01-01T10:00:00.000Z", city: "nantes" });
  onTestFinished(() => deleteRows("events", [first, second]));
  expect(first < second).toBe(true);
  expect(await slugs("city=nantes")).toEqual(["meme-heure-b", "meme-heure-a"]);
  const { body, headers } = await getJson("/events?city=nantes&limit=1&page=1");
  expect(body).toMatchObject({ total: 2, count: 1 });
  expect(slugsOf(body)[0]).toBe("meme-heure-a");
  expect(headers.get("cache-control")).toContain("s-maxage");
});
