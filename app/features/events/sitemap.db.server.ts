import { millisecondsInDay } from "date-fns/constants";
import * as v from "valibot";
import { publicEventTerms } from "./event-visibility.db.server";

const EventUrlRowSchema = v.object({ slug: v.string(), updated_at: v.string(), city_slug: v.nullable(v.string()) });

/**
 * Public events that have not ended before `since`, by start date, with their city (the sitemap lists the
 * cities of the events it lists). The WHERE terms are those of the
 * public listing index; the start-date bound (a month earlier) lets it serve the range, the end-date test is exact.
 */
export async function listSitemapEventRows(db: D1Database, { since, limit }: { since: Date; limit: number }) {
  const startBound = new Date(since.getTime() - 31 * millisecondsInDay).toISOString();
  const { results } = await db
    .prepare(
      `SELECT slug, updated_at, city_slug FROM events
       WHERE ${publicEventTerms("events")} AND start_date >= ? AND coalesce(end_date, start_date) >= ?
       ORDER BY start_date LIMIT ?`,
    )
    .bind(startBound, since.toISOString(), limit)
    .all();
  return results.map((row) => v.parse(EventUrlRowSchema, row));
}
