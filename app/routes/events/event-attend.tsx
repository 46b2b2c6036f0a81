import { AttendPanel } from "~/features/attend/components/attend-panel";
import { eventChildMeta } from "~/features/attend/components/event-child-meta";
import type { Route } from "./+types/event-attend";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  eventChildMeta(matches[0]?.loaderData, matches[2]?.loaderData?.event, "attend.title", location.pathname);

/** /events/e/{slug}/attend and /e/{slug}/attend: below the event page, the attend step. */
export default function EventAttend({ matches }: Route.ComponentProps) {
  return <AttendPanel event={matches[2].loaderData.event} now={new Date(matches[2].loaderData.now)} />;
}
