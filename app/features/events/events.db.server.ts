import * as v from "valibot";
import { EventRowSchema, type EventListQuery, type EventRow } from "./events.schema";

function taxonomyJson(alias: string) {
  return `json(CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_object('_id', ${alias}.id, 'type', ${alias}.type, 'slug', ${alias}.slug, 'name', json(${alias}.name)) END)`;
}

/** The columns every event read selects: the event, its texts per language, organizers and taxonomies. */
const EVENT_COLUMNS = `
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
const EVENT_JOINS = `
  LEFT JOIN taxonomies ty ON ty.id = e.type_id
  LEFT JOIN taxonomies tp ON tp.id = e.topic_id
  LEFT JOIN taxonomies pi ON pi.id = e.pillar_id`;

function parseRows(rows: unknown[]): EventRow[] {
  return rows.map((row) => v.parse(EventRowSchema, row));
}

export async function listEventRows(db: D1Database, query: EventListQuery) {
  const where: string[] = ["e.private = 0", "e.status != 'draft'"];
  const params: unknown[] = [];
  if (query.status) {
    where.push("e.status = ?");
    params.push(query.status);
  }
  if (query.from) {
    where.push("coalesce(e.end_date, e.start_date) >= ?");
    params.push(query.from);
  }
  if (query.to) {
    where.push("e.start_date <= ?");
    params.push(query.to);
  }
  for (const kind of ["topic", "type"] as const) {
    const slug = query[kind];
    if (!slug) continue;
    where.push(`e.${kind}_id = (SELECT id FROM taxonomies WHERE type = '${kind}' AND slug = ?)`);
    params.push(slug);
  }
  if (query.city) {
    where.push("e.city_slug = ?");
    params.push(query.city);
  }
  const whereSql = where.join(" AND ");
  const [rows, total] = await db.batch([
    db
      .prepare(`SELECT ${EVENT_COLUMNS} FROM events e ${EVENT_JOINS} WHERE ${whereSql} ORDER BY e.start_date, e.id LIMIT ? OFFSET ?`)
      .bind(...params, query.limit, query.page * query.limit),
    db.prepare(`SELECT count(*) AS total FROM events e WHERE ${whereSql}`).bind(...params),
  ]);
  const totalRow = v.parse(v.object({ total: v.number() }), total?.results[0]);
  return { rows: parseRows(rows?.results ?? []), total: totalRow.total };
}

export async function findEventRowBySlug(db: D1Database, slug: string): Promise<EventRow | null> {
  const row = await db.prepare(`SELECT ${EVENT_COLUMNS} FROM events e ${EVENT_JOINS} WHERE e.slug = ?`).bind(slug).first();
  return row ? v.parse(EventRowSchema, row) : null;
}
