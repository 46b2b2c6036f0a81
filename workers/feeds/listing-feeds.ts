import { Hono, type Context } from "hono";
import * as v from "valibot";
import { getPublicEnv } from "~/env.server";
import { listEvents, listPublishedDates } from "~/features/events/events.server";
import { EventListQuerySchema } from "~/features/events/events.schema";
import { icsCalendar, toIcsEvent } from "~/features/events/ics";
import { eventPageUrl } from "~/features/events/share";
import { localizePath } from "~/i18n/locale";
import { publicCache } from "../api/cache-headers";
import { parseQuery } from "../api/query";
import { CALENDAR_TYPE } from "./event-calendar";
import { label } from "./labels";
import { rssDocument } from "./rss";

/** Events per feed unless `limit` says otherwise (the API's maximum). */
export const FEED_LIMIT = 100;
/** How often a subscribed calendar should read a listing's feed again (the feed is cached 5 minutes). */
export const FEED_REFRESH = "PT1H";

/**
 * The query of GET /api/v1/events, with feed defaults: upcoming events (`from` = now), FEED_LIMIT of them, the
 * cancelled ones too unless `status` says otherwise (marked cancelled, so a subscribed calendar drops them).
 */
const FeedQuerySchema = v.object({
  ...EventListQuerySchema.entries,
  status: v.optional(EventListQuerySchema.entries.status.wrapped),
  limit: v.optional(EventListQuerySchema.entries.limit.wrapped, String(FEED_LIMIT)),
  from: v.optional(EventListQuerySchema.entries.from.wrapped, () => new Date().toISOString()),
});

async function feedEvents(c: Context<{ Bindings: Env }>) {
  const query = parseQuery(c, FeedQuerySchema);
  const { data } = await listEvents(c.env.DB, query);
  const siteUrl = getPublicEnv(c.env).siteUrl;
  publicCache(c, 300);
  return { query, data, siteUrl, urlOf: (slug: string) => eventPageUrl(siteUrl, slug, query.lang) };
}

/** The listing page a feed mirrors: /events with the same query, in the feed's language. */
function listingUrl(siteUrl: string, requestUrl: string, lang: Parameters<typeof localizePath>[1]): string {
  const params = new URL(requestUrl).searchParams;
  params.delete("lang");
  const search = params.toString();
  return `${siteUrl}${localizePath("/events", lang)}${search ? `?${search}` : ""}`;
}

export const listingFeeds = new Hono<{ Bindings: Env }>()
  .get("/events/feed.ics", async (c) => {
    const { query, data, urlOf } = await feedEvents(c);
    const onlineLabel = label(query.lang, "events.online");
    const events = data.map((event) => toIcsEvent(event, { lang: query.lang, url: urlOf(event.slug), onlineLabel }));
    const name = `${label(query.lang, "site.name")} – ${label(query.lang, "events.title")}`;
    return c.body(icsCalendar(events, { name, stamp: new Date().toISOString(), refresh: FEED_REFRESH }), 200, { "Content-Type": CALENDAR_TYPE });
  })
  .get("/events/feed.rss", async (c) => {
    const { query, data, siteUrl, urlOf } = await feedEvents(c);
    const channel = {
      title: `${label(query.lang, "site.name")} – ${label(query.lang, "events.title")}`,
      link: listingUrl(siteUrl, c.req.url, query.lang),
      self: `${siteUrl}${new URL(c.req.url).pathname}${new URL(c.req.url).search}`,
      description: label(query.lang, "events.lead"),
      lang: query.lang,
    };
    const labels = { online: label(query.lang, "events.online"), cancelled: label(query.lang, "events.cancelled") };
    const published = await listPublishedDates(c.env.DB, data);
    const body = rssDocument(channel, data, { urlOf: (event) => urlOf(event.slug), publishedOf: (event) => published.get(event._id) ?? null }, labels);
    return c.body(body, 200, { "Content-Type": "application/rss+xml; charset=utf-8" });
  });
