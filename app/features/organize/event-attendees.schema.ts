import * as v from "valibot";
import { isCalendarDate } from "~/lib/calendar-date";
import { isLang, LANGS, type Lang } from "~/i18n/locale";
import { EmailRule, OptionalLines, RequiredLines, RequiredText } from "~/lib/form-rules";
import { TicketSchema } from "./ticket-code";

/** Most people one batch call acts on (docs/product.md §7, POST /events/batch/{id}). */
export const BATCH_MAX = 500;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;

const UserId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a user id"));

/** POST /events/checkin/{id}: the scanned (or typed) ticket, or the user ticked in the list. */
export const CheckInBodySchema = v.union([v.strictObject({ ticket: TicketSchema }), v.strictObject({ userId: UserId })], "Send a ticket or a userId.");

/** GET /events/{id}/attendees.csv: the organizer's language for its headers and words (French unless given). */
export const AttendeesCsvQuerySchema = v.object({ lang: v.optional(v.picklist(LANGS, 'must be "fr", "en" or "es"'), "fr") });

/**
 * The address of a walk-in who gave none: in the `.invalid` domain (RFC 2606), so it is never mailed and its
 * account never claimed; the person is on the list, with a ticket, and that is all.
 */
export const WALK_IN_DOMAIN = "walk-in.invalid";

/** POST /events/walk-in/{id}: someone registered at the door, by name, their address if they give one. */
export const WalkInBodySchema = v.strictObject({
  name: RequiredText(100),
  email: v.optional(v.nullable(EmailRule), null),
  lang: v.optional(v.picklist(LANGS, "form.choice"), "fr"),
});

/** POST /events/checkout/{id}. */
export const CheckOutBodySchema = v.strictObject({ userId: UserId });

export const BATCH_ACTIONS = ["checkin", "checkout", "remove", "promote", "approve", "decline"] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];

/** The longest word an organizer adds to the people they decline (docs/product.md §5 "Approval"). */
export const DECLINE_MESSAGE_MAX = 1000;

/**
 * POST /events/batch/{id}: one action on 1 to 500 people. `raiseCapacity` (promote and approve): raise the
 * capacity to fit the people let in rather than refuse them. `message` (decline only): a word for the people
 * declined, in their email.
 */
export const BatchBodySchema = v.pipe(
  v.strictObject({
    action: v.picklist(BATCH_ACTIONS, "Choose checkin, checkout, remove, promote, approve or decline."),
    userIds: v.pipe(v.array(UserId), v.minLength(1, "form.required"), v.maxLength(BATCH_MAX, "form.tooLong")),
    raiseCapacity: v.optional(v.boolean(), false),
    message: v.optional(OptionalLines(DECLINE_MESSAGE_MAX)),
  }),
  v.forward(
    v.check((body) => body.message === undefined || body.action === "decline", "A message goes with decline only."),
    ["message"],
  ),
);

/** What POST /events/batch/{id} answers: how many people the action changed. */
export const BatchAnswerSchema = v.object({ updated: v.number() });

/**
 * Who an organizer's message goes to (docs/product.md §7 POST /events/contact/{id}): the registered (the
 * default), everyone (the registered and the waitlist), the waitlist, those who arrived (checked in), those
 * who did not (once the event is over), those whose request waits for approval, the registered who gave one
 * answer to a question (`answer`).
 */
export const CONTACT_SEGMENTS = ["registered", "everyone", "waitlist", "arrived", "absent", "pending", "answer"] as const;

/**
 * The answer the `answer` segment is about: a question that offers choices (one, several, yes / no) and one of
 * them (a choice's id, or "yes" / "no").
 */
export const AnswerSegmentSchema = v.strictObject({
  question: v.pipe(v.string(), v.regex(/^[a-z0-9]{1,16}$/, "form.choice")),
  choice: v.pipe(v.string(), v.regex(/^[a-z0-9]{1,16}$/, "form.choice")),
});
export type AnswerSegment = v.InferOutput<typeof AnswerSegmentSchema>;
export type ContactSegment = (typeof CONTACT_SEGMENTS)[number];

/** How far ahead a message may be scheduled. */
export const SCHEDULE_MAX_DAYS = 365;

/** An instant with its offset ("2026-12-01T18:30:00+01:00" or "…Z"), as the API's dates are written. */
const SendAt = v.pipe(
  v.string("form.date"),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, "form.date"),
  v.check(isCalendarDate, "form.date"),
  v.transform((text) => new Date(text).toISOString()),
);

/**
 * POST /events/contact/{id}: plain text written by an organizer, escaped wherever it is shown as HTML, to a
 * segment; sent now, or at `sendAt` by the Cron Trigger (within SCHEDULE_MAX_DAYS).
 */
export const ContactFieldsSchema = v.strictObject({
  /** One line: it becomes an email subject. */
  subject: RequiredText(CONTACT_SUBJECT_MAX),
  message: RequiredLines(CONTACT_MESSAGE_MAX),
  segment: v.optional(v.picklist(CONTACT_SEGMENTS, "form.choice"), "registered"),
  /** With the `answer` segment only: which answer. */
  answer: v.optional(AnswerSegmentSchema),
  sendAt: v.optional(SendAt),
});

/** The same, the answer given with the `answer` segment and only with it. */
export const ContactBodySchema = v.pipe(
  ContactFieldsSchema,
  v.forward(
    v.check((body) => (body.segment === "answer") === (body.answer !== undefined), "form.required"),
    ["answer"],
  ),
);
export type ContactBody = v.InferOutput<typeof ContactBodySchema>;

const Lang = v.pipe(
  v.string(),
  v.transform((lang): Lang => (isLang(lang) ? lang : "fr")),
);

/** Someone registered or waiting, as an attendee list shows them. */
export const PersonRowSchema = v.object({
  user_id: v.string(),
  email: v.string(),
  display_name: v.nullable(v.string()),
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  lang: Lang,
  created_at: v.string(),
});

export const AttendeeRowSchema = v.object({ ...PersonRowSchema.entries, checked_in_at: v.nullable(v.string()), ticket: v.string() });
export type AttendeeRow = v.InferOutput<typeof AttendeeRowSchema>;
export type PersonRow = v.InferOutput<typeof PersonRowSchema>;

/** The name an organizer knows someone by: first and last name, else the public name. */
function nameOf(row: PersonRow): string {
  const full = [row.first_name, row.last_name].filter(Boolean).join(" ").trim();
  return full || row.display_name || "";
}

/** A waiting person in the answers of the organizer API. */
export function toWaitingJson(row: PersonRow) {
  return { userId: row.user_id, name: nameOf(row), email: row.email, lang: row.lang, registeredAt: row.created_at };
}

/** Someone asking to attend, in the answers of the organizer API: `declinedAt` once the organizer declined. */
export function toRequestJson(row: PersonRow & { declined_at: string | null }) {
  return { ...toWaitingJson(row), declinedAt: row.declined_at };
}

/** An attendee in the answers of the organizer API: `ticket` is what their QR code encodes. */
export function toAttendeeJson(row: AttendeeRow) {
  return { ...toWaitingJson(row), checkedInAt: row.checked_in_at, ticket: row.ticket };
}
export type AttendeeJson = ReturnType<typeof toAttendeeJson>;
