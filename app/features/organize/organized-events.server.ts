import { listArchivedOrganized } from "~/features/events/event-archive.server";
import { toEventJson } from "~/features/events/to-event-json";
import { organizedEventInput } from "./organized-event-input";
import { findOrganizedEventRows, listOrganizedEventRows, ORGANIZED_LIMIT } from "./organized-events.db.server";
import type { OrganizedWhen } from "./organize-reads.schema";

/**
 * GET /events/organized (docs/product.md §7): the events `userId` organizes, in one tab of the list. The past and
 * cancelled tabs go on into the archive (docs/decisions/037-archive-of-past-events.md), whose events ended before
 * any still in DB, up to the tab's limit.
 */
export async function listOrganizedEvents(env: Env, userId: string, when: OrganizedWhen, now = new Date()) {
  const rows = await listOrganizedEventRows(env.DB, userId, when, now.toISOString());
  const status = when === "past" ? "active" : when === "cancelled" ? "cancelled" : null;
  const older = status && rows.length < ORGANIZED_LIMIT ? await listArchivedOrganized(env, userId, status, ORGANIZED_LIMIT - rows.length) : [];
  return { data: [...rows, ...older].map(toEventJson) };
}

/**
 * GET /events/organize/{slug}: the event, the body that rewrites it as it is, how the viewer stands towards
 * it, its organizers with their addresses and its share link's secret when it is private (only organizers
 * and admins get here). Null: no such event.
 */
export async function getOrganizedEvent(db: D1Database, slug: string, role: "owner" | "coorganizer" | "admin") {
  const rows = await findOrganizedEventRows(db, slug);
  if (!rows) return null;
  return {
    event: toEventJson(rows.event),
    input: organizedEventInput(rows.event, rows.written),
    version: rows.written.updated_at,
    // A private event's share link is its page's URL with this secret (app/features/events/private-link.ts).
    shareKey: rows.written.share_key,
    // How many later dates of its series an edit of 'this one and the following' changes (0: none).
    seriesFollowing: rows.seriesFollowing,
    role,
    organizers: rows.organizers.map((organizer) => ({ _id: organizer.id, displayname: organizer.display_name, email: organizer.email, role: organizer.role })),
  };
}

/**
 * POST /events/{id}/private-link: a new share link for private event `id` (the old one opens nothing any more,
 * docs/product.md §6). Answers the new secret; null when the event is not private (a public event has no link).
 */
export async function replacePrivateLink(db: D1Database, id: string): Promise<string | null> {
  const key = await db
    .prepare("UPDATE events SET share_key = lower(hex(randomblob(16))) WHERE id = ? AND private = 1 RETURNING share_key")
    .bind(id)
    .first("share_key");
  return typeof key === "string" ? key : null;
}
