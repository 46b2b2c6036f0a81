import { Hono } from "hono";
import { findVisibleEvent, listEvents, listRelatedEvents } from "~/features/events/events.server";
import { EventListQuerySchema } from "~/features/events/events.schema";
import { apiError } from "./errors";
import { assertPublicListing } from "./listing-guards";
import { parseQuery } from "./query";
import { privateLinkKeys } from "~/features/events/private-link.server";
import { eventCache, publicCache } from "./cache-headers";
import { optionalUser } from "./session";

export const eventsApi = new Hono<{ Bindings: Env }>()
  .get("/", async (c) => {
    const query = parseQuery(c, EventListQuerySchema);
    assertPublicListing(query);
    publicCache(c);
    return c.json(await listEvents(c.env.DB, query));
  })
  // A private event or a draft is answered to the people who may see it (docs/product.md §6): with a session, or
  // holding the private event's link (`k`, or the cookie its page set), and never stored. To anyone else it does not exist.
  .get("/slug/:slug", async (c) => {
    const viewer = { userId: (await optionalUser(c))?.id ?? null, linkKeys: privateLinkKeys(c.req.raw) };
    const event = await findVisibleEvent(c.env.DB, c.req.param("slug"), viewer);
    if (!event) throw apiError(404, "event_not_found", `No event with slug "${c.req.param("slug")}".`);
    eventCache(c, event);
    return c.json(event);
  })
  .get("/related/:id", async (c) => {
    const viewer = { userId: (await optionalUser(c))?.id ?? null, linkKeys: privateLinkKeys(c.req.raw) };
    const related = await listRelatedEvents(c.env.DB, c.req.param("id"), viewer);
    if (!related) throw apiError(404, "event_not_found", `No event with id "${c.req.param("id")}".`);
    publicCache(c);
    return c.json(related);
  });
