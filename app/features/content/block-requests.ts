import { requestKey, type BlockRequest } from "./block-data";
import type { BlockOptions } from "./blocks/block";
import { findBlock } from "./blocks/registry";

/**
 * The blocks of an entry, walked: the data they ask for (block-data.ts) and the uploaded images they show, read by
 * the loader (block-data.server.ts).
 */

/** The one request of a block (its registry entry's `request`), from its component name and options; null for a block that needs no data. */
export function blockRequest(name: string, options: BlockOptions): BlockRequest | null {
  return findBlock(name)?.request?.(options) ?? null;
}

type BlockLike = { component?: { name?: unknown; options?: unknown }; children?: unknown };

function isRecord(value: unknown): value is BlockOptions {
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
