import type { Block } from "../block";
import { EVENT_CRITERIA_FIELDS } from "../shared-inputs";
import { FILTER_EVENTS_DEFAULTS, filterEventsRequest } from "./request";

/** FilterEvents (docs/product.md §9): upcoming events by criteria, a page at a time; an island (its pager). */
export const filterEventsBlock: Block = {
  name: "FilterEvents",
  inputs: [
    { name: "title", type: "string" },
    { name: "listType", type: "string", enum: ["grid"], defaultValue: "grid" },
    { name: "perPage", type: "number", defaultValue: FILTER_EVENTS_DEFAULTS.perPage },
    { name: "count", type: "number", defaultValue: FILTER_EVENTS_DEFAULTS.count },
    { name: "eventCriterias", type: "object", subFields: EVENT_CRITERIA_FIELDS, defaultValue: {} },
  ],
  kind: "island",
  load: () => import("./filter-events").then((module) => module.FilterEvents),
  request: filterEventsRequest,
};
