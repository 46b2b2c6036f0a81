import { AttendButton } from "~/features/attend/components/attend-button";
import type { EventJson } from "~/features/events/event-json";
import { registrationState } from "~/features/events/event-state";
import { useT } from "~/i18n/intl";
import { BackToEvent, EventChildSection } from "./event-child";
import { WidgetReturn } from "./widget-return";

/**
 * /events/e/{slug}/attend and /e/{slug}/attend (docs/product.md §2): the attend step as a page, for a link followed
 * before hydration or shared, and in the window a partner widget opens. It offers the same button as the event
 * page, or says why there is none.
 */
export function AttendPanel({ event, now }: { event: EventJson; now: Date }) {
  const t = useT();
  const state = registrationState(event, { now });
  return (
    <EventChildSection id="attend-title" title="attend.title">
      {state === "open" || state === "ongoing" ? (
        <AttendButton event={event} />
      ) : (
        <p>{t(state === "full" ? "events.full" : state === "cancelled" ? "events.cancelled" : "events.alreadyOver")}</p>
      )}
      <WidgetReturn eventId={event._id} />
      <BackToEvent />
    </EventChildSection>
  );
}
