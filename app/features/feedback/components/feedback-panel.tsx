import { useState } from "react";
import type { EventJson } from "~/features/events/event-json";
import { useAttendanceStatus } from "~/features/attend/components/attendance-status";
import { BackToEvent, ChildLoading, ChildLogin, EventChildSection } from "~/features/attend/components/event-child";
import { useSession } from "~/features/accounts/sessions/session-context";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";
import { FeedbackForm } from "./feedback-form";

/**
 * /events/e/{slug}/feedback: an attendee of an event that has started rates it and says what they
 * thought (docs/product.md §2); everyone else is told why they cannot, anonymous visitors are offered to log in.
 */
export function FeedbackPanel({ event }: { event: EventJson }) {
  const { user, status } = useSession();
  const [now] = useState(() => new Date());
  const closed = closedReason(event, now);
  return (
    <EventChildSection id="feedback-title" title="feedback.title">
      {closed ? <Closed message={closed} /> : null}
      {!closed && status === "unknown" ? <ChildLoading /> : null}
      {!closed && status === "anonymous" ? <ChildLogin event={event} message="feedback.anonymous" /> : null}
      {!closed && user ? <AttendeeFeedback event={event} /> : null}
    </EventChildSection>
  );
}

/** Why nobody can give feedback yet (or any more), from the event alone. */
function closedReason(event: EventJson, now: Date): MessageId | null {
  if (event.status === "cancelled") return "feedback.cancelled";
  if (new Date(event.startDate).getTime() > now.getTime()) return "feedback.notStarted";
  return null;
}

function Closed({ message }: { message: MessageId }) {
  const t = useT();
  return (
    <>
      <p>{t(message)}</p>
      <BackToEvent />
    </>
  );
}

function AttendeeFeedback({ event }: { event: EventJson }) {
  const t = useT();
  const { remote } = useAttendanceStatus(event._id, true);
  if (remote.status === "loading") return <ChildLoading />;
  if (remote.status === "failed") return <p role="alert">{t("feedback.error")}</p>;
  if (!remote.data.registered) return <Closed message="feedback.notAttendee" />;
  return <FeedbackForm eventId={event._id} />;
}
