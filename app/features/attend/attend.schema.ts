import * as v from "valibot";
import { EmailSchema } from "~/features/accounts/auth/auth.schema";
import { LANGS, type Lang } from "~/i18n/locale";

/**
 * The answers to an event's registration questions, by question id (docs/product.md §5 "Registration questions"):
 * their shape here, each one against its question by the use case (app/features/attend/registration-answers.ts).
 */
const AnswersBody = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(16)), v.union([v.string(), v.boolean(), v.pipe(v.array(v.string()), v.maxLength(20))])),
  v.check((answers) => Object.keys(answers).length <= 10, "too many answers"),
);

/** An event id in a path: the 24-hex `_id` of docs/product.md §3, or any short token-safe id. */
export const EventIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "must be an event id"));

/**
 * Body of POST /events/attend/{id} and /events/subscribe-attend/{id} (docs/product.md §7). The attendee is the
 * session's user: `user` and `email`, when sent, must name them. `transactionnal: false` skips the
 * confirmation email; `lang` is the visitor's language, used for the email and stored with the attendance.
 */
export const AttendBodySchema = v.object({
  user: v.optional(v.pipe(v.string(), v.maxLength(64))),
  email: v.optional(EmailSchema),
  transactionnal: v.optional(v.boolean()),
  lang: v.optional(v.picklist(LANGS)),
  answers: v.optional(AnswersBody),
});

/** Body of POST /events/subscribe-attend/{id} from a guest (no session): the address the link goes to. */
export const GuestAttendBodySchema = v.object({ email: EmailSchema, lang: v.optional(v.picklist(LANGS)), answers: v.optional(AnswersBody) });

/** Body of POST /events/waitlist/{id}: the language of the promotion email. */
export const WaitlistBodySchema = v.object({ lang: v.optional(v.picklist(LANGS)), answers: v.optional(AnswersBody) });

const Flag = v.pipe(
  v.number(),
  v.transform((n) => n === 1),
);

/** The columns registration rules read from an event row. */
export const RegistrationEventSchema = v.object({
  id: v.string(),
  slug: v.string(),
  status: v.picklist(["active", "cancelled", "draft"]),
  start_date: v.string(),
  end_date: v.nullable(v.string()),
  register_external: Flag,
  external_url: v.nullable(v.string()),
  /** Its registration questions (app/features/events/registration-questions.ts), NULL without any. */
  questions: v.nullable(v.string()),
  /** Whether each registration waits for the organizer's approval (docs/product.md §5 "Approval"). */
  requires_approval: Flag,
});
export type RegistrationEvent = v.InferOutput<typeof RegistrationEventSchema>;

/**
 * Where the user stands for one event; `position` counts from 1 in the waitlist; `request` 1 while their request
 * waits for the organizer, 2 once declined, 0 without one.
 */
export const AttendanceRowSchema = v.object({ registered: Flag, position: v.number(), request: v.picklist([0, 1, 2]) });

/** `pending`: their request waits for the organizer's approval; `declined`: the organizer declined it. */
export type Attendance = { registered: boolean; waitlisted: boolean; position: number | null; pending: boolean; declined: boolean };

/** A person to write to about an attendance: their address and the language they registered in. */
export type Recipient = { userId: string; email: string; lang: Lang };
