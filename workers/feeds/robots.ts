import { Hono } from "hono";
import { getPublicEnv } from "~/env.server";
import { publicCache } from "../api/cache-headers";

/**
 * Paths no search engine needs: members' and organizers' pages, the admin, the API, the login steps and the
 * partner widgets (their pages live inside partners' sites and say noindex). Language versions included.
 */
const PRIVATE_PATHS = ["/account", "/organize", "/admin", "/api/", "/login", "/iframe/"];

/** `/robots.txt`: everything public may be crawled, and the sitemap is named. */
export const robots = new Hono<{ Bindings: Env }>().get("/robots.txt", (c) => {
  const siteUrl = getPublicEnv(c.env).siteUrl;
  const disallowed = PRIVATE_PATHS.flatMap((path) => [path, `/en${path}`, `/es${path}`]);
  const body = ["User-agent: *", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${new URL("/sitemap.xml", siteUrl).href}`, ""].join("\n");
  publicCache(c, 3600);
  return c.body(body, 200, { "Content-Type": "text/plain; charset=utf-8" });
});
