import type { EventJson } from "./event-json";
import { findSeriesDates } from "./events.db.server";
import { getEventBySlug } from "./events.server";

/** A date of a series as its page lists it. */
export type SeriesPageDate = { slug: string; startDate: string; cancelled: boolean };

/**
 * /events/series/{id} (docs/product.md §5 "Recurring events"): the series' next dates and its past ones, and the
 * event that stands for it (its next date, else its last). Null for a private series or an unknown id.
 */
export async function readSeriesPage(
  db: D1Database,
  id: string,
  now: Date,
): Promise<{ event: EventJson; upcoming: SeriesPageDate[]; past: SeriesPageDate[] } | null> {
  const dates = await findSeriesDates(db, id);
  const at = now.toISOString();
  const upcoming = dates.filter((date) => date.startDate > at);
  const shown = upcoming[0] ?? dates.at(-1);
  const event = shown ? await getEventBySlug(db, shown.slug) : null;
  if (!event) return null;
  return { event, upcoming, past: dates.filter((date) => date.startDate <= at).reverse() };
}
