import { Hono } from "hono";
import { LiveQuerySchema } from "~/features/live/live.schema";
import { liveBanner } from "~/features/live/live.server";
import { publicCache } from "./cache-headers";
import { parseQuery } from "./query";

/** Seconds the edge may keep the live banner's answer: a live event shows up or goes away within them. */
const LIVE_CACHE_SECONDS = 30;

/** GET /strevda/live (docs/product.md §7): the live event happening now, else {live: false}. */
export const strevdaApi = new Hono<{ Bindings: Env }>().get("/live", async (c) => {
  const { lang } = parseQuery(c, LiveQuerySchema);
  publicCache(c, LIVE_CACHE_SECONDS);
  return c.json(await liveBanner(c.env.DB, lang));
});
