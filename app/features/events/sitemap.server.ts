import { millisecondsInDay } from "date-fns/constants";
import { GONE_AFTER_DAYS } from "./event-state";
import { listSitemapEventRows } from "./sitemap.db.server";

/** The event pages a sitemap lists: public events that still have a page (not gone, docs/decisions/005). */
export function listSitemapEvents(db: D1Database, { now = new Date(), limit }: { now?: Date; limit: number }) {
  return listSitemapEventRows(db, { since: new Date(now.getTime() - GONE_AFTER_DAYS * millisecondsInDay), limit });
}
