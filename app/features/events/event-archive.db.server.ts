import * as v from "valibot";
import { EVENT_COLUMNS, EVENT_JOINS } from "./events.db.server";

/**
 * The archive of events past the 410 rule (docs/decisions/037-archive-of-past-events.md): the statements on DB
 * (what is due, what to copy, what to remove) and on ARCHIVE (the copy, the history reads). Two databases: no
 * statement spans both; the job copies, then removes only what the archive holds.
 */

const NosSchema = v.array(v.object({ no: v.number() }));

/** The numbers of at most `limit` events that ended before `cutoff` (ISO), oldest start first (events_by_start). */
export async function dueArchiveNos(db: D1Database, cutoff: string, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT no FROM events WHERE start_date < ?1 AND coalesce(end_date, start_date) < ?1 ORDER BY start_date LIMIT ?2")
    .bind(cutoff, limit)
    .all();
  return v.parse(NosSchema, results).map((row) => row.no);
}

const CopyRowSchema = v.looseObject({ archive_no: v.number(), id: v.string(), slug: v.string(), status: v.string(), private: v.number() });
const AttendeeCopySchema = v.object({
  event_no: v.number(),
  user_no: v.number(),
  lang: v.string(),
  created_at: v.number(),
  checked_in_at: v.nullable(v.number()),
  ticket: v.nullable(v.string()),
});
const OrganizerCopySchema = v.object({ user_id: v.string(), event_no: v.number(), role: v.string() });

/** What the archive keeps of some events: their rows as EVENT_COLUMNS reads them, their attendees and organizers. */
export type ArchiveCopy = {
  events: v.InferOutput<typeof CopyRowSchema>[];
  attendees: v.InferOutput<typeof AttendeeCopySchema>[];
  organizers: v.InferOutput<typeof OrganizerCopySchema>[];
};

const IN_NOS = "(SELECT value FROM json_each(?1))";

/** The copy of events `nos` (one batch: one moment of DB). */
export async function readArchiveCopy(db: D1Database, nos: number[]): Promise<ArchiveCopy> {
  const list = JSON.stringify(nos);
  const [events, attendees, organizers] = await db.batch([
    db.prepare(`SELECT ${EVENT_COLUMNS}, e.no AS archive_no FROM events e ${EVENT_JOINS} WHERE e.no IN ${IN_NOS}`).bind(list),
    db.prepare(`SELECT event_no, user_no, lang, created_at, checked_in_at, ticket FROM attendees WHERE event_no IN ${IN_NOS}`).bind(list),
    db.prepare(`SELECT o.user_id, e.no AS event_no, o.role FROM event_organizers o JOIN events e ON e.id = o.event_id WHERE e.no IN ${IN_NOS}`).bind(list),
  ]);
  return {
    events: v.parse(v.array(CopyRowSchema), events?.results ?? []),
    attendees: v.parse(v.array(AttendeeCopySchema), attendees?.results ?? []),
    organizers: v.parse(v.array(OrganizerCopySchema), organizers?.results ?? []),
  };
}

/** Attendees a statement of the copy carries: about 100 bytes of JSON each, so 0.5 MB at most. */
export const ATTENDEES_A_STATEMENT = 5_000;

/** `items` in consecutive parts of at most `size`. */
function chunks<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/**
 * Writes a copy into the archive in one batch: the events' earlier copies (a run stopped before its removal)
 * replaced whole, so a rerun leaves one copy of each row and none of a registration since taken back.
 */
export async function writeArchiveCopy(archive: D1Database, copy: ArchiveCopy, archivedAt: number) {
  const nos = JSON.stringify(copy.events.map((row) => row.archive_no));
  const events = copy.events.map(({ archive_no, ...row }) => ({
    no: archive_no,
    id: row.id,
    slug: row.slug,
    status: row.status,
    private: row.private,
    start_date: row.start_date,
    end_date: row.end_date,
    row: JSON.stringify(row),
  }));
  const value = (field: string) => `json_extract(value, '$.${field}')`;
  await archive.batch([
    archive.prepare(`DELETE FROM archived_events WHERE no IN ${IN_NOS}`).bind(nos),
    archive
      .prepare(
        `INSERT INTO archived_events (no, id, slug, status, private, start_date, end_date, row, archived_at)
         SELECT ${["no", "id", "slug", "status", "private", "start_date", "end_date", "row"].map(value).join(", ")}, ?2 FROM json_each(?1)`,
      )
      .bind(JSON.stringify(events), archivedAt),
    // In parts: the JSON of one bound value stays well under D1's 2 MB a value, whatever an event's size.
    ...chunks(copy.attendees, ATTENDEES_A_STATEMENT).map((part) =>
      archive
        .prepare(
          `INSERT INTO archived_attendees (user_no, event_no, lang, created_at, checked_in_at, ticket)
           SELECT ${["user_no", "event_no", "lang", "created_at", "checked_in_at", "ticket"].map(value).join(", ")} FROM json_each(?1)`,
        )
        .bind(JSON.stringify(part)),
    ),
    archive
      .prepare(`INSERT INTO archived_organizers (user_id, event_no, role) SELECT ${["user_id", "event_no", "role"].map(value).join(", ")} FROM json_each(?1)`)
      .bind(JSON.stringify(copy.organizers)),
  ]);
}

/** The events of `nos` the archive holds. */
export async function archivedNos(archive: D1Database, nos: number[]): Promise<number[]> {
  const { results } = await archive.prepare(`SELECT no FROM archived_events WHERE no IN ${IN_NOS}`).bind(JSON.stringify(nos)).all();
  return v.parse(NosSchema, results).map((row) => row.no);
}

/**
 * Removes archived events from DB in one batch: their likes, then the events, whose rows elsewhere (texts,
 * attendees, organizers, answers, waitlist…) go with them by their foreign keys, and the search index by its
 * triggers. A removal sends no webhook (migrations/0041: the event is gone when its attendees go).
 */
export async function removeArchivedEvents(db: D1Database, nos: number[]) {
  const list = JSON.stringify(nos);
  await db.batch([
    db.prepare(`DELETE FROM likes WHERE target_type = 'event' AND target_id IN (SELECT id FROM events WHERE no IN ${IN_NOS})`).bind(list),
    db.prepare(`DELETE FROM events WHERE no IN ${IN_NOS}`).bind(list),
  ]);
}

const ArchivedRowSchema = v.object({ row: v.string(), ticket: v.optional(v.nullable(v.string())) });

/** The archived events `userNo` attended (drafts left out), latest first, each row with the attendee's ticket. */
export async function listArchivedAttendedRows(archive: D1Database, userNo: number, limit: number) {
  const { results } = await archive
    .prepare(
      `SELECT e.row, a.ticket FROM archived_attendees a JOIN archived_events e ON e.no = a.event_no
       WHERE a.user_no = ?1 AND e.status != 'draft' ORDER BY e.start_date DESC, e.no DESC LIMIT ?2`,
    )
    .bind(userNo, limit)
    .all();
  return v.parse(v.array(ArchivedRowSchema), results);
}

/** The archived events `userId` organized with status `status`, latest first. */
export async function listArchivedOrganizedRows(archive: D1Database, userId: string, status: "active" | "cancelled", limit: number) {
  const { results } = await archive
    .prepare(
      `SELECT e.row FROM archived_organizers o JOIN archived_events e ON e.no = o.event_no
       WHERE o.user_id = ?1 AND e.status = ?2 ORDER BY e.start_date DESC, e.no DESC LIMIT ?3`,
    )
    .bind(userId, status, limit)
    .all();
  return v.parse(v.array(ArchivedRowSchema), results);
}

/** Whether a public event of that slug is archived (its page answers 410, not 404). */
export async function isArchivedPublicSlug(archive: D1Database, slug: string): Promise<boolean> {
  const row = await archive.prepare("SELECT 1 AS found FROM archived_events WHERE slug = ?1 AND private = 0 AND status != 'draft'").bind(slug).first();
  return row !== null;
}

/** The number of member `userId` in DB (null: no such member). */
export async function memberNo(db: D1Database, userId: string): Promise<number | null> {
  const row = await db.prepare("SELECT no FROM users WHERE id = ?1").bind(userId).first();
  return row ? v.parse(v.object({ no: v.number() }), row).no : null;
}
