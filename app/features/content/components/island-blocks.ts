import type { AnyComponent } from "./island-markers";

/**
 * The blocks that need JavaScript in the browser (a form, a vote, a slider, a pager, a feed, an offer that
 * opens a form), by block name, with the code that renders them. Every other block is plain HTML once the
 * server has rendered it. Visitors get these blocks as islands, hydrated one by one after the page
 * (docs/decisions/016-home-hydration.md); the SDK renderer loads them lazily (custom-components.ts).
 */
export const ISLAND_BLOCKS: Record<string, () => Promise<AnyComponent>> = {
  NewsletterCard: () => import("./blocks/newsletter-card").then((module) => module.NewsletterCard),
  "Newsletter Section": () => import("./blocks/newsletter-card").then((module) => module.NewsletterSection),
  Carousel: () => import("./blocks/carousel").then((module) => module.Carousel),
  FilterEvents: () => import("./blocks/events").then((module) => module.FilterEvents),
  "Current Survey": () => import("./blocks/current-survey").then((module) => module.default),
  "Exclusivity Card": () => import("./blocks/exclusivity").then((module) => module.default),
  Instagram: () => import("./blocks/instagram").then((module) => module.default),
};

/** True for a block that is an island (ISLAND_BLOCKS). */
export function isIslandBlock(name: string): boolean {
  return Object.hasOwn(ISLAND_BLOCKS, name);
}
