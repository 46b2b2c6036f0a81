import * as v from "valibot";
import { isPast } from "~/features/events/event-state";
import { askedQuestions } from "~/features/questions/registration-questions";
import { storedQuestions } from "~/features/questions/registration-questions.schema";
import type { EventViewer } from "~/features/events/event-visibility.db.server";
import type { Lang } from "~/i18n/locale";
import {
  deleteAttendee,
  deleteWaitlisted,
  findAttendeeRecipient,
  findRegistrationEvent,
  insertAttendee,
  insertRequest,
  insertWaitlisted,
  readAttendance,
} from "./attend.db.server";
import { sendAttendMail } from "./attend-mail.server";
import type { Attendance, RegistrationEvent } from "./attend.schema";
import { answerRows, answersSchema, type Answers } from "~/features/questions/registration-answers";
import type { AnswerWrite } from "./registration-answers.db.server";

/** Why a registration call was refused; the API maps each to a status and message. */
export type RegistrationFailure =
  | "event_not_found"
  | "event_cancelled"
  | "event_past"
  | "external_registration"
  | "event_full"
  | "event_not_full"
  | "already_registered"
  | "address_unavailable"
  | "answers_invalid"
  | "request_declined"
  | "approval_required";

/** A refusal; `invalid` names the answer at fault and its rule's message (answers_invalid). */
export type RegistrationResult<T = Attendance> =
  { ok: true; value: T } | { ok: false; failure: RegistrationFailure; invalid?: { question: string; message: string } };

/** Told the slug of an event whose attendee count just changed (the API drops its cached pages). */
type AttendanceChanged = (slug: string) => Promise<void>;

/** The session user a registration is for. */
type Registrant = { id: string; email: string };

export const fail = (failure: RegistrationFailure) => ({ ok: false, failure }) as const;
export const ok = <T>(value: T) => ({ ok: true, value }) as const;

/** Cancelled, over, or registered elsewhere: the reason an event takes no registration, or null. */
function closedReason(event: RegistrationEvent, now: Date): RegistrationFailure | null {
  if (event.status === "cancelled") return "event_cancelled";
  if (isPast({ startDate: event.start_date, endDate: event.end_date }, now)) return "event_past";
  if (event.register_external) return "external_registration";
  return null;
}

/**
 * The answers `given` to the questions `event` asks, checked (docs/product.md §5 "Registration questions"), as
 * they are stored: what the registration's batch writes with it.
 */
export function checkedAnswers(event: Pick<RegistrationEvent, "questions">, given: Answers = {}): RegistrationResult<AnswerWrite | undefined> {
  const questions = askedQuestions(storedQuestions(event.questions));
  if (questions.length === 0 && Object.keys(given).length === 0) return ok(undefined);
  const parsed = v.safeParse(answersSchema(questions), given);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return { ok: false, failure: "answers_invalid", invalid: { question: String(issue.path?.[0]?.key ?? ""), message: issue.message } };
  }
  return ok({ questionIds: questions.map((question) => question.id), rows: answerRows(parsed.output) });
}

/** The event of `eventId` while it takes registrations on this site, if `viewer` (a member or a guest) may see it. */
export async function findOpenEvent(db: D1Database, eventId: string, viewer: EventViewer, now: Date): Promise<RegistrationResult<RegistrationEvent>> {
  const event = await findRegistrationEvent(db, eventId, viewer);
  if (!event) return fail("event_not_found");
  const closed = closedReason(event, now);
  return closed ? fail(closed) : ok(event);
}

/**
 * Registers the user for an event, at most `max_attendees` people in all however many ask at once (the
 * place is taken by one conditional insert). Attending twice changes nothing and sends no second email.
 * `linkKeys`: the private links the user holds (a private event takes those who followed its link). An event
 * that approves each registration takes a request instead (`pending`; docs/product.md §5 "Approval"), told by
 * its own email; a declined request is not asked again.
 */
export async function attendEvent(
  env: Env,
  user: Registrant,
  eventId: string,
  { lang, notify, onChange, linkKeys = "[]", answers }: { lang: Lang; notify: boolean; onChange?: AttendanceChanged; linkKeys?: string; answers?: Answers },
  now = new Date(),
): Promise<RegistrationResult> {
  const event = await findOpenEvent(env.DB, eventId, { userId: user.id, linkKeys }, now);
  if (!event.ok) return event;
  const checked = checkedAnswers(event.value, answers);
  if (!checked.ok) return checked;
  if (event.value.requires_approval) {
    const { added, attendance } = await insertRequest(env.DB, { eventId, userId: user.id, lang, now: now.toISOString() }, checked.value);
    if (attendance.declined) return fail("request_declined");
    if (added && notify) await sendAttendMail(env, "registration-requested", event.value.slug, { email: user.email, lang });
    return ok(attendance);
  }
  const { added, attendance } = await insertAttendee(env.DB, { eventId, userId: user.id, lang, now: now.toISOString() }, checked.value);
  if (!attendance.registered) return fail("event_full");
  if (added) await onChange?.(event.value.slug);
  if (added && notify) await sendAttendMail(env, "attend-confirmation", event.value.slug, { email: user.email, lang });
  return ok(attendance);
}

/**
 * Unregisters the user (idempotent). The freed place goes to the first person of the waitlist in the
 * same transaction, and they get an email. Attendance of an event that is over is history: 409.
 */
export async function unattendEvent(
  env: Env,
  userId: string,
  eventId: string,
  { onChange }: { onChange?: AttendanceChanged } = {},
  now = new Date(),
): Promise<RegistrationResult> {
  const event = await findRegistrationEvent(env.DB, eventId, { userId, linkKeys: "[]" });
  if (!event) return fail("event_not_found");
  if (isPast({ startDate: event.start_date, endDate: event.end_date }, now)) return fail("event_past");
  const { promotedUserId, attendance } = await deleteAttendee(env.DB, { eventId, userId, now: now.toISOString() });
  await onChange?.(event.slug);
  const promoted = promotedUserId ? await findAttendeeRecipient(env.DB, { eventId, userId: promotedUserId }) : null;
  if (promoted) await sendAttendMail(env, "waitlist-promotion", event.slug, promoted);
  return ok(attendance);
}

/**
 * Joins the waitlist of a full event; refused when there is a place (attend instead), already registered, or
 * the event approves each registration (its requests are its queue: docs/product.md §5 "Approval").
 */
export async function joinWaitlist(
  db: D1Database,
  viewer: EventViewer & { userId: string },
  eventId: string,
  { lang, answers }: { lang: Lang; answers?: Answers },
  now = new Date(),
): Promise<RegistrationResult> {
  const event = await findOpenEvent(db, eventId, viewer, now);
  if (!event.ok) return event;
  if (event.value.requires_approval) return fail("approval_required");
  const checked = checkedAnswers(event.value, answers);
  if (!checked.ok) return checked;
  const attendance = await insertWaitlisted(db, { eventId, userId: viewer.userId, lang, now: now.toISOString() }, checked.value);
  if (attendance.waitlisted) return ok(attendance);
  return fail(attendance.registered ? "already_registered" : "event_not_full");
}

/** Leaves the waitlist (idempotent). */
export async function leaveWaitlist(db: D1Database, userId: string, eventId: string): Promise<RegistrationResult> {
  if (!(await findRegistrationEvent(db, eventId, { userId, linkKeys: "[]" }))) return fail("event_not_found");
  return ok(await deleteWaitlisted(db, { eventId, userId }));
}

/** Whether the user is registered or waiting, and their place in the waitlist. */
export async function attendanceStatus(db: D1Database, viewer: EventViewer & { userId: string }, eventId: string): Promise<RegistrationResult> {
  if (!(await findRegistrationEvent(db, eventId, viewer))) return fail("event_not_found");
  return ok(await readAttendance(db, { eventId, userId: viewer.userId }));
}

/** The organizer's own registration page of an external-registration event (http or https only) that `viewer` may see. */
export async function externalRegistrationUrl(db: D1Database, eventId: string, viewer: EventViewer, now = new Date()): Promise<RegistrationResult<string>> {
  const event = await findRegistrationEvent(db, eventId, viewer);
  const url = event?.register_external && event.external_url && URL.canParse(event.external_url) ? new URL(event.external_url) : null;
  if (!event || !url || (url.protocol !== "https:" && url.protocol !== "http:")) return fail("event_not_found");
  if (event.status === "cancelled") return fail("event_cancelled");
  if (isPast({ startDate: event.start_date, endDate: event.end_date }, now)) return fail("event_past");
  return ok(url.href);
}
