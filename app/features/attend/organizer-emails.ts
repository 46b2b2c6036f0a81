import * as v from "valibot";

/**
 * The organizer's texts of an event's emails, as `events.emails` holds them (JSON): the confirmation's and the
 * reminder's, and whether arrived attendees are asked for their feedback after the event (on unless turned off)
 * with the organizer's text of that email (docs/product.md §7 "Feedback requests"). A key written before it
 * existed reads as its default.
 */
export const OrganizerEmailsSchema = v.object({
  confirmation: v.optional(v.string(), ""),
  reminder: v.optional(v.string(), ""),
  feedback: v.optional(v.string(), ""),
  askFeedback: v.optional(v.boolean(), true),
});
export type OrganizerEmails = v.InferOutput<typeof OrganizerEmailsSchema>;

/** What an event without organizer texts sends: the emails' own words, and the feedback request. */
export const NO_ORGANIZER_EMAILS: OrganizerEmails = { confirmation: "", reminder: "", feedback: "", askFeedback: true };
