import * as v from "valibot";
import type { Lang } from "~/i18n/locale";
import { PlaceRowSchema, type PlaceRow } from "./places.schema";
import { foldPlaceName, prefixRange } from "./search-name";

const COLUMNS = "id, name, region, country, country_code, zip, lat, lng, population, kind";

/** The country whose places a visitor of a language most likely means (a French visitor's Montréal is rare). */
const HOME_COUNTRY: Record<Lang, string> = { fr: "FR", es: "ES", en: "" };

/**
 * Places, regions and countries whose folded name starts with ?1, read through index places_by_name
 * (range ?1..?2). Order: the exact name first, then by population, a city's counted 10 times (a city before
 * the region of its name unless it is a tenth of it: Kabul the city, Bretagne the region rather than the
 * village of 300 near Belfort) and the visitor's home country's (?3) 20 times, so "Montréal" gives Montréal,
 * Canada before the French villages and "esp" gives Espagne.
 */
export const SEARCH_PLACES_SQL = `SELECT ${COLUMNS} FROM places
WHERE search_name >= ?1 AND search_name < ?2
ORDER BY search_name = ?1 DESC,
  population * (CASE WHEN kind = 'locality' THEN 10 ELSE 1 END) * (CASE WHEN country_code = ?3 THEN 20 ELSE 1 END) DESC, id
LIMIT ?4`;

export async function searchPlaces(db: D1Database, query: { q: string; lang: Lang; limit: number }): Promise<PlaceRow[]> {
  const prefix = foldPlaceName(query.q);
  if (prefix === "") return [];
  const { from, to } = prefixRange(prefix);
  const { results } = await db.prepare(SEARCH_PLACES_SQL).bind(from, to, HOME_COUNTRY[query.lang], query.limit).all();
  return v.parse(v.array(PlaceRowSchema), results);
}

export async function getPlaceRow(db: D1Database, id: number): Promise<PlaceRow | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM places WHERE id = ?`).bind(id).first();
  return row === null ? null : v.parse(PlaceRowSchema, row);
}
