import type { BlockRequest } from "../../block-data";
import type { BlockOptions } from "../block";
import { count } from "../shared-requests";

/** docs/product.md §9: the 6 most read articles. */
export const TOP_ARTICLES_COUNT = 6;

/** The most read articles of all time a Top-articles block lists. */
export function topArticlesRequest(options: BlockOptions): BlockRequest {
  return { kind: "top-articles", limit: count(options.count, TOP_ARTICLES_COUNT) };
}
