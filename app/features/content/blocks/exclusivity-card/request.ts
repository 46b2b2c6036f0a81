import type { BlockRequest } from "../../block-data";
import type { BlockOptions } from "../block";
import { text } from "../shared-requests";

/** Where an Exclusivity Card stands unless its `context` says otherwise (docs/product.md §9). */
export const DEFAULT_EXCLUSIVITY_CONTEXT = "chiche-homepage";

/** The offer matched for an Exclusivity Card's context and region, or the one it names. */
export function exclusivityCardRequest(options: BlockOptions): Extract<BlockRequest, { kind: "exclusivity" }> {
  const context = text(options.context) ?? DEFAULT_EXCLUSIVITY_CONTEXT;
  return { kind: "exclusivity", context, region: text(options.region), exclusivity: text(options.exclusivity) };
}
