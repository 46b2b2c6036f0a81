import { Hono } from "hono";
import { getPublicEnv } from "~/env.server";
import { listSitemapPagePaths } from "~/features/content/content.server";
import { listLatestArticles } from "~/features/media/media.server";
import { listTaxonomies } from "~/features/taxonomies/taxonomies.server";
import { LANGS, localizePath } from "~/i18n/locale";
import { escapeHtml } from "~/lib/escape-html";
import { publicCache } from "../api/cache-headers";
import { listSitemapEvents } from "~/features/events/sitemap.server";

/** Caps that keep the sitemap under the protocol's 50,000 URLs (each page is listed in three languages). */
export const SITEMAP_MAX_EVENTS = 10_000;
export const SITEMAP_MAX_ARTICLES = 3_000;
/** Cities and page-builder pages (500 at most, page-paths.db.server.ts) keep within the same limit. */
export const SITEMAP_MAX_CITIES = 1_000;

type Page = { path: string; lastmod?: string };

/** One <url> per language version, each naming every version and x-default (French, at the root). */
function urlEntries(siteUrl: string, { path, lastmod }: Page): string[] {
  const alternates = [
    ...LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(siteUrl + localizePath(path, lang))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(siteUrl + path)}"/>`,
  ].join("");
  return LANGS.map(
    (lang) => `<url><loc>${escapeHtml(siteUrl + localizePath(path, lang))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`,
  );
}

/**
 * `/sitemap.xml`: home, listings, topic and type pages, the cities of the events listed, events not yet gone
 * (410), media pages and articles, polls, the game, and the page builder's pages (about, legal notice…).
 */
export const sitemap = new Hono<{ Bindings: Env }>().get("/sitemap.xml", async (c) => {
  const db = c.env.DB;
  const [events, taxonomies, articles, contentPages] = await Promise.all([
    listSitemapEvents(db, { limit: SITEMAP_MAX_EVENTS }),
    listTaxonomies(c.env, { limit: 0, hidden: false }),
    listLatestArticles(db, SITEMAP_MAX_ARTICLES),
    listSitemapPagePaths(db),
  ]);
  const categories = [...new Set(articles.data.map((article) => article.category))];
  const cities = [...new Set(events.flatMap((event) => (event.city_slug ? [event.city_slug] : [])))].sort().slice(0, SITEMAP_MAX_CITIES);
  const pages: Page[] = [
    { path: "/" },
    { path: "/events" },
    ...taxonomies.data.filter((item) => item.type === "topic" || item.type === "type").map((item) => ({ path: `/events/${item.type}/${item.slug}` })),
    ...cities.map((city) => ({ path: `/events/city/${encodeURIComponent(city)}` })),
    ...events.map((event) => ({ path: `/events/e/${event.slug}`, lastmod: event.updated_at })),
    { path: "/sondages" },
    { path: "/game" },
    ...contentPages.map((path) => ({ path })),
    { path: "/media" },
    ...categories.map((category) => ({ path: `/media/${category}` })),
    ...articles.data.map((article) => ({ path: `/media/${article.category}/${article.slug}`, lastmod: article.firstPublished })),
  ];
  const siteUrl = getPublicEnv(c.env).siteUrl;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => urlEntries(siteUrl, page)),
    "</urlset>",
  ].join("\n");
  publicCache(c, 3600);
  return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8" });
});
