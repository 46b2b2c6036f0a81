import { Hono } from "hono";
import { searchContent } from "~/features/search/search.server";
import { SearchApiQuerySchema } from "~/features/search/search.schema";
import { publicCache } from "./cache-headers";
import { parseQuery } from "./query";

/**
 * GET /builder/search (docs/product.md §7): the content part of the site search, articles, playlists and
 * resources matching `q` (accent-insensitive; FTS operators are plain text), each `{data, total}` by
 * relevance then date. `type` pages through one group; the others then answer their total only. When `q` finds
 * nothing, its misspelt words are corrected and `corrected` says the query searched instead (unless `exact`).
 */
export const builderSearchApi = new Hono<{ Bindings: Env }>().get("/search", async (c) => {
  const query = parseQuery(c, SearchApiQuerySchema);
  const { corrected, articles, playlists, resources } = await searchContent(c.env.DB, {
    q: query.q,
    lang: query.lang,
    only: query.type,
    page: query.page,
    pageSize: query.limit,
    exact: query.exact,
  });
  publicCache(c);
  return c.json({ q: query.q, corrected, articles, playlists, resources });
});
