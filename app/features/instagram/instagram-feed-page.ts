import type { InstagramPage } from "./instagram.schema";
import { isLocalPath } from "~/lib/local-path";

/** The feed's states (docs/product.md §4 "Instagram feed"). */
export type FeedState = { status: "loading" } | { status: "error" } | { status: "loaded"; page: InstagramPage };

/** The first page's address under the API base. */
export function firstPageUrl(apiBase: string, count: number): string {
  return `${apiBase}/api/instagram?${new URLSearchParams({ count: String(count) })}`;
}

/**
 * One page of the feed, fetched at `url` (the first page, or a `next`/`previous` link of an earlier answer,
 * which are addresses of our own API). A failed call, an `error` field or an unexpected shape is an error.
 */
export async function loadFeedPage(fetcher: (url: string) => Promise<Response>, url: string): Promise<FeedState> {
  if (!isLocalPath(url)) return { status: "error" };
  try {
    const response = await fetcher(url);
    const body: unknown = await response.json();
    if (!response.ok || (typeof body === "object" && body !== null && "error" in body)) return { status: "error" };
    const [v, { InstagramPageSchema }] = await Promise.all([import("valibot"), import("./instagram.schema")]);
    const parsed = v.safeParse(InstagramPageSchema, body);
    return parsed.success ? { status: "loaded", page: parsed.output } : { status: "error" };
  } catch {
    return { status: "error" };
  }
}
