import { EventCard } from "~/features/events/components/event-card";
import { useBlockNow, useBlockResult } from "../../components/block-data-context";
import { BlockNotice } from "../block-notice";
import { eventRequest } from "./request";

/** Event (docs/product.md §9): one event, named by its slug or id. */
export function EventBlock({ event, layout = "card" }: { event?: string; layout?: "card" | "line" | "ticket" }) {
  const now = useBlockNow();
  const found = useBlockResult("event", eventRequest({ event }));
  if (!found) return <BlockNotice block="Event" />;
  return (
    <div className="block-event">
      <EventCard event={found} layout={layout} now={now} />
    </div>
  );
}
