import { findEventRowBySlug, findVisibleEventRowBySlug, listRelatedEventRows } from "./events.db.server";
import { listEventRows } from "./event-listing.db.server";
import { eventPublishedDates } from "./event-published.db.server";
import { toEventJson } from "./to-event-json";
import type { EventViewer } from "./event-visibility.db.server";
import type { ListingQuery } from "./events.schema";

/** How many related events an event page shows. */
export const RELATED_LIMIT = 4;

/**
 * One page of public events (GET /events, docs/product.md §7): `{data, total, count, totalCapped}`. `total` is
 * exact up to LISTING_TOTAL_CAP; past it, it is the cap and `totalCapped` is true (docs/decisions/015).
 */
export async function listEvents(db: D1Database, query: ListingQuery) {
  const { rows, total, totalCapped } = await listEventRows(db, query);
  const data = rows.map(toEventJson);
  return { data, total, count: data.length, totalCapped };
}

/**
 * The event `slug` (drafts left out) for the server's own work: emails, reminders, organizer writes. A
 * visitor's read goes through findVisibleEvent.
 */
export async function getEventBySlug(db: D1Database, slug: string) {
  const row = await findEventRowBySlug(db, slug);
  return row && row.status !== "draft" ? toEventJson(row) : null;
}

/** The event `slug` as `viewer` may see it (docs/product.md §6 "Who sees an event"), else null. */
export async function findVisibleEvent(db: D1Database, slug: string, viewer: EventViewer) {
  const row = await findVisibleEventRowBySlug(db, slug, viewer);
  return row ? toEventJson(row) : null;
}

/**
 * Upcoming public events like event `id` (same topic, else type, else city); null when there is no such
 * event or `viewer` may not see it.
 */
export async function listRelatedEvents(db: D1Database, id: string, viewer: EventViewer, now = new Date()) {
  const rows = await listRelatedEventRows(db, id, viewer, now.toISOString(), RELATED_LIMIT);
  if (!rows) return null;
  const data = rows.map(toEventJson);
  return { data, total: data.length, count: data.length };
}

/** When each of `events` was published (created), by id: a feed's `pubDate`s. */
export function listPublishedDates(db: D1Database, events: { _id: string }[]): Promise<Map<string, string>> {
  return eventPublishedDates(
    db,
    events.map((event) => event._id),
  );
}
