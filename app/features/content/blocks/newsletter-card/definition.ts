import type { Block } from "../block";
import { NEWSLETTER_SOURCE } from "../shared-inputs";

/** NewsletterCard (docs/product.md §9): the newsletter form in a card; an island (the form runs in the browser). */
export const newsletterCardBlock: Block = {
  name: "NewsletterCard",
  inputs: [
    { name: "size", type: "string", enum: ["small", "normal"], defaultValue: "normal" },
    { name: "theme", type: "string", enum: ["neutral", "parsley", "entrepreneuriat"], defaultValue: "neutral" },
    { name: "title", type: "string", helperText: "Default: the newsletter's own title" },
    { name: "text", type: "longText" },
    { name: "source", type: "string", defaultValue: NEWSLETTER_SOURCE },
  ],
  kind: "island",
  load: () => import("./newsletter-card").then((module) => module.NewsletterCard),
};
