import type { Block } from "../block";

/** Breadcrumbs (docs/product.md §9): the pages above this one, each a label and a path. */
export const breadcrumbsBlock: Block = {
  name: "Breadcrumbs",
  inputs: [
    {
      name: "items",
      type: "list",
      required: true,
      subFields: [
        { name: "label", type: "string", required: true },
        { name: "path", type: "url" },
      ],
    },
  ],
  kind: "static",
  load: () => import("./breadcrumbs").then((module) => module.Breadcrumbs),
};
