import * as v from "valibot";
import { OrganizerEmailsSchema } from "~/features/attend/organizer-emails";
import { EVENT_COLUMNS, EVENT_JOINS } from "~/features/events/events.db.server";
import { EventRowSchema, type EventRow } from "~/features/events/events.schema";
import type { OrganizedWhen } from "./organize-reads.schema";

/** Most events one tab of the organizer's list shows (docs/product.md §7 GET /events/organized). */
export const ORGANIZED_LIMIT = 100;

/**
 * Each tab's terms and order. An event is over once its end (else its start) has passed; drafts are never
 * listed. Upcoming events soonest first, the others most recent first.
 */
const TABS: Record<OrganizedWhen, { where: string; order: "ASC" | "DESC" }> = {
  active: { where: "e.status = 'active' AND coalesce(e.end_date, e.start_date) >= ?2", order: "ASC" },
  past: { where: "e.status = 'active' AND coalesce(e.end_date, e.start_date) < ?2", order: "DESC" },
  cancelled: { where: "e.status = 'cancelled'", order: "DESC" },
};

/** The list of one tab (?1: the user, ?2: now, ?3: the limit), from the user's rows of event_organizers (index event_organizers_by_user). */
export function organizedListSql(when: OrganizedWhen): string {
  const tab = TABS[when];
  return `SELECT ${EVENT_COLUMNS} FROM event_organizers mine JOIN events e ON e.id = mine.event_id ${EVENT_JOINS}
    WHERE mine.user_id = ?1 AND ${tab.where}
    ORDER BY e.start_date ${tab.order}, e.id ${tab.order} LIMIT ?3`;
}

/** The events `userId` organizes (owner or co-organizer) in tab `when`, at `now`. */
export async function listOrganizedEventRows(db: D1Database, userId: string, when: OrganizedWhen, now: string): Promise<EventRow[]> {
  const { results } = await db.prepare(organizedListSql(when)).bind(userId, now, ORGANIZED_LIMIT).all();
  return results.map((row) => v.parse(EventRowSchema, row));
}

const JsonText = <TSchema extends v.GenericSchema>(schema: TSchema) => v.pipe(v.string(), v.parseJson(), schema);

/** The columns an organizer writes that the public event row leaves out. */
const WrittenColumnsSchema = v.object({
  /** When the event was last written: the version an edit is based on (PUT /events/{id} with If-Match). */
  updated_at: v.string(),
  visio_url: v.nullable(v.string()),
  tags: JsonText(v.array(v.string())),
  emails: v.nullable(JsonText(v.nullable(OrganizerEmailsSchema))),
  /** The secret of a private event's share link (migrations/0022_private_event_links.sql); null for a public one. */
  share_key: v.nullable(v.string()),
});
export type WrittenColumns = v.InferOutput<typeof WrittenColumnsSchema>;

const OrganizerRowSchema = v.object({
  id: v.string(),
  display_name: v.nullable(v.string()),
  email: v.string(),
  role: v.picklist(["owner", "coorganizer"]),
});
export type OrganizerRow = v.InferOutput<typeof OrganizerRowSchema>;

/**
 * An event as its organizers edit it, found by slug: the public row, the columns only organizers see, and
 * its organizers with their addresses (owner first). One batch; null for no such event or a draft.
 */
export async function findOrganizedEventRows(db: D1Database, slug: string) {
  const [event, organizers, later] = await db.batch([
    db
      .prepare(
        `SELECT ${EVENT_COLUMNS}, e.updated_at, e.visio_url, e.tags, e.emails, e.share_key FROM events e ${EVENT_JOINS} WHERE e.slug = ? AND e.status != 'draft'`,
      )
      .bind(slug),
    db
      .prepare(
        `SELECT u.id, u.display_name, u.email, o.role FROM event_organizers o JOIN users u ON u.id = o.user_id
         WHERE o.event_id = (SELECT id FROM events WHERE slug = ?) ORDER BY o.role = 'owner' DESC, u.email`,
      )
      .bind(slug),
    // The later dates of its series still to happen: what an edit of 'this one and the following' changes.
    db
      .prepare(
        `SELECT count(*) AS following FROM events e JOIN events o ON o.series_id = e.series_id
         WHERE e.slug = ? AND e.series_id IS NOT NULL AND o.start_date > e.start_date AND o.status = 'active'`,
      )
      .bind(slug),
  ]);
  const row = event?.results[0];
  if (!row) return null;
  return {
    event: v.parse(EventRowSchema, row),
    written: v.parse(WrittenColumnsSchema, row),
    organizers: (organizers?.results ?? []).map((organizer) => v.parse(OrganizerRowSchema, organizer)),
    seriesFollowing: v.parse(v.object({ following: v.number() }), later?.results[0] ?? { following: 0 }).following,
  };
}
