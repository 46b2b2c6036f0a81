import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { renderPage } from "../support/pages";

// Every factory event's address says "Lyon": a heading taken from the events instead of the city of the URL
// shows "Lyon" on the Paris page.

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

beforeAll(async () => {
  const climat = await createTaxonomy("topic", "climat", "Climat");
  await createEvent({ slug: "velo-paris", title: "Atelier vélo à Paris", startDate: daysFromNow(10, 9), city: "paris", topicId: climat });
  await createEvent({ slug: "compost-lyon", title: "Compost à Lyon", startDate: daysFromNow(5, 9), city: "lyon" });
  const stEtienne = await createEvent({ slug: "fresque-st-etienne", title: "Fresque à Saint-Étienne", startDate: daysFromNow(12, 9), city: "saint-etienne" });
  await env.DB.prepare("UPDATE event_translations SET address = ? WHERE event_id = ?")
    .bind(JSON.stringify({ city: "Saint-Étienne", formattedAddress: "Place du Peuple, Saint-Étienne" }), stEtienne)
    .run();
  await createEvent({ slug: "passe-grenoble", title: "Balade passée à Grenoble", startDate: daysFromNow(-30, 9), city: "grenoble" });
  await createEvent({ slug: "prive-brest", title: "Réunion privée à Brest", startDate: daysFromNow(8, 9), city: "brest", private: true });
  await createEvent({ slug: "brouillon-nantes", title: "Brouillon à Nantes", startDate: daysFromNow(8, 9), city: "nantes", status: "draft" });
});

test("a city written with capitals moves for good to its slug", async () => {
  const { status, headers } = await renderPage("/events/city/Paris", { redirect: "manual" });
  expect(status).toBe(301);
  expect(headers.get("location")).toBe("/events/city/paris");
});

test("accents and spaces of a city are folded into its slug", async () => {
  const { status, headers } = await renderPage("/events/city/Saint%20%C3%89tienne", { redirect: "manual" });
  expect(status).toBe(301);
  expect(headers.get("location")).toBe("/events/city/saint-etienne");
});

test("the redirect keeps the language prefix, the topic and the query string", async () => {
  const en = await renderPage("/en/events/city/LYON?type=atelier", { redirect: "manual" });
  expect(en.status).toBe(301);
  expect(en.headers.get("location")).toBe("/en/events/city/lyon?type=atelier");
  const es = await renderPage("/es/events/city/Paris/topic/climat?view=line", { redirect: "manual" });
  expect(es.status).toBe(301);
  expect(es.headers.get("location")).toBe("/es/events/city/paris/topic/climat?view=line");
});

test("the canonical city page names the city of its URL and lists only its events", async () => {
  const { status, html } = await renderPage("/events/city/paris");
  expect(status).toBe(200);
  expect(h1(html)).toBe("Événements à Paris");
  expect(html).toContain("Atelier vélo à Paris");
  expect(html).not.toContain("Compost à Lyon");
  expect(h1((await renderPage("/en/events/city/paris")).html)).toBe("Events in Paris");
  expect(h1((await renderPage("/es/events/city/paris/topic/climat")).html)).toBe("Climat en Paris");
});

test("the heading takes the events' own spelling of the city when it makes the slug", async () => {
  const { status, html } = await renderPage("/events/city/saint-etienne");
  expect(status).toBe(200);
  expect(h1(html)).toBe("Événements à Saint-Étienne");
});

test("an unknown city is a 404 with the error page, in every language and with a topic", async () => {
  for (const path of ["/events/city/nowhere-xyz", "/en/events/city/nowhere-xyz", "/es/events/city/nowhere-xyz/topic/climat"]) {
    const { status, html } = await renderPage(path);
    expect(status, path).toBe(404);
    expect(html, path).toContain(`Page not found: ${path}`);
  }
  const folded = await renderPage("/events/city/Nowhere%20XYZ");
  expect(folded.status).toBe(404);
  expect((await renderPage("/events/city/%E2%80%94")).status).toBe(404);
});

test("a city that only private or draft events have is unknown", async () => {
  expect((await renderPage("/events/city/brest")).status).toBe(404);
  expect((await renderPage("/events/city/nantes")).status).toBe(404);
});

test("a city with past events only is known: 200 with the empty state", async () => {
  const { status, html } = await renderPage("/events/city/grenoble");
  expect(status).toBe(200);
  expect(h1(html)).toBe("Événements à Grenoble");
  expect(html).toContain("Essaie d&#x27;autres filtres");
  expect(html).not.toContain("Balade passée à Grenoble");
});

test("the city query is served by index events_by_city, without a scan or a sort", async () => {
  const { FIND_EVENT_CITY_SQL } = await import("~/features/events/event-cities.db.server");
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${FIND_EVENT_CITY_SQL}`).bind("paris", "fr").all<{ detail: string }>();
  const details = results.map((row) => row.detail);
  expect(details[0]).toMatch(/^SEARCH e USING INDEX events_by_city \(city_slug=\?\)/);
  expect(details.filter((detail) => /^SCAN|TEMP B-TREE/.test(detail))).toEqual([]);
});
