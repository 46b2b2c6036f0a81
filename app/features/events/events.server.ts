import { findEventRowBySlug, listEventRows, listRelatedEventRows } from "./events.db.server";
import { toEventJson } from "./event-json";
import type { EventListQuery } from "./events.schema";

/** How many related events an event page shows. */
const RELATED_LIMIT = 4;

export async function listEvents(db: D1Database, query: EventListQuery) {
  const { rows, total } = await listEventRows(db, query);
  const data = rows.map(toEventJson);
  return { data, total, count: data.length };
}

export async function getEventBySlug(db: D1Database, slug: string) {
  const row = await findEventRowBySlug(db, slug);
  return row && row.status !== "draft" ? toEventJson(row) : null;
}

/** Upcoming public events like event `id` (same topic, else type, else city); null for an unknown event. */
export async function listRelatedEvents(db: D1Database, id: string, now = new Date()) {
  const rows = await listRelatedEventRows(db, id, now.toISOString(), RELATED_LIMIT);
  if (!rows) return null;
  const data = rows.map(toEventJson);
  return { data, total: data.length, count: data.length };
}
