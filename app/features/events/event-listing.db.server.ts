import * as v from "valibot";
import { searchTerms } from "~/lib/search-terms";
import { EVENT_COLUMNS, EVENT_JOINS, parseEventRows, type Statement } from "./events.db.server";
import { publicEventTerms } from "./event-visibility.db.server";
import { SEARCH_DISTANCE_KM, type ListingQuery } from "./events.schema";
import { eventTextMatch } from "./event-text-match.db.server";
import { geoCells, nearBox } from "./geo-cells";
import type { ListingFilterKey } from "./listing-filter-rules";
import { lead, LISTING_FILTERS, type TermContext } from "./listing-filters";

/**
 * A listing counts its matches up to this many and then says "more than" (docs/decisions/015); its pages reach
 * that far and no further, so no listing reads more than this many rows plus one page.
 */
export const LISTING_TOTAL_CAP = 1000;

/** The terms every public list query carries: they are the WHERE of the partial indexes events_public and events_by_geo_cell. */
const PUBLIC = publicEventTerms();

/** The geo cell of `e`, written as in the index events_by_geo_cell (migrations/0017_bounded_listing.sql). */
const GEO_CELL = "CAST((e.lat + 90) * 4 AS INTEGER) * 10000 + CAST((e.lng + 180) * 4 AS INTEGER)";

/** Milliseconds since 1970 of the date expression `date`, as the search keys of events_fts count them. */
export const epochMs = (date: string) => `(CAST(strftime('%s', ${date}) AS INTEGER) * 1000 + CAST(round(strftime('%f', ${date}) * 1000) AS INTEGER) % 1000)`;
/** Rowids of events_fts per millisecond of start date: 16384 slots of 4 languages (migrations/0017). */
export const FTS_ROWIDS_PER_MS = 65536;

/** Numbered placeholders (`?1`, `?2`…), so that a term repeated in several arms binds its value once (D1 takes 100 values at most). */
export function placeholders() {
  const params: unknown[] = [];
  return {
    params,
    bind: (value: unknown) => {
      params.push(value);
      return `?${params.length}`;
    },
  };
}
type Bind = (value: unknown) => string;

/** Whether a filter narrower than a country or a radius is set: then that filter's index leads (docs/query-plans.md). */
function hasNarrowerFilter(query: ListingQuery) {
  return Object.entries(LISTING_FILTERS).some(([key, filter]) => filter.narrows === true && query[key as ListingFilterKey] !== undefined);
}

/** Whether no narrower filter, country or place is set, so that one filter's own index may lead a plain listing. */
const aloneLeads = (query: ListingQuery, driver: Driver) => driver.kind === "plain" && !hasNarrowerFilter(query) && !query.countryCode && !query.loc;

/**
 * The index a plain listing names (INDEXED BY), when a filter with one of its own leads alone (the first in
 * listing-filters.ts's order): one public event in seven is online, so events_public would read seven entries per
 * match; without statistics the planner rates the partial indexes alike.
 */
function namedIndex(query: ListingQuery, driver: Driver): string {
  if (!aloneLeads(query, driver)) return "";
  for (const [key, filter] of Object.entries(LISTING_FILTERS)) {
    const value: unknown = query[key as ListingFilterKey];
    if (value === undefined || !("namedIndex" in filter)) continue;
    const index = (filter.namedIndex as (parsed: unknown) => string | undefined)(value);
    if (index) return ` INDEXED BY ${index}`;
  }
  return "";
}

/**
 * How the matches are read in listing order, stopping after the page: through the text index (search), a
 * momentum's links, one arm per geo cell or country merged by start date, or one index the planner picks.
 */
type Driver =
  | { kind: "search"; words: string[] }
  | { kind: "momentum" }
  /** One member's events, through their links (event_organizers_by_user): a few, sorted by start date. */
  | { kind: "organizer" }
  /**
   * One arm per value of `key` (a geo cell or a country), its placeholders in `values`; `within` are geo cells
   * wholly within the radius, whose events need no distance test.
   */
  | { kind: "arms"; of: "cells" | "countries"; key: string; values: string[]; within: string[] }
  | { kind: "plain" };

function driverOf(query: ListingQuery, bind: Bind): Driver {
  if (query.search !== undefined) {
    const words = searchTerms(query.search);
    if (words.length > 0) return { kind: "search", words };
  }
  if (query.organizer) return { kind: "organizer" };
  if (query.momentum) return { kind: "momentum" };
  // A place leads unless a city, hotspot or momentum, narrower places or sets, is set: events_by_geo_cell holds
  // the topic, type and pillar, so those are checked on its entries.
  if (query.loc && !query.city && !query.hotspot) {
    const cells = geoCells(query.loc, SEARCH_DISTANCE_KM, MERGED_ARMS_MAX);
    if (cells)
      return { kind: "arms", of: "cells", key: GEO_CELL, values: cells.edge.map((cell) => bind(cell)), within: cells.within.map((cell) => bind(cell)) };
  }
  const countries = query.countryCode?.length ?? 0;
  if (query.countryCode && countries > 1 && countries <= MERGED_ARMS_MAX && !query.loc && !hasNarrowerFilter(query)) {
    return { kind: "arms", of: "countries", key: "e.country_code", values: query.countryCode.map((code) => bind(code)), within: [] };
  }
  return { kind: "plain" };
}

/** The `start_date` lower bound implied by "ends at or after `from`": `from` minus the longest event (events_by_span) and a second. */
export const startsAfterSpan = (from: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', julianday(${from})
  - (SELECT max(julianday(coalesce(end_date, start_date)) - julianday(start_date)) FROM events) - 1.0 / 86400)`;

/**
 * Which matches of a listing with `from` a statement reads: all of them (the page, in listing order), those that
 * start at or after `from`, or those under way at `from` (started within the longest event's span before it and
 * not over). A count reads the second part, then the third: when the events starting after `from` alone reach the
 * cap, the span before it, where every event that ended is read and dropped, is never read.
 */
type Part = "all" | "starting" | "underway";

/** The terms on `e` of every filter but the driver's own (the driver reads its filter through its index). */
function whereTerms(query: ListingQuery, driver: Driver, bind: Bind, part: Part = "all"): string[] {
  return [...termsBesidesPlace(query, driver, bind, part), ...placeTerms(query, driver, bind)];
}

/** The terms of whereTerms but the radius's. */
function termsBesidesPlace(query: ListingQuery, driver: Driver, bind: Bind, part: Part): string[] {
  const terms = [PUBLIC];
  if (query.status) terms.push(`e.status = ${bind(query.status)}`);
  if (query.from) {
    const from = bind(query.from);
    if (part === "starting") terms.push(`e.start_date >= ${from}`);
    else terms.push(`coalesce(e.end_date, e.start_date) >= ${from} AND e.start_date >= ${startsAfterSpan(from)}`);
    if (part === "underway") terms.push(`e.start_date < ${from}`);
  }
  if (query.to) terms.push(`e.start_date <= ${bind(query.to)}`);
  const context = { bind, alone: aloneLeads(query, driver), arms: driver.kind === "arms" };
  for (const [key, filter] of Object.entries(LISTING_FILTERS)) {
    const value: unknown = query[key as ListingFilterKey];
    if (value !== undefined && "term" in filter) terms.push((filter.term as (parsed: unknown, context: TermContext) => string)(value, context));
  }
  if (query.momentum && driver.kind !== "momentum") {
    terms.push(`EXISTS (SELECT 1 FROM event_momentums m WHERE m.event_id = e.id
      AND m.momentum_id = (SELECT id FROM taxonomies WHERE type = 'momentum' AND slug = ${bind(query.momentum)}))`);
  }
  if (query.organizer && driver.kind !== "organizer") {
    terms.push(`EXISTS (SELECT 1 FROM event_organizers o WHERE o.event_id = e.id AND o.user_id = ${bind(query.organizer)})`);
  }
  if (query.countryCode && !(driver.kind === "arms" && driver.of === "countries")) {
    const leads = driver.kind === "plain" && !hasNarrowerFilter(query);
    terms.push(`${lead("e.country_code", leads)} IN (${query.countryCode.map((code) => bind(code)).join(", ")})`);
  }
  if (query.search !== undefined && driver.kind !== "search") terms.push("0");
  return terms;
}

/** Within the radius of `loc`: the box (the cells' or, when another filter leads, a residual test), then the distance. */
function placeTerms(query: ListingQuery, driver: Driver, bind: Bind): string[] {
  if (!query.loc) return [];
  const box = nearBox(query.loc, SEARCH_DISTANCE_KM);
  const [lat, lng] = [bind(query.loc.lat), bind(query.loc.lng)];
  // With no filter to lead and no cells (a radius near a pole), the latitude index reads the box.
  const latitude = lead("e.lat", driver.kind === "plain" && !hasNarrowerFilter(query));
  return [
    `${latitude} BETWEEN ${bind(box.minLat)} AND ${bind(box.maxLat)} AND e.lng BETWEEN ${bind(box.minLng)} AND ${bind(box.maxLng)}`,
    `(e.lat - ${lat}) * (e.lat - ${lat}) + (e.lng - ${lng}) * (e.lng - ${lng}) * ${bind(box.cosSquared)} <= ${bind(box.radiusSquared)}`,
  ];
}

/** D1 takes at most this many SELECTs in one compound SELECT: more arms are merged in nested groups. */
const COMPOUND_TERMS_MAX = 5;
/** At most this many arms (geo cells or countries) are merged; past it the planner's single index reads the matches. */
export const MERGED_ARMS_MAX = COMPOUND_TERMS_MAX * COMPOUND_TERMS_MAX;

/** `(id, start_date)` SELECTs merged by start date: groups of at most 5 arms, each group cut at `first` rows. */
function mergedArms(arms: string[], first: string): string {
  if (arms.length <= COMPOUND_TERMS_MAX) return arms.join(" UNION ALL ");
  const groups: string[] = [];
  for (let start = 0; start < arms.length; start += COMPOUND_TERMS_MAX) {
    const group = arms.slice(start, start + COMPOUND_TERMS_MAX).join(" UNION ALL ");
    groups.push(`SELECT id, start_date FROM (${group} ORDER BY 2, 1 LIMIT ${first})`);
  }
  return groups.join(" UNION ALL ");
}

/** The bounds of a `part` on a start-date column (or expression) `start`, `span` and `from` being SQL values. */
function startBounds(part: Part, start: string, span: string, from: string): string[] {
  if (part === "starting") return [`${start} >= ${from}`];
  return part === "underway" ? [`${start} >= ${span}`, `${start} < ${from}`] : [`${start} >= ${span}`];
}

/**
 * The matching events as `(id, start_date)` rows (`id` the event's number, events.no): with `window` (placeholders of limit and offset), one page
 * in listing order; without, any of them, for a count (`part` of them when `from` is set).
 */
function matchesSql(query: ListingQuery, driver: Driver, bind: Bind, window: { limit: string; offset: string } | null, part: Part = "all"): string {
  // Bound only where used: a statement must use every value it binds.
  const where = () => whereTerms(query, driver, bind, part).join(" AND ");
  const page = (order: string) => (window ? ` ORDER BY ${order} LIMIT ${window.limit} OFFSET ${window.offset}` : "");
  switch (driver.kind) {
    case "search": {
      // events_fts holds listed events' texts, its rowids following start dates (migrations/0017, 0020): FTS5
      // returns the matches in that order from the first key of `from` up to the last of `to`.
      const bounds = [`events_fts MATCH ${eventTextMatch(driver.words, bind)}`];
      const from = query.from ? bind(query.from) : null;
      if (from)
        bounds.push(...startBounds(part, "f.rowid", `${epochMs(startsAfterSpan(from))} * ${FTS_ROWIDS_PER_MS}`, `${epochMs(from)} * ${FTS_ROWIDS_PER_MS}`));
      if (query.to) bounds.push(`f.rowid < (${epochMs(bind(query.to))} + 1) * ${FTS_ROWIDS_PER_MS}`);
      if (!window && whereTerms({ ...query, from: undefined, to: undefined, status: undefined }, driver, () => "?").join(" AND ") === PUBLIC) {
        // A count with no other term reads the index alone, one event per key (`rowid / 4`): an event that
        // starts at or after `from` is listed and not over; those under way are looked up by key for their end.
        // Cancelled events are told apart in their own small index (INDEXED BY: the planner would take the unique
        // key index and read each event for its status).
        if (query.status) {
          const cancelled = `EXISTS (SELECT 1 FROM events c INDEXED BY events_cancelled_by_search_key
            WHERE c.search_key = f.rowid / 4 AND c.status = 'cancelled')`;
          bounds.push(query.status === "cancelled" ? cancelled : `NOT ${cancelled}`);
        }
        if (from && part !== "starting") {
          return `SELECT DISTINCT f.rowid / 4 AS id, NULL AS start_date FROM events_fts f CROSS JOIN events e ON e.search_key = f.rowid / 4
            WHERE ${bounds.join(" AND ")} AND coalesce(e.end_date, e.start_date) >= ${from}`;
        }
        return `SELECT DISTINCT f.rowid / 4 AS id, NULL AS start_date FROM events_fts f WHERE ${bounds.join(" AND ")}`;
      }
      // DISTINCT drops an event's other languages.
      return `SELECT DISTINCT e.no AS id, e.start_date FROM events_fts f CROSS JOIN events e ON e.search_key = f.rowid / 4
        WHERE ${bounds.join(" AND ")} AND ${where()}${page("f.rowid")}`;
    }
    case "momentum": {
      // Links of listed active events (migrations/0019, 0023); they carry the dates, so with no term but "public",
      // the active status and the dates, the links alone answer, without reading the events. Cancelled events
      // are read behind all the momentum's links.
      const active = query.status === "active";
      const bounds = [`m.momentum_id = (SELECT id FROM taxonomies WHERE type = 'momentum' AND slug = ${bind(query.momentum)})`];
      if (active) bounds.push("m.listed = 1");
      const from = query.from ? bind(query.from) : null;
      if (from) bounds.push(...startBounds(part, "m.start_date", startsAfterSpan(from), from));
      if (query.to) bounds.push(`m.start_date <= ${bind(query.to)}`);
      const order = page("m.start_date, m.event_id");
      if (active && whereTerms({ ...query, from: undefined, to: undefined, status: undefined }, driver, () => "?").join(" AND ") === PUBLIC) {
        if (from && part !== "starting") bounds.push(`coalesce(m.end_date, m.start_date) >= ${from}`);
        return `SELECT (SELECT no FROM events WHERE id = m.event_id) AS id, m.start_date FROM event_momentums m WHERE ${bounds.join(" AND ")}${order}`;
      }
      return `SELECT e.no AS id, e.start_date FROM event_momentums m CROSS JOIN events e ON e.id = m.event_id
        WHERE ${bounds.join(" AND ")} AND ${where()}${order}`;
    }
    case "organizer":
      // One member's links, each event read for the other terms; their few matches are sorted (no index holds
      // a member's events by date: docs/query-plans.md "How the listing is indexed").
      return `SELECT e.no AS id, e.start_date FROM event_organizers o CROSS JOIN events e ON e.id = o.event_id
        WHERE o.user_id = ${bind(query.organizer)} AND ${where()}${page("e.start_date, e.no")}`;
    case "arms": {
      // The cells wholly within the radius are read without its terms, the others (and countries) with all.
      const besides = termsBesidesPlace(query, driver, bind, part).join(" AND ");
      // Bound only for a set that is read (a statement must use every value it binds).
      const sets: { values: string[]; terms: string }[] = [];
      if (driver.within.length > 0) sets.push({ values: driver.within, terms: besides });
      if (driver.values.length > 0) sets.push({ values: driver.values, terms: [besides, ...placeTerms(query, driver, bind)].join(" AND ") });
      const select = (match: string, terms: string) => `SELECT e.no AS id, e.start_date FROM events e WHERE ${driver.key} ${match} AND ${terms}`;
      // A count needs no order: one statement reads the same index once per value (`IN`), in about half the
      // time merged arms take for the same rows (docs/query-plans.md "loc"); wholly inside cells first, so a
      // count that reaches the cap there tests no distance.
      if (!window) return sets.map((set) => select(`IN (${set.values.join(", ")})`, set.terms)).join(" UNION ALL ");
      // Each arm reads its own index in listing order and SQLite merges them (MERGE (UNION ALL)); a nested
      // group needs no more than the page's last row, so it stops there.
      const arms = sets.flatMap((set) => set.values.map((value) => select(`= ${value}`, set.terms)));
      return `${mergedArms(arms, `${window.limit} + ${window.offset}`)}${page("2, 1")}`;
    }
    case "plain":
      return `SELECT e.no AS id, e.start_date FROM events e${namedIndex(query, driver)} WHERE ${where()}${page("e.start_date, e.no")}`;
  }
}

/**
 * The two statements of a public listing: the ids of one page in listing order, and the total counted up to
 * LISTING_TOTAL_CAP + 1 (more means "more than the cap"). A page past the cap reads nothing.
 */
export function eventListStatements(query: ListingQuery): { page: Statement; count: Statement } {
  const offset = query.page * query.limit;
  const page = placeholders();
  const window = { limit: page.bind(offset < LISTING_TOTAL_CAP ? query.limit : 0), offset: page.bind(offset) };
  const pageSql = matchesSql(query, driverOf(query, page.bind), page.bind, window);
  const count = placeholders();
  const cap = count.bind(LISTING_TOTAL_CAP + 1);
  const driver = driverOf(query, count.bind);
  const parts: Part[] = query.from ? ["starting", "underway"] : ["all"];
  const matches = parts.map((part) => `SELECT * FROM (${matchesSql(query, driver, count.bind, null, part)})`).join(" UNION ALL ");
  const countSql = `SELECT count(*) AS total FROM (${matches} LIMIT ${cap})`;
  return { page: { sql: pageSql, params: page.params }, count: { sql: countSql, params: count.params } };
}

/**
 * One page of public events and the total in one batch; texts are built for the page's rows only. `total` is
 * exact up to LISTING_TOTAL_CAP; past it, `total` is the cap and `totalCapped` is true.
 */
export async function listEventRows(db: D1Database, query: ListingQuery) {
  const { page, count } = eventListStatements(query);
  const [rows, total] = await db.batch([
    db
      .prepare(`WITH page AS (${page.sql}) SELECT ${EVENT_COLUMNS} FROM page p JOIN events e ON e.no = p.id ${EVENT_JOINS} ORDER BY p.start_date, p.id`)
      .bind(...page.params),
    db.prepare(count.sql).bind(...count.params),
  ]);
  const counted = v.parse(v.object({ total: v.number() }), total?.results[0]).total;
  return { rows: parseEventRows(rows?.results ?? []), total: Math.min(counted, LISTING_TOTAL_CAP), totalCapped: counted > LISTING_TOTAL_CAP };
}
