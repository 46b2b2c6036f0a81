import * as v from "valibot";
import { publicEventTerms } from "~/features/events/event-visibility.db.server";
import { LiveRowSchema } from "./live.schema";

/**
 * The public active event flagged live that is happening at `now` (started, not ended; an event without an
 * end counts for `openEndedHours` after its start), the latest started first; its title and cover in
 * `lang`, else in the event's own language. Served by the partial index events_live.
 */
export async function findLiveEvent(db: D1Database, { now, lang, openEndedHours }: { now: Date; lang: string; openEndedHours: number }) {
  const at = now.toISOString();
  const openEndedSince = new Date(now.getTime() - openEndedHours * 3_600_000).toISOString();
  const row = await db
    .prepare(
      `SELECT e.id, e.slug, coalesce(t.title, o.title) AS title, e.start_date, e.end_date, e.timezone, e.visio,
              coalesce(t.cover_url, o.cover_url, e.cover_display_url) AS cover_url
       FROM events e
       LEFT JOIN event_translations t ON t.event_id = e.id AND t.lang = ?1
       LEFT JOIN event_translations o ON o.event_id = e.id AND o.lang = e.lang
       WHERE e.live = 1 AND e.start_date <= ?2 AND e.status = 'active' AND ${publicEventTerms()}
         AND (e.end_date > ?2 OR (e.end_date IS NULL AND e.start_date > ?3))
         AND coalesce(t.title, o.title) IS NOT NULL
       ORDER BY e.start_date DESC LIMIT 1`,
    )
    .bind(lang, at, openEndedSince)
    .first();
  return row === null ? null : v.parse(LiveRowSchema, row);
}
