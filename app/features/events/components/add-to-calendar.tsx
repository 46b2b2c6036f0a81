import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { googleCalendarUrl } from "../calendar-links";
import type { EventJson } from "../event-json";
import { toIcsEvent } from "../ics";

/** "Add to calendar": the event's .ics file (served by workers/feeds) and a Google Calendar link. */
export function AddToCalendar({ event, url }: { event: EventJson; url: string }) {
  const t = useT();
  const { lang } = useIntl();
  const entry = toIcsEvent(event, { lang, url, onlineLabel: t("events.online") });
  return (
    <section className="add-to-calendar" aria-labelledby="calendar-title">
      <h2 id="calendar-title" className="aside-heading">
        {t("calendar.title")}
      </h2>
      <ul className="inline-list">
        <li>
          <a className="button button--ghost button--small" href={localizePath(`/events/e/${event.slug}.ics`, lang)} download={`${event.slug}.ics`}>
            {t("calendar.ics")}
          </a>
        </li>
        <li>
          <a className="button button--ghost button--small" href={googleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
            {t("calendar.google")}
          </a>
        </li>
      </ul>
    </section>
  );
}
