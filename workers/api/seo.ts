import { Hono } from "hono";
import { getSeoEntry } from "~/features/seo/seo.server";
import { publicCache } from "./cache-headers";
import { apiError } from "./errors";

export const seoApi = new Hono<{ Bindings: Env }>().get("/key/:key", async (c) => {
  const entry = await getSeoEntry(c.env.DB, c.req.param("key"));
  if (!entry) throw apiError(404, "seo_not_found", `No SEO entry with key "${c.req.param("key")}".`);
  publicCache(c, 300);
  return c.json(entry);
});
