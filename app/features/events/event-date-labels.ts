import type { AppIntl } from "~/i18n/intl";
import type { EventJson } from "./event-json";
import { durationParts, formatDuration, isSameDay, relativeDay, SITE_TIME_ZONE, type RelativeDay } from "./event-dates";

/**
 * The date texts of cards and of the event page's schedule. Loaders write them on the server, in the
 * page's language, and send them with the page: the browser then hydrates without building a date
 * formatter, the costliest first call of `Intl` (docs/architecture.md §7). Components call the same
 * functions themselves only for data that came without them (answers of the API).
 */
export type CardDateLabels = { when: string; day: string; month: string };
export type ScheduleLabels = { relative: RelativeDay | null; start: string; end: string | null; duration: string | null };

type Formatter = Pick<AppIntl, "formatDate" | "formatTime" | "formatNumber">;

export function cardDateLabels(event: Pick<EventJson, "startDate" | "timezone">, intl: Formatter): CardDateLabels {
  const start = new Date(event.startDate);
  const timeZone = event.timezone;
  return {
    when: intl.formatDate(start, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone }),
    day: intl.formatDate(start, { day: "numeric", timeZone }),
    month: intl.formatDate(start, { month: "short", timeZone }),
  };
}

/**
 * Seen from `now`: the relative day of the start (today, tomorrow…), the full start (and end) in the event's
 * time zone, named when it is not the site's, the end's time alone on the same day, and the duration.
 */
export function scheduleLabels(event: Pick<EventJson, "startDate" | "endDate" | "timezone">, intl: Formatter, now: Date): ScheduleLabels {
  const timeZone = event.timezone;
  const zone = timeZone === SITE_TIME_ZONE ? {} : { timeZoneName: "short" as const };
  const start = new Date(event.startDate);
  const end = event.endDate ? new Date(event.endDate) : null;
  const full = (date: Date, last: boolean) => intl.formatDate(date, { dateStyle: "full", timeStyle: "short", timeZone, ...(last ? zone : {}) });
  const duration = durationParts(event.startDate, event.endDate);
  return {
    relative: relativeDay(start, now, timeZone),
    start: full(start, !end),
    end: end ? (isSameDay(start, end, timeZone) ? intl.formatTime(end, { hour: "numeric", minute: "2-digit", timeZone, ...zone }) : full(end, true)) : null,
    duration: duration ? formatDuration(duration, intl) : null,
  };
}
