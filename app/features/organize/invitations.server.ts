import { getPublicEnv } from "~/env.server";
import { findUserById } from "~/features/accounts/users/users.db.server";
import { getEventBySlug } from "~/features/events/events.server";
import { isPast } from "~/features/events/event-state";
import { isLang, type Lang } from "~/i18n/locale";
import { INVITATION_KEY_PLACEHOLDER, invitationMail } from "./invitation-email";
import {
  countInvitations,
  countToRemind,
  declineInvitation,
  deleteInvitations,
  insertInvitations,
  listInvitations,
  openInvitation,
  queueReminders,
} from "./invitations.db.server";
import { INVITATION_MAILS_PER_DAY, INVITATIONS_MAX, REMIND_GAP_MS, type InvitationBody, type Invitations, type InvitationStatus } from "./invitations.schema";

/** Why invitations were refused: an event cancelled or over, full of invitations, or past its emails of the day. */
export type InvitationRefusal =
  { code: "event_cancelled" | "event_past" | "invitations_full" } | { code: "too_many_invitations"; remaining: number } | { code: "nobody_to_remind" };

/** The start of the 24 hours before `now`: the window of an event's emails of the day. */
const dayBefore = (now: number) => now - 86_400_000;

/** The name invitations give for organizer `userId`: their display name, else their names, else none. */
async function inviterName(db: D1Database, userId: string): Promise<string | null> {
  const user = await findUserById(db, userId);
  const names = [user?.first_name, user?.last_name].filter(Boolean).join(" ");
  return user?.display_name?.trim() || names.trim() || null;
}

/** GET /events/{id}/invitations: every invitation with its status, and the emails the event may still send today. */
export async function readInvitations(db: D1Database, eventId: string, now = Date.now()): Promise<Invitations> {
  const [data, counts] = await Promise.all([listInvitations(db, eventId), countInvitations(db, eventId, dayBefore(now))]);
  return { data, mailsLeftToday: Math.max(0, INVITATION_MAILS_PER_DAY - counts.sent) };
}

/** Whether invitations still make sense for the event: not cancelled, not over. */
function closedFor(event: { status: string; startDate: string; endDate: string | null }, now: number): InvitationRefusal | null {
  if (event.status === "cancelled") return { code: "event_cancelled" };
  if (isPast(event, new Date(now))) return { code: "event_past" };
  return null;
}

/**
 * POST /events/{id}/invitations (docs/product.md §5 "Invitations"): each address of `body` not yet invited,
 * registered or waiting gets an invitation and its email, in `body.lang` (the event's language unless given),
 * with the organizer `by`'s name and word. Null: no such event.
 */
export async function inviteToEvent(
  env: Env,
  slug: string,
  body: InvitationBody,
  { by, now = Date.now() }: { by: string; now?: number },
): Promise<{ invited: string[]; skipped: string[] } | InvitationRefusal | null> {
  const event = await getEventBySlug(env.DB, slug);
  if (!event) return null;
  const closed = closedFor(event, now);
  if (closed) return closed;
  const counts = await countInvitations(env.DB, event._id, dayBefore(now));
  if (counts.total + body.emails.length > INVITATIONS_MAX) return { code: "invitations_full" };
  const remaining = Math.max(0, INVITATION_MAILS_PER_DAY - counts.sent);
  if (body.emails.length > remaining) return { code: "too_many_invitations", remaining };
  const lang: Lang = body.lang ?? (isLang(event.lang) ? event.lang : "fr");
  const mail = invitationMail("event-invitation", event, {
    lang,
    siteUrl: getPublicEnv(env).siteUrl,
    inviter: await inviterName(env.DB, by),
    note: body.message,
  });
  const invited = await insertInvitations(env.DB, event._id, body.emails, { lang, now, mail, placeholder: INVITATION_KEY_PLACEHOLDER });
  const done = new Set(invited);
  return { invited, skipped: body.emails.filter((email) => !done.has(email)) };
}

/**
 * POST /events/{id}/invitations/remind: a reminder to every invitation without an answer that was not reminded
 * in the last 24 hours, in its own language. Null: no such event.
 */
export async function remindInvitations(
  env: Env,
  slug: string,
  { by, now = Date.now() }: { by: string; now?: number },
): Promise<{ reminded: number } | InvitationRefusal | null> {
  const event = await getEventBySlug(env.DB, slug);
  if (!event) return null;
  const closed = closedFor(event, now);
  if (closed) return closed;
  const due = await countToRemind(env.DB, event._id, now - REMIND_GAP_MS);
  if (due.length === 0) return { code: "nobody_to_remind" };
  const counts = await countInvitations(env.DB, event._id, dayBefore(now));
  const remaining = Math.max(0, INVITATION_MAILS_PER_DAY - counts.sent);
  if (due.reduce((sum, { count }) => sum + count, 0) > remaining) return { code: "too_many_invitations", remaining };
  const siteUrl = getPublicEnv(env).siteUrl;
  const inviter = await inviterName(env.DB, by);
  const mails = due.map(({ lang }) => ({ lang, mail: invitationMail("event-invitation-reminder", event, { lang, siteUrl, inviter }) }));
  const reminded = await queueReminders(env.DB, event._id, mails, { since: now - REMIND_GAP_MS, now, placeholder: INVITATION_KEY_PLACEHOLDER });
  return reminded === 0 ? { code: "nobody_to_remind" } : { reminded };
}

/**
 * The event page `slug` opened with key `key` (docs/product.md §5 "Invitations"): when it is one of the event's
 * invitations, its first opening is stamped and its status and address returned (the attend flow starts with that
 * address); else null (a share link's key, or none).
 */
export function followInvitation(db: D1Database, slug: string, key: string, now = Date.now()): Promise<{ status: InvitationStatus; email: string } | null> {
  return openInvitation(db, slug, key, now);
}

/**
 * POST /events/invitations/{key}/decline: the invited person says they will not come, by the key of their link.
 * Null: no such invitation; "registered": they are registered or waiting, and leave through the event instead.
 */
export function declineByKey(db: D1Database, key: string, now = Date.now()): Promise<"declined" | "registered" | null> {
  return declineInvitation(db, key, now);
}

/**
 * POST /events/{id}/invitations/withdraw (docs/product.md §5 "Invitations"): the organizer takes invitations back
 * (a wrong address, a change of plan). Their links open nothing more; a registration already made stays.
 */
export function withdrawInvitations(db: D1Database, eventId: string, emails: string[]): Promise<string[]> {
  return deleteInvitations(db, eventId, emails);
}
