import { eventChildMeta } from "~/features/attend/components/event-child-meta";
import { UnattendPanel } from "~/features/attend/components/unattend-panel";
import type { Route } from "./+types/event-unattend";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  eventChildMeta(matches[0]?.loaderData, matches[2]?.loaderData?.event, "unattend.title", location.pathname);

/** /events/e/{slug}/unattend and /e/{slug}/unattend: below the event page, the confirmation to unregister. */
export default function EventUnattend({ matches }: Route.ComponentProps) {
  return <UnattendPanel event={matches[2].loaderData.event} />;
}
