import { useId, useState } from "react";
import { Pagination } from "~/components/ui/pagination";
import { EventCard } from "~/features/events/components/event-card";
import { useBlockNow, useBlockResult } from "../../components/block-data-context";
import { BlockNotice } from "../block-notice";
import { FILTER_EVENTS_DEFAULTS, filterEventsRequest } from "./request";

type FilterEventsProps = { title?: string; listType?: "grid"; perPage?: number; count?: number; eventCriterias?: unknown };

/** FilterEvents (docs/product.md §9): upcoming events matching the criteria, in a grid of 3 per page with a pager. */
export function FilterEvents({ title, perPage = FILTER_EVENTS_DEFAULTS.perPage, count, eventCriterias }: FilterEventsProps) {
  const id = useId();
  const now = useBlockNow();
  const [page, setPage] = useState(0);
  const events = useBlockResult("events", filterEventsRequest({ count, eventCriterias }));
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
