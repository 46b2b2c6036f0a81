import type { EventsRequest } from "../../block-data";
import type { BlockOptions } from "../block";
import { count, eventsRequest } from "../shared-requests";

/** The slider defaults of docs/product.md §9 and the product carousel's 4 slides per view. */
export const CAROUSEL_DEFAULTS = { count: 12, slidesPerView: 4, speed: 300, threshold: 5, longSwipesMs: 300, longSwipesRatio: 0.5 } as const;

/** The upcoming events matching a Carousel's criteria, its first slides. */
export function carouselRequest(options: BlockOptions): EventsRequest {
  return eventsRequest(options.eventCriterias, count(options.count, CAROUSEL_DEFAULTS.count));
}
