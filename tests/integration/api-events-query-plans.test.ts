import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import * as v from "valibot";
import { eventListStatements, type Statement } from "~/features/events/events.db.server";
import { EventListQuerySchema } from "~/features/events/events.schema";
import { daysFromNow } from "../factories/dates";

// The plans depend on which filters are set, not on their values: any dates do.
const FROM = daysFromNow(0, 0);
const TO = daysFromNow(31).slice(0, 10);

async function plans(params: Record<string, string>) {
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
const fullScan = (details: string[]) => details.filter((d) => /^SCAN (e|events)\b/.test(d) && !/USING (COVERING )?INDEX/.test(d));
const sorts = (details: string[]) => details.filter((d) => d.includes("TEMP B-TREE"));

test("every filter combination is served by an index, never a full scan of events", async () => {
  const combinations: Record<string, string>[] = [
    {},
    { from: FROM },
    { status: "active", from: FROM, to: TO },
    { topic: "climat", from: FROM },
    { type: "atelier", pillar: "agir" },
    { momentum: "mai-a-velo", from: FROM },
    { hotspot: "la-base" },
    { city: "lyon", topic: "climat", status: "active", from: FROM },
    { countryCode: "FR", visio: "false", makesense: "true" },
    { loc: "4.8357,45.7640", from: FROM },
    { search: "fresque climat", from: FROM },
    { search: "atelier", city: "paris", visio: "false" },
  ];
  for (const params of combinations) {
    const { page, count } = await plans(params);
    expect(fullScan(page), JSON.stringify(params)).toEqual([]);
    expect(fullScan(count), JSON.stringify(params)).toEqual([]);
  }
});

test("upcoming events seek the partial public index past `from`, need no sort, and count from the index alone", async () => {
  const combinations: Record<string, string>[] = [
    { from: FROM, status: "active" },
    { from: FROM, visio: "true" },
    { from: FROM, visio: "false", makesense: "true" },
  ];
  for (const params of combinations) {
    const { page, count } = await plans(params);
    expect(page[0], JSON.stringify(params)).toBe("SEARCH e USING COVERING INDEX events_public (start_date>?)");
    expect(page).toContain("SEARCH events USING INDEX events_by_span");
    expect(sorts(page)).toEqual([]);
    expect(count[0], JSON.stringify(params)).toBe("SEARCH e USING COVERING INDEX events_public (start_date>?)");
  }
});

test("a taxonomy, city, hotspot or country filter drives the query through its own index, in listing order", async () => {
  const expected: [Record<string, string>, string][] = [
    [{ topic: "climat", from: FROM }, "SEARCH e USING INDEX events_by_topic (topic_id=? AND start_date>?)"],
    [{ type: "atelier", from: FROM, to: TO }, "SEARCH e USING INDEX events_by_type (type_id=? AND start_date>? AND start_date<?)"],
    [{ pillar: "agir" }, "SEARCH e USING INDEX events_by_pillar (pillar_id=?)"],
    [{ hotspot: "la-base", from: FROM }, "SEARCH e USING INDEX events_by_hotspot (hotspot_id=? AND start_date>?)"],
    [{ city: "lyon", from: FROM }, "SEARCH e USING INDEX events_by_city (city_slug=? AND start_date>?)"],
    [{ countryCode: "ES", from: FROM }, "SEARCH e USING INDEX events_by_country (country_code=? AND start_date>?)"],
  ];
  for (const [params, plan] of expected) {
    const { page } = await plans(params);
    expect(page[0], JSON.stringify(params)).toBe(plan);
    expect(sorts(page), JSON.stringify(params)).toEqual([]);
  }
});

test("a country, which may hold most events, gives way to a narrower filter", async () => {
  const { page } = await plans({ countryCode: "FR", visio: "false", type: "fresque", from: FROM });
  expect(page[0]).toBe("SEARCH e USING INDEX events_by_type (type_id=? AND start_date>?)");
});

test("the radius seeks the latitude index and the text search the FTS index", async () => {
  const near = await plans({ loc: "2.3522,48.8566" });
  expect(near.page[0]).toBe("SEARCH e USING INDEX events_by_latitude (lat>? AND lat<?)");
  const search = await plans({ search: "fresque" });
  expect(search.page.some((d) => /VIRTUAL TABLE INDEX \d+:M/.test(d))).toBe(true);
  expect(search.page).toContain("SEARCH e USING INDEX sqlite_autoindex_events_1 (id=?)");
});
