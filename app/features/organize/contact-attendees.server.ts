import { getPublicEnv } from "~/env.server";
import { organizerMail } from "~/features/attend/attend-email";
import { getEventBySlug } from "~/features/events/events.server";
import { LANGS } from "~/i18n/locale";
import type { ContactBody } from "./event-attendees.schema";
import { attendeesMailStatement } from "./event-writes.db.server";

/**
 * POST /events/contact/{id}: the organizer's subject and message to every attendee, one email each through the
 * outbox, framed in the language each one registered in; `sent` is how many were queued.
 */
export async function contactAttendees(env: Env, slug: string, { subject, message }: ContactBody): Promise<{ sent: number } | null> {
  const event = await getEventBySlug(env.DB, slug);
  if (!event) return null;
  const siteUrl = getPublicEnv(env).siteUrl;
  const statements = LANGS.map((lang) => {
    const mail = organizerMail(event, { lang, siteUrl, subject, message });
    return attendeesMailStatement(env.DB, event._id, lang, { kind: "organizer-message", ...mail, attachments: "[]" });
  });
  const results = await env.DB.batch(statements);
  return { sent: results.reduce((sum, result) => sum + result.meta.changes, 0) };
}
