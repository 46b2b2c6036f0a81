import * as v from "valibot";
import { LANGS } from "~/i18n/locale";
import { EmailRule, OptionalLines } from "~/lib/form-rules";

/*
 * Invitations (docs/product.md §5 "Invitations"): an organizer invites people by email, each with a personal
 * link; the attendees page shows who was invited, opened the link, registered or declined, and reminds those who
 * have not answered. The limits keep an event from becoming a mail relay.
 */

/** Most addresses one call invites. */
export const INVITATIONS_PER_CALL = 200;
/** Most invitations an event holds. */
export const INVITATIONS_MAX = 1000;
/** Most invitation emails (invitations and reminders) an event sends in 24 hours. */
export const INVITATION_MAILS_PER_DAY = 300;
/** The organizer's word in the invitation, plain text. */
export const INVITATION_MESSAGE_MAX = 1000;
/** A reminder goes to an invitation not reminded within this long. */
export const REMIND_GAP_MS = 24 * 3600 * 1000;

/** Where an invitation stands: sent, its link opened, its person registered (or waiting: waitlist, request), or declined. */
export const INVITATION_STATUSES = ["invited", "opened", "registered", "waiting", "declined"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The addresses of one call: 1 to INVITATIONS_PER_CALL, each checked as every address is (`emails.<n>` names a bad one). */
export const InvitationEmailsSchema = v.pipe(
  v.array(EmailRule),
  v.minLength(1, "form.required"),
  v.maxLength(INVITATIONS_PER_CALL, "form.tooLong"),
  v.transform((emails) => [...new Set(emails)]),
);

/**
 * POST /events/{id}/invitations: who to invite, the language of their email (the event's unless given), and a
 * word from the organizer (plain text, escaped in the HTML body).
 */
export const InvitationBodySchema = v.strictObject({
  emails: InvitationEmailsSchema,
  lang: v.optional(v.picklist(LANGS, "form.choice")),
  message: v.optional(OptionalLines(INVITATION_MESSAGE_MAX)),
});
export type InvitationBody = v.InferOutput<typeof InvitationBodySchema>;

/** What POST /events/{id}/invitations answers: the addresses invited now, and those left out (already invited or registered). */
export const InvitationAnswerSchema = v.object({ invited: v.array(v.string()), skipped: v.array(v.string()) });

/**
 * POST /events/{id}/invitations/withdraw: the invitations to take back (their links open nothing more; someone
 * already registered stays registered).
 */
export const WithdrawBodySchema = v.strictObject({ emails: InvitationEmailsSchema });

/** What it answers: the addresses whose invitation was withdrawn (an address without one is left out). */
export const WithdrawAnswerSchema = v.object({ withdrawn: v.array(v.string()) });

/** What POST /events/{id}/invitations/remind answers: how many reminders left. */
export const RemindAnswerSchema = v.object({ reminded: v.number() });

/** One invitation as the organizer reads it; times are ISO instants. */
export const InvitationSchema = v.object({
  email: v.string(),
  lang: v.picklist(LANGS),
  status: v.picklist(INVITATION_STATUSES),
  invitedAt: v.string(),
  openedAt: v.nullable(v.string()),
  declinedAt: v.nullable(v.string()),
  remindedAt: v.nullable(v.string()),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

/** GET /events/{id}/invitations: newest first, with what the event may still send today. */
export const InvitationsSchema = v.object({ data: v.array(InvitationSchema), mailsLeftToday: v.number() });
export type Invitations = v.InferOutput<typeof InvitationsSchema>;

/** Which addresses of pasted text or a CSV file to invite: every address-like word, lower-cased, once each. */
export function addressesIn(text: string): string[] {
  const found = text.match(/[^\s<>,;:"'()[\]]+@[^\s<>,;:"'()[\]]+/g) ?? [];
  return [...new Set(found.map((address) => address.toLowerCase().replace(/\.+$/, "")))];
}
