import type { Block } from "../block";

/** Instagram (docs/product.md §9): the Instagram feed; an island (fetched and paged in the browser). */
export const instagramBlock: Block = {
  name: "Instagram",
  inputs: [
    { name: "count", type: "number", defaultValue: 6 },
    { name: "pagination", type: "boolean", defaultValue: false },
  ],
  kind: "island",
  load: () => import("./instagram-block").then((module) => module.InstagramBlock),
};
