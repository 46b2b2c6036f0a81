import type { Block } from "../block";
import { PageHeader } from "./page-header";

/** PageHeader (docs/product.md §9): the page's title, with a subtitle, a picture and a call to action. */
export const pageHeaderBlock: Block = {
  name: "PageHeader",
  inputs: [
    { name: "title", type: "string", required: true },
    { name: "subtitle", type: "string" },
    { name: "image", type: "file", allowedFileTypes: ["png", "jpg", "jpeg", "gif"] },
    { name: "ctaLabel", type: "string" },
    { name: "ctaHref", type: "url" },
  ],
  kind: "static",
  component: PageHeader,
};
