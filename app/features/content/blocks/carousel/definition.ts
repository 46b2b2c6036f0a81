import type { Block } from "../block";
import { EVENT_CRITERIA_FIELDS } from "../shared-inputs";
import { CAROUSEL_DEFAULTS, carouselRequest } from "./request";

/** Carousel (docs/product.md §9): upcoming events by criteria, then its child blocks, as slides; an island (the slider). */
export const carouselBlock: Block = {
  name: "Carousel",
  canHaveChildren: true,
  inputs: [
    { name: "title", type: "string" },
    { name: "eventCriterias", type: "object", subFields: EVENT_CRITERIA_FIELDS, defaultValue: {} },
    { name: "count", type: "number", defaultValue: CAROUSEL_DEFAULTS.count },
    { name: "slidesPerView", type: "number", defaultValue: CAROUSEL_DEFAULTS.slidesPerView },
    { name: "speed", type: "number", defaultValue: CAROUSEL_DEFAULTS.speed, helperText: "Milliseconds" },
    { name: "threshold", type: "number", defaultValue: CAROUSEL_DEFAULTS.threshold, helperText: "Pixels" },
    { name: "longSwipesMs", type: "number", defaultValue: CAROUSEL_DEFAULTS.longSwipesMs },
    { name: "longSwipesRatio", type: "number", defaultValue: CAROUSEL_DEFAULTS.longSwipesRatio },
  ],
  kind: "island",
  load: () => import("./carousel").then((module) => module.Carousel),
  request: carouselRequest,
  // It renders its child blocks itself (to leave Columns out), so it gets the SDK's block and context.
  sdkProps: { builderBlock: true, builderContext: true, builderComponents: true, builderLinkComponent: true },
};
