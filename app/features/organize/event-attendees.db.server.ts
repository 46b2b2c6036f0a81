import * as v from "valibot";
import { SYNC_COUNT, WAITLIST_OF_ATTENDEES_LEAVES } from "~/features/attend/attend.db.server";
import { eventNo, isoOf, msOf, userIdOf, userNo } from "~/lib/compact-keys";
import { AttendeeRowSchema, PersonRowSchema, type AttendeeRow } from "./event-attendees.schema";
import { attendeeMailLanguageIs } from "./mail-language";

const PERSON_COLUMNS = "u.id AS user_id, u.email, u.display_name, u.first_name, u.last_name";
const ATTENDEE_COLUMNS = `${PERSON_COLUMNS}, a.lang, ${isoOf("a.created_at")} AS created_at, ${isoOf("a.checked_in_at")} AS checked_in_at, a.ticket`;

/** An attendee row `a` of event ?1 with its user `u`. */
const ATTENDEE_OF_EVENT = `attendees a JOIN users u ON u.no = a.user_no WHERE a.event_no = ${eventNo("?1")}`;

/** The user ids of a batch, bound as one JSON array (?2) and read with json_each. */
const IN_BATCH = "user_id IN (SELECT value FROM json_each(?2))";
/** The same batch, as attendee rows name users (their numbers). */
const NO_IN_BATCH = "user_no IN (SELECT u.no FROM json_each(?2) j JOIN users u ON u.id = j.value)";

const CapacitySchema = v.object({
  max_attendees: v.number(),
  attendees_count: v.number(),
  questions: v.nullable(v.string()),
  timezone: v.string(),
  lang: v.string(),
});
const AnswerRowSchema = v.object({ user_id: v.string(), question_id: v.string(), value: v.string() });

/**
 * Everyone registered for event `eventId` and everyone waiting, in registration order, with the capacity, the
 * registration questions and the answers: four reads in one round trip, each one indexed (attendees_by_event,
 * waitlist_by_position, the primary keys), so a list of thousands is still four statements (docs/architecture.md §2).
 */
export async function listEventPeople(db: D1Database, eventId: string) {
  const [attendees, waiting, event, answers] = await db.batch([
    db.prepare(`SELECT ${ATTENDEE_COLUMNS} FROM ${ATTENDEE_OF_EVENT} ORDER BY a.created_at, a.user_no`).bind(eventId),
    db
      .prepare(`SELECT ${PERSON_COLUMNS}, w.lang, w.created_at FROM waitlist w JOIN users u ON u.id = w.user_id WHERE w.event_id = ? ORDER BY w.position`)
      .bind(eventId),
    db.prepare(`SELECT max_attendees, ${ATTENDEE_COUNT} AS attendees_count, questions, timezone, lang FROM events e WHERE id = ?1`).bind(eventId),
    db
      .prepare(
        `SELECT u.id AS user_id, r.question_id, r.value FROM registration_answers r JOIN users u ON u.no = r.user_no WHERE r.event_no = ${eventNo("?1")}`,
      )
      .bind(eventId),
  ]);
  const capacity = v.parse(CapacitySchema, event?.results[0]);
  const answersOf = new Map<string, Record<string, string>>();
  for (const row of (answers?.results ?? []).map((result) => v.parse(AnswerRowSchema, result))) {
    answersOf.set(row.user_id, { ...answersOf.get(row.user_id), [row.question_id]: row.value });
  }
  return {
    attendees: (attendees?.results ?? []).map((row) => v.parse(AttendeeRowSchema, row)),
    waitlist: (waiting?.results ?? []).map((row) => v.parse(PersonRowSchema, row)),
    maxAttendees: capacity.max_attendees,
    attendeesCount: capacity.attendees_count,
    questions: capacity.questions,
    /** The event's time zone and language: what its CSV's times and labels are read in. */
    timezone: capacity.timezone,
    lang: capacity.lang,
    answersOf,
  };
}

/** Whom a check-in names: the code of their ticket, or their user id. */
export type AttendeeKey = { ticket: string } | { userId: string };

/** The attendee row `a` the key (?2) names, and the value to bind as ?2. */
function keyTerms(key: AttendeeKey): [string, string] {
  return "ticket" in key ? ["a.ticket = ?2", key.ticket] : [`a.user_no = ${userNo("?2")}`, key.userId];
}

function parseAttendee(result: D1Result | undefined): AttendeeRow | null {
  const row = result?.results[0];
  return row ? v.parse(AttendeeRowSchema, row) : null;
}

/**
 * Checks an attendee in, once: the stamp is written only while there is none (a replayed scan changes
 * nothing), then the row is read back in the same transaction. `changed` says whether this call stamped it;
 * `waiting` whether the key names someone on the waitlist instead.
 */
export async function stampCheckIn(db: D1Database, eventId: string, key: AttendeeKey, now: string) {
  const [keyed, value] = keyTerms(key);
  const [stamped, read, waiting] = await db.batch([
    db
      .prepare(
        `UPDATE attendees SET checked_in_at = ${msOf("?3")} WHERE event_no = ${eventNo("?1")} AND checked_in_at IS NULL
           AND user_no = (SELECT a.user_no FROM attendees a WHERE a.event_no = ${eventNo("?1")} AND ${keyed})`,
      )
      .bind(eventId, value, now),
    db.prepare(`SELECT ${ATTENDEE_COLUMNS} FROM ${ATTENDEE_OF_EVENT} AND ${keyed}`).bind(eventId, value),
    db.prepare("SELECT 1 AS waiting FROM waitlist WHERE event_id = ?1 AND user_id = ?2").bind(eventId, "userId" in key ? key.userId : ""),
  ]);
  return { changed: (stamped?.meta.changes ?? 0) > 0, attendee: parseAttendee(read), waiting: (waiting?.results.length ?? 0) > 0 };
}

/** Takes an attendee's check-in back, and reads them. */
export async function clearCheckIn(db: D1Database, eventId: string, userId: string) {
  const [, read] = await db.batch([
    db
      .prepare(`UPDATE attendees SET checked_in_at = NULL WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")} AND checked_in_at IS NOT NULL`)
      .bind(eventId, userId),
    db.prepare(`SELECT ${ATTENDEE_COLUMNS} FROM ${ATTENDEE_OF_EVENT} AND u.id = ?2`).bind(eventId, userId),
  ]);
  return parseAttendee(read);
}

/** Is `ticket` the ticket of an attendee of event `eventId` (the QR image exists only then)? */
export async function ticketExists(db: D1Database, eventId: string, ticket: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS found FROM attendees WHERE event_no = ${eventNo("?1")} AND ticket = ?2`)
    .bind(eventId, ticket)
    .first();
  return row !== null;
}

/** Checks in (or out) every attendee of the batch not yet in that state; the number changed. */
export async function stampCheckIns(db: D1Database, eventId: string, userIds: string[], now: string | null): Promise<number> {
  const condition = now === null ? "checked_in_at IS NOT NULL" : "checked_in_at IS NULL";
  const result = await db
    .prepare(`UPDATE attendees SET checked_in_at = ${msOf("?3")} WHERE event_no = ${eventNo("?1")} AND ${NO_IN_BATCH} AND ${condition}`)
    .bind(eventId, JSON.stringify(userIds), now)
    .run();
  return result.meta.changes;
}

/** How many of the batch (?2) wait for a place of event ?1 (and are not attendees already). */
const WAITING_IN_BATCH = `(SELECT count(*) FROM waitlist wb WHERE wb.event_id = ?1 AND wb.${IN_BATCH}
  AND NOT EXISTS (SELECT 1 FROM attendees ab WHERE ab.event_no = ${eventNo("?1")} AND ab.user_no = ${userNo("wb.user_id")}))`;
const ATTENDEE_COUNT = `(SELECT count(*) FROM attendees WHERE event_no = ${eventNo("?1")})`;

const PromotionRoomSchema = v.object({ max_attendees: v.number(), attendees: v.number(), waiting: v.number() });

/** What promoting the batch needs: the capacity (0: none), the attendees now and how many of the batch wait. */
export async function findPromotionRoom(db: D1Database, eventId: string, userIds: string[]) {
  const row = await db
    .prepare(`SELECT max_attendees, ${ATTENDEE_COUNT} AS attendees, ${WAITING_IN_BATCH} AS waiting FROM events WHERE id = ?1`)
    .bind(eventId, JSON.stringify(userIds))
    .first();
  return row ? v.parse(PromotionRoomSchema, row) : null;
}

/**
 * Raises the capacity of event ?1 to what promoting the batch (?2) needs, when it needs more (the organizer
 * asked for it in one click, docs/product.md §6): the event's version changes, as for any edit.
 */
export function raiseCapacityStatement(db: D1Database, eventId: string, userIds: string[], now: string) {
  return db
    .prepare(
      `UPDATE events SET max_attendees = ${ATTENDEE_COUNT} + ${WAITING_IN_BATCH}, updated_at = ?3
       WHERE id = ?1 AND max_attendees > 0 AND max_attendees < ${ATTENDEE_COUNT} + ${WAITING_IN_BATCH}`,
    )
    .bind(eventId, JSON.stringify(userIds), now);
}

/**
 * Moves waiting people of the batch (?2) to the attendees while the event is open, all of them or none: only
 * when they all fit in the capacity (none past it, however many ask at once; the capacity may first be raised
 * by raiseCapacityStatement in the same batch). It returns the rows it inserted: D1's `changes` would also
 * count the ticket trigger's update.
 */
export function promoteStatement(db: D1Database, eventId: string, userIds: string[], now: string) {
  return db
    .prepare(
      `INSERT INTO attendees (event_no, user_no, lang)
       SELECT e.no, u.no, w.lang FROM waitlist w JOIN events e ON e.id = w.event_id JOIN users u ON u.id = w.user_id
       WHERE w.event_id = ?1 AND w.${IN_BATCH} AND e.status = 'active' AND coalesce(e.end_date, e.start_date) >= ?3
         AND (e.max_attendees = 0 OR ${ATTENDEE_COUNT} + ${WAITING_IN_BATCH} <= e.max_attendees)
       ORDER BY w.position
       ON CONFLICT (event_no, user_no) DO NOTHING RETURNING ${userIdOf("attendees.user_no")} AS user_id`,
    )
    .bind(eventId, JSON.stringify(userIds), now);
}

/**
 * Gives the free places of an open event to the first people waiting, in order (none past the capacity;
 * all of them when it has none): what unregistering does for one place (docs/product.md §7).
 */
export function fillFreedPlacesStatement(db: D1Database, eventId: string, now: string) {
  return db
    .prepare(
      `INSERT INTO attendees (event_no, user_no, lang)
       SELECT e.no, u.no, w.lang FROM waitlist w JOIN events e ON e.id = w.event_id JOIN users u ON u.id = w.user_id
       WHERE w.event_id = ?1 AND e.status = 'active' AND e.register_external = 0 AND coalesce(e.end_date, e.start_date) >= ?2
       ORDER BY w.position
       LIMIT (SELECT CASE WHEN max_attendees = 0 THEN -1 ELSE max(0, max_attendees - ${ATTENDEE_COUNT}) END
              FROM events WHERE id = ?1)
       ON CONFLICT (event_no, user_no) DO NOTHING`,
    )
    .bind(eventId, now);
}

/** Unregisters the people of the batch, attending or waiting. */
export function removeStatements(db: D1Database, eventId: string, userIds: string[]) {
  const ids = JSON.stringify(userIds);
  return [
    db.prepare(`DELETE FROM attendees WHERE event_no = ${eventNo("?1")} AND ${NO_IN_BATCH}`).bind(eventId, ids),
    db.prepare(`DELETE FROM waitlist WHERE event_id = ?1 AND ${IN_BATCH}`).bind(eventId, ids),
  ];
}

/** What follows any change of attendees: promoted people leave the waitlist, the counter follows the rows. */
export function afterAttendeeChanges(db: D1Database, eventId: string) {
  return [db.prepare(WAITLIST_OF_ATTENDEES_LEAVES).bind(eventId), db.prepare(SYNC_COUNT).bind(eventId)];
}

/**
 * One email per person just moved from the waitlist to the attendees (still in both tables at this point of
 * the batch), per language: `TICKET` in the texts becomes each one's own ticket.
 */
export function promotedMailStatement(
  db: D1Database,
  eventId: string,
  lang: string,
  mail: { kind: string; subject: string; text: string; html: string; attachments: string },
  placeholder: string,
) {
  return db
    .prepare(
      `INSERT INTO outbox (id, to_email, kind, lang, subject, text, html, attachments)
       SELECT lower(hex(randomblob(12))), u.email, ?3, ?2, ?4, replace(?5, ?8, a.ticket), replace(?6, ?8, a.ticket), ?7
       FROM ${ATTENDEE_OF_EVENT} AND ${attendeeMailLanguageIs("?2")} AND u.id IN (SELECT user_id FROM waitlist WHERE event_id = ?1)`,
    )
    .bind(eventId, lang, mail.kind, mail.subject, mail.text, mail.html, mail.attachments, placeholder);
}
