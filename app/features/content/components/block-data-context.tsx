import { createContext, useContext, type ReactNode } from "react";
import { EMPTY_BLOCK_DATA, requestKey, type BlockData, type BlockRequest, type BlockResults } from "../block-data";

const BlockDataContext = createContext<BlockData>(EMPTY_BLOCK_DATA);

/** Hands the blocks of one entry the data the loader fetched for them (docs/architecture.md §4). */
export function BlockDataProvider({ data, children }: { data: BlockData; children: ReactNode }) {
  return <BlockDataContext.Provider value={data}>{children}</BlockDataContext.Provider>;
}

/**
 * What the loader found for a block's request of this `kind`, or undefined (no request, nothing found, or the
 * load failed and was logged).
 */
export function useBlockResult<TKind extends keyof BlockResults>(kind: TKind, request: BlockRequest | null): BlockResults[TKind] | undefined {
  const { results } = useContext(BlockDataContext);
  return request?.kind === kind ? (results[requestKey(request)] as BlockResults[TKind] | undefined) : undefined;
}

/** True in preview: blocks then tell editors what is missing instead of rendering nothing. */
export function useBlockPreview(): boolean {
  return useContext(BlockDataContext).preview;
}

/** The server's clock when the page was rendered, so relative dates agree on both sides. */
export function useBlockNow(): Date {
  return new Date(useContext(BlockDataContext).now);
}

/**
 * The text alternative of an image a block shows: the media library's for an uploaded image in it (docs/product.md
 * §2 "/admin"), else `fallback` ('' for an image that only decorates).
 */
export function useImageAlt(url: unknown, fallback = ""): string {
  const { alts } = useContext(BlockDataContext);
  return (typeof url === "string" ? alts[url] : undefined) ?? fallback;
}
