import { useT } from "~/i18n/intl";
import type { EventCardJson } from "../card-json";
import { EventCard } from "./event-card";

/** "Ces événements pourraient te plaire": upcoming events like this one, nothing when there are none. */
export function EventRelated({ events, now }: { events: EventCardJson[]; now: Date }) {
  const t = useT();
  if (events.length === 0) return null;
  return (
    <section className="event-related" aria-labelledby="related-title">
      <h2 id="related-title">{t("event.related")}</h2>
      <ul className="event-list event-list--grid">
        {events.map((event) => (
          <li key={event._id}>
            <EventCard event={event} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
