import * as v from "valibot";
import { EventRowSchema, type EventRow } from "./events.schema";
import { publicEventTerms, visibleEventTerms, type EventViewer } from "./event-visibility.db.server";

function taxonomyJson(alias: string) {
  return `json(CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_object('_id', ${alias}.id, 'type', ${alias}.type, 'slug', ${alias}.slug, 'name', json(${alias}.name)) END)`;
}

/** The columns every event read selects: the event, its texts per language, organizers and taxonomies. */
export const EVENT_COLUMNS = `
  e.id, e.slug, e.lang, e.status, e.private, e.visio, e.makesense, e.register_external, e.external_url,
  e.max_attendees, e.attendees_count, e.feedbacks_count, e.start_date, e.end_date, e.timezone, e.color,
  e.cover_display_url, e.cover_alt_text, e.accessibility, e.accessibility_note, e.questions, e.requires_approval,
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

/** One SQL statement and its bound values. */
export type Statement = { sql: string; params: unknown[] };

/** Event rows as read by EVENT_COLUMNS, parsed. */
export function parseEventRows(rows: unknown[]): EventRow[] {
  return rows.map((row) => v.parse(EventRowSchema, row));
}

/** The event `slug` whatever its visibility: for the server's own work (emails, organizer writes), never a visitor's read. */
export async function findEventRowBySlug(db: D1Database, slug: string): Promise<EventRow | null> {
  const row = await db.prepare(`SELECT ${EVENT_COLUMNS} FROM events e ${EVENT_JOINS} WHERE e.slug = ?`).bind(slug).first();
  return row ? v.parse(EventRowSchema, row) : null;
}

/** The event `slug` when `viewer` may see it (event-visibility.db.server.ts): zero or one row. */
export function visibleEventStatement(db: D1Database, slug: string, viewer: EventViewer): D1PreparedStatement {
  return db
    .prepare(`SELECT ${EVENT_COLUMNS} FROM events e ${EVENT_JOINS} WHERE e.slug = ?1 AND ${visibleEventTerms("e", "?2", "?3")}`)
    .bind(slug, viewer.userId, viewer.linkKeys);
}

/** The event `slug` when `viewer` may see it, else null. */
export async function findVisibleEventRowBySlug(db: D1Database, slug: string, viewer: EventViewer): Promise<EventRow | null> {
  const row = await visibleEventStatement(db, slug, viewer).first();
  return row ? v.parse(EventRowSchema, row) : null;
}

/** Up to `limit` upcoming public active events (?2 is now) that share `column` with the event `source`, ranked `rank`. */
function relatedPicks(column: "topic_id" | "type_id" | "city_slug", rank: number) {
  return `SELECT id, start_date, ${rank} AS rank FROM (
    SELECT e.id, e.start_date FROM events e
    WHERE ${PUBLIC} AND e.status = 'active' AND e.start_date >= ?2 AND e.id != (SELECT id FROM source)
      AND e.${column} = (SELECT ${column} FROM source)
    ORDER BY e.start_date, e.id LIMIT ?3)`;
}

/**
 * Up to ?3 public events related to the event whose `key` is ?1 (?2 is now): its topic's first, then its
 * type's, then its city's.
 */
const relatedSql = (key: "id" | "slug") => `WITH source AS (SELECT id, topic_id, type_id, city_slug FROM events WHERE ${key} = ?1),
  picks AS (${relatedPicks("topic_id", 0)} UNION ALL ${relatedPicks("type_id", 1)} UNION ALL ${relatedPicks("city_slug", 2)}),
  page AS (SELECT id, min(rank) AS rank, start_date FROM picks GROUP BY id ORDER BY rank, start_date, id LIMIT ?3)
  SELECT ${EVENT_COLUMNS} FROM page p JOIN events e ON e.id = p.id ${EVENT_JOINS} ORDER BY p.rank, p.start_date, p.id`;
const RELATED_BY_ID = relatedSql("id");
const RELATED_BY_SLUG = relatedSql("slug");

/**
 * Public events related to event `id`: those sharing its topic first, then its type, then its city, each
 * group by start date; null when there is no such event or `viewer` may not see it.
 */
export async function listRelatedEventRows(db: D1Database, id: string, viewer: EventViewer, now: string, limit: number): Promise<EventRow[] | null> {
  const [source, related] = await db.batch([
    db.prepare(`SELECT e.id FROM events e WHERE e.id = ?1 AND ${visibleEventTerms("e", "?2", "?3")}`).bind(id, viewer.userId, viewer.linkKeys),
    db.prepare(RELATED_BY_ID).bind(id, now, limit),
  ]);
  if (!source?.results.length) return null;
  return parseEventRows(related?.results ?? []);
}

/**
 * The events related to event `slug`, unchecked: for a batch that reads the event with its visibility
 * (visibleEventStatement) and drops these when it is not visible.
 */
export function relatedEventsOfSlugStatement(db: D1Database, slug: string, now: string, limit: number): D1PreparedStatement {
  return db.prepare(RELATED_BY_SLUG).bind(slug, now, limit);
}

/** How many other dates of its series an event page lists. */
export const SERIES_DATES_SHOWN = 6;

/**
 * The other dates of event `slug`'s series still to come (docs/product.md §5 "Recurring events"), cancelled ones
 * included (the page says so), in order: their slug, start and status. A private series lists none: each of its
 * dates opens by a link of its own. Unchecked, like relatedEventsOfSlugStatement.
 */
export function seriesDatesOfSlugStatement(db: D1Database, slug: string, now: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT o.slug, o.start_date, o.status, o.series_id FROM events e JOIN events o ON o.series_id = e.series_id
       WHERE e.slug = ?1 AND e.series_id IS NOT NULL AND o.id != e.id AND o.start_date > ?2 AND o.private = 0 AND o.status != 'draft'
       ORDER BY o.start_date LIMIT ?3`,
    )
    .bind(slug, now, SERIES_DATES_SHOWN);
}

/** Most dates a series page lists: every date a series can have. */
const SERIES_PAGE_MAX = 52;

const SeriesPageRows = v.array(v.object({ slug: v.string(), start_date: v.string(), status: v.string() }));

/**
 * The public dates of series `id`, first to last (docs/product.md §5 "Recurring events"): their slug, start and
 * status. None for a private series or an unknown id.
 */
export async function findSeriesDates(db: D1Database, id: string): Promise<{ slug: string; startDate: string; cancelled: boolean }[]> {
  const { results } = await db
    .prepare(`SELECT slug, start_date, status FROM events WHERE series_id = ? AND ${publicEventTerms("events")} ORDER BY start_date LIMIT ?`)
    .bind(id, SERIES_PAGE_MAX)
    .all();
  return v.parse(SeriesPageRows, results).map((row) => ({ slug: row.slug, startDate: row.start_date, cancelled: row.status === "cancelled" }));
}
