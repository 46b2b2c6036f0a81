import { toEventJson } from "~/features/events/event-json";
import { organizedEventInput } from "./organized-event-input";
import { findOrganizedEventRows, listOrganizedEventRows } from "./organized-events.db.server";
import type { OrganizedWhen } from "./organize-reads.schema";

/** GET /events/organized (docs/product.md §7): the events `userId` organizes, in one tab of the list. */
export async function listOrganizedEvents(db: D1Database, userId: string, when: OrganizedWhen, now = new Date()) {
  const rows = await listOrganizedEventRows(db, userId, when, now.toISOString());
  return { data: rows.map(toEventJson) };
}

/**
 * GET /events/organize/{slug}: the event, the body that rewrites it as it is, how the viewer stands towards
 * it and its organizers with their addresses (only organizers and admins get here). Null: no such event.
 */
export async function getOrganizedEvent(db: D1Database, slug: string, role: "owner" | "coorganizer" | "admin") {
  const rows = await findOrganizedEventRows(db, slug);
  if (!rows) return null;
  return {
    event: toEventJson(rows.event),
    input: organizedEventInput(rows.event, rows.written),
    version: rows.written.updated_at,
    role,
    organizers: rows.organizers.map((organizer) => ({ _id: organizer.id, displayname: organizer.display_name, email: organizer.email, role: organizer.role })),
  };
}
