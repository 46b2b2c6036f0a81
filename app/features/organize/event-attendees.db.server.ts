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

/** An event's attendees (?1 its id) in registration order: its rows of the primary key, sorted as read. */
export const EVENT_ATTENDEES_SQL = `SELECT ${ATTENDEE_COLUMNS} FROM ${ATTENDEE_OF_EVENT} ORDER BY a.created_at, a.user_no`;

const CapacitySchema = v.object({
  max_attendees: v.number(),
  attendees_count: v.number(),
  questions: v.nullable(v.string()),
  timezone: v.string(),
  lang: v.string(),
});
const AnswerRowSchema = v.object({ user_id: v.string(), question_id: v.string(), value: v.string() });

const RequestRowSchema = v.object({ ...PersonRowSchema.entries, declined_at: v.nullable(v.string()) });
export type RequestRow = v.InferOutput<typeof RequestRowSchema>;

/**
 * Everyone registered for event `eventId`, everyone waiting and everyone asking (docs/product.md §5 "Approval"),
 * in registration order, with the capacity, the registration questions and the answers: five reads in one round
 * trip, each one indexed (the primary keys, waitlist_by_position; the attendees of one event sorted by registration time as they are read), so a list of thousands is
 * still five statements (docs/architecture.md §2).
 */
export async function listEventPeople(db: D1Database, eventId: string) {
  const [attendees, waiting, event, answers, requests] = await db.batch([
    db.prepare(EVENT_ATTENDEES_SQL).bind(eventId),
    db
      .prepare(`SELECT ${PERSON_COLUMNS}, w.lang, w.created_at FROM waitlist w JOIN users u ON u.id = w.user_id WHERE w.event_id = ? ORDER BY w.position`)
      .bind(eventId),
    db.prepare(`SELECT max_attendees, ${ATTENDEE_COUNT} AS attendees_count, questions, timezone, lang FROM events e WHERE id = ?1`).bind(eventId),
    db
      .prepare(
        `SELECT u.id AS user_id, r.question_id, r.value FROM registration_answers r JOIN users u ON u.no = r.user_no WHERE r.event_no = ${eventNo("?1")}`,
      )
      .bind(eventId),
    db
      .prepare(
        `SELECT ${PERSON_COLUMNS}, r.lang, ${isoOf("r.created_at")} AS created_at, ${isoOf("r.declined_at")} AS declined_at
         FROM registration_requests r JOIN users u ON u.no = r.user_no WHERE r.event_no = ${eventNo("?1")} ORDER BY r.created_at, r.user_no`,
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
    /** Requests waiting for the organizer (`declined_at` null) and declined ones. */
    requests: (requests?.results ?? []).map((row) => v.parse(RequestRowSchema, row)),
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

/** Whether ?2 is a ticket of event ?1: its attendees' rows are read (no index by ticket, migrations/0045). */
export const TICKET_EXISTS_SQL = `SELECT 1 AS found FROM attendees WHERE event_no = ${eventNo("?1")} AND ticket = ?2`;

/** Is `ticket` the ticket of an attendee of event `eventId` (the QR image exists only then)? */
export async function ticketExists(db: D1Database, eventId: string, ticket: string): Promise<boolean> {
  const row = await db.prepare(TICKET_EXISTS_SQL).bind(eventId, ticket).first();
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

/**
 * Where the people a batch lets in come from: the waitlist (promote) or the requests waiting for approval
 * (approve, a declined one too: the organizer changed their mind; docs/product.md §5 "Approval").
 */
export type Queue = "waitlist" | "requests";

/** How many of the batch (?2) are in `queue` of event ?1 (and are not attendees already). */
const IN_QUEUE: Record<Queue, string> = {
  waitlist: `(SELECT count(*) FROM waitlist wb WHERE wb.event_id = ?1 AND wb.${IN_BATCH}
  AND NOT EXISTS (SELECT 1 FROM attendees ab WHERE ab.event_no = ${eventNo("?1")} AND ab.user_no = ${userNo("wb.user_id")}))`,
  requests: `(SELECT count(*) FROM registration_requests rb WHERE rb.event_no = ${eventNo("?1")} AND rb.${NO_IN_BATCH}
  AND NOT EXISTS (SELECT 1 FROM attendees ab WHERE ab.event_no = rb.event_no AND ab.user_no = rb.user_no))`,
};
export const ATTENDEE_COUNT = `(SELECT count(*) FROM attendees WHERE event_no = ${eventNo("?1")})`;

const PromotionRoomSchema = v.object({ max_attendees: v.number(), attendees: v.number(), waiting: v.number() });

/** What letting the batch in from `queue` needs: the capacity (0: none), the attendees now and how many of the batch wait. */
export async function findPromotionRoom(db: D1Database, eventId: string, userIds: string[], queue: Queue) {
  const row = await db
    .prepare(`SELECT max_attendees, ${ATTENDEE_COUNT} AS attendees, ${IN_QUEUE[queue]} AS waiting FROM events WHERE id = ?1`)
    .bind(eventId, JSON.stringify(userIds))
    .first();
  return row ? v.parse(PromotionRoomSchema, row) : null;
}

/**
 * Raises the capacity of event ?1 to what letting the batch (?2) in from `queue` needs, when it needs more (the
 * organizer asked for it in one click, docs/product.md §6): the event's version changes, as for any edit.
 */
export function raiseCapacityStatement(db: D1Database, eventId: string, userIds: string[], now: string, queue: Queue) {
  return db
    .prepare(
      `UPDATE events SET max_attendees = ${ATTENDEE_COUNT} + ${IN_QUEUE[queue]}, updated_at = ?3
       WHERE id = ?1 AND max_attendees > 0 AND max_attendees < ${ATTENDEE_COUNT} + ${IN_QUEUE[queue]}`,
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
         AND (e.max_attendees = 0 OR ${ATTENDEE_COUNT} + ${IN_QUEUE.waitlist} <= e.max_attendees)
       ORDER BY w.position
       ON CONFLICT (event_no, user_no) DO NOTHING RETURNING ${userIdOf("attendees.user_no")} AS user_id`,
    )
    .bind(eventId, JSON.stringify(userIds), now);
}

/**
 * Approves the requests of the batch (?2), waiting or declined, while the event is open: all of them or none,
 * within the capacity, as promoteStatement does for the waitlist (docs/product.md §5 "Approval"). Returns the
 * rows it inserted; the requests go once their mails are queued (afterAttendeeChanges).
 */
export function approveStatement(db: D1Database, eventId: string, userIds: string[], now: string) {
  return db
    .prepare(
      `INSERT INTO attendees (event_no, user_no, lang)
       SELECT r.event_no, r.user_no, r.lang FROM registration_requests r JOIN events e ON e.no = r.event_no
       WHERE r.event_no = ${eventNo("?1")} AND r.${NO_IN_BATCH} AND e.status = 'active' AND coalesce(e.end_date, e.start_date) >= ?3
         AND (e.max_attendees = 0 OR ${ATTENDEE_COUNT} + ${IN_QUEUE.requests} <= e.max_attendees)
       ORDER BY r.created_at, r.user_no
       ON CONFLICT (event_no, user_no) DO NOTHING RETURNING ${userIdOf("attendees.user_no")} AS user_id`,
    )
    .bind(eventId, JSON.stringify(userIds), now);
}

/** Declines the waiting requests of the batch (?2): they stay, stamped, so the person is told and does not ask again. */
export function declineStatement(db: D1Database, eventId: string, userIds: string[], now: string) {
  return db
    .prepare(
      `UPDATE registration_requests SET declined_at = ${msOf("?3")}
       WHERE event_no = ${eventNo("?1")} AND ${NO_IN_BATCH} AND declined_at IS NULL`,
    )
    .bind(eventId, JSON.stringify(userIds), now);
}

/**
 * One email per language to the waiting requests of the batch (?2) about to be declined (queued before
 * declineStatement, in the same batch).
 */
export function declinedMailStatement(db: D1Database, eventId: string, userIds: string[], lang: string, mail: MailRow) {
  return db
    .prepare(
      `INSERT INTO outbox (id, to_email, kind, lang, subject, text, html, attachments)
       SELECT lower(hex(randomblob(12))), u.email, ?4, ?3, ?5, ?6, ?7, ?8
       FROM registration_requests r JOIN users u ON u.no = r.user_no
       WHERE r.event_no = ${eventNo("?1")} AND r.${NO_IN_BATCH} AND r.declined_at IS NULL AND ${attendeeMailLanguageIs("?3", "r")}`,
    )
    .bind(eventId, JSON.stringify(userIds), lang, mail.kind, mail.subject, mail.text, mail.html, mail.attachments);
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

/** The requests of event ?1 whose people attend now (just approved) are answered: they go. */
const REQUESTS_OF_ATTENDEES_GO = `DELETE FROM registration_requests WHERE event_no = ${eventNo("?1")}
  AND user_no IN (SELECT a.user_no FROM attendees a WHERE a.event_no = ${eventNo("?1")})`;

/** What follows any change of attendees: promoted people leave the waitlist, approved requests go, the counter follows the rows. */
export function afterAttendeeChanges(db: D1Database, eventId: string) {
  return [db.prepare(WAITLIST_OF_ATTENDEES_LEAVES).bind(eventId), db.prepare(REQUESTS_OF_ATTENDEES_GO).bind(eventId), db.prepare(SYNC_COUNT).bind(eventId)];
}

/** An email queued for many people at once, its attachments as JSON. */
export type MailRow = { kind: string; subject: string; text: string; html: string; attachments: string };

/** The attendees (`a`) just let in from each queue: still in it at this point of the batch. */
const JUST_LET_IN: Record<Queue, string> = {
  waitlist: "u.id IN (SELECT user_id FROM waitlist WHERE event_id = ?1)",
  requests: "a.user_no IN (SELECT r.user_no FROM registration_requests r WHERE r.event_no = a.event_no)",
};

/**
 * One email per person just let in from `queue` (still in both tables at this point of the batch), per
 * language: `TICKET` in the texts becomes each one's own ticket.
 */
export function promotedMailStatement(db: D1Database, eventId: string, lang: string, mail: MailRow, placeholder: string, queue: Queue) {
  return db
    .prepare(
      `INSERT INTO outbox (id, to_email, kind, lang, subject, text, html, attachments)
       SELECT lower(hex(randomblob(12))), u.email, ?3, ?2, ?4, replace(?5, ?8, a.ticket), replace(?6, ?8, a.ticket), ?7
       FROM ${ATTENDEE_OF_EVENT} AND ${attendeeMailLanguageIs("?2")} AND ${JUST_LET_IN[queue]}`,
    )
    .bind(eventId, lang, mail.kind, mail.subject, mail.text, mail.html, mail.attachments, placeholder);
}
