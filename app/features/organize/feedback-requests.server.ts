import { getPublicEnv } from "~/env.server";
import { parseOrganizerEmails } from "~/features/attend/attend.db.server";
import { feedbackRequestMail } from "~/features/attend/attend-email";
import { getEventBySlug } from "~/features/events/events.server";
import { LANGS } from "~/i18n/locale";
import { findEventsEnded, queueFeedbackRequests, skipEventsEndedBefore } from "./feedback-requests.db.server";

/** How long after its end an event's attendees are asked for their feedback (docs/product.md §7 "Feedback requests"). */
export const FEEDBACK_REQUEST_AFTER_MS = 3600 * 1000;
/** Past this long after its end, an event nobody asked about is left (the job was down, say): nobody is asked. */
export const FEEDBACK_REQUEST_UNTIL_MS = 3 * 24 * 3600 * 1000;
/** Events handled by one run of the Cron Trigger; the next run (a minute later) goes on with the rest. */
const EVENTS_PER_RUN = 20;

/**
 * The request for feedback, run by the Cron Trigger every minute: an active event that ended an hour ago (and
 * less than three days ago) gets its arrived attendees asked once, each in the language they registered in, with
 * the organizer's text, unless the organizer turned it off. The number of emails queued.
 */
export async function sendDueFeedbackRequests(env: Env, now = new Date()): Promise<number> {
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
  await skipEventsEndedBefore(env.DB, { before: at(FEEDBACK_REQUEST_UNTIL_MS), now: now.toISOString(), limit: EVENTS_PER_RUN * 25 });
  const events = await findEventsEnded(env.DB, { since: at(FEEDBACK_REQUEST_UNTIL_MS), until: at(FEEDBACK_REQUEST_AFTER_MS), limit: EVENTS_PER_RUN });
  const { siteUrl } = getPublicEnv(env);
  let queued = 0;
  for (const row of events) {
    const emails = parseOrganizerEmails(row.emails);
    const event = emails.askFeedback ? await getEventBySlug(env.DB, row.slug) : null;
    const mails = event ? LANGS.map((lang) => ({ lang, ...feedbackRequestMail(event, { lang, siteUrl, note: emails.feedback }) })) : [];
    queued += await queueFeedbackRequests(env.DB, row.id, mails, now.toISOString());
  }
  return queued;
}
