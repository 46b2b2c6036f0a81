import { EventsSection } from "~/features/admin/components/moderation-sections";

/** /admin/events: moderation. */
export default function AdminEvents() {
  return <EventsSection />;
}
