import * as v from "valibot";
import { StoredQuestionSchema } from "~/features/questions/registration-questions.schema";
import { EventJsonSchema } from "~/features/events/event-json.schema";

/*
 * The organizer API's answers as the organizer pages read them (docs/product.md §7), checked in the
 * browser before anything is shown.
 */

/** GET /events/organized?when=…: the events the user organizes. */
export const OrganizedAnswerSchema = v.object({ data: v.array(EventJsonSchema) });

const Organizer = v.object({ _id: v.string(), displayname: v.nullable(v.string()), email: v.string(), role: v.picklist(["owner", "coorganizer"]) });
export type Organizer = v.InferOutput<typeof Organizer>;

/**
 * GET /events/organize/{slug}: the event, how the viewer stands towards it, its organizers, and what the edit
 * form reads (`input`, checked by the form's own schema, and the `version` its save is based on).
 */
export const OrganizeAnswerSchema = v.object({
  event: EventJsonSchema,
  role: v.picklist(["owner", "coorganizer", "admin"]),
  organizers: v.array(Organizer),
  input: v.unknown(),
  version: v.optional(v.nullable(v.string()), null),
  shareKey: v.optional(v.nullable(v.string()), null),
  seriesFollowing: v.optional(v.number(), 0),
});
export type OrganizeAnswer = v.InferOutput<typeof OrganizeAnswerSchema>;

/** GET /events/{id}/dashboard. */
export const DashboardSchema = v.object({
  registrations: v.array(v.object({ date: v.string(), count: v.number() })),
  attendeesCount: v.number(),
  maxAttendees: v.number(),
  placesLeft: v.nullable(v.number()),
  waitlistCount: v.number(),
  pendingCount: v.optional(v.number(), 0),
  checkedInCount: v.number(),
  likes: v.number(),
  pageViews: v.number(),
  feedbacksCount: v.number(),
  feedbackAverage: v.nullable(v.number()),
  /** How many attendees gave each choice of the choice questions (docs/product.md §5 "Registration questions"). */
  answers: v.optional(v.array(v.object({ questionId: v.string(), counts: v.record(v.string(), v.number()) })), []),
});
export type Dashboard = v.InferOutput<typeof DashboardSchema>;

/** GET /events/{id}/feedbacks. */
export const FeedbacksSchema = v.object({
  average: v.nullable(v.number()),
  count: v.number(),
  data: v.array(
    v.object({
      _id: v.string(),
      rating: v.number(),
      /** Empty when an admin hid it (`hidden`): the rating still counts. */
      text: v.string(),
      hidden: v.boolean(),
      createdAt: v.string(),
      user: v.object({ displayname: v.nullable(v.string()) }),
    }),
  ),
});
export type Feedbacks = v.InferOutput<typeof FeedbacksSchema>;

/** Someone's answers to the registration questions, by question id: a text, the chosen ids, or yes / no. */
const AnswersSchema = v.record(v.string(), v.union([v.string(), v.array(v.string()), v.boolean()]));

export const AttendeeSchema = v.object({
  userId: v.string(),
  name: v.string(),
  email: v.string(),
  lang: v.string(),
  registeredAt: v.string(),
  checkedInAt: v.nullable(v.string()),
  ticket: v.string(),
  answers: v.optional(AnswersSchema, {}),
});
export type Attendee = v.InferOutput<typeof AttendeeSchema>;

export const WaitlistEntrySchema = v.object({
  userId: v.string(),
  name: v.string(),
  email: v.string(),
  lang: v.string(),
  registeredAt: v.string(),
  answers: v.optional(AnswersSchema, {}),
});
export type WaitlistEntry = v.InferOutput<typeof WaitlistEntrySchema>;

/** A request to attend waiting for approval, or declined (`declinedAt`): docs/product.md §5 "Approval". */
export const RequestEntrySchema = v.object({ ...WaitlistEntrySchema.entries, declinedAt: v.nullable(v.string()) });
export type RequestEntry = v.InferOutput<typeof RequestEntrySchema>;

/** GET /events/{id}/attendees. */
export const AttendeesSchema = v.object({
  attendees: v.array(AttendeeSchema),
  waitlist: v.array(WaitlistEntrySchema),
  requests: v.optional(v.array(RequestEntrySchema), []),
  maxAttendees: v.number(),
  attendeesCount: v.number(),
  /** The registration questions ever asked, removed ones marked (their answers remain). */
  questions: v.optional(v.array(StoredQuestionSchema), []),
});
export type Attendees = v.InferOutput<typeof AttendeesSchema>;

/** POST /events/checkin/{id} and /checkout/{id}. */
export const CheckinAnswerSchema = v.object({ attendee: AttendeeSchema, alreadyCheckedIn: v.optional(v.boolean(), false) });

/** POST /events/{id}/coorganizer. */
export const CoorganizerAnswerSchema = v.object({
  user: v.object({ _id: v.string(), displayname: v.nullable(v.string()), email: v.string() }),
  invited: v.boolean(),
});
