import { env } from "cloudflare:workers";
import { beforeAll, expect, onTestFinished, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy, deleteRows } from "../factories/events";
import { slugsOf } from "../support/api-answers";
import { getJson } from "../support/api-call";
import { renderPage } from "../support/pages";

// More events than the listing counts (docs/decisions/015-bounded-listing-counts.md): 1,030 upcoming events in
// Lyon, a minute apart, titled "Bulle n", made in one INSERT … SELECT each for the events and their texts (the
// texts' trigger indexes them for search), plus a few events of their own for the other rules.
const MANY = 1030;
const FIRST = daysFromNow(20, 8);

beforeAll(async () => {
  const velo = await createTaxonomy("momentum", "mai-a-velo", "Mai à vélo");
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
      INSERT INTO events (id, slug, start_date, city_slug, country_code, lat, lng)
      SELECT printf('bulk%020d', i), printf('bulle-%d', i), strftime('%Y-%m-%dT%H:%M:%fZ', ?2, '+' || i || ' minutes'), 'lyon', 'FR', 45.764, 4.8357 FROM n`,
    ).bind(MANY, FIRST),
    env.DB.prepare(
      `INSERT INTO event_translations (event_id, lang, title, description, description_text)
      SELECT id, 'fr', 'Bulle ' || substr(slug, 7), '', 'Une bulle de savon' FROM events WHERE id LIKE 'bulk%'`,
    ),
  ]);
  // Bubbles in the past, a draft and a private one: never listed nor counted.
  await createEvent({ slug: "bulle-passee", title: "Bulle passée", startDate: daysFromNow(-3, 8), city: "lyon" });
  await createEvent({ slug: "bulle-brouillon", title: "Bulle brouillon", startDate: daysFromNow(21, 8), city: "lyon", status: "draft" });
  await createEvent({ slug: "bulle-privee", title: "Bulle privée", startDate: daysFromNow(21, 8), city: "lyon", private: true });
  await createEvent({ slug: "velo-tard", title: "Vélo tard", startDate: daysFromNow(40, 8), momentumIds: [velo] });
  await createEvent({ slug: "velo-tot", title: "Vélo tôt", startDate: daysFromNow(30, 8), momentumIds: [velo] });
});

const FROM = encodeURIComponent(daysFromNow(0));

test("past 1,000 matches the total is 1,000 and totalCapped is true; below it the total is exact and totalCapped false", async () => {
  for (const query of [
    `from=${FROM}`,
    `from=${FROM}&city=lyon`,
    `from=${FROM}&search=bulle`,
    `from=${FROM}&loc=4.8357,45.764`,
    `from=${FROM}&countryCode=FR,BE`,
  ]) {
    const { status, body } = await getJson(`/events?${query}`);
    expect(status, query).toBe(200);
    expect(body, query).toMatchObject({ total: 1000, count: 24, totalCapped: true });
  }
  const few = await getJson(`/events?from=${FROM}&momentum=mai-a-velo`);
  expect(few.body).toMatchObject({ total: 2, count: 2, totalCapped: false });
  expect(slugsOf(few.body)).toEqual(["velo-tot", "velo-tard"]);
});

test("pages reach the first 1,000 matches: the page that starts before the cap is full, the next one is empty", async () => {
  const last = await getJson(`/events?from=${FROM}&city=lyon&page=41`);
  expect(slugsOf(last.body)).toEqual(Array.from({ length: 24 }, (_, i) => `bulle-${985 + i}`));
  const past = await getJson(`/events?from=${FROM}&city=lyon&page=42`);
  expect(past.body).toMatchObject({ data: [], total: 1000, count: 0, totalCapped: true });
  const deep = await getJson(`/events?from=${FROM}&page=400`);
  expect(deep.body).toMatchObject({ data: [], count: 0, totalCapped: true });
});

test("a search lists its matches by start date, page after page, and the count of a search stops at the cap too", async () => {
  const first = await getJson(`/events?from=${FROM}&search=bulle+savon`);
  expect(slugsOf(first.body).slice(0, 3)).toEqual(["bulle-1", "bulle-2", "bulle-3"]);
  const third = await getJson(`/events?from=${FROM}&search=bulle&page=2&limit=10`);
  expect(slugsOf(third.body)).toEqual(Array.from({ length: 10 }, (_, i) => `bulle-${21 + i}`));
  const window = await getJson(`/events?from=${FROM}&search=bulle&to=${encodeURIComponent(daysFromNow(20, 8).slice(0, 10))}`);
  // The bubbles of the first day only (they start at 08:01 UTC, one a minute): `to` is the end of that day.
  expect(window.body).toMatchObject({ total: 959, totalCapped: false });
});

test("the listing says 'Plus de 1 000 événements', its pager ends at the last page it reaches, and a page past it redirects there", async () => {
  const { html } = await renderPage("/events/city/lyon");
  expect(html).toMatch(/Plus de 1\s000 événements/);
  expect(html).toContain('aria-label="Aller à la page 42"');
  const english = await renderPage("/en/events/city/lyon");
  expect(english.html).toMatch(/More than 1,000 events/);
  const far = await renderPage("/events/city/lyon?page=400", { redirect: "manual" });
  expect(far.status).toBe(302);
  expect(far.headers.get("location")).toBe("/events/city/lyon?page=41");
});

test("an event whose start date changes moves in search and momentum listings; a deleted text or event leaves the search", async () => {
  const semaine = await createTaxonomy("momentum", "semaine-goutte", "Semaine de la goutte");
  const ids: string[] = [];
  for (const n of [1, 2, 3]) {
    ids.push(await createEvent({ slug: `goutte-${n}`, title: `Goutte ${n}`, startDate: daysFromNow(30 + n, 8), momentumIds: [semaine] }));
  }
  onTestFinished(() => deleteRows("events", ids));
  const search = async () => slugsOf((await getJson(`/events?from=${FROM}&search=goutte`)).body);
  expect(await search()).toEqual(["goutte-1", "goutte-2", "goutte-3"]);
  await env.DB.prepare("UPDATE events SET start_date = ? WHERE slug = 'goutte-3'").bind(daysFromNow(29, 8)).run();
  expect(await search()).toEqual(["goutte-3", "goutte-1", "goutte-2"]);
  const momentum = await getJson(`/events?from=${FROM}&momentum=semaine-goutte`);
  expect(slugsOf(momentum.body)).toEqual(["goutte-3", "goutte-1", "goutte-2"]);
  await env.DB.prepare("UPDATE event_translations SET title = 'Flaque', description_text = 'Une flaque' WHERE event_id = ?").bind(ids[0]).run();
  expect(await search()).toEqual(["goutte-3", "goutte-2"]);
  await env.DB.prepare("DELETE FROM events WHERE slug = 'goutte-3'").run();
  expect(await search()).toEqual(["goutte-2"]);
  await env.DB.prepare("DELETE FROM event_translations WHERE event_id = ?").bind(ids[1]).run();
  expect(await search()).toEqual([]);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM events_fts WHERE events_fts MATCH 'goutte'").first("n")).toBe(0);
});

test("the site search reads events by date too: 'Plus de 1 000 résultats', soonest first, and its pages stop at the cap", async () => {
  const { html } = await renderPage("/search?q=bulle");
  expect(html).toMatch(/Plus de 1\s00\d résultats pour « bulle »/);
  expect(html).toMatch(/Événements \(1\s000\+\)/);
  expect(html).toMatch(/Voir plus de 1\s000 résultats/);
  expect(html.indexOf('/events/e/bulle-1"')).toBeGreaterThan(0);
  expect(html.indexOf('/events/e/bulle-1"')).toBeLessThan(html.indexOf('/events/e/bulle-2"'));
  const last = await renderPage("/search?q=bulle&type=events&page=83");
  expect(last.status).toBe(200);
  expect(last.html).toContain('/events/e/bulle-997"');
  const far = await renderPage("/search?q=bulle&type=events&page=84", { redirect: "manual" });
  expect(far.headers.get("location")).toBe("/search?q=bulle&type=events&page=83");
  const spanish = await renderPage("/es/search?q=bulle");
  expect(spanish.html).toMatch(/Más de 1[.\s]?00\d resultados para «bulle»/);
});

test("a momentum's listing follows its events' visibility and end dates, read from the links alone", async () => {
  const semaine = await createTaxonomy("momentum", "semaine-flaque", "Semaine de la flaque");
  const longue = await createEvent({ slug: "flaque-longue", title: "Flaque longue", startDate: daysFromNow(-2, 8), momentumIds: [semaine] });
  const courte = await createEvent({ slug: "flaque-courte", title: "Flaque courte", startDate: daysFromNow(3, 8), momentumIds: [semaine] });
  onTestFinished(() => deleteRows("events", [longue, courte]));
  const listed = async (query = `from=${FROM}&momentum=semaine-flaque`) => slugsOf((await getJson(`/events?${query}`)).body);
  expect(await listed()).toEqual(["flaque-courte"]);
  // Still going on after `from`: listed among the upcoming ones once its end date says so.
  await env.DB.prepare("UPDATE events SET end_date = ? WHERE id = ?").bind(daysFromNow(5, 8), longue).run();
  expect(await listed()).toEqual(["flaque-longue", "flaque-courte"]);
  await env.DB.prepare("UPDATE events SET private = 1 WHERE id = ?").bind(courte).run();
  expect(await listed()).toEqual(["flaque-longue"]);
  await env.DB.prepare("UPDATE events SET status = 'draft' WHERE id = ?").bind(longue).run();
  expect(await listed("momentum=semaine-flaque")).toEqual([]);
  expect((await getJson("/events?momentum=semaine-flaque")).body).toMatchObject({ total: 0, totalCapped: false });
  await env.DB.prepare("UPDATE events SET private = 0 WHERE id = ?").bind(courte).run();
  await env.DB.prepare("UPDATE events SET status = 'active' WHERE id = ?").bind(longue).run();
  expect(await listed()).toEqual(["flaque-longue", "flaque-courte"]);
});
