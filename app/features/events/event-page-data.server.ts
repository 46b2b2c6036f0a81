import { activeExclusivitiesStatement, exclusivityRows } from "~/features/exclusivities/exclusivities.db.server";
import type { ExclusivityRow } from "~/features/exclusivities/exclusivity.schema";
import type { EventJson } from "./event-json";
import { toEventJson } from "./to-event-json";
import * as v from "valibot";
import { parseEventRows, relatedEventsOfSlugStatement, seriesDatesOfSlugStatement, visibleEventStatement } from "./events.db.server";
import type { EventViewer } from "./event-visibility.db.server";
import { RELATED_LIMIT } from "./events.server";

/** Another date of an event's series, as its page lists it. */
export type SeriesDate = { slug: string; startDate: string; cancelled: boolean; seriesId: string };

const SeriesRowsSchema = v.array(v.object({ slug: v.string(), start_date: v.string(), status: v.string(), series_id: v.string() }));

/**
 * An event page's data as read: the event, and its related events, the active offers and the other dates of its
 * series, parsed on demand.
 */
export type EventPageRead = { event: EventJson; related: () => EventJson[]; offers: () => ExclusivityRow[]; seriesDates: () => SeriesDate[] };

/**
 * What an event page reads, in one D1 batch: the event `slug` as `viewer` sees it (an anonymous visitor for
 * every public page, event-page-access.server.ts), its related events, the active offers and its series' dates. One round trip where there were two in
 * sequence (the event, then the others), and two D1 calls less (docs/performance.md "The event page's reads").
 * The related events and the offers are parsed apart, so a bad row of theirs leaves the event whole. Null when
 * the event is not visible; its related events are then dropped unread.
 */
export async function readEventPage(db: D1Database, slug: string, now: Date, viewer: EventViewer): Promise<EventPageRead | null> {
  const [event, related, offers, series] = await db.batch([
    visibleEventStatement(db, slug, viewer),
    relatedEventsOfSlugStatement(db, slug, now.toISOString(), RELATED_LIMIT),
    activeExclusivitiesStatement(db),
    seriesDatesOfSlugStatement(db, slug, now.toISOString()),
  ]);
  const [row] = parseEventRows(event?.results ?? []);
  if (!row) return null;
  return {
    event: toEventJson(row),
    related: () => parseEventRows(related?.results ?? []).map(toEventJson),
    offers: () => exclusivityRows(offers?.results ?? []),
    seriesDates: () =>
      v
        .parse(SeriesRowsSchema, series?.results ?? [])
        .map((row) => ({ slug: row.slug, startDate: row.start_date, cancelled: row.status === "cancelled", seriesId: row.series_id })),
  };
}
