import { truncate } from "~/lib/seo";
import { icsDateTime, type IcsEvent } from "./ics";

/** Longest description put in a calendar link, to keep the URL well under browser and server limits. */
export const CALENDAR_LINK_TEXT_MAX = 1000;

/** "Add to Google Calendar": the event template URL, dates in UTC, description cut and followed by the page URL. */
export function googleCalendarUrl(event: IcsEvent): string {
  const text = truncate(event.text, CALENDAR_LINK_TEXT_MAX);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.summary,
    dates: `${icsDateTime(event.start)}/${icsDateTime(event.end ?? event.start)}`,
    details: text ? `${text}\n\n${event.url}` : event.url,
  });
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}
