import { Hono } from "hono";
import { HotspotInputSchema, IframeInputSchema, TaxonomyInputSchema, TranslationInputSchema, TranslationListQuerySchema } from "~/features/admin/admin.schema";
import {
  listAllHotspotItems,
  listAllTaxonomyItems,
  listIframes,
  listTranslations,
  saveHotspot,
  saveIframe,
  saveTaxonomy,
  saveTranslation,
} from "~/features/admin/admin-site.server";
import { LANGS, localizePath } from "~/i18n/locale";
import { isUniqueViolation } from "~/lib/d1-errors";
import { adminBodyLimit, type AdminContext, type AdminEnv } from "./admin-access";
import { purgePages } from "./purge-pages";
import { apiError } from "./errors";
import { parseBody, parseQuery } from "./query";

const everyLang = (paths: string[]) => paths.flatMap((path) => LANGS.map((lang) => localizePath(path, lang)));

/** Taxonomies and hotspots name the listings' filters and the home pages' menus: those pages are purged. */
const LISTING_PAGES = ["/", "/events"];

/** A second item with the same slug (and type) is refused with 409, not a 500. */
async function unique<T>(write: () => Promise<T>, what: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError(409, "slug_taken", `Another ${what} already has this slug.`);
    throw error;
  }
}

function saved(c: AdminContext, id: string | null, status: 200 | 201) {
  if (!id) throw apiError(404, "not_found", "No such item.");
  return c.json({ _id: id }, status);
}

/**
 * /api/v1/admin translations, taxonomies, hotspots and partner widgets (docs/product.md §2 "/admin"): each
 * write is audited and drops what caches it (KV keys of docs/architecture.md §2, cached pages and API answers).
 */
export const adminSiteApi: Hono<AdminEnv> = new Hono<AdminEnv>()
  .use(adminBodyLimit)
  .get("/translations", async (c) => c.json({ data: await listTranslations(c.env.DB, parseQuery(c, TranslationListQuerySchema)) }))
  .put("/translations", async (c) => {
    const input = await parseBody(c, TranslationInputSchema);
    await saveTranslation(c.env, c.get("admin"), input);
    // Pages carry their labels: the home pages go now, the others within their short lifetime (docs/architecture.md §7).
    await purgePages(c, [...everyLang(["/"]), "/api/v1/translations"]);
    return c.json({ saved: true });
  })
  .get("/taxonomies", async (c) => c.json({ data: await listAllTaxonomyItems(c.env.DB) }))
  .post("/taxonomies", async (c) => {
    const input = await parseBody(c, TaxonomyInputSchema);
    const id = await unique(() => saveTaxonomy(c.env, c.get("admin"), null, input), "item of this type");
    await purgePages(c, [...everyLang(LISTING_PAGES), "/api/v1/taxonomies"]);
    return saved(c, id, 201);
  })
  .put("/taxonomies/:id", async (c) => {
    const input = await parseBody(c, TaxonomyInputSchema);
    const id = await unique(() => saveTaxonomy(c.env, c.get("admin"), c.req.param("id"), input), "item of this type");
    await purgePages(c, [...everyLang(LISTING_PAGES), "/api/v1/taxonomies"]);
    return saved(c, id, 200);
  })
  .get("/hotspots", async (c) => c.json({ data: await listAllHotspotItems(c.env.DB) }))
  .post("/hotspots", async (c) => {
    const input = await parseBody(c, HotspotInputSchema);
    const id = await unique(() => saveHotspot(c.env, c.get("admin"), null, input), "hotspot");
    await purgePages(c, [...everyLang(LISTING_PAGES), "/api/v1/hotspots"]);
    return saved(c, id, 201);
  })
  .put("/hotspots/:id", async (c) => {
    const input = await parseBody(c, HotspotInputSchema);
    const id = await unique(() => saveHotspot(c.env, c.get("admin"), c.req.param("id"), input), "hotspot");
    await purgePages(c, [...everyLang(LISTING_PAGES), "/api/v1/hotspots"]);
    return saved(c, id, 200);
  })
  .get("/iframes", async (c) => c.json({ data: await listIframes(c.env.DB) }))
  .post("/iframes", async (c) => {
    const input = await parseBody(c, IframeInputSchema);
    const widget = await unique(() => saveIframe(c.env.DB, c.get("admin"), null, input), "widget");
    return saved(c, widget?.id ?? null, 201);
  })
  .put("/iframes/:id", async (c) => {
    const input = await parseBody(c, IframeInputSchema);
    const widget = await unique(() => saveIframe(c.env.DB, c.get("admin"), c.req.param("id"), input), "widget");
    if (widget) {
      const pages = widget.names.flatMap((name) => [...everyLang([`/iframe/${name}`]), `/api/v1/iframes/${name}`, `/api/v1/iframes/${name}/events`]);
      await purgePages(c, pages);
    }
    return saved(c, widget?.id ?? null, 200);
  });
