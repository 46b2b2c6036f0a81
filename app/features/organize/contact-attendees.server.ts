import { getPublicEnv } from "~/env.server";
import { organizerMail } from "~/features/attend/attend-email";
import { getEventBySlug } from "~/features/events/events.server";
import { LANGS, type Lang } from "~/i18n/locale";
import type { ContactBody, ContactSegment } from "./event-attendees.schema";
import { attendeesMailStatement, waitlistMailStatement } from "./event-writes.db.server";

type Mail = Parameters<typeof attendeesMailStatement>[3];

/** The statements that write `mail` (in `lang`) to each person of `segment`. */
function segmentStatements(db: D1Database, eventId: string, segment: ContactSegment, lang: Lang, mail: Mail): D1PreparedStatement[] {
  switch (segment) {
    case "registered":
      return [attendeesMailStatement(db, eventId, lang, mail)];
    case "everyone":
      return [attendeesMailStatement(db, eventId, lang, mail), waitlistMailStatement(db, eventId, lang, mail)];
    case "waitlist":
      return [waitlistMailStatement(db, eventId, lang, mail)];
    case "arrived":
    case "absent":
      return [attendeesMailStatement(db, eventId, lang, mail, segment)];
  }
}

/**
 * POST /events/contact/{id}: the organizer's subject and message to each person of the segment asked for (the
 * registered by default), one email each through the outbox, framed in the language each one registered in;
 * `sent` is how many were queued. Those who did not arrive are known once the event is over: before, the answer
 * is `not_over`.
 */
export async function contactAttendees(
  env: Env,
  slug: string,
  { subject, message, segment }: ContactBody,
  now = new Date(),
): Promise<{ sent: number } | "not_over" | null> {
  const event = await getEventBySlug(env.DB, slug);
  if (!event) return null;
  if (segment === "absent" && Date.parse(event.endDate ?? event.startDate) > now.getTime()) return "not_over";
  const siteUrl = getPublicEnv(env).siteUrl;
  const statements = LANGS.flatMap((lang) => {
    const mail = organizerMail(event, { lang, siteUrl, subject, message });
    return segmentStatements(env.DB, event._id, segment, lang, { kind: "organizer-message", ...mail, attachments: "[]" });
  });
  const results = await env.DB.batch(statements);
  return { sent: results.reduce((sum, result) => sum + result.meta.changes, 0) };
}
