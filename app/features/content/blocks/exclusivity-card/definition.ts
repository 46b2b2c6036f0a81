import type { Block } from "../block";
import { DEFAULT_EXCLUSIVITY_CONTEXT, exclusivityCardRequest } from "./request";

/** Where an Exclusivity Card may stand (docs/product.md §9). */
const EXCLUSIVITY_CONTEXT_NAMES = [DEFAULT_EXCLUSIVITY_CONTEXT, "chiche-article-sidebar", "chiche-event-register"];

/** Exclusivity Card (docs/product.md §9): the offer matched for its context, else its child blocks; an island (the offer's form). */
export const exclusivityCardBlock: Block = {
  name: "Exclusivity Card",
  canHaveChildren: true,
  inputs: [
    { name: "context", type: "string", enum: EXCLUSIVITY_CONTEXT_NAMES, defaultValue: DEFAULT_EXCLUSIVITY_CONTEXT },
    { name: "region", type: "string" },
    { name: "exclusivity", type: "string", helperText: "One offer by id; default the best match" },
  ],
  kind: "island",
  load: () => import("./exclusivity-card-block").then((module) => module.ExclusivityCardBlock),
  request: exclusivityCardRequest,
};
