import { Hono } from "hono";
import { getEventBySlug, listEvents } from "~/features/events/events.server";
import { EventListQuerySchema } from "~/features/events/events.schema";
import { apiError } from "./errors";
import { parseQuery } from "./query";
import { publicCache } from "./cache-headers";

export const eventsApi = new Hono<{ Bindings: Env }>()
  .get("/", async (c) => {
    const query = parseQuery(c, EventListQuerySchema);
    publicCache(c);
    return c.json(await listEvents(c.env.DB, query));
  })
  .get("/slug/:slug", async (c) => {
    const event = await getEventBySlug(c.env.DB, c.req.param("slug"));
    if (!event) throw apiError(404, "event_not_found", `No event with slug "${c.req.param("slug")}".`);
    publicCache(c);
    return c.json(event);
  });
