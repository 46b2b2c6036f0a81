import type { Block } from "../block";
import { TEASER_COUNT, teaserRequest } from "./request";

/** Teaser (docs/product.md §9): the next events of a momentum or topic, under a title, with a link to more. */
export const teaserBlock: Block = {
  name: "Teaser",
  inputs: [
    { name: "title", type: "string", required: true },
    { name: "text", type: "longText" },
    { name: "momentum", type: "string", helperText: "Slug of a momentum" },
    { name: "topic", type: "string", helperText: "Slug of a topic" },
    { name: "count", type: "number", defaultValue: TEASER_COUNT },
    { name: "label", type: "string" },
    { name: "href", type: "url" },
  ],
  kind: "static",
  load: () => import("./teaser").then((module) => module.Teaser),
  request: teaserRequest,
};
