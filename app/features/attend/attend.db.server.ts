import * as v from "valibot";
import { NO_ORGANIZER_EMAILS, OrganizerEmailsSchema } from "./organizer-emails";
import { visibleEventTerms, type EventViewer } from "~/features/events/event-visibility.db.server";
import { isLang } from "~/i18n/locale";
import { eventNo, userIdOf, userNo } from "~/lib/compact-keys";
import { AttendanceRowSchema, RegistrationEventSchema, type Attendance, type Recipient } from "./attend.schema";
import { answerStatements, forgetAnswersStatement, type AnswerWrite } from "./registration-answers.db.server";

/**
 * Registration is open on event `e` (?1 is its id, `now` the placeholder of the current time): active,
 * not handled externally, and not over (end, or start when there is no end, not before now: docs/product.md §4).
 */
function openTerms(now: string) {
  return `e.id = ?1 AND e.status = 'active' AND e.register_external = 0 AND coalesce(e.end_date, e.start_date) >= ${now}`;
}

/**
 * Capacity is decided inside the INSERT itself, from the rows (not the cached counter, which a cascade
 * delete can leave behind): D1 runs a batch as one transaction on the database's single writer, so no
 * other request can insert between this count and this insert. N places let in N people, never more.
 */
const TAKEN = "(SELECT count(*) FROM attendees x WHERE x.event_no = e.no)";
const HAS_PLACE = `(e.max_attendees = 0 OR ${TAKEN} < e.max_attendees)`;
const IS_FULL = `(e.max_attendees > 0 AND ${TAKEN} >= e.max_attendees)`;

/** Brings attendees_count of event ?1 in step with its rows (no write when already equal). */
export const SYNC_COUNT = `UPDATE events SET attendees_count = (SELECT count(*) FROM attendees a WHERE a.event_no = events.no)
  WHERE id = ?1 AND attendees_count != (SELECT count(*) FROM attendees a WHERE a.event_no = events.no)`;

/**
 * Is user ?2 registered for event ?1, and at which place of its waitlist (0: not waiting)? The place counts
 * the people waiting with a number up to theirs, numbers taken once when each joined
 * (migrations/0016_waitlist_positions_retention.sql): someone who joined later never passes them.
 */
const STATUS = `SELECT
  EXISTS (SELECT 1 FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}) AS registered,
  (SELECT count(*) FROM waitlist me JOIN waitlist w ON w.event_id = me.event_id AND w.position <= me.position
   WHERE me.event_id = ?1 AND me.user_id = ?2) AS position,
  coalesce((SELECT CASE WHEN r.declined_at IS NULL THEN 1 ELSE 2 END FROM registration_requests r
   WHERE r.event_no = ${eventNo("?1")} AND r.user_no = ${userNo("?2")}), 0) AS request`;

/** The people of event ?1 who wait while they already attend (just promoted) leave the waitlist. */
export const WAITLIST_OF_ATTENDEES_LEAVES = `DELETE FROM waitlist
  WHERE event_id = ?1 AND EXISTS (SELECT 1 FROM attendees a WHERE a.event_no = ${eventNo("?1")} AND a.user_no = ${userNo("waitlist.user_id")})`;

type Ids = { eventId: string; userId: string };

function toAttendance(row: unknown): Attendance {
  const { registered, position, request } = v.parse(AttendanceRowSchema, row);
  return { registered, waitlisted: position > 0, position: position > 0 ? position : null, pending: request === 1, declined: request === 2 };
}

/**
 * The event `id` when `viewer` may see it (docs/product.md §6 "Who sees an event"), else null: registration
 * calls answer 404 for an event the caller may not see. Drafts take no registration.
 */
export async function findRegistrationEvent(db: D1Database, id: string, viewer: EventViewer) {
  const row = await db
    .prepare(
      `SELECT e.id, e.slug, e.status, e.start_date, e.end_date, e.register_external, e.external_url, e.questions, e.requires_approval FROM events e
       WHERE e.id = ?1 AND e.status != 'draft' AND ${visibleEventTerms("e", "?2", "?3")}`,
    )
    .bind(id, viewer.userId, viewer.linkKeys)
    .first();
  return row ? v.parse(RegistrationEventSchema, row) : null;
}

export async function readAttendance(db: D1Database, { eventId, userId }: Ids): Promise<Attendance> {
  return toAttendance(await db.prepare(STATUS).bind(eventId, userId).first());
}

/**
 * Registers the user in one transaction: the insert happens only while the event is open and has a
 * place (counted from rows in the same statement), the counter follows, and a waitlist entry is dropped.
 * `added` says whether this call registered them (false when already registered, full or closed).
 */
export async function insertAttendee(db: D1Database, { eventId, userId, lang, now }: Ids & { lang: string; now: string }, answers?: AnswerWrite) {
  const [inserted, , , status] = await db.batch([
    db
      .prepare(
        `INSERT INTO attendees (event_no, user_no, lang)
         SELECT e.no, u.no, ?3 FROM events e JOIN users u ON u.id = ?2 WHERE ${openTerms("?4")} AND ${HAS_PLACE}
         ON CONFLICT (event_no, user_no) DO NOTHING RETURNING user_no`,
      )
      .bind(eventId, userId, lang, now),
    db.prepare(SYNC_COUNT).bind(eventId),
    db
      .prepare(
        `DELETE FROM waitlist WHERE event_id = ?1 AND user_id = ?2
           AND EXISTS (SELECT 1 FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")})`,
      )
      .bind(eventId, userId),
    db.prepare(STATUS).bind(eventId, userId),
    ...(answers ? answerStatements(db, { eventId, userId }, answers, "attending") : []),
  ]);
  return { added: (inserted?.results.length ?? 0) > 0, attendance: toAttendance(status?.results[0]) };
}

/**
 * Asks the organizer of an event that approves each registration (docs/product.md §5 "Approval") to let the
 * user in: the request is written only while the event is open, asks for approval and the user is neither
 * an attendee nor already asking (a declined request stays declined). It takes no place, so a full event
 * takes requests too: the organizer approves within the capacity, or raises it. `added` says whether this
 * call wrote it.
 */
export async function insertRequest(db: D1Database, { eventId, userId, lang, now }: Ids & { lang: string; now: string }, answers?: AnswerWrite) {
  const [inserted, status] = await db.batch([
    db
      .prepare(
        `INSERT INTO registration_requests (event_no, user_no, lang)
         SELECT e.no, u.no, ?3 FROM events e JOIN users u ON u.id = ?2 WHERE ${openTerms("?4")} AND e.requires_approval = 1
           AND NOT EXISTS (SELECT 1 FROM attendees a WHERE a.event_no = e.no AND a.user_no = u.no)
         ON CONFLICT (event_no, user_no) DO NOTHING RETURNING user_no`,
      )
      .bind(eventId, userId, lang, now),
    db.prepare(STATUS).bind(eventId, userId),
    ...(answers ? answerStatements(db, { eventId, userId }, answers, "requesting") : []),
  ]);
  return { added: (inserted?.results.length ?? 0) > 0, attendance: toAttendance(status?.results[0]) };
}

/**
 * Unregisters the user (or withdraws their request while it waits) and, in the same transaction, hands the freed place to the first person of the
 * waitlist (while the event is open): they become an attendee and leave the waitlist. Returns who got in.
 */
export async function deleteAttendee(db: D1Database, { eventId, userId, now }: Ids & { now: string }) {
  const [, , promoted, , , status] = await db.batch([
    db.prepare(`DELETE FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`).bind(eventId, userId),
    db
      .prepare(`DELETE FROM registration_requests WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")} AND declined_at IS NULL`)
      .bind(eventId, userId),
    db
      .prepare(
        `INSERT INTO attendees (event_no, user_no, lang)
         SELECT e.no, u.no, w.lang FROM waitlist w JOIN events e ON e.id = w.event_id JOIN users u ON u.id = w.user_id
         WHERE w.event_id = ?1 AND ${openTerms("?2")} AND ${HAS_PLACE}
         ORDER BY w.position LIMIT 1
         ON CONFLICT (event_no, user_no) DO NOTHING RETURNING ${userIdOf("attendees.user_no")} AS user_id`,
      )
      .bind(eventId, now),
    db.prepare(WAITLIST_OF_ATTENDEES_LEAVES).bind(eventId),
    db.prepare(SYNC_COUNT).bind(eventId),
    db.prepare(STATUS).bind(eventId, userId),
    forgetAnswersStatement(db, { eventId, userId }),
  ]);
  const promotedRow = v.parse(v.optional(v.object({ user_id: v.string() })), promoted?.results[0]);
  return { promotedUserId: promotedRow?.user_id ?? null, attendance: toAttendance(status?.results[0]) };
}

/**
 * Puts the user at the end of the waitlist, only while the event is open, full and they are not registered;
 * the trigger waitlist_position numbers the row in this same statement.
 */
export async function insertWaitlisted(db: D1Database, { eventId, userId, lang, now }: Ids & { lang: string; now: string }, answers?: AnswerWrite) {
  const [, status] = await db.batch([
    db
      .prepare(
        `INSERT INTO waitlist (event_id, user_id, lang)
         SELECT e.id, ?2, ?3 FROM events e WHERE ${openTerms("?4")} AND ${IS_FULL}
           AND NOT EXISTS (SELECT 1 FROM attendees WHERE event_no = e.no AND user_no = ${userNo("?2")})
         ON CONFLICT (event_id, user_id) DO NOTHING`,
      )
      .bind(eventId, userId, lang, now),
    db.prepare(STATUS).bind(eventId, userId),
    ...(answers ? answerStatements(db, { eventId, userId }, answers, "waiting") : []),
  ]);
  return toAttendance(status?.results[0]);
}

export async function deleteWaitlisted(db: D1Database, { eventId, userId }: Ids): Promise<Attendance> {
  const [, status] = await db.batch([
    db.prepare("DELETE FROM waitlist WHERE event_id = ?1 AND user_id = ?2").bind(eventId, userId),
    db.prepare(STATUS).bind(eventId, userId),
    forgetAnswersStatement(db, { eventId, userId }),
  ]);
  return toAttendance(status?.results[0]);
}

/** The address of an attendee of event `eventId` and the language they registered in. */
export async function findAttendeeRecipient(db: D1Database, { eventId, userId }: Ids): Promise<Recipient | null> {
  const row = await db
    .prepare(`SELECT u.id, u.email, a.lang FROM users u JOIN attendees a ON a.user_no = u.no WHERE a.event_no = ${eventNo("?1")} AND u.id = ?2`)
    .bind(eventId, userId)
    .first();
  if (!row) return null;
  const { id, email, lang } = v.parse(v.object({ id: v.string(), email: v.string(), lang: v.string() }), row);
  return { userId: id, email, lang: isLang(lang) ? lang : "fr" };
}

const MailFactsSchema = v.object({ ticket: v.nullable(v.string()), emails: v.nullable(v.string()) });

/**
 * What an attend email adds for one attendee: their ticket (null when they do not attend) and the texts the
 * organizer wrote for the emails (`events.emails`, JSON `{confirmation, reminder}`, written by createEvent).
 */
export async function findAttendMailFacts(db: D1Database, { eventId, email }: { eventId: string; email: string }) {
  const row = await db
    .prepare(
      `SELECT (SELECT a.ticket FROM users u JOIN attendees a ON a.user_no = u.no WHERE a.event_no = e.no AND u.email = ?2) AS ticket, e.emails
       FROM events e WHERE e.id = ?1`,
    )
    .bind(eventId, email)
    .first();
  if (!row) return null;
  const facts = v.parse(MailFactsSchema, row);
  return { ticket: facts.ticket, emails: parseOrganizerEmails(facts.emails) };
}

/** The organizer's email texts of an event row; none when the column is empty or not what createEvent writes. */
export function parseOrganizerEmails(json: string | null) {
  try {
    const parsed = v.safeParse(OrganizerEmailsSchema, JSON.parse(json ?? "null"));
    if (parsed.success) return parsed.output;
  } catch {
    // A column written by hand: no organizer text rather than no email.
  }
  return NO_ORGANIZER_EMAILS;
}
