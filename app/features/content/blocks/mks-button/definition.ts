import type { Block } from "../block";

/** MksButton (docs/product.md §9): a call to action in the makesense colours. */
export const mksButtonBlock: Block = {
  name: "MksButton",
  inputs: [
    { name: "label", type: "string", required: true },
    { name: "href", type: "url", required: true },
    { name: "theme", type: "string", enum: ["neutral", "parsley", "entrepreneuriat"], defaultValue: "parsley" },
    { name: "size", type: "string", enum: ["small", "default"], defaultValue: "default" },
  ],
  kind: "static",
  load: () => import("./mks-button").then((module) => module.MksButton),
};
