import { beforeAll, expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent, createHotspot, createTaxonomy } from "../factories/events";
import { renderPage } from "../support/pages";

// Filters the site links to by URL (a momentum's page, a pillar, a place) and pages past the end.
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
const titles = (html: string) => [...html.matchAll(/class="event-card__title"><a[^>]*>([^<]*)</g)].map((match) => match[1]);

beforeAll(async () => {
  const momentum = await createTaxonomy("momentum", "mai-a-velo-test", "Mai à vélo");
  const pillar = await createTaxonomy("pillar", "agir-test", "Agir");
  const hotspot = await createHotspot("la-base-test", "La Base");
  await createEvent({ slug: "velo-1", title: "Atelier réparation vélo", startDate: daysFromNow(10, 9), momentumIds: [momentum] });
  await createEvent({ slug: "agir-1", title: "Chantier participatif", startDate: daysFromNow(11, 9), pillarId: pillar, hotspotId: hotspot });
  await createEvent({ slug: "autre-1", title: "Conférence sans mouvement", startDate: daysFromNow(12, 9) });
  // 30 events: two pages of 24.
  const many = await createTaxonomy("momentum", "trente-test", "Trente");
  for (let i = 0; i < 30; i += 1) await createEvent({ slug: `trente-${i}`, title: `Rencontre ${i}`, startDate: daysFromNow(20 + i, 9), momentumIds: [many] });
});

test("a momentum's link lists that momentum's events under its name", async () => {
  const { status, html } = await renderPage("/events?momentum=mai-a-velo-test");
  expect(status).toBe(200);
  expect(h1(html)).toBe("Mai à vélo : les événements");
  expect(titles(html)).toEqual(["Atelier réparation vélo"]);
  expect(h1((await renderPage("/en/events?momentum=mai-a-velo-test")).html)).toBe("Mai à vélo: the events");
});

test("pillar and place links filter and name what they filter", async () => {
  const pillar = await renderPage("/events?pillar=agir-test");
  expect(h1(pillar.html)).toBe("Événements : Agir");
  expect(titles(pillar.html)).toEqual(["Chantier participatif"]);
  const place = await renderPage("/events?hotspot=la-base-test");
  expect(h1(place.html)).toBe("Événements à La Base");
  expect(titles(place.html)).toEqual(["Chantier participatif"]);
});

test("a page past the last goes to the last page, filters kept; a page of nothing goes to the first", async () => {
  const far = await renderPage("/events?momentum=trente-test&page=999", { redirect: "manual" });
  expect(far.status).toBe(302);
  expect(far.headers.get("location")).toBe("/events?momentum=trente-test&page=1");
  const last = await renderPage("/events?momentum=trente-test&page=1", { redirect: "manual" });
  expect(last.status).toBe(200);
  expect(titles(last.html)).toHaveLength(6);
  const empty = await renderPage("/events?search=zzzqqq&page=3", { redirect: "manual" });
  expect(empty.status).toBe(302);
  expect(empty.headers.get("location")).toBe("/events?search=zzzqqq");
  const english = await renderPage("/en/events?momentum=mai-a-velo-test&page=5", { redirect: "manual" });
  expect(english.headers.get("location")).toBe("/en/events?momentum=mai-a-velo-test");
});
