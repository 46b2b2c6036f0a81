import { useId, useState } from "react";
import { Link } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { EventCard } from "~/features/events/components/event-card";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { blockRequest } from "../../block-requests";
import { FILTER_EVENTS_DEFAULTS } from "../../block-definitions";
import { useBlockNow, useBlockResult } from "../block-data-context";
import { BlockNotice } from "./block-notice";

/** Event (docs/product.md §9): one event, named by its slug or id. */
export function EventBlock({ event, layout = "card" }: { event?: string; layout?: "card" | "line" | "ticket" }) {
  const now = useBlockNow();
  const found = useBlockResult("event", blockRequest("Event", { event }));
  if (!found) return <BlockNotice block="Event" />;
  return (
    <div className="block-event">
      <EventCard event={found} layout={layout} now={now} />
    </div>
  );
}

type TeaserProps = { title: string; text?: string; momentum?: string; topic?: string; count?: number; label?: string; href?: string };

/** Teaser (docs/product.md §9): a title and text over the next events of a momentum or topic, with a link to more. */
export function Teaser({ title, text, momentum, topic, count, label, href }: TeaserProps) {
  const t = useT();
  const { lang } = useIntl();
  const id = useId();
  const now = useBlockNow();
  const events = useBlockResult("events", blockRequest("Teaser", { momentum, topic, count })) ?? [];
  const more = href || localizePath(`/events${momentum ? `?momentum=${momentum}` : topic ? `?topic=${topic}` : ""}`, lang);
  return (
    <section className="block-teaser" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {text ? <p>{text}</p> : null}
      {events.length > 0 ? (
        <ul className="grid">
          {events.map((event) => (
            <li key={event._id}>
              <EventCard event={event} now={now} />
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="button button--ghost" to={more}>
        {label || t("blocks.teaser.all")}
      </Link>
    </section>
  );
}

type FilterEventsProps = { title?: string; listType?: "grid"; perPage?: number; count?: number; eventCriterias?: unknown };

/** FilterEvents (docs/product.md §9): upcoming events matching the criteria, in a grid of 3 per page with a pager. */
export function FilterEvents({ title, perPage = FILTER_EVENTS_DEFAULTS.perPage, count, eventCriterias }: FilterEventsProps) {
  const id = useId();
  const now = useBlockNow();
  const [page, setPage] = useState(0);
  const events = useBlockResult("events", blockRequest("FilterEvents", { count, eventCriterias }));
  if (!events || events.length === 0) return <BlockNotice block="FilterEvents" />;
  const size = Number.isInteger(perPage) && perPage > 0 ? perPage : FILTER_EVENTS_DEFAULTS.perPage;
  const pages = Math.ceil(events.length / size);
  return (
    <section className="block-filter-events" aria-labelledby={title ? id : undefined}>
      {title ? <h2 id={id}>{title}</h2> : null}
      <ul className="grid block-filter-events__grid" aria-live="polite">
        {events.slice(page * size, page * size + size).map((event) => (
          <li key={event._id}>
            <EventCard event={event} now={now} />
          </li>
        ))}
      </ul>
      <Pagination page={page} total={pages} onSelect={setPage} />
    </section>
  );
}
