import * as v from "valibot";
import { TaxonomyRowSchema, type TaxonomyJson } from "./taxonomies.schema";

/** Every taxonomy item (a few dozen rows, cached whole in KV), in the order of the taxonomies_listing index. */
export async function listAllTaxonomies(db: D1Database): Promise<TaxonomyJson[]> {
  const { results } = await db
    .prepare(
      `SELECT id, type, slug, name, description, color, picto_url, join_url, hidden
       FROM taxonomies ORDER BY hidden, type, sort_order`,
    )
    .all();
  return results.map((row) => v.parse(TaxonomyRowSchema, row));
}
