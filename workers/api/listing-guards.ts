import type { EventListQuery } from "~/features/events/events.schema";
import { apiError } from "./errors";

/**
 * Private events are listed for their organizers only, and organizer authentication comes with the
 * organizer API: until then `private=true` is refused.
 */
export function assertPublicListing(query: EventListQuery) {
  if (query.private) throw apiError(403, "forbidden", "Private events are listed for their organizers only.");
}
