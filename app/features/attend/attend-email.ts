import type { EventJson } from "~/features/events/event-json";
import { icsCalendar, toIcsEvent } from "~/features/events/ics";
import { eventPageUrl } from "~/features/events/share";
import { CATALOGUES } from "~/i18n/catalogues";
import { INTL_LOCALE, type Lang } from "~/i18n/locale";
import { escapeHtml } from "~/lib/escape-html";
import { zoneName } from "~/lib/zone-name";
import { ATTEND_MAIL_LABELS, ATTEND_MAIL_TEMPLATES, type AttendMailKind, type AttendMailValues } from "./attend-email-messages";

const CALENDAR_ATTACHMENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/**
 * Stands for each attendee's ticket in an email written once for many (reminders, promotions): the INSERT …
 * SELECT that queues it puts each one's own code in its place (SQL replace()). Tickets never contain "@".
 */
export const TICKET_PLACEHOLDER = "@@TICKET@@";

/** Width and height of the QR image in emails (the PNG's own size: 29 modules of 8 px). */
const QR_IMAGE_PIXELS = 232;

/** An attendee's ticket as an email shows it: the code and the address of its QR image (PNG). */
export type MailTicket = { code: string; imageUrl: string };

/** The QR image of a ticket, served by GET /tickets/{eventId}/{ticket}.png (absolute: it is read in a mail client). */
export function ticketImageUrl({ siteUrl, apiBase }: { siteUrl: string; apiBase: string }, eventId: string, code: string): string {
  return new URL(`${apiBase.replace(/\/$/, "")}/tickets/${encodeURIComponent(eventId)}/${code}.png`, `${siteUrl}/`).href;
}

/**
 * The start of an event in the recipient's language and the event's time zone, the zone named as people say it
 * ('samedi 5 décembre 2026 à 20:00 (heure de Paris)', never an offset: docs/product.md §6).
 */
export function formatWhen(event: Pick<EventJson, "startDate" | "timezone">, lang: Lang): string {
  const when = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: event.timezone,
  }).format(new Date(event.startDate));
  return `${when} (${zoneName(event.timezone, lang)})`;
}

/** The emails of a registration that holds no place: nothing to unregister from (a cancelled event, a declined request). */
const withoutPlace = (kind: AttendMailKind) => kind === "event-cancelled" || kind === "request-cancelled" || kind === "registration-declined";

export type Paragraph = { text: string; link?: string; strong?: string; image?: { src: string; alt: string } };

/** Plain text written by an organizer, escaped, its line breaks kept. */
function plainToHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

function ticketParagraphs(lang: Lang, ticket: MailTicket | undefined): Paragraph[] {
  if (!ticket) return [];
  const labels = ATTEND_MAIL_LABELS[lang];
  return [
    { text: `${labels.ticket}${labels.colon}`, strong: ticket.code },
    { text: labels.ticketHelp, image: { src: ticket.imageUrl, alt: `${labels.ticketAlt} ${ticket.code}` } },
  ];
}

function noteParagraphs(lang: Lang, note: string | undefined): Paragraph[] {
  const labels = ATTEND_MAIL_LABELS[lang];
  return note?.trim() ? [{ text: `${labels.organizerNote}${labels.colon}` }, { text: note.trim() }] : [];
}

/** What changed, as it was: the date or place before the change, beside each new value that differs. */
type Before = { when: string; where: string | null };

function paragraphs(kind: AttendMailKind, lang: Lang, values: AttendMailValues, extra: Paragraph[], before?: Before): Paragraph[] {
  const labels = ATTEND_MAIL_LABELS[lang];
  const noPlace = withoutPlace(kind);
  const was = (now: string | null, then: string | null | undefined) =>
    before && then !== now ? [{ text: `${labels.before}${labels.colon}${then ?? "–"}` }] : [];
  return [
    { text: ATTEND_MAIL_TEMPLATES[lang][kind].intro(values) },
    ...extra,
    { text: `${labels.when}${labels.colon}${values.when}` },
    ...was(values.when, before?.when),
    ...(values.where ? [{ text: `${labels.where}${labels.colon}${values.where}` }] : []),
    ...was(values.where, before?.where),
    { text: labels.page, link: values.url },
    // A cancelled event has no place to free (its attachment removes it from calendars: STATUS:CANCELLED); a
    // declined request had none and brings no calendar entry.
    ...(noPlace ? [] : [{ text: labels.unattend, link: values.unattendUrl }, { text: labels.calendar }]),
    { text: labels.signature },
  ];
}

export function renderText(parts: Paragraph[], colon: string): string {
  return parts.map(({ text, link, strong }) => (link ? `${text}${colon}${link}` : `${text}${strong ?? ""}`)).join("\n\n");
}

export function renderHtml(parts: Paragraph[]): string {
  return parts
    .map(({ text, link, strong, image }) => {
      if (link) return `<p><a href="${escapeHtml(link)}">${escapeHtml(text)}</a></p>`;
      const img = image ? `<br><img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" width="${QR_IMAGE_PIXELS}" height="${QR_IMAGE_PIXELS}">` : "";
      return `<p>${plainToHtml(text)}${strong ? `<strong>${escapeHtml(strong)}</strong>` : ""}${img}</p>`;
    })
    .join("\n");
}

type MailOptions = { lang: Lang; siteUrl: string; stamp: string; ticket?: MailTicket; note?: string; before?: EventJson };

/**
 * An email to an attendee (confirmation, waitlist promotion, reminder, new date or place, cancellation) in the
 * recipient's language: subject, text and HTML bodies, and the event as an `.ics` attachment written by the
 * shared iCalendar writer. With a ticket, its code and QR image (PNG: mail clients do not show SVG); with a
 * note, the organizer's own text (plain text, escaped in the HTML body); with `before` (a change), the date
 * and place it had, each beside its new value when it changed.
 */
export function attendMail(kind: AttendMailKind, event: EventJson, { lang, siteUrl, stamp, ticket, note, before }: MailOptions) {
  const url = eventPageUrl(siteUrl, event.slug, lang);
  const onlineLabel = CATALOGUES[lang]["events.online"];
  const entry = toIcsEvent(event, { lang, url, onlineLabel });
  const values = { title: entry.summary, when: formatWhen(event, lang), where: entry.location, url, unattendUrl: `${url}/unattend` };
  const was = before ? { when: formatWhen(before, lang), where: toIcsEvent(before, { lang, url, onlineLabel }).location } : undefined;
  const parts = paragraphs(kind, lang, values, [...ticketParagraphs(lang, ticket), ...noteParagraphs(lang, note)], was);
  return {
    subject: ATTEND_MAIL_TEMPLATES[lang][kind].subject(values),
    text: renderText(parts, ATTEND_MAIL_LABELS[lang].colon),
    html: renderHtml(parts),
    attachments:
      kind === "registration-declined"
        ? []
        : [
            {
              filename: `${event.slug.replace(/[^\w-]/g, "") || "event"}.ics`,
              contentType: CALENDAR_ATTACHMENT_TYPE,
              content: icsCalendar([entry], { stamp }),
            },
          ],
  };
}

/**
 * The request for feedback sent after the event to those who came (docs/product.md §7 "Feedback requests"): thanks,
 * the organizer's text if any, and the link to the event's feedback form.
 */
export function feedbackRequestMail(event: EventJson, { lang, siteUrl, note }: { lang: Lang; siteUrl: string; note: string }) {
  const labels = ATTEND_MAIL_LABELS[lang];
  const url = eventPageUrl(siteUrl, event.slug, lang);
  const title = toIcsEvent(event, { lang, url, onlineLabel: CATALOGUES[lang]["events.online"] }).summary;
  const parts: Paragraph[] = [{ text: labels.feedbackIntro(title) }, ...noteParagraphs(lang, note), { text: labels.feedbackLink, link: `${url}/feedback` }];
  return { subject: labels.feedbackSubject(title), text: renderText(parts, labels.colon), html: renderHtml(parts) };
}

/** An organizer's message to the attendees (POST /events/contact/{id}): their plain text, escaped in HTML. */
export function organizerMail(event: EventJson, { lang, siteUrl, subject, message }: { lang: Lang; siteUrl: string; subject: string; message: string }) {
  const labels = ATTEND_MAIL_LABELS[lang];
  const url = eventPageUrl(siteUrl, event.slug, lang);
  const title = toIcsEvent(event, { lang, url, onlineLabel: CATALOGUES[lang]["events.online"] }).summary;
  const parts: Paragraph[] = [{ text: `${labels.organizerMessage(title)}${labels.colon}` }, { text: message }, { text: labels.page, link: url }];
  return { subject, text: renderText(parts, labels.colon), html: renderHtml(parts) };
}
