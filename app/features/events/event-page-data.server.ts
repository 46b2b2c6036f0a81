import { activeExclusivitiesStatement, exclusivityRows } from "~/features/exclusivities/exclusivities.db.server";
import type { ExclusivityRow } from "~/features/exclusivities/exclusivity.schema";
import { toEventJson, type EventJson } from "./event-json";
import { parseEventRows, relatedEventsOfSlugStatement, visibleEventStatement } from "./events.db.server";
import type { EventViewer } from "./event-visibility.db.server";
import { RELATED_LIMIT } from "./events.server";

/** An event page's data as read: the event, and its related events and the active offers, parsed on demand. */
export type EventPageRead = { event: EventJson; related: () => EventJson[]; offers: () => ExclusivityRow[] };

/**
 * What an event page reads, in one D1 batch: the event `slug` as `viewer` sees it (an anonymous visitor for
 * every public page, event-page-access.server.ts), its related events and the active offers. One round trip where there were two in
 * sequence (the event, then the others), and two D1 calls less (docs/performance.md "The event page's reads").
 * The related events and the offers are parsed apart, so a bad row of theirs leaves the event whole. Null when
 * the event is not visible; its related events are then dropped unread.
 */
export async function readEventPage(db: D1Database, slug: string, now: Date, viewer: EventViewer): Promise<EventPageRead | null> {
  const [event, related, offers] = await db.batch([
    visibleEventStatement(db, slug, viewer),
    relatedEventsOfSlugStatement(db, slug, now.toISOString(), RELATED_LIMIT),
    activeExclusivitiesStatement(db),
  ]);
  const [row] = parseEventRows(event?.results ?? []);
  if (!row) return null;
  return {
    event: toEventJson(row),
    related: () => parseEventRows(related?.results ?? []).map(toEventJson),
    offers: () => exclusivityRows(offers?.results ?? []),
  };
}
