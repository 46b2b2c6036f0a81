/** Hits per page of one group, and per group in the overview. */
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_OVERVIEW_SIZE = { events: 6, articles: 6, playlists: 3, resources: 3 } as const;

export const SEARCH_GROUPS = ["events", "articles", "playlists", "resources"] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** The number of pages of `total` hits, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A zero-based page kept between the first and the last page. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(0, Math.floor(page)), pageCount(total, pageSize) - 1);
}
