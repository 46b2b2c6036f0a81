import { getPublicEnv } from "~/env.server";
import { getEventBySlug } from "~/features/events/events.server";
import { sendMail } from "~/features/mail/outbox.server";
import type { Lang } from "~/i18n/locale";
import { attendMail } from "./attend-email";
import type { AttendMailKind } from "./attend-email-messages";

/**
 * Writes an attend email (confirmation or waitlist promotion) to the outbox, in the recipient's language,
 * with the event attached as `.ics`. It follows the attendance batch: the place is kept even if this fails.
 */
export async function sendAttendMail(env: Env, kind: AttendMailKind, slug: string, to: { email: string; lang: Lang }, now = new Date()) {
  const event = await getEventBySlug(env.DB, slug);
  if (!event) return;
  const siteUrl = getPublicEnv(env).siteUrl;
  const mail = attendMail(kind, event, { lang: to.lang, siteUrl, stamp: now.toISOString() });
  await sendMail(env, { to: to.email, kind, lang: to.lang, ...mail });
}
