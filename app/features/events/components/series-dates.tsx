import { LocalizedLink } from "~/components/layout/localized-link";
import { useT } from "~/i18n/intl";

/** Another date of the series, its start already written in the page's language and the event's time zone. */
export type SeriesDateLabel = { slug: string; label: string; cancelled: boolean };

/** The next dates of an event's series (docs/product.md §5 "Recurring events"), each a link to its own page. */
export function SeriesDates({ dates }: { dates: SeriesDateLabel[] }) {
  const t = useT();
  return (
    <section className="event-series" aria-labelledby="event-series-title">
      <h2 id="event-series-title">{t("event.series.title")}</h2>
      <ul>
        {dates.map((date) => (
          <li key={date.slug}>
            <LocalizedLink to={`/events/e/${date.slug}`}>{date.label}</LocalizedLink>
            {date.cancelled ? <span className="badge badge--danger">{t("events.cancelled")}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
