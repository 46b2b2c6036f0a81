import { Link } from "react-router";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { localize, type EventJson } from "../event-json";
import { organizerName } from "../json-ld";
import type { ScheduleLabels } from "../event-date-labels";
import { EventSchedule } from "./event-schedule";

/** The facts of an event: when, how long, where (or online), type and topic as listing links, organizers. */
export function EventDetails({ event, now, schedule }: { event: EventJson; now: Date; schedule?: ScheduleLabels }) {
  const t = useT();
  const { lang } = useIntl();
  const address = localize(event.address, lang, event.lang);
  const place = [address?.name, address?.formattedAddress ?? address?.city].filter(Boolean).join(", ");
  const organizers = event.user.map(organizerName).filter(Boolean);
  return (
    <dl>
      <EventSchedule event={event} now={now} labels={schedule} />
      <dt>{t("events.where")}</dt>
      <dd>{event.visio ? t("events.online") : place}</dd>
      {event.type ? (
        <>
          <dt>{t("event.type")}</dt>
          <dd>
            <Link to={localizePath(`/events/type/${event.type.slug}`, lang)}>{localize(event.type.name, lang, "fr") ?? event.type.slug}</Link>
          </dd>
        </>
      ) : null}
      {event.topic ? (
        <>
          <dt>{t("event.topic")}</dt>
          <dd>
            <Link to={localizePath(`/events/topic/${event.topic.slug}`, lang)}>{localize(event.topic.name, lang, "fr") ?? event.topic.slug}</Link>
          </dd>
        </>
      ) : null}
      {organizers.length > 0 ? (
        <>
          <dt>{t("events.organizedBy")}</dt>
          <dd>{organizers.join(", ")}</dd>
        </>
      ) : null}
    </dl>
  );
}
