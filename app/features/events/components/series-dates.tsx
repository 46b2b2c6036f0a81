import { LocalizedLink } from "~/components/layout/localized-link";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";

/** A date of a series, its start already written in the page's language and the event's time zone. */
export type SeriesDateLabel = { slug: string; label: string; cancelled: boolean };

type Props = {
  dates: SeriesDateLabel[];
  /** The heading: the event page's 'Autres dates', or a part of the series page. */
  title?: MessageId;
  headingId?: string;
  /** With it, a link to the series page ('Toutes les dates de la série'). */
  seriesId?: string;
};

/** Dates of an event's series (docs/product.md §5 "Recurring events"), each a link to its own page. */
export function SeriesDates({ dates, title = "event.series.title", headingId = "event-series-title", seriesId }: Props) {
  const t = useT();
  return (
    <section className="event-series" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(title)}</h2>
      <ul>
        {dates.map((date) => (
          <li key={date.slug}>
            <LocalizedLink to={`/events/e/${date.slug}`}>{date.label}</LocalizedLink>
            {date.cancelled ? <span className="badge badge--danger">{t("events.cancelled")}</span> : null}
          </li>
        ))}
      </ul>
      {seriesId ? (
        <p>
          <LocalizedLink to={`/events/series/${seriesId}`}>{t("event.series.all")}</LocalizedLink>
        </p>
      ) : null}
    </section>
  );
}
