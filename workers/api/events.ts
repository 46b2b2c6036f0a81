import { Hono } from "hono";
import { getEventBySlug, listEvents, listRelatedEvents } from "~/features/events/events.server";
import { EventListQuerySchema, type EventListQuery } from "~/features/events/events.schema";
import { apiError } from "./errors";
import { parseQuery } from "./query";
import { publicCache } from "./cache-headers";

/**
 * Private events are listed for their organizers only, and organizer authentication comes with the
 * organizer API: until then `private=true` is refused.
 */
export function assertPublicListing(query: EventListQuery) {
  if (query.private) throw apiError(403, "forbidden", "Private events are listed for their organizers only.");
}

export const eventsApi = new Hono<{ Bindings: Env }>()
  .get("/", async (c) => {
    const query = parseQuery(c, EventListQuerySchema);
    assertPublicListing(query);
    publicCache(c);
    return c.json(await listEvents(c.env.DB, query));
  })
  .get("/slug/:slug", async (c) => {
    const event = await getEventBySlug(c.env.DB, c.req.param("slug"));
    if (!event) throw apiError(404, "event_not_found", `No event with slug "${c.req.param("slug")}".`);
    publicCache(c);
    return c.json(event);
  })
  .get("/related/:id", async (c) => {
    const related = await listRelatedEvents(c.env.DB, c.req.param("id"));
    if (!related) throw apiError(404, "event_not_found", `No event with id "${c.req.param("id")}".`);
    publicCache(c);
    return c.json(related);
  });
