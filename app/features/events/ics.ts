import type { Lang } from "~/i18n/locale";
import { localize, type EventJson } from "./event-json";

/** One VEVENT, already in the visitor's language. Dates are ISO 8601 instants. */
export type IcsEvent = {
  uid: string;
  start: string;
  end: string | null;
  summary: string;
  /** Plain-text description; the calendar entry appends the page URL. */
  text: string;
  location: string | null;
  url: string;
  cancelled: boolean;
};

const CRLF = "\r\n";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A UTC date-time in iCalendar's basic format: 20260301T090000Z. */
export function icsDateTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 §3.1) without splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

function vevent(event: IcsEvent, stamp: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    ...(event.end ? [`DTEND:${icsDateTime(event.end)}`] : []),
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.text ? `${event.text}\n\n${event.url}` : event.url)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
  ];
}

/** A whole iCalendar object: CRLF line endings, folded lines, one VEVENT per event. */
export function icsCalendar(events: IcsEvent[], { name, stamp, refresh }: { name?: string; stamp: string; refresh?: string }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Rendez-vous//Events//FR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(name ? [`X-WR-CALNAME:${escapeIcsText(name)}`] : []),
    // A subscribed feed says how often to read it again (RFC 7986; X-PUBLISHED-TTL for Outlook and older clients).
    ...(refresh ? [`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`] : []),
    ...events.flatMap((event) => vevent(event, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** The calendar entry of an event in `lang`. */
export function toIcsEvent(event: EventJson, { lang, url, onlineLabel }: { lang: Lang; url: string; onlineLabel: string }): IcsEvent {
  const address = localize(event.address, lang, event.lang);
  const place = [address?.name, address?.formattedAddress ?? address?.city].filter(Boolean).join(", ");
  return {
    uid: `${event._id}@${new URL(url).hostname}`,
    start: event.startDate,
    end: event.endDate,
    summary: localize(event.title, lang, event.lang) ?? event.slug,
    text: localize(event.descriptionText, lang, event.lang) ?? "",
    location: event.visio ? onlineLabel : place || null,
    url,
    cancelled: event.status === "cancelled",
  };
}
