import type { Block } from "../block";
import { Quote } from "./quote";

/** Quote (docs/product.md §9): a quotation and its author. */
export const quoteBlock: Block = {
  name: "Quote",
  inputs: [
    { name: "text", type: "longText", required: true },
    { name: "author", type: "string" },
  ],
  kind: "static",
  component: Quote,
};
