import { localizePath, type Lang } from "~/i18n/locale";
import { findLiveEvent } from "./live.db.server";
import type { LiveBanner } from "./live.schema";

/** An event flagged live without an end date is shown this long after its start. */
const OPEN_ENDED_HOURS = 3;

/** The live event of the moment, in `lang`. */
export async function liveBanner(db: D1Database, lang: Lang, now = new Date()): Promise<LiveBanner> {
  const row = await findLiveEvent(db, { now, lang, openEndedHours: OPEN_ENDED_HOURS });
  if (row === null) return { live: false };
  return {
    live: true,
    event: {
      _id: row.id,
      slug: row.slug,
      title: row.title,
      startDate: row.start_date,
      endDate: row.end_date,
      timezone: row.timezone,
      visio: row.visio,
      cover: row.cover_url,
      url: localizePath(`/events/e/${row.slug}`, lang),
    },
  };
}
