import type { EventsRequest } from "../../block-data";
import type { BlockOptions } from "../block";
import { count, eventsRequest } from "../shared-requests";

/** docs/product.md §9: a Teaser shows the next 3 events. */
export const TEASER_COUNT = 3;

/** The next events of a Teaser's momentum or topic. */
export function teaserRequest(options: BlockOptions): EventsRequest {
  return eventsRequest({ momentum: options.momentum, topic: options.topic }, count(options.count, TEASER_COUNT, 12));
}
