import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import * as v from "valibot";
import { eventListStatements } from "~/features/events/event-listing.db.server";
import type { Statement } from "~/features/events/events.db.server";
import { EventListQuerySchema } from "~/features/events/events.schema";
import { daysFromNow } from "../factories/dates";

// The plans depend on which filters are set, not on their values: any dates do (docs/query-plans.md).
const FROM = daysFromNow(0, 0);
const TO = daysFromNow(31).slice(0, 10);
const PARIS = "2.3522,48.8566";
const LYON = "4.8357,45.7640";

async function plans(params: Record<string, string | undefined>) {
  const { page, count } = eventListStatements(v.parse(EventListQuerySchema, params));
  const explain = async ({ sql, params: values }: Statement) => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...values)
      .all();
    return results.map((row) => v.parse(v.object({ detail: v.string() }), row).detail);
  };
  return { page: await explain(page), count: await explain(count) };
}

/** A full table scan of events: `SCAN e` without an index. */
const fullScan = (details: string[]) => details.filter((d) => /^SCAN (e|events|m)\b/.test(d) && !/USING (COVERING )?INDEX/.test(d));
/**
 * Sorts of the matches. A merge of more than 5 arms (D1's compound limit) sorts each nested group's rows, which
 * the group cuts at the page's last row (`SCAN (subquery-N)` then the sort): bounded by the page, allowed.
 */
const sorts = (details: string[]) => details.filter((d, i) => d.includes("TEMP B-TREE FOR ORDER BY") && !/^SCAN \(subquery-\d+\)$/.test(details[i - 1] ?? ""));

/** Every filter and combination the site links to (docs/product.md §2 "Event list screen", §7 GET /events). */
const LINKED: Record<string, string>[] = [
  {},
  { from: FROM },
  { status: "active", from: FROM },
  { status: "active", from: FROM, to: TO },
  { status: "cancelled" },
  { from: FROM, page: "41" },
  { topic: "climat", from: FROM },
  { type: "atelier", from: FROM },
  { topic: "climat", type: "fresque", from: FROM },
  { pillar: "agir", from: FROM },
  { momentum: "mai-a-velo", from: FROM },
  { momentum: "mai-a-velo", topic: "climat", from: FROM, to: TO },
  { hotspot: "la-base", from: FROM },
  { city: "lyon", from: FROM },
  { city: "lyon", topic: "climat", status: "active", from: FROM },
  { countryCode: "ES", from: FROM },
  { countryCode: "FR", type: "fresque", status: "active", from: FROM, to: TO },
  { countryCode: "AR,BO,BR,CA,CL,CO,CR,CU,EC,GT,HN,MX,NI,PA,PE,PY,SV,US,UY,VE", from: FROM },
  { visio: "true", from: FROM },
  { visio: "false", from: FROM },
  { makesense: "true", from: FROM },
  { loc: PARIS, from: FROM },
  { loc: LYON, from: FROM, to: TO },
  { loc: LYON, topic: "climat", from: FROM },
  { search: "fresque", from: FROM },
  { search: "fresque climat", status: "active", from: FROM, to: TO },
  { search: "atelier", city: "paris", visio: "false", from: FROM },
  { search: "atelier", momentum: "mai-a-velo", from: FROM },
  { search: "velo", loc: LYON, from: FROM },
  { stepFree: "true", topic: "climat", from: FROM },
  { stepFree: "true", countryCode: "FR", visio: "false", from: FROM },
  { eventLang: "en", from: FROM },
  { eventLang: "fr", topic: "climat", from: FROM },
  { eventLang: "es", countryCode: "ES", from: FROM },
  { eventLang: "en", loc: LYON, from: FROM },
  { eventLang: "en", visio: "true", from: FROM },
];

test("every linked filter and combination reads an index in listing order: no full scan of events, no sort of the matches", async () => {
  for (const params of LINKED) {
    const { page, count } = await plans(params);
    const name = JSON.stringify(params);
    expect(fullScan(page), name).toEqual([]);
    expect(fullScan(count), name).toEqual([]);
    expect(sorts(page), name).toEqual([]);
    expect(sorts(count), name).toEqual([]);
  }
});

test("upcoming events seek the partial public index (online and step-free ones their own) past `from`, and the capped count reads the index alone, events under way last", async () => {
  for (const [params, index] of [
    [{ from: FROM, status: "active" }, "events_public"],
    [{ from: FROM, visio: "true" }, "events_online"],
    [{ from: FROM, visio: "true", status: "active", to: TO }, "events_online"],
    [{ from: FROM, visio: "false", makesense: "true" }, "events_public"],
    [{ from: FROM, stepFree: "true" }, "events_step_free"],
    [{ from: FROM, stepFree: "true", status: "active", to: TO }, "events_step_free"],
  ] as const) {
    const { page, count } = await plans(params);
    expect(page[0], JSON.stringify(params)).toBe(`SEARCH e USING COVERING INDEX ${index} (start_date>?${"to" in params ? " AND start_date<?" : ""})`);
    expect(page).toContain("SEARCH events USING INDEX events_by_span");
    const starting = count.indexOf(`SEARCH e USING COVERING INDEX ${index} (start_date>?${"to" in params ? " AND start_date<?" : ""})`);
    const underway = count.lastIndexOf(`SEARCH e USING COVERING INDEX ${index} (start_date>? AND start_date<?)`);
    expect(starting, JSON.stringify(params)).toBeGreaterThan(-1);
    expect(underway, JSON.stringify(params)).toBeGreaterThan(starting);
  }
});

test("a taxonomy, city, hotspot or country filter drives the query through its own index, in listing order, and counts on the index alone", async () => {
  const expected: [Record<string, string>, string][] = [
    [{ topic: "climat", from: FROM }, "SEARCH e USING COVERING INDEX events_by_topic (topic_id=? AND start_date>?)"],
    [{ type: "atelier", from: FROM, to: TO }, "SEARCH e USING COVERING INDEX events_by_type (type_id=? AND start_date>? AND start_date<?)"],
    [{ pillar: "agir" }, "SEARCH e USING COVERING INDEX events_by_pillar (pillar_id=?)"],
    [{ hotspot: "la-base", from: FROM }, "SEARCH e USING COVERING INDEX events_by_hotspot (hotspot_id=? AND start_date>?)"],
    [{ city: "lyon", from: FROM }, "SEARCH e USING COVERING INDEX events_by_city (city_slug=? AND start_date>?)"],
    [
      { city: "lyon", topic: "climat", status: "active", from: FROM },
      "SEARCH e USING COVERING INDEX events_by_city_topic (city_slug=? AND topic_id=? AND start_date>?)",
    ],
    [{ countryCode: "ES", from: FROM }, "SEARCH e USING COVERING INDEX events_by_country (country_code=? AND start_date>?)"],
    [{ topic: "climat", type: "fresque", from: FROM }, "SEARCH e USING COVERING INDEX events_by_topic_type (topic_id=? AND type_id=? AND start_date>?)"],
    [{ momentum: "mai-a-velo", from: FROM }, "SEARCH m USING COVERING INDEX event_momentums_listing (momentum_id=? AND start_date>?)"],
    [{ momentum: "mai-a-velo" }, "SEARCH m USING COVERING INDEX event_momentums_listing (momentum_id=?)"],
  ];
  for (const [params, plan] of expected) {
    const { page, count } = await plans(params);
    expect(page[0], JSON.stringify(params)).toBe(plan);
    expect(count, JSON.stringify(params)).toContain(plan);
    // No event row is read for the count: its index (or the momentum's links) answers alone.
    expect(
      count.filter((d) => d.includes("sqlite_autoindex_events_1")),
      JSON.stringify(params),
    ).toEqual([]);
  }
});

test("the event's language leads through its own index when nothing narrower is set, and gives way to a taxonomy, a country or a place", async () => {
  const alone = await plans({ eventLang: "en", from: FROM, status: "active" });
  expect(alone.page[0]).toBe("SEARCH e USING COVERING INDEX events_by_lang (lang=? AND start_date>?)");
  expect(alone.count).toContain("SEARCH e USING COVERING INDEX events_by_lang (lang=? AND start_date>?)");
  expect(alone.count.filter((d) => d.includes("sqlite_autoindex_events_1"))).toEqual([]);
  const topic = await plans({ eventLang: "fr", topic: "climat", from: FROM });
  expect(topic.page[0]).toBe("SEARCH e USING INDEX events_by_topic (topic_id=? AND start_date>?)");
  const country = await plans({ eventLang: "es", countryCode: "ES", from: FROM });
  expect(country.page[0]).toBe("SEARCH e USING INDEX events_by_country (country_code=? AND start_date>?)");
  const online = await plans({ eventLang: "en", visio: "true", from: FROM });
  expect(online.page[0]).toBe("SEARCH e USING INDEX events_online (start_date>?)");
});

test("a country, which may hold most events, gives way to a narrower filter", async () => {
  const { page } = await plans({ countryCode: "FR", visio: "false", type: "fresque", from: FROM });
  expect(page[0]).toBe("SEARCH e USING INDEX events_by_type (type_id=? AND start_date>?)");
});

test("several countries, or the geo cells of a radius, are read each through its index and merged by start date", async () => {
  const americas = await plans({ countryCode: "AR,BR,CA", from: FROM });
  expect(americas.page[0]).toBe("MERGE (UNION ALL)");
  expect(americas.page.filter((d) => d === "SEARCH e USING COVERING INDEX events_by_country (country_code=? AND start_date>?)")).toHaveLength(3);
  const near = await plans({ loc: PARIS, from: FROM });
  expect(near.page[0]).toBe("MERGE (UNION ALL)");
  const cells = near.page.filter((d) => d === "SEARCH e USING COVERING INDEX events_by_geo_cell (<expr>=? AND start_date>?)");
  expect(cells.length).toBeGreaterThan(5);
  expect(near.page.filter((d) => d.includes("events_by_latitude"))).toEqual([]);
  // A topic is checked on the cells' index entries; a city, narrower than a radius, leads with its own index.
  const topic = await plans({ loc: LYON, topic: "climat", from: FROM });
  expect(topic.page.filter((d) => d.includes("events_by_topic"))).toEqual([]);
  expect(topic.page).toContain("SEARCH e USING COVERING INDEX events_by_geo_cell (<expr>=? AND start_date>?)");
  const city = await plans({ loc: LYON, city: "lyon", from: FROM });
  expect(city.page[0]).toBe("SEARCH e USING INDEX events_by_city (city_slug=? AND start_date>?)");
});

test("the count of several countries, or of a radius's cells, reads their index in one statement a set, without merging", async () => {
  // A radius's cells come in two sets, those wholly within it (read without the distance test) and the others.
  const cases = [
    [{ countryCode: "AR,BR,CA", from: FROM }, "events_by_country (country_code=?", 1],
    [{ loc: PARIS, from: FROM }, "events_by_geo_cell (<expr>=?", 2],
    [{ loc: LYON, topic: "climat", from: FROM }, "events_by_geo_cell (<expr>=?", 2],
  ] as const;
  for (const [params, index, sets] of cases) {
    const { count } = await plans(params);
    const reads = count.filter((d) => d.startsWith("SEARCH e "));
    // Reads of events starting after `from`, then of those under way at `from`.
    expect(reads, JSON.stringify(params)).toEqual([
      ...Array<string>(sets).fill(`SEARCH e USING COVERING INDEX ${index} AND start_date>?)`),
      ...Array<string>(sets).fill(`SEARCH e USING COVERING INDEX ${index} AND start_date>? AND start_date<?)`),
    ]);
    expect(count, JSON.stringify(params)).not.toContain("MERGE (UNION ALL)");
  }
});

test("a text search reads the FTS index in rowid order, which is start-date order, and needs no sort", async () => {
  for (const params of [{ search: "fresque" }, { search: "fresque", from: FROM }, { search: "atelier", city: "paris", to: TO }]) {
    const { page, count } = await plans(params);
    expect(page[0], JSON.stringify(params)).toMatch(/^SCAN f VIRTUAL TABLE INDEX \d+:M/);
    expect(page).toContain("SEARCH e USING INDEX events_by_search_key (search_key=?)");
    expect(count, JSON.stringify(params)).toContainEqual(expect.stringMatching(/^SCAN f VIRTUAL TABLE INDEX \d+:M/));
  }
});

test("a text search's words are looked up in the vocabulary, and its count reads the index alone but for events under way at `from`", async () => {
  const eventReads = (details: string[]) => details.filter((d) => /^SEARCH e\b/.test(d));
  const words = "SEARCH event_search_terms USING PRIMARY KEY (term>? AND term<?)";
  const all = await plans({ search: "fresque climat" });
  expect(all.page.filter((d) => d === words)).toHaveLength(2);
  expect(eventReads(all.count)).toEqual([]);
  const upcoming = await plans({ search: "fresque", from: FROM, to: TO });
  expect(eventReads(upcoming.count)).toEqual(["SEARCH e USING INDEX events_by_search_key (search_key=?)"]);
  // The listing's own query (active events): cancelled ones are told apart in their small index.
  const active = await plans({ search: "fresque", status: "active", from: FROM });
  expect(eventReads(active.count)).toEqual(["SEARCH e USING INDEX events_by_search_key (search_key=?)"]);
  expect(active.count.filter((d) => /^SEARCH c\b/.test(d))).toEqual([
    "SEARCH c USING COVERING INDEX events_cancelled_by_search_key (search_key=?)",
    "SEARCH c USING COVERING INDEX events_cancelled_by_search_key (search_key=?)",
  ]);
  // Another filter is checked on each match's event.
  const inParis = await plans({ search: "atelier", city: "paris", from: FROM });
  expect(eventReads(inParis.count)).toEqual(Array(2).fill("SEARCH e USING INDEX events_by_search_key (search_key=?)"));
});

test("one organizer's events are read through their links to that member, each event by its key; only their own few matches are sorted", async () => {
  for (const params of [
    { organizer: "u1", from: FROM },
    { organizer: "u1", topic: "climat", visio: "true", from: FROM, to: TO },
  ]) {
    const { page, count } = await plans(params);
    expect(page.slice(0, 2), JSON.stringify(params)).toEqual([
      "SEARCH o USING INDEX event_organizers_by_user (user_id=?)",
      "SEARCH e USING INDEX sqlite_autoindex_events_1 (id=?)",
    ]);
    expect(fullScan(page)).toEqual([]);
    expect(page).toContain("USE TEMP B-TREE FOR ORDER BY");
    expect(count, JSON.stringify(params)).toContain("SEARCH o USING INDEX event_organizers_by_user (user_id=?)");
    expect(fullScan(count)).toEqual([]);
  }
  // With a text search, the search leads and the organizer is checked on its matches.
  const { page } = await plans({ organizer: "u1", search: "fresque", from: FROM });
  expect(page[0]).toBe("SCAN f VIRTUAL TABLE INDEX 64:M2>");
  expect(page).toContain("SEARCH o USING COVERING INDEX sqlite_autoindex_event_organizers_1 (event_id=? AND user_id=?)");
});
