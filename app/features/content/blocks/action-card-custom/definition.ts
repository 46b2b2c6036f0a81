import type { Block } from "../block";
import { ACTION_FIELDS } from "../shared-inputs";

/** ActionCardCustom (docs/product.md §9): an action card, its fields typed in the block. */
export const actionCardCustomBlock: Block = {
  name: "ActionCardCustom",
  inputs: ACTION_FIELDS,
  kind: "static",
  load: () => import("./action-card-custom").then((module) => module.ActionCardCustom),
};
