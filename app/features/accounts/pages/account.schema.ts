import * as v from "valibot";
import { PlaceSchema } from "~/features/places/places.schema";

/** GET /users/me and PUT /users/{id}: the profile fields the account pages show and edit. */
export const ProfileSchema = v.object({
  _id: v.string(),
  email: v.string(),
  active: v.boolean(),
  displayname: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  address: v.nullable(PlaceSchema),
  topic: v.optional(v.nullable(v.string()), null),
  profileImg: v.optional(v.nullable(v.object({ url: v.string() }))),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

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
  pending: v.optional(v.boolean(), false),
  reason: v.optional(v.nullable(v.string())),
  /** An invitation claimed: the page the login flow was to return to (a local path). */
  redirect: v.optional(v.string()),
});
export type EmailLinkAnswer = v.InferOutput<typeof EmailLinkAnswerSchema>;
