import type { Input } from "./block";

/** The inputs, choices and defaults that several blocks share (docs/product.md §9). */

/** The image files an image input takes. */
export const IMAGE_TYPES = ["png", "jpg", "jpeg", "gif", "webp"];

/** Article card looks (docs/product.md §9, the Article block's variants; Top-articles takes them too). */
export const ARTICLE_VARIANTS = ["text", "flat", "square", "spotlight", "line"] as const;

/** The newsletter list the NewsletterCard and Newsletter Section sign up to by default (docs/product.md §9). */
export const NEWSLETTER_SOURCE = "chiche";

/** Visio choices (docs/product.md §9): only remote, only in-person, remote or in-person. */
const VISIO_CHOICES = ["online", "offline", "both"] as const;

/** What a Carousel or FilterEvents lists: upcoming public events matching these. */
export const EVENT_CRITERIA_FIELDS: Input[] = [
  { name: "organizedByMakesense", type: "boolean", defaultValue: false },
  { name: "maxDate", type: "date", helperText: "Events starting until this day" },
  { name: "visio", type: "string", enum: [...VISIO_CHOICES], defaultValue: "both" },
  { name: "city", type: "string", helperText: "Slug of a city, e.g. lyon" },
  { name: "momentum", type: "string", helperText: "Slug of a momentum" },
  { name: "topic", type: "string", helperText: "Slug of a topic" },
];

/** Action card content (docs/product.md §3): titre, texte, cover, lien; an ActionCard's `action`, an ActionCardCustom's inputs. */
export const ACTION_FIELDS: Input[] = [
  { name: "titre", type: "string", required: true },
  { name: "texte", type: "longText" },
  { name: "cover", type: "file", allowedFileTypes: IMAGE_TYPES },
  { name: "lien", type: "url", required: true },
];
