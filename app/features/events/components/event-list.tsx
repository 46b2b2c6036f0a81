import { memo } from "react";
import type { EventCardJson } from "~/features/events/card-json";
import { useIntl } from "~/i18n/intl";
import { EventCard, type EventLayout } from "./event-card";

export const LIST_TYPES = ["grid", "line", "agenda"] as const;
export type ListType = (typeof LIST_TYPES)[number];

type EventListProps = {
  events: EventCardJson[];
  listType?: ListType;
  layout?: EventLayout;
  registeredIds?: ReadonlySet<string>;
  now: Date;
  /** In a partner widget: the site's URL, so cards open the event on our site in a new tab. */
  linkOut?: string;
};

/**
 * Events as a grid of cards, lines, or an agenda grouped by day under sticky date headers. Memoised:
 * a listing re-renders with each step of its filter machine, its 24 cards need not.
 */
export const EventList = memo(function EventList({ events, listType = "grid", layout, registeredIds, now, linkOut }: EventListProps) {
  const cardLayout = layout ?? (listType === "grid" ? "card" : "line");
  // The first cover is usually the largest paint of the page: fetched at once, not lazily.
  const items = (list: EventCardJson[]) => (
    <ul className={`event-list event-list--${listType === "grid" ? "grid" : "line"}`}>
      {list.map((event) => (
        <li key={event._id}>
          <EventCard event={event} layout={cardLayout} registered={registeredIds?.has(event._id)} now={now} priority={event === events[0]} linkOut={linkOut} />
        </li>
      ))}
    </ul>
  );
  if (listType !== "agenda") return items(events);
  return (
    <div className="agenda">
      {groupByDay(events).map(([day, dayEvents]) => (
        <section key={day} className="agenda__day" aria-labelledby={`day-${day}`}>
          <DayHeading id={`day-${day}`} day={day} />
          {items(dayEvents)}
        </section>
      ))}
    </div>
  );
});

function DayHeading({ id, day }: { id: string; day: string }) {
  const { intl } = useIntl();
  return (
    <h2 id={id} className="agenda__date">
      <time dateTime={day}>{intl.formatDate(`${day}T12:00:00Z`, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" })}</time>
    </h2>
  );
}

/** Groups events (already in start order) by their start day in their own time zone. */
export function groupByDay(events: EventCardJson[]): [string, EventCardJson[]][] {
  const groups = new Map<string, EventCardJson[]>();
  for (const event of events) {
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: event.timezone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
      new Date(event.startDate),
    );
    groups.set(day, [...(groups.get(day) ?? []), event]);
  }
  return [...groups];
}
