import type { Block } from "../block";
import { IMAGE_TYPES, NEWSLETTER_SOURCE } from "../shared-inputs";

/** Newsletter Section (docs/product.md §9): the newsletter form across the page; an island (the form runs in the browser). */
export const newsletterSectionBlock: Block = {
  name: "Newsletter Section",
  inputs: [
    { name: "title", type: "string" },
    { name: "text", type: "longText" },
    { name: "image", type: "file", allowedFileTypes: IMAGE_TYPES },
    { name: "source", type: "string", defaultValue: NEWSLETTER_SOURCE },
  ],
  kind: "island",
  load: () => import("./newsletter-section").then((module) => module.NewsletterSection),
};
