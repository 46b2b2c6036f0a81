import type { BlockRequest } from "../../block-data";
import type { BlockOptions } from "../block";
import { count } from "../shared-requests";

/** docs/product.md §9: the 'Ça buzze' sidebar shows 3 articles within 12 weeks. */
export const BUZZING_SIDEBAR_DEFAULTS = { count: 3, weeks: 12 } as const;

/** The most read articles of the last weeks a Buzzing Sidebar Articles block lists. */
export function buzzingSidebarRequest(options: BlockOptions): BlockRequest {
  return { kind: "buzzing", limit: count(options.count, BUZZING_SIDEBAR_DEFAULTS.count), weeks: count(options.weeks, BUZZING_SIDEBAR_DEFAULTS.weeks, 104) };
}
