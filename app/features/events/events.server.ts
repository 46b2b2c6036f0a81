import { findEventRowBySlug, listEventRows } from "./events.db.server";
import { toEventJson } from "./event-json";
import type { EventListQuery } from "./events.schema";

export async function listEvents(db: D1Database, query: EventListQuery) {
  const { rows, total } = await listEventRows(db, query);
  const data = rows.map(toEventJson);
  return { data, total, count: data.length };
}

export async function getEventBySlug(db: D1Database, slug: string) {
  const row = await findEventRowBySlug(db, slug);
  return row && row.status !== "draft" ? toEventJson(row) : null;
}
