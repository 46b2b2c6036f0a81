import type { Block } from "../block";
import { ACTION_FIELDS } from "../shared-inputs";

/** ActionCard (docs/product.md §9): an action card, its content in one `action` input. */
export const actionCardBlock: Block = {
  name: "ActionCard",
  inputs: [{ name: "action", type: "object", required: true, subFields: ACTION_FIELDS }],
  kind: "static",
  load: () => import("./action-card").then((module) => module.ActionCard),
};
