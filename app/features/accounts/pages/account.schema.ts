import * as v from "valibot";
import type { EventJson } from "~/features/events/event-json";
import { PlaceSchema, TaxonomyRefSchema } from "~/features/events/events.schema";

/** GET /users/me and PUT /users/{id}: the profile fields the account pages show and edit. */
export const ProfileSchema = v.object({
  _id: v.string(),
  email: v.string(),
  active: v.boolean(),
  displayname: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  address: v.nullable(PlaceSchema),
  profileImg: v.optional(v.nullable(v.object({ url: v.string() }))),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

const Localized = <TSchema extends v.GenericSchema>(schema: TSchema) => v.record(v.string(), schema);
const Url = v.object({ url: v.string() });

/** An event as the API answers it (`toEventJson`), checked in the browser before EventCard shows it. */
const EventJsonSchema = v.object({
  _id: v.string(),
  slug: v.string(),
  lang: v.string(),
  title: Localized(v.string()),
  description: Localized(v.string()),
  descriptionText: Localized(v.string()),
  cover: Localized(Url),
  coverDisplay: v.nullable(Url),
  coverAltText: v.nullable(v.string()),
  address: Localized(PlaceSchema),
  color: v.nullable(v.string()),
  type: v.nullable(TaxonomyRefSchema),
  topic: v.nullable(TaxonomyRefSchema),
  pillar: v.nullable(TaxonomyRefSchema),
  date: v.string(),
  startDate: v.string(),
  endDate: v.nullable(v.string()),
  timezone: v.string(),
  status: v.picklist(["active", "cancelled", "draft"]),
  private: v.boolean(),
  visio: v.boolean(),
  makesense: v.boolean(),
  registerExternal: v.boolean(),
  maxAttendees: v.number(),
  attendeesCount: v.number(),
  feedbacksCount: v.number(),
  user: v.array(v.object({ _id: v.string(), displayname: v.nullable(v.string()), firstName: v.nullable(v.string()), lastName: v.nullable(v.string()) })),
}) satisfies v.GenericSchema<unknown, EventJson>;

/** GET /users/events?when=active|past. */
export const AgendaAnswerSchema = v.object({ data: v.array(EventJsonSchema) });

/** DELETE /events/attend/{id}: the attendance after the change. */
export const AttendanceSchema = v.object({ registered: v.boolean(), waitlisted: v.boolean() });

/** GET /likes: the ids the user liked, by kind. */
export const LikesAnswerSchema = v.object({ events: v.array(v.string()), articles: v.array(v.string()), topics: v.array(v.string()) });

/** GET /taxonomies?type=topic: what the topics favorites page needs of each topic. */
export const TopicsAnswerSchema = v.object({
  data: v.array(v.object({ _id: v.string(), slug: v.string(), name: Localized(v.string()) })),
});

/** POST /users/me/calendar: the private feed URL, shown once. */
export const CalendarFeedSchema = v.object({ url: v.pipe(v.string(), v.url()) });

/** The `{success: true}` of the email-link and account calls. */
export const SuccessSchema = v.object({ success: v.literal(true) });

/** POST /users/check-token. */
export const TokenCheckSchema = v.object({ valid: v.boolean() });

/** PUT /users/{id}/password: the new session's tokens (the cookies are set by the answer itself). */
export const SessionTokensSchema = v.object({ token: v.string(), refreshToken: v.string() });

/** POST /users/activate: what the emailed link did (routes in workers/api/email-links.ts). */
export const EmailLinkAnswerSchema = v.object({
  success: v.literal(true),
  purpose: v.picklist(["activate", "claim-invite", "login-link", "revert-email", "subscribe-attend"]),
  loggedIn: v.boolean(),
  resetToken: v.optional(v.string()),
  /** A login link asks first: "log in as `email`?". */
  confirm: v.optional(v.object({ email: v.string() })),
  event: v.optional(v.nullable(v.object({ slug: v.string() }))),
  registered: v.optional(v.boolean()),
  reason: v.optional(v.nullable(v.string())),
});
export type EmailLinkAnswer = v.InferOutput<typeof EmailLinkAnswerSchema>;
