import { Link } from "react-router";
import type { EventJson } from "~/features/events/event-json";
import { localize } from "~/features/events/event-json";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { coverUrl } from "../cover";

export function EventCard({ event }: { event: EventJson }) {
  const t = useT();
  const { intl, lang } = useIntl();
  const title = localize(event.title, lang, event.lang) ?? event.slug;
  const text = localize(event.descriptionText, lang, event.lang) ?? "";
  const address = localize(event.address, lang, event.lang);
  const place = event.visio ? t("events.online") : (address?.city ?? address?.formattedAddress ?? "");
  const cover = coverUrl(localize(event.cover, lang, event.lang)?.url);
  return (
    <article className="card">
      <img className="card__media" src={cover} alt="" width={640} height={400} loading="lazy" decoding="async" />
      <div className="card__body">
        <p className="card__meta">
          <time dateTime={event.startDate}>
            {intl.formatDate(event.startDate, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: event.timezone })}
          </time>
          {place ? ` · ${place}` : ""}
        </p>
        <h3 className="card__title">
          <Link to={localizePath(`/events/e/${event.slug}`, lang)} prefetch="intent">
            {title}
          </Link>
        </h3>
        <p className="card__text">{text}</p>
        {event.status === "cancelled" ? <span className="badge badge--danger">{t("events.cancelled")}</span> : null}
      </div>
    </article>
  );
}
