import * as v from "valibot";
import { AttendBodySchema, EventIdSchema, GuestAttendBodySchema, WaitlistBodySchema } from "~/features/attend/attend.schema";
import { AttendanceSchema } from "~/features/attend/agenda.schema";
import { AttendanceStatusSchema } from "~/features/attend/components/attendance-status";
import { EventJsonSchema, EventPageSchema } from "~/features/events/event-json.schema";
import { EventListQuerySchema } from "~/features/events/events.schema";
import { FeedbackBodySchema, FeedbackJsonSchema } from "~/features/feedback/feedback.schema";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { ENGLISH_EVENT, FRENCH_EVENT } from "./event-examples";
import type { Operation } from "./operation";

const eventExamples = { fr: FRENCH_EVENT, en: ENGLISH_EVENT };

const params = { id: EventIdSchema };
const notFound = { 404: ["event_not_found"] };
const attendLimit = { ...RATE_LIMITS.attend, per: "user" } as const;
const REGISTRATION_REFUSALS = ["event_cancelled", "event_past", "external_registration", "event_full", "already_registered", "address_unavailable"];

/** Reading events and attending them (docs/product.md §7 "Events"). */
export const EVENT_OPERATIONS: Operation[] = [
  {
    method: "get",
    path: "/events",
    id: "listEvents",
    tag: "Events",
    summary: "List events",
    description: "Public events, soonest first, filtered by the query. `private=true` is refused: private events are listed for their organizers only.",
    auth: "optional",
    query: EventListQuerySchema,
    answers: [{ status: 200, description: "A page of events and their total.", schema: EventPageSchema }],
    errors: { 403: ["forbidden"] },
  },
  {
    method: "get",
    path: "/events/slug/{slug}",
    id: "readEvent",
    tag: "Events",
    summary: "Read an event",
    description:
      "A private event or a draft is answered to the people who may see it (its organizers, holders of its link `k`), never stored by a cache; to anyone else it does not exist.",
    auth: "optional",
    answers: [{ status: 200, description: "The event.", schema: EventJsonSchema, examples: eventExamples }],
    errors: notFound,
  },
  {
    method: "get",
    path: "/events/related/{id}",
    id: "listRelatedEvents",
    tag: "Events",
    summary: "List events related to an event",
    auth: "optional",
    answers: [
      {
        status: 200,
        description: "Events of the same topic or place.",
        schema: v.object({ data: v.array(EventJsonSchema), total: v.number(), count: v.number() }),
      },
    ],
    errors: notFound,
  },
  {
    method: "post",
    path: "/events/attend/{id}",
    id: "attendEvent",
    tag: "Attending",
    summary: "Attend an event",
    description: "`user` and `email`, when sent, must be the session's. The body may be left out.",
    auth: "user",
    params,
    body: AttendBodySchema,
    bodyOptional: true,
    answers: [{ status: 200, description: "The attendance after the change.", schema: AttendanceSchema }],
    errors: { 403: ["email_not_confirmed", "forbidden"], ...notFound, 409: REGISTRATION_REFUSALS },
    limits: [attendLimit],
  },
  {
    method: "post",
    path: "/events/subscribe-attend/{id}",
    id: "subscribeAndAttend",
    tag: "Attending",
    summary: "Attend an event, as a member or as a guest",
    description:
      "With a session, like POST /events/attend/{id}. Without one, a guest gives an email address and is sent a link that completes the registration (202).",
    auth: "optional",
    params,
    body: GuestAttendBodySchema,
    answers: [
      { status: 200, description: "A member's attendance.", schema: AttendanceSchema },
      { status: 202, description: "A guest's confirmation link was sent.", schema: v.object({ confirmationSent: v.literal(true) }) },
    ],
    errors: { 403: ["email_not_confirmed", "forbidden"], ...notFound, 409: REGISTRATION_REFUSALS },
    limits: [attendLimit, { ...RATE_LIMITS.guestAttend, per: "client address" }, { ...RATE_LIMITS.accountEmail, per: "email address" }],
  },
  {
    method: "delete",
    path: "/events/attend/{id}",
    id: "unattendEvent",
    tag: "Attending",
    summary: "Stop attending an event",
    auth: "user",
    params,
    answers: [{ status: 200, description: "The attendance after the change.", schema: AttendanceSchema }],
    errors: { ...notFound, 409: ["event_past"] },
    limits: [attendLimit],
  },
  {
    method: "get",
    path: "/events/attend/{id}/status",
    id: "readAttendance",
    tag: "Attending",
    summary: "Where the session user stands for an event",
    auth: "user",
    params,
    answers: [{ status: 200, description: "Registered, waitlisted and the place on the waitlist.", schema: AttendanceStatusSchema }],
    errors: notFound,
  },
  {
    method: "post",
    path: "/events/waitlist/{id}",
    id: "joinWaitlist",
    tag: "Attending",
    summary: "Join a full event's waitlist",
    auth: "user",
    params,
    body: WaitlistBodySchema,
    bodyOptional: true,
    answers: [{ status: 200, description: "The attendance with the place on the waitlist.", schema: AttendanceStatusSchema }],
    errors: { 403: ["email_not_confirmed"], ...notFound, 409: [...REGISTRATION_REFUSALS, "event_not_full"] },
    limits: [attendLimit],
  },
  {
    method: "delete",
    path: "/events/waitlist/{id}",
    id: "leaveWaitlist",
    tag: "Attending",
    summary: "Leave an event's waitlist",
    auth: "user",
    params,
    answers: [{ status: 200, description: "The attendance after the change.", schema: AttendanceStatusSchema }],
    errors: notFound,
    limits: [attendLimit],
  },
  {
    method: "get",
    path: "/events/redirect/{id}",
    id: "followExternalRegistration",
    tag: "Attending",
    summary: "Go to the organizer's registration site",
    auth: "optional",
    params,
    answers: [{ status: 302, description: "To the event's external registration page.", type: "redirect" }],
    errors: { ...notFound, 409: ["event_cancelled", "event_past"] },
  },
  {
    method: "post",
    path: "/events/feedback/{id}",
    id: "giveFeedback",
    tag: "Attending",
    summary: "Give feedback on an event attended",
    description: "One feedback per person, editable: sending again replaces it.",
    auth: "user",
    params,
    body: FeedbackBodySchema,
    answers: [{ status: 200, description: "The feedback as stored.", schema: FeedbackJsonSchema }],
    errors: { 403: ["not_attendee"], ...notFound, 409: ["event_cancelled", "event_not_started"] },
  },
  {
    method: "get",
    path: "/events/feedback/{id}/mine",
    id: "readMyFeedback",
    tag: "Attending",
    summary: "Read one's feedback on an event",
    auth: "user",
    params,
    answers: [{ status: 200, description: "The feedback as stored.", schema: FeedbackJsonSchema }],
    errors: { 404: ["event_not_found", "feedback_not_found"] },
  },
  {
    method: "get",
    path: "/tickets/{eventId}/{file}",
    id: "readTicketImage",
    tag: "Attending",
    summary: "The QR code of an attendee's ticket",
    description: "`file` is `<ticket>.png` (for emails) or `<ticket>.svg` (for the web). The code is the key: no session is needed.",
    auth: "none",
    answers: [{ status: 200, description: "The image, cacheable for 30 days.", type: "image" }],
    errors: { 404: ["ticket_not_found"] },
  },
];
