import { Hono, type Context } from "hono";
import { getPublicEnv } from "~/env.server";
import { isArchivedEventSlug } from "~/features/events/event-archive.server";
import { isGone } from "~/features/events/event-state";
import { findVisibleEvent } from "~/features/events/events.server";
import { icsCalendar, toIcsEvent } from "~/features/events/ics";
import { eventPageUrl } from "~/features/events/share";
import type { Lang } from "~/i18n/locale";
import { privateLinkKeys } from "~/features/events/private-link.server";
import { eventCache } from "../api/cache-headers";
import { apiError } from "../api/errors";
import { label } from "./labels";

export const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/** `/events/e/{slug}.ics`: the event as an iCalendar file to download, in the language of the path. */
async function eventIcs(c: Context<{ Bindings: Env }>, lang: Lang) {
  const slug = c.req.param("file")?.replace(/\.ics$/, "") ?? "";
  // Like the page it belongs to: a public event, or a private one whose link the visitor holds (docs/product.md §6).
  const event = await findVisibleEvent(c.env.DB, slug, { userId: null, linkKeys: privateLinkKeys(c.req.raw) });
  if (!event) {
    // As the page does: an archive that does not answer leaves the 404.
    if (await isArchivedEventSlug(c.env, slug).catch(() => false)) throw apiError(410, "event_gone", `The event "${slug}" is too old.`);
    throw apiError(404, "event_not_found", `No event with slug "${slug}".`);
  }
  const now = new Date();
  if (isGone(event, now)) throw apiError(410, "event_gone", `The event "${slug}" is too old.`);
  const url = eventPageUrl(getPublicEnv(c.env).siteUrl, event.slug, lang);
  const body = icsCalendar([toIcsEvent(event, { lang, url, onlineLabel: label(lang, "events.online") })], { stamp: now.toISOString() });
  eventCache(c, event, 300);
  return c.body(body, 200, {
    "Content-Type": CALENDAR_TYPE,
    "Content-Disposition": `attachment; filename="${event.slug.replace(/[^\w-]/g, "")}.ics"`,
  });
}

export const eventCalendar = new Hono<{ Bindings: Env }>()
  .get("/events/e/:file{[^/]+\\.ics}", (c) => eventIcs(c, "fr"))
  .get("/en/events/e/:file{[^/]+\\.ics}", (c) => eventIcs(c, "en"))
  .get("/es/events/e/:file{[^/]+\\.ics}", (c) => eventIcs(c, "es"));
