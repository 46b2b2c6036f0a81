import { Hono } from "hono";
import { getEnv } from "~/env.server";
import { InstagramQuerySchema } from "~/features/instagram/instagram.schema";
import { InstagramUnavailable, loadInstagramPage } from "~/features/instagram/instagram.server";
import { publicCache } from "./cache-headers";
import { apiError } from "./errors";
import { parseQuery } from "./query";

/**
 * The Instagram feed (docs/product.md §7 `GET /api/instagram`, served under the API base as
 * `/api/v1/api/instagram`): `{data, paging: {next, previous}}`. The access token is a setting, never a parameter.
 */
export const instagramApi = new Hono<{ Bindings: Env }>().get("/instagram", async (c) => {
  const query = parseQuery(c, InstagramQuerySchema);
  const config = getEnv(c.env);
  try {
    const page = await loadInstagramPage(
      { db: c.env.DB, token: config.INSTAGRAM_ACCESS_TOKEN, apiBase: config.API_BASE, fetcher: (url, init) => fetch(url, init) },
      query,
    );
    publicCache(c, 300);
    return c.json(page);
  } catch (error) {
    if (!(error instanceof InstagramUnavailable)) throw error;
    console.error("instagram feed unavailable", error.message);
    throw apiError(502, "instagram_unavailable", "The Instagram feed is unavailable.");
  }
});
