import { eventChildMeta } from "~/features/attend/components/event-child-meta";
import { FeedbackPanel } from "~/features/feedback/components/feedback-panel";
import type { Route } from "./+types/event-feedback";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  eventChildMeta(matches[0]?.loaderData, matches[2]?.loaderData?.event, "feedback.title", location.pathname);

/** /events/e/{slug}/feedback: below the event page, the attendee's rating and text. */
export default function EventFeedback({ matches }: Route.ComponentProps) {
  return <FeedbackPanel event={matches[2].loaderData.event} />;
}
