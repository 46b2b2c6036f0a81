import type { EventJson } from "~/features/events/event-json";
import { icsCalendar, toIcsEvent } from "~/features/events/ics";
import { eventPageUrl } from "~/features/events/share";
import { CATALOGUES } from "~/i18n/catalogues";
import { INTL_LOCALE, type Lang } from "~/i18n/locale";
import { escapeHtml } from "~/lib/escape-html";
import { ATTEND_MAIL_LABELS, ATTEND_MAIL_TEMPLATES, type AttendMailKind, type AttendMailValues } from "./attend-email-messages";

const CALENDAR_ATTACHMENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/** The start of an event in the recipient's language and the event's time zone, with the zone named. */
function formatWhen(event: EventJson, lang: Lang): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: event.timezone,
    timeZoneName: "short",
  }).format(new Date(event.startDate));
}

type Paragraph = { text: string; link?: string };

function paragraphs(kind: AttendMailKind, lang: Lang, values: AttendMailValues): Paragraph[] {
  const labels = ATTEND_MAIL_LABELS[lang];
  const cancelled = kind === "event-cancelled";
  return [
    { text: ATTEND_MAIL_TEMPLATES[lang][kind].intro(values) },
    { text: `${labels.when}${labels.colon}${values.when}` },
    ...(values.where ? [{ text: `${labels.where}${labels.colon}${values.where}` }] : []),
    { text: labels.page, link: values.url },
    // A cancelled event has no place to free; its attachment removes it from calendars (STATUS:CANCELLED).
    ...(cancelled ? [] : [{ text: labels.unattend, link: values.unattendUrl }, { text: labels.calendar }]),
    { text: labels.signature },
  ];
}

/**
 * An email to an attendee (confirmation, waitlist promotion, new date or place, cancellation) in the recipient's language: subject, text and
 * HTML bodies, and the event as an `.ics` attachment written by the shared iCalendar writer.
 */
export function attendMail(kind: AttendMailKind, event: EventJson, { lang, siteUrl, stamp }: { lang: Lang; siteUrl: string; stamp: string }) {
  const url = eventPageUrl(siteUrl, event.slug, lang);
  const entry = toIcsEvent(event, { lang, url, onlineLabel: CATALOGUES[lang]["events.online"] });
  const values = { title: entry.summary, when: formatWhen(event, lang), where: entry.location, url, unattendUrl: `${url}/unattend` };
  const parts = paragraphs(kind, lang, values);
  const colon = ATTEND_MAIL_LABELS[lang].colon;
  return {
    subject: ATTEND_MAIL_TEMPLATES[lang][kind].subject(values),
    text: parts.map(({ text, link }) => (link ? `${text}${colon}${link}` : text)).join("\n\n"),
    html: parts.map(({ text, link }) => `<p>${link ? `<a href="${escapeHtml(link)}">${escapeHtml(text)}</a>` : escapeHtml(text)}</p>`).join("\n"),
    attachments: [
      { filename: `${event.slug.replace(/[^\w-]/g, "") || "event"}.ics`, contentType: CALENDAR_ATTACHMENT_TYPE, content: icsCalendar([entry], { stamp }) },
    ],
  };
}
