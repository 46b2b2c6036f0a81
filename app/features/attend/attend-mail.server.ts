import { getPublicEnv } from "~/env.server";
import { getEventBySlug } from "~/features/events/events.server";
import { sendMail } from "~/features/mail/outbox.server";
import type { Lang } from "~/i18n/locale";
import { findAttendMailFacts } from "./attend.db.server";
import { attendMail, ticketImageUrl } from "./attend-email";
import type { AttendMailKind } from "./attend-email-messages";

/**
 * Writes an attend email (confirmation or waitlist promotion) to the outbox, in the recipient's language,
 * with the event attached as `.ics`, the attendee's ticket and QR code, and (confirmation) the organizer's
 * confirmation text. It follows the attendance batch: the place is kept even if this fails.
 */
export async function sendAttendMail(env: Env, kind: AttendMailKind, slug: string, to: { email: string; lang: Lang }, now = new Date()) {
  const event = await getEventBySlug(env.DB, slug);
  if (!event) return;
  const publicEnv = getPublicEnv(env);
  const facts = await findAttendMailFacts(env.DB, { eventId: event._id, email: to.email });
  const ticket = facts?.ticket ? { code: facts.ticket, imageUrl: ticketImageUrl(publicEnv, event._id, facts.ticket) } : undefined;
  const note = kind === "attend-confirmation" ? facts?.emails.confirmation : undefined;
  const mail = attendMail(kind, event, { lang: to.lang, siteUrl: publicEnv.siteUrl, stamp: now.toISOString(), ticket, note });
  await sendMail(env, { to: to.email, kind, lang: to.lang, ...mail });
}
