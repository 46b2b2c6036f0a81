import { BUZZING_SIDEBAR_DEFAULTS, CAROUSEL_DEFAULTS, FILTER_EVENTS_DEFAULTS, TEASER_COUNT, TOP_ARTICLES_COUNT } from "./block-definitions";
import { requestKey, type BlockRequest, type EventsRequest } from "./block-data";

/**
 * Which data a block asks for (block-data.ts), from its component name and options: read by the loader over
 * an entry's blocks, and by each data block to find its result. Apart from block-data.ts so that pages load
 * it only with the blocks that use it.
 */

type Options = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** A whole number input within bounds, else its default. */
function count(value: unknown, fallback: number, max = 24): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** A reference input (`{"@type": "@builder.io/core:Reference", id, model}`) or a plain id. */
export function referenceId(value: unknown): string | undefined {
  if (typeof value === "string") return text(value);
  if (typeof value === "object" && value !== null && "id" in value) return text(value.id);
  return undefined;
}

/** The events query of a block's `eventCriterias` (docs/product.md §9: organizedByMakesense, maxDate, visio, city). */
export function eventsRequest(criteria: unknown, limit: number): EventsRequest {
  const c: Options = typeof criteria === "object" && criteria !== null ? (criteria as Options) : {};
  const maxDate = text(c.maxDate);
  return {
    kind: "events",
    limit,
    makesense: c.organizedByMakesense === true ? true : undefined,
    to: maxDate && !Number.isNaN(Date.parse(maxDate)) ? new Date(maxDate).toISOString().slice(0, 10) : undefined,
    visio: c.visio === "online" ? true : c.visio === "offline" ? false : undefined,
    city: text(c.city)?.toLowerCase(),
    momentum: text(c.momentum),
    topic: text(c.topic),
  };
}

/** The one request of a block, from its component name and options; null for a block that needs no data. */
export function blockRequest(name: string, options: Options): BlockRequest | null {
  switch (name) {
    case "Carousel":
      return eventsRequest(options.eventCriterias, count(options.count, CAROUSEL_DEFAULTS.count));
    case "FilterEvents":
      return eventsRequest(options.eventCriterias, count(options.count, FILTER_EVENTS_DEFAULTS.count, 48));
    case "Teaser":
      return eventsRequest({ momentum: options.momentum, topic: options.topic }, count(options.count, TEASER_COUNT, 12));
    case "Event": {
      const key = text(options.event);
      return key ? { kind: "event", key } : null;
    }
    case "Article": {
      const id = referenceId(options.article);
      return id ? { kind: "article", id } : null;
    }
    case "Top-articles":
      return { kind: "top-articles", limit: count(options.count, TOP_ARTICLES_COUNT) };
    case "Buzzing Sidebar Articles":
      return { kind: "buzzing", limit: count(options.count, BUZZING_SIDEBAR_DEFAULTS.count), weeks: count(options.weeks, BUZZING_SIDEBAR_DEFAULTS.weeks, 104) };
    case "Current Survey":
      return { kind: "survey" };
    case "Exclusivity Card": {
      const context = text(options.context) ?? "chiche-homepage";
      return { kind: "exclusivity", context, region: text(options.region), exclusivity: text(options.exclusivity) };
    }
    default:
      return null;
  }
}

type BlockLike = { component?: { name?: unknown; options?: unknown }; children?: unknown };

function isRecord(value: unknown): value is Options {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Every block of an entry, depth first: its blocks and those of its variations, children, the columns of a
 * Columns block and the inline content of a Symbol.
 */
export function* walkBlocks(content: unknown): Generator<BlockLike> {
  if (!isRecord(content)) return;
  const lists: unknown[] = [isRecord(content.data) ? content.data.blocks : undefined];
  if (isRecord(content.variations))
    for (const variation of Object.values(content.variations)) if (isRecord(variation) && isRecord(variation.data)) lists.push(variation.data.blocks);
  for (const list of lists) if (Array.isArray(list)) for (const block of list) yield* walkBlock(block);
}

function* walkBlock(block: unknown): Generator<BlockLike> {
  if (!isRecord(block)) return;
  yield block as BlockLike;
  if (Array.isArray(block.children)) for (const child of block.children) yield* walkBlock(child);
  const options = isRecord(block.component) && isRecord(block.component.options) ? block.component.options : {};
  if (Array.isArray(options.columns))
    for (const column of options.columns) if (isRecord(column) && Array.isArray(column.blocks)) for (const child of column.blocks) yield* walkBlock(child);
  if (isRecord(options.symbol) && isRecord(options.symbol.content)) yield* walkBlocks(options.symbol.content);
}

/** The distinct requests of every block of an entry, by key. */
export function collectBlockRequests(content: unknown): Map<string, BlockRequest> {
  const requests = new Map<string, BlockRequest>();
  for (const block of walkBlocks(content)) {
    const name = block.component?.name;
    if (typeof name !== "string") continue;
    const request = blockRequest(name, isRecord(block.component?.options) ? block.component.options : {});
    if (request) requests.set(requestKey(request), request);
  }
  return requests;
}

/** Most library images one entry's alt texts are looked up for. */
export const IMAGE_ALTS_MAX = 100;

/**
 * The uploaded images (`/uploads/…`) an entry's blocks show in their inputs, lists included: their text
 * alternatives come from the media library (docs/product.md §2 "/admin"), looked up by the loader.
 */
export function collectUploadedImages(content: unknown): string[] {
  const urls = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      if (value.startsWith("/uploads/") && urls.size < IMAGE_ALTS_MAX) urls.add(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) Object.values(value).forEach(visit);
  };
  for (const block of walkBlocks(content)) visit(block.component?.options);
  return [...urls];
}
