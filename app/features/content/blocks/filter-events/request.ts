import type { EventsRequest } from "../../block-data";
import type { BlockOptions } from "../block";
import { count, eventsRequest } from "../shared-requests";

/** docs/product.md §9: FilterEvents shows 3 events a page, of 12. */
export const FILTER_EVENTS_DEFAULTS = { perPage: 3, count: 12 } as const;

/** The upcoming events matching a FilterEvents block's criteria, all its pages at once (48 at most). */
export function filterEventsRequest(options: BlockOptions): EventsRequest {
  return eventsRequest(options.eventCriterias, count(options.count, FILTER_EVENTS_DEFAULTS.count, 48));
}
