import { useIntl, useT } from "~/i18n/intl";
import type { EventJson } from "../event-json";
import { durationParts, formatDuration, isSameDay, relativeDay, SITE_TIME_ZONE } from "../event-dates";

const RELATIVE_LABEL = {
  today: "event.relative.today",
  yesterday: "event.relative.yesterday",
  dayBeforeYesterday: "event.relative.dayBeforeYesterday",
  tomorrow: "event.relative.tomorrow",
} as const;

type Props = { event: Pick<EventJson, "startDate" | "endDate" | "timezone">; now: Date };

/**
 * When: the dates in the visitor's language and the event's time zone (named when it is not the site's),
 * "Aujourd'hui"/"Demain"… before the start when it is that close, and the duration.
 * Date texts come from ICU, whose output may differ by a space between server and browser.
 */
export function EventSchedule({ event, now }: Props) {
  const t = useT();
  const { intl } = useIntl();
  const timeZone = event.timezone;
  const start = new Date(event.startDate);
  const end = event.endDate ? new Date(event.endDate) : null;
  const zone = timeZone === SITE_TIME_ZONE ? {} : { timeZoneName: "short" as const };
  const relative = relativeDay(start, now, timeZone);
  const full = (date: Date, last: boolean) => intl.formatDate(date, { dateStyle: "full", timeStyle: "short", timeZone, ...(last ? zone : {}) });
  const timeOnly = (date: Date) => intl.formatTime(date, { hour: "numeric", minute: "2-digit", timeZone, ...zone });
  const duration = durationParts(event.startDate, event.endDate);
  return (
    <>
      <dt>{t("events.date")}</dt>
      <dd>
        {relative ? <strong className="event-schedule__relative">{`${t(RELATIVE_LABEL[relative])} · `}</strong> : null}
        <time dateTime={event.startDate} suppressHydrationWarning>
          {full(start, !end)}
        </time>
        {end ? (
          <>
            {" – "}
            <time dateTime={event.endDate ?? undefined} suppressHydrationWarning>
              {isSameDay(start, end, timeZone) ? timeOnly(end) : full(end, true)}
            </time>
          </>
        ) : null}
      </dd>
      {duration ? (
        <>
          <dt>{t("event.duration")}</dt>
          <dd suppressHydrationWarning>{formatDuration(duration, intl)}</dd>
        </>
      ) : null}
    </>
  );
}
