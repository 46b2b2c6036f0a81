// Page-builder entries in Builder's own format (docs/architecture.md §4).
// Blocks use the built-in Text, Image and Columns and our blocks (app/features/content/blocks/registry.ts).

import { iso } from "./dates.mjs";

/** Block constructors whose ids (builder-<32 hex>) come from `rng`, so pages are reproducible. */
export function blockFactory(rng) {
  const element = (name, options, children) => ({
    "@type": "@builder.io/sdk:Element",
    "@version": 2,
    id: `builder-${rng.hex(32)}`,
    component: { name, options },
    ...(children ? { children } : {}),
  });
  return {
    text: (html) => element("Text", { text: html }),
    image: (image, altText) => element("Image", { image, altText, aspectRatio: 0.625 }),
    columns: (columns) => element("Columns", { columns: columns.map((blocks) => ({ blocks })) }),
    pageHeader: (options) => element("PageHeader", options),
    heading: (text, level) => element("Heading", { text, level }),
    button: (label, href, variant = "full", size = "default") => element("Button", { label, href, variant, size }),
    section: (radius, children) => element("Section", { radius }, children),
    quote: (text, author) => element("Quote", { text, author }),
    carousel: (title, eventCriterias = {}) => element("Carousel", { title, eventCriterias }),
    topArticles: (title, count = 6, variant = "square") => element("Top-articles", { title, count, variant }),
    article: (id, variant = "flat") => element("Article", { article: { "@type": "@builder.io/core:Reference", id, model: "article" }, variant }),
    currentSurvey: () => element("Current Survey", {}),
    instagram: (count, pagination) => element("Instagram", { count, pagination }),
    newsletterCard: (options) => element("NewsletterCard", options),
    partenariat: (theme, sponsoredBy) => element("Partenariat", { theme, sponsoredBy }),
    actionCard: (action) => element("ActionCard", { action }),
    exclusivityCard: (context, fallback) => element("Exclusivity Card", { context }, fallback),
    filterEvents: (title, eventCriterias = {}) => element("FilterEvents", { title, listType: "grid", perPage: 3, eventCriterias }),
  };
}

/** Targeting rules of a page: its url path and locale. */
export function pageQuery(urlPath, locale) {
  return [
    { "@type": "@builder.io/core:Query", property: "urlPath", operator: "is", value: urlPath },
    { "@type": "@builder.io/core:Query", property: "locale", operator: "is", value: locale },
  ];
}

/**
 * A builder_entries row. `published` is an instant (ms); dates default to it.
 * @param {any} rng
 * @param {{ model: string, name: string, urlPath?: string | null, query?: object[], data: object, meta: object, published?: number, startDate?: string | null, endDate?: string | null }} entry
 */
export function entryRow(rng, { model, name, urlPath = null, query = [], data, meta, published, startDate = null, endDate = null }) {
  return {
    id: rng.hex(32),
    model,
    name,
    published: "published",
    url_path: urlPath,
    query,
    data,
    variations: {},
    meta,
    test_ratio: 1,
    start_date: startDate,
    end_date: endDate,
    created_date: iso(published),
    last_updated: iso(published),
    first_published: iso(published),
  };
}
