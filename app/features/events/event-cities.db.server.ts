import * as v from "valibot";
import { publicEventTerms } from "./event-visibility.db.server";
import type { Lang } from "./events.schema";

const CityRowSchema = v.object({
  own_name: v.fallback(v.nullable(v.string()), null),
  lang_name: v.fallback(v.nullable(v.string()), null),
});

/**
 * A known city is one that a public event has or had (city_slug ?1, any date, cancelled included): its
 * listing exists even with nothing upcoming. Answers the city names of its latest such event, in language ?2
 * and in the event's own language (the one city_slug was made from), or null for an unknown city.
 * Served by index events_by_city (city_slug, start_date, id), read backwards: no scan, no sort.
 */
export const FIND_EVENT_CITY_SQL = `SELECT json_extract(own.address, '$.city') AS own_name, json_extract(vis.address, '$.city') AS lang_name
FROM events e
LEFT JOIN event_translations own ON own.event_id = e.id AND own.lang = e.lang
LEFT JOIN event_translations vis ON vis.event_id = e.id AND vis.lang = ?2
WHERE e.city_slug = ?1 AND ${publicEventTerms()}
ORDER BY e.start_date DESC
LIMIT 1`;

export async function findEventCity(db: D1Database, slug: string, lang: Lang) {
  const row = await db.prepare(FIND_EVENT_CITY_SQL).bind(slug, lang).first();
  return row === null ? null : v.parse(CityRowSchema, row);
}
