import type { ComponentInfo } from "@builder.io/sdk-react";

type Input = NonNullable<ComponentInfo["inputs"]>[number];

/**
 * The editable blocks of docs/product.md §9 as data: name, inputs (with defaults and enums) and whether
 * they take children. One source for the SDK registration (components/custom-components.ts) and for the
 * validation of content before it is stored.
 */
export type BlockDefinition = {
  name: string;
  inputs: Input[];
  canHaveChildren?: boolean;
};

const IMAGE_TYPES = ["png", "jpg", "jpeg", "gif", "webp"];

/** Article card looks (docs/product.md §9, the Article block's variants). */
export const ARTICLE_VARIANTS = ["text", "flat", "square", "spotlight", "line"] as const;

/** docs/product.md §9: top articles 6; the 'Ça buzze' sidebar 3 within 12 weeks; filter events 3 per page. */
export const TOP_ARTICLES_COUNT = 6;
export const BUZZING_SIDEBAR_DEFAULTS = { count: 3, weeks: 12 } as const;
export const FILTER_EVENTS_DEFAULTS = { perPage: 3, count: 12 } as const;
export const TEASER_COUNT = 3;
export const NEWSLETTER_SOURCE = "chiche";

/** The slider defaults of docs/product.md §9 and the product carousel's 4 slides per view. */
export const CAROUSEL_DEFAULTS = { count: 12, slidesPerView: 4, speed: 300, threshold: 5, longSwipesMs: 300, longSwipesRatio: 0.5 } as const;

/** Where an Exclusivity Card may stand (docs/product.md §9). */
export const EXCLUSIVITY_CONTEXT_NAMES = ["chiche-homepage", "chiche-article-sidebar", "chiche-event-register"] as const;

/** Visio choices (docs/product.md §9): only remote, only in-person, remote or in-person. */
export const VISIO_CHOICES = ["online", "offline", "both"] as const;

/** What a Carousel or FilterEvents lists: upcoming public events matching these. */
const EVENT_CRITERIA_FIELDS: Input[] = [
  { name: "organizedByMakesense", type: "boolean", defaultValue: false },
  { name: "maxDate", type: "date", helperText: "Events starting until this day" },
  { name: "visio", type: "string", enum: [...VISIO_CHOICES], defaultValue: "both" },
  { name: "city", type: "string", helperText: "Slug of a city, e.g. lyon" },
  { name: "momentum", type: "string", helperText: "Slug of a momentum" },
  { name: "topic", type: "string", helperText: "Slug of a topic" },
];

/** Action card content (docs/product.md §3): titre, texte, cover, lien. */
const ACTION_FIELDS: Input[] = [
  { name: "titre", type: "string", required: true },
  { name: "texte", type: "longText" },
  { name: "cover", type: "file", allowedFileTypes: IMAGE_TYPES },
  { name: "lien", type: "url", required: true },
];

export const BLOCK_DEFINITIONS: readonly BlockDefinition[] = [
  {
    name: "PageHeader",
    inputs: [
      { name: "title", type: "string", required: true },
      { name: "subtitle", type: "string" },
      { name: "image", type: "file", allowedFileTypes: ["png", "jpg", "jpeg", "gif"] },
      { name: "ctaLabel", type: "string" },
      { name: "ctaHref", type: "url" },
    ],
  },
  {
    name: "Heading",
    inputs: [
      { name: "text", type: "string", required: true },
      { name: "level", type: "number", enum: [1, 2, 3].map((value) => ({ label: `H${value}`, value })), defaultValue: 2 },
      { name: "align", type: "string", enum: ["left", "center"], defaultValue: "left" },
    ],
  },
  {
    name: "Button",
    inputs: [
      { name: "label", type: "string", required: true },
      { name: "href", type: "url", required: true },
      { name: "variant", type: "string", enum: ["full", "ghost", "text", "bare"], defaultValue: "full" },
      { name: "size", type: "string", enum: ["small", "medium", "default", "full", "round"], defaultValue: "default" },
    ],
  },
  {
    name: "Section",
    canHaveChildren: true,
    inputs: [{ name: "radius", type: "string", enum: ["none", "top", "bottom", "both"], defaultValue: "none" }],
  },
  {
    name: "Quote",
    inputs: [
      { name: "text", type: "longText", required: true },
      { name: "author", type: "string" },
    ],
  },
  {
    name: "NewsletterCard",
    inputs: [
      { name: "size", type: "string", enum: ["small", "normal"], defaultValue: "normal" },
      { name: "theme", type: "string", enum: ["neutral", "parsley", "entrepreneuriat"], defaultValue: "neutral" },
      { name: "title", type: "string", helperText: "Default: the newsletter's own title" },
      { name: "text", type: "longText" },
      { name: "source", type: "string", defaultValue: NEWSLETTER_SOURCE },
    ],
  },
  {
    name: "Newsletter Section",
    inputs: [
      { name: "title", type: "string" },
      { name: "text", type: "longText" },
      { name: "image", type: "file", allowedFileTypes: IMAGE_TYPES },
      { name: "source", type: "string", defaultValue: NEWSLETTER_SOURCE },
    ],
  },
  {
    name: "Buzzing Sidebar Articles",
    inputs: [
      { name: "title", type: "string", helperText: "Default: 'Ça buzze'" },
      { name: "count", type: "number", defaultValue: BUZZING_SIDEBAR_DEFAULTS.count },
      { name: "weeks", type: "number", defaultValue: BUZZING_SIDEBAR_DEFAULTS.weeks },
    ],
  },
  {
    name: "Top-articles",
    inputs: [
      { name: "title", type: "string" },
      { name: "count", type: "number", defaultValue: TOP_ARTICLES_COUNT },
      { name: "variant", type: "string", enum: [...ARTICLE_VARIANTS], defaultValue: "square" },
    ],
  },
  {
    name: "Article",
    inputs: [
      { name: "article", type: "reference", model: "article", required: true },
      { name: "variant", type: "string", enum: [...ARTICLE_VARIANTS], defaultValue: "flat" },
    ],
  },
  {
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
  },
  { name: "Current Survey", inputs: [{ name: "title", type: "string" }] },
  {
    name: "Exclusivity Card",
    canHaveChildren: true,
    inputs: [
      { name: "context", type: "string", enum: [...EXCLUSIVITY_CONTEXT_NAMES], defaultValue: "chiche-homepage" },
      { name: "region", type: "string" },
      { name: "exclusivity", type: "string", helperText: "One offer by id; default the best match" },
    ],
  },
  {
    name: "Event",
    inputs: [
      // meta.picker: the admin's block editor offers a search for it (app/features/admin/input-values.ts).
      { name: "event", type: "string", required: true, helperText: "The event's slug or id", meta: { picker: "event" } },
      { name: "layout", type: "string", enum: ["card", "line", "ticket"], defaultValue: "card" },
    ],
  },
  {
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
  },
  {
    name: "Card Link",
    inputs: [
      { name: "title", type: "string", required: true },
      { name: "href", type: "url", required: true },
      { name: "text", type: "longText" },
      { name: "image", type: "file", allowedFileTypes: IMAGE_TYPES },
      { name: "label", type: "string" },
    ],
  },
  {
    name: "Carousel",
    canHaveChildren: true,
    inputs: [
      { name: "title", type: "string" },
      { name: "eventCriterias", type: "object", subFields: EVENT_CRITERIA_FIELDS, defaultValue: {} },
      { name: "count", type: "number", defaultValue: CAROUSEL_DEFAULTS.count },
      { name: "slidesPerView", type: "number", defaultValue: CAROUSEL_DEFAULTS.slidesPerView },
      { name: "speed", type: "number", defaultValue: CAROUSEL_DEFAULTS.speed, helperText: "Milliseconds" },
      { name: "threshold", type: "number", defaultValue: CAROUSEL_DEFAULTS.threshold, helperText: "Pixels" },
      { name: "longSwipesMs", type: "number", defaultValue: CAROUSEL_DEFAULTS.longSwipesMs },
      { name: "longSwipesRatio", type: "number", defaultValue: CAROUSEL_DEFAULTS.longSwipesRatio },
    ],
  },
  {
    name: "FilterEvents",
    inputs: [
      { name: "title", type: "string" },
      { name: "listType", type: "string", enum: ["grid"], defaultValue: "grid" },
      { name: "perPage", type: "number", defaultValue: FILTER_EVENTS_DEFAULTS.perPage },
      { name: "count", type: "number", defaultValue: FILTER_EVENTS_DEFAULTS.count },
      { name: "eventCriterias", type: "object", subFields: EVENT_CRITERIA_FIELDS, defaultValue: {} },
    ],
  },
  {
    name: "Partenariat",
    inputs: [
      { name: "theme", type: "string", enum: ["light", "dark"], defaultValue: "light" },
      {
        name: "sponsoredBy",
        type: "object",
        required: true,
        subFields: [
          { name: "partner", type: "string", required: true },
          { name: "text", type: "string" },
          { name: "link", type: "url" },
          { name: "logo", type: "file", allowedFileTypes: IMAGE_TYPES, required: true },
          { name: "logoLight", type: "file", allowedFileTypes: IMAGE_TYPES, helperText: "Logo for the dark theme" },
        ],
      },
    ],
  },
  {
    name: "ExpertBean",
    inputs: [
      { name: "name", type: "string", required: true },
      { name: "role", type: "string" },
      { name: "text", type: "longText" },
      { name: "image", type: "file", allowedFileTypes: IMAGE_TYPES },
      { name: "size", type: "string", enum: ["small", "large", "xlarge"], required: true },
      { name: "direction", type: "string", enum: ["horizontal", "vertical"], required: true },
    ],
  },
  {
    name: "MksButton",
    inputs: [
      { name: "label", type: "string", required: true },
      { name: "href", type: "url", required: true },
      { name: "theme", type: "string", enum: ["neutral", "parsley", "entrepreneuriat"], defaultValue: "parsley" },
      { name: "size", type: "string", enum: ["small", "default"], defaultValue: "default" },
    ],
  },
  {
    name: "ActionCard",
    inputs: [{ name: "action", type: "object", required: true, subFields: ACTION_FIELDS }],
  },
  { name: "ActionCardCustom", inputs: ACTION_FIELDS },
  {
    name: "Instagram",
    inputs: [
      { name: "count", type: "number", defaultValue: 6 },
      { name: "pagination", type: "boolean", defaultValue: false },
    ],
  },
];
