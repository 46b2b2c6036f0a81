import * as v from "valibot";
import { EventRowSchema, SEARCH_DISTANCE_KM, type EventListQuery, type EventRow } from "./events.schema";
import { publicEventTerms, visibleEventTerms } from "./event-visibility.db.server";

function taxonomyJson(alias: string) {
  return `json(CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_object('_id', ${alias}.id, 'type', ${alias}.type, 'slug', ${alias}.slug, 'name', json(${alias}.name)) END)`;
}

/** The columns every event read selects: the event, its texts per language, organizers and taxonomies. */
export const EVENT_COLUMNS = `
  e.id, e.slug, e.lang, e.status, e.private, e.visio, e.makesense, e.register_external, e.external_url,
  e.max_attendees, e.attendees_count, e.feedbacks_count, e.start_date, e.end_date, e.timezone, e.color,
  e.cover_display_url, e.cover_alt_text,
  (SELECT json_group_object(t.lang, json_object(
      'title', t.title, 'description', t.description, 'descriptionText', t.description_text,
      'cover', t.cover_url, 'address', json(t.address)))
   FROM event_translations t WHERE t.event_id = e.id) AS translations,
  (SELECT json_group_array(json_object(
      '_id', u.id, 'displayname', u.display_name, 'firstName', u.first_name, 'lastName', u.last_name))
   FROM event_organizers o JOIN users u ON u.id = o.user_id WHERE o.event_id = e.id) AS organizers,
  json_array(${taxonomyJson("ty")}, ${taxonomyJson("tp")}, ${taxonomyJson("pi")}) AS taxonomies`;

/** Joins the type, topic and pillar of `e` as ty, tp and pi. */
export const EVENT_JOINS = `
  LEFT JOIN taxonomies ty ON ty.id = e.type_id
  LEFT JOIN taxonomies tp ON tp.id = e.topic_id
  LEFT JOIN taxonomies pi ON pi.id = e.pillar_id`;

/** The terms every public list query carries: they are the WHERE of the partial index events_public. */
const PUBLIC = publicEventTerms();

/**
 * `start_date` lower bound implied by "ends at or after ?": the bound minus the longest event
 * (events_by_span answers the max from the index) and one second of rounding slack.
 */
const STARTS_AFTER_SPAN = `strftime('%Y-%m-%dT%H:%M:%fZ', julianday(?)
  - (SELECT max(julianday(coalesce(end_date, start_date)) - julianday(start_date)) FROM events) - 1.0 / 86400)`;

/** Kilometres per degree of latitude (mean Earth radius 6371.0088 km). */
const KM_PER_DEGREE = 111.195;

export type Statement = { sql: string; params: unknown[] };

/** An FTS5 query for a visitor's text: every word a quoted prefix, all required, no FTS syntax let through. */
function ftsQuery(search: string): string | null {
  const words = search.match(/[\p{L}\p{N}\p{M}]+/gu)?.slice(0, 10) ?? [];
  return words.length > 0 ? words.map((word) => `"${word}"*`).join(" ") : null;
}

/**
 * Within SEARCH_DISTANCE_KM of a point: a box on the indexed (lat, lng) columns, then the equirectangular
 * distance, with the cosine computed here (no trigonometry in SQL). Boxes across the antimeridian are cut.
 */
function nearTerms({ lat, lng }: { lat: number; lng: number }): Statement {
  const radius = SEARCH_DISTANCE_KM / KM_PER_DEGREE;
  const cos = Math.cos((lat * Math.PI) / 180);
  const lngRadius = cos > radius / 180 ? radius / cos : 180;
  return {
    sql: "e.lat BETWEEN ? AND ? AND e.lng BETWEEN ? AND ? AND (e.lat - ?) * (e.lat - ?) + (e.lng - ?) * (e.lng - ?) * ? <= ?",
    params: [lat - radius, lat + radius, lng - lngRadius, lng + lngRadius, lat, lat, lng, lng, cos * cos, radius * radius],
  };
}

/**
 * A country can hold most events (France has three quarters of them), but SQLite has no statistics here and
 * ranks events_by_country like any other index. With a narrower filter present, the country is written
 * `+e.country_code`, which keeps the planner from choosing that index.
 */
function countryColumn(query: EventListQuery) {
  const narrower = query.topic || query.type || query.pillar || query.hotspot || query.momentum || query.city || query.loc || query.search;
  return narrower ? "+e.country_code" : "e.country_code";
}

function whereTerms(query: EventListQuery): Statement {
  const terms: string[] = [PUBLIC];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    terms.push(sql);
    params.push(...values);
  };
  if (query.status) add("e.status = ?", query.status);
  if (query.from) add(`coalesce(e.end_date, e.start_date) >= ? AND e.start_date >= ${STARTS_AFTER_SPAN}`, query.from, query.from);
  if (query.to) add("e.start_date <= ?", query.to);
  for (const kind of ["topic", "type", "pillar"] as const) {
    const slug = query[kind];
    if (slug) add(`e.${kind}_id = (SELECT id FROM taxonomies WHERE type = '${kind}' AND slug = ?)`, slug);
  }
  if (query.momentum) {
    add(
      `e.id IN (SELECT m.event_id FROM event_momentums m
        WHERE m.momentum_id = (SELECT id FROM taxonomies WHERE type = 'momentum' AND slug = ?))`,
      query.momentum,
    );
  }
  if (query.hotspot) add("e.hotspot_id = (SELECT id FROM hotspots WHERE slug = ?)", query.hotspot);
  if (query.city) add("e.city_slug = ?", query.city);
  if (query.countryCode) add(`${countryColumn(query)} IN (${query.countryCode.map(() => "?").join(", ")})`, ...query.countryCode);
  if (query.visio !== undefined) add("e.visio = ?", Number(query.visio));
  if (query.makesense !== undefined) add("e.makesense = ?", Number(query.makesense));
  if (query.loc) {
    const near = nearTerms(query.loc);
    add(near.sql, ...near.params);
  }
  if (query.search !== undefined) {
    const match = ftsQuery(query.search);
    if (match) add("e.id IN (SELECT f.event_id FROM events_fts f WHERE events_fts MATCH ?)", match);
    else add("0");
  }
  return { sql: terms.join(" AND "), params };
}

/** The two statements of a public listing: the ids of one page, in listing order, and the total. */
export function eventListStatements(query: EventListQuery): { page: Statement; count: Statement } {
  const where = whereTerms(query);
  return {
    page: {
      sql: `SELECT e.id, e.start_date FROM events e WHERE ${where.sql} ORDER BY e.start_date, e.id LIMIT ? OFFSET ?`,
      params: [...where.params, query.limit, query.page * query.limit],
    },
    count: { sql: `SELECT count(*) AS total FROM events e WHERE ${where.sql}`, params: where.params },
  };
}

function parseRows(rows: unknown[]): EventRow[] {
  return rows.map((row) => v.parse(EventRowSchema, row));
}

/** One page of public events and the total, in one batch; texts are built for the page's rows only. */
export async function listEventRows(db: D1Database, query: EventListQuery) {
  const { page, count } = eventListStatements(query);
  const [rows, total] = await db.batch([
    db
      .prepare(`WITH page AS (${page.sql}) SELECT ${EVENT_COLUMNS} FROM page p JOIN events e ON e.id = p.id ${EVENT_JOINS} ORDER BY p.start_date, p.id`)
      .bind(...page.params),
    db.prepare(count.sql).bind(...count.params),
  ]);
  const totalRow = v.parse(v.object({ total: v.number() }), total?.results[0]);
  return { rows: parseRows(rows?.results ?? []), total: totalRow.total };
}

/** The event `slug` whatever its visibility: for the server's own work (emails, organizer writes), never a visitor's read. */
export async function findEventRowBySlug(db: D1Database, slug: string): Promise<EventRow | null> {
  const row = await db.prepare(`SELECT ${EVENT_COLUMNS} FROM events e ${EVENT_JOINS} WHERE e.slug = ?`).bind(slug).first();
  return row ? v.parse(EventRowSchema, row) : null;
}

/** The event `slug` when user `viewerId` (null: anonymous) may see it (event-visibility.db.server.ts), else null. */
export async function findVisibleEventRowBySlug(db: D1Database, slug: string, viewerId: string | null): Promise<EventRow | null> {
  const row = await db
    .prepare(`SELECT ${EVENT_COLUMNS} FROM events e ${EVENT_JOINS} WHERE e.slug = ?1 AND ${visibleEventTerms("e", "?2")}`)
    .bind(slug, viewerId)
    .first();
  return row ? v.parse(EventRowSchema, row) : null;
}

/** Up to `limit` upcoming public active events (?2 is now) that share `column` with event ?1, ranked `rank`. */
function relatedPicks(column: "topic_id" | "type_id" | "city_slug", rank: number) {
  return `SELECT id, start_date, ${rank} AS rank FROM (
    SELECT e.id, e.start_date FROM events e
    WHERE ${PUBLIC} AND e.status = 'active' AND e.start_date >= ?2 AND e.id != ?1
      AND e.${column} = (SELECT ${column} FROM events WHERE id = ?1)
    ORDER BY e.start_date, e.id LIMIT ?3)`;
}

/**
 * Public events related to event `id`: those sharing its topic first, then its type, then its city, each
 * group by start date; null when there is no such event or user `viewerId` (null: anonymous) may not see it.
 */
export async function listRelatedEventRows(db: D1Database, id: string, viewerId: string | null, now: string, limit: number): Promise<EventRow[] | null> {
  const [source, related] = await db.batch([
    db.prepare(`SELECT e.id FROM events e WHERE e.id = ?1 AND ${visibleEventTerms("e", "?2")}`).bind(id, viewerId),
    db
      .prepare(
        `WITH picks AS (${relatedPicks("topic_id", 0)} UNION ALL ${relatedPicks("type_id", 1)} UNION ALL ${relatedPicks("city_slug", 2)}),
        page AS (SELECT id, min(rank) AS rank, start_date FROM picks GROUP BY id ORDER BY rank, start_date, id LIMIT ?3)
        SELECT ${EVENT_COLUMNS} FROM page p JOIN events e ON e.id = p.id ${EVENT_JOINS} ORDER BY p.rank, p.start_date, p.id`,
      )
      .bind(id, now, limit),
  ]);
  if (!source?.results.length) return null;
  return parseRows(related?.results ?? []);
}
