import { Hono } from "hono";
import { findTaxonomyById, findTaxonomyBySlug, listTaxonomies } from "~/features/taxonomies/taxonomies.server";
import { TaxonomyListQuerySchema, TaxonomySlugQuerySchema } from "~/features/taxonomies/taxonomies.schema";
import { publicCache } from "./cache-headers";
import { apiError } from "./errors";
import { parseQuery } from "./query";

const CACHE_SECONDS = 300;

export const taxonomiesApi = new Hono<{ Bindings: Env }>()
  .get("/", async (c) => {
    const query = parseQuery(c, TaxonomyListQuerySchema);
    publicCache(c, CACHE_SECONDS);
    return c.json(await listTaxonomies(c.env, query));
  })
  .get("/by-slug/:slug", async (c) => {
    const { type } = parseQuery(c, TaxonomySlugQuerySchema);
    const slug = c.req.param("slug");
    const taxonomy = await findTaxonomyBySlug(c.env, slug, type);
    if (!taxonomy) throw apiError(404, "taxonomy_not_found", `No taxonomy with slug "${slug}"${type ? ` and type "${type}"` : ""}.`);
    publicCache(c, CACHE_SECONDS);
    return c.json(taxonomy);
  })
  .get("/:id", async (c) => {
    const taxonomy = await findTaxonomyById(c.env, c.req.param("id"));
    if (!taxonomy) throw apiError(404, "taxonomy_not_found", `No taxonomy with id "${c.req.param("id")}".`);
    publicCache(c, CACHE_SECONDS);
    return c.json(taxonomy);
  });
