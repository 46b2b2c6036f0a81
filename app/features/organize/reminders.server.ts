import { getPublicEnv } from "~/env.server";
import { parseOrganizerEmails } from "~/features/attend/attend.db.server";
import { attendMail, ticketImageUrl, TICKET_PLACEHOLDER } from "~/features/attend/attend-email";
import { getEventBySlug } from "~/features/events/events.server";
import { LANGS } from "~/i18n/locale";
import { findEventsToRemind, queueReminders } from "./reminders.db.server";

/** How long before the start an attendee is reminded of an event (docs/product.md §7 "Reminders"). */
export const REMINDER_BEFORE_MS = 24 * 3600 * 1000;
/** Events handled by one run of the Cron Trigger; the next run (a minute later) goes on with the rest. */
const EVENTS_PER_RUN = 20;

/**
 * The day-before reminder, run by the Cron Trigger every minute: every attendee of an active event that starts
 * within the next 24 hours gets one email, in the language they registered in, with their ticket, QR code and
 * the organizer's reminder text; never twice (attendees.reminded_at). Attendees who registered less than 24
 * hours before the start are not reminded: their confirmation is fresh. The number of emails queued.
 */
export async function sendDueReminders(env: Env, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_BEFORE_MS).toISOString();
  const events = await findEventsToRemind(env.DB, { now: now.toISOString(), until, limit: EVENTS_PER_RUN });
  const publicEnv = getPublicEnv(env);
  let queued = 0;
  for (const row of events) {
    const event = await getEventBySlug(env.DB, row.slug);
    if (!event) continue;
    const note = parseOrganizerEmails(row.emails).reminder;
    const ticket = { code: TICKET_PLACEHOLDER, imageUrl: ticketImageUrl(publicEnv, event._id, TICKET_PLACEHOLDER) };
    const mails = LANGS.map((lang) => {
      const mail = attendMail("event-reminder", event, { lang, siteUrl: publicEnv.siteUrl, stamp: now.toISOString(), ticket, note });
      return { lang, subject: mail.subject, text: mail.text, html: mail.html, attachments: JSON.stringify(mail.attachments) };
    });
    queued += await queueReminders(env.DB, event._id, mails, { now: now.toISOString(), placeholder: TICKET_PLACEHOLDER });
  }
  return queued;
}
