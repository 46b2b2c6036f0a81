import { useIntl, useT } from "~/i18n/intl";
import type { EventJson } from "../event-json";
import { scheduleLabels, type ScheduleLabels } from "../event-date-labels";

const RELATIVE_LABEL = {
  today: "event.relative.today",
  yesterday: "event.relative.yesterday",
  dayBeforeYesterday: "event.relative.dayBeforeYesterday",
  tomorrow: "event.relative.tomorrow",
} as const;

type Props = { event: Pick<EventJson, "startDate" | "endDate" | "timezone">; now: Date; labels?: ScheduleLabels };

/**
 * When: the dates in the visitor's language and the event's time zone (named when it is not the site's),
 * "Aujourd'hui"/"Demain"… before the start when it is that close, and the duration.
 * Date texts come from the loader when it wrote them (event-date-labels.ts), else from ICU here, whose
 * output may differ by a space between server and browser.
 */
export function EventSchedule({ event, now, labels }: Props) {
  const t = useT();
  const { intl } = useIntl();
  const { relative, start, end, duration } = labels ?? scheduleLabels(event, intl, now);
  return (
    <>
      <dt>{t("events.date")}</dt>
      <dd>
        {relative ? <strong className="event-schedule__relative">{`${t(RELATIVE_LABEL[relative])} · `}</strong> : null}
        <time dateTime={event.startDate} suppressHydrationWarning>
          {start}
        </time>
        {end ? (
          <>
            {" – "}
            <time dateTime={event.endDate ?? undefined} suppressHydrationWarning>
              {end}
            </time>
          </>
        ) : null}
      </dd>
      {duration ? (
        <>
          <dt>{t("event.duration")}</dt>
          <dd suppressHydrationWarning>{duration}</dd>
        </>
      ) : null}
    </>
  );
}
