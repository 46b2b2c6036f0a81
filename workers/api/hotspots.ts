import { Hono } from "hono";
import { findHotspotBySlug, listHotspots } from "~/features/hotspots/hotspots.server";
import { HotspotListQuerySchema } from "~/features/hotspots/hotspots.schema";
import { publicCache } from "./cache-headers";
import { apiError } from "./errors";
import { parseQuery } from "./query";

const CACHE_SECONDS = 300;

export const hotspotsApi = new Hono<{ Bindings: Env }>()
  .get("/", async (c) => {
    const query = parseQuery(c, HotspotListQuerySchema);
    publicCache(c, CACHE_SECONDS);
    return c.json(await listHotspots(c.env, query));
  })
  .get("/by-slug/:slug", async (c) => {
    const hotspot = await findHotspotBySlug(c.env, c.req.param("slug"));
    if (!hotspot) throw apiError(404, "hotspot_not_found", `No hotspot with slug "${c.req.param("slug")}".`);
    publicCache(c, CACHE_SECONDS);
    return c.json(hotspot);
  });
