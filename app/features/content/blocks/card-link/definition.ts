import type { Block } from "../block";
import { IMAGE_TYPES } from "../shared-inputs";

/** Card Link (docs/product.md §9): a card with a picture that leads to an address. */
export const cardLinkBlock: Block = {
  name: "Card Link",
  inputs: [
    { name: "title", type: "string", required: true },
    { name: "href", type: "url", required: true },
    { name: "text", type: "longText" },
    { name: "image", type: "file", allowedFileTypes: IMAGE_TYPES },
    { name: "label", type: "string" },
  ],
  kind: "static",
  load: () => import("./card-link").then((module) => module.CardLink),
};
