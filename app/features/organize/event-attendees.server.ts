import type { Lang } from "~/i18n/locale";
import { getPublicEnv } from "~/env.server";
import { attendMail, ticketImageUrl, TICKET_PLACEHOLDER } from "~/features/attend/attend-email";
import { getEventBySlug } from "~/features/events/events.server";
import { isLang, LANGS } from "~/i18n/locale";
import { answerText, answerValue, type Answers } from "~/features/questions/registration-answers";
import { labelIn, type StoredQuestion } from "~/features/questions/registration-questions";
import { storedQuestions } from "~/features/questions/registration-questions.schema";
import { attendeesCsv } from "./attendees-csv";
import {
  afterAttendeeChanges,
  approveStatement,
  clearCheckIn,
  declinedMailStatement,
  declineStatement,
  fillFreedPlacesStatement,
  listEventPeople,
  promotedMailStatement,
  promoteStatement,
  raiseCapacityStatement,
  findPromotionRoom,
  removeStatements,
  stampCheckIn,
  stampCheckIns,
  type AttendeeKey,
  type Queue,
} from "./event-attendees.db.server";
import { toAttendeeJson, toRequestJson, toWaitingJson, type AttendeeJson, type BatchAction } from "./event-attendees.schema";

/** Someone's answers as the API gives them: by question id, a text, the chosen ids, or yes / no. */
function answersJson(questions: readonly StoredQuestion[], stored: Record<string, string> = {}): Answers {
  return Object.fromEntries(questions.flatMap((question) => (question.id in stored ? [[question.id, answerValue(question, stored[question.id] ?? "")]] : [])));
}

/**
 * GET /events/{id}/attendees: attendees (with their tickets, for a scanner that works offline), the waitlist and
 * the requests waiting for approval or declined (docs/product.md §5 "Approval"), each with their answers to the registration questions; the questions themselves, removed ones included (their
 * answers stay: docs/product.md §5 "Registration questions").
 */
export async function listAttendees(db: D1Database, eventId: string) {
  const people = await listEventPeople(db, eventId);
  const questions = storedQuestions(people.questions);
  return {
    attendees: people.attendees.map((row) => ({ ...toAttendeeJson(row), answers: answersJson(questions, people.answersOf.get(row.user_id)) })),
    waitlist: people.waitlist.map((row) => ({ ...toWaitingJson(row), answers: answersJson(questions, people.answersOf.get(row.user_id)) })),
    requests: people.requests.map((row) => ({ ...toRequestJson(row), answers: answersJson(questions, people.answersOf.get(row.user_id)) })),
    maxAttendees: people.maxAttendees,
    attendeesCount: people.attendeesCount,
    questions,
  };
}

/** What the CSV says for yes and no, in the organizer's language. */
const YES_NO: Record<Lang, { yes: string; no: string }> = { fr: { yes: "Oui", no: "Non" }, en: { yes: "Yes", no: "No" }, es: { yes: "Sí", no: "No" } };

/**
 * GET /events/{id}/attendees.csv: the same people, attendees first, from the same single read; one column per
 * question ever asked (a removed one too, while answers to it remain), in the organizer's language.
 */
export async function exportAttendeesCsv(db: D1Database, eventId: string, lang: Lang): Promise<string> {
  const people = await listEventPeople(db, eventId);
  const eventLang = isLang(people.lang) ? people.lang : "fr";
  const questions = storedQuestions(people.questions);
  const texts = (userId: string) => {
    const stored = people.answersOf.get(userId) ?? {};
    return questions.map((question) => (question.id in stored ? answerText(question, stored[question.id] ?? "", { lang, eventLang, ...YES_NO[lang] }) : ""));
  };
  const rows = [
    ...people.attendees.map((row) => ({ ...toAttendeeJson(row), status: "attendee" as const, answers: texts(row.user_id) })),
    ...people.waitlist.map((row) => ({ ...toWaitingJson(row), checkedInAt: null, ticket: null, status: "waitlist" as const, answers: texts(row.user_id) })),
    ...people.requests.map((row) => ({
      ...toWaitingJson(row),
      checkedInAt: null,
      ticket: null,
      status: row.declined_at ? ("declined" as const) : ("pending" as const),
      answers: texts(row.user_id),
    })),
  ];
  const columns = questions.map((question) => labelIn(question.label, lang, eventLang));
  return attendeesCsv(rows, { lang, timeZone: people.timezone, questions: columns });
}

/** Why a check-in or check-out was refused; the API answers 404 and 409. */
export type CheckInFailure = "ticket_not_found" | "not_attending";

export type CheckInResult = { ok: true; attendee: AttendeeJson; alreadyCheckedIn: boolean } | { ok: false; failure: CheckInFailure };

/**
 * Checks an attendee in by ticket or user id. Idempotent: a replayed scan answers `alreadyCheckedIn` and keeps
 * the first time. Someone on the waitlist is not let in (`not_attending`): their place is not confirmed.
 */
export async function checkIn(db: D1Database, eventId: string, key: AttendeeKey, now = new Date()): Promise<CheckInResult> {
  const { changed, attendee, waiting } = await stampCheckIn(db, eventId, key, now.toISOString());
  if (attendee) return { ok: true, attendee: toAttendeeJson(attendee), alreadyCheckedIn: !changed };
  return { ok: false, failure: waiting ? "not_attending" : "ticket_not_found" };
}

/** Takes a check-in back (a wrong tap); idempotent. */
export async function checkOut(db: D1Database, eventId: string, userId: string): Promise<CheckInResult> {
  const attendee = await clearCheckIn(db, eventId, userId);
  return attendee ? { ok: true, attendee: toAttendeeJson(attendee), alreadyCheckedIn: false } : { ok: false, failure: "ticket_not_found" };
}

/**
 * The emails of whoever a batch lets in from `queue` (the waitlist-promotion email, or the approval of their
 * request), one statement per language, each with the person's own ticket and QR code.
 */
async function letInMails(env: Env, db: D1Database, slug: string, queue: Queue, now: Date) {
  const event = await getEventBySlug(db, slug);
  if (!event) return [];
  const publicEnv = getPublicEnv(env);
  const ticket = { code: TICKET_PLACEHOLDER, imageUrl: ticketImageUrl(publicEnv, event._id, TICKET_PLACEHOLDER) };
  const kind = queue === "waitlist" ? "waitlist-promotion" : "registration-approved";
  return LANGS.map((lang) => {
    const mail = attendMail(kind, event, { lang, siteUrl: publicEnv.siteUrl, stamp: now.toISOString(), ticket });
    const row = { kind, ...mail, attachments: JSON.stringify(mail.attachments) };
    return promotedMailStatement(db, event._id, lang, row, TICKET_PLACEHOLDER, queue);
  });
}

/** The emails of the people a batch declines, one statement per language, with the organizer's word if any. */
async function declineMails(env: Env, db: D1Database, slug: string, userIds: string[], message: string | undefined, now: Date) {
  const event = await getEventBySlug(db, slug);
  if (!event) return [];
  const { siteUrl } = getPublicEnv(env);
  return LANGS.map((lang) => {
    const mail = attendMail("registration-declined", event, { lang, siteUrl, stamp: now.toISOString(), note: message });
    return declinedMailStatement(db, event._id, userIds, lang, { kind: "registration-declined", ...mail, attachments: JSON.stringify(mail.attachments) });
  });
}

/** A promotion the capacity cannot hold: the places left and how many were to be promoted. */
export type CapacityShortfall = { placesLeft: number; waiting: number };

/**
 * POST /events/batch/{id}: one action on many people, in one transaction; `updated` is how many changed.
 * promote: waiting people become attendees within the capacity and are emailed; when they do not all fit,
 * nobody is promoted and the shortfall is answered, unless `raiseCapacity` raises the capacity to fit them
 * in the same transaction (docs/product.md §6). approve: the same for requests (docs/product.md §5 "Approval").
 * decline: waiting requests are declined and emailed, with the organizer's `message`. remove: attendees and
 * waiting people are unregistered; freed places go to the first people waiting (as when one unregisters), who
 * are emailed.
 */
export async function runBatch(
  env: Env,
  event: { id: string; slug: string },
  action: BatchAction,
  userIds: string[],
  { raiseCapacity = false, message }: { raiseCapacity?: boolean; message?: string } = {},
  now = new Date(),
): Promise<{ updated: number } | { shortfall: CapacityShortfall }> {
  const db = env.DB;
  const stamp = now.toISOString();
  if (action === "checkin" || action === "checkout") return { updated: await stampCheckIns(db, event.id, userIds, action === "checkin" ? stamp : null) };
  if (action === "decline") {
    const mails = await declineMails(env, db, event.slug, userIds, message, now);
    const results = await db.batch([...mails, declineStatement(db, event.id, userIds, stamp)]);
    return { updated: results.at(-1)?.meta.changes ?? 0 };
  }
  if (action === "remove") {
    const mails = await letInMails(env, db, event.slug, "waitlist", now);
    const changes = removeStatements(db, event.id, userIds);
    const results = await db.batch([...changes, fillFreedPlacesStatement(db, event.id, stamp), ...mails, ...afterAttendeeChanges(db, event.id)]);
    // Removals are counted by D1's `changes` (no trigger on delete).
    return { updated: results.slice(0, changes.length).reduce((sum, r) => sum + r.meta.changes, 0) };
  }
  const queue: Queue = action === "promote" ? "waitlist" : "requests";
  if (!raiseCapacity) {
    const room = await findPromotionRoom(db, event.id, userIds, queue);
    const placesLeft = room && room.max_attendees > 0 ? Math.max(0, room.max_attendees - room.attendees) : null;
    if (room && placesLeft !== null && room.waiting > placesLeft) return { shortfall: { placesLeft, waiting: room.waiting } };
  }
  const mails = await letInMails(env, db, event.slug, queue, now);
  const raise = raiseCapacity ? [raiseCapacityStatement(db, event.id, userIds, stamp, queue)] : [];
  const letIn = queue === "waitlist" ? promoteStatement(db, event.id, userIds, stamp) : approveStatement(db, event.id, userIds, stamp);
  const results = await db.batch([...raise, letIn, ...mails, ...afterAttendeeChanges(db, event.id)]);
  // Counted by the rows inserted: D1's `changes` would also count the ticket trigger's update.
  return { updated: results[raise.length]?.results.length ?? 0 };
}
