import { Hono } from "hono";
import { listEvents } from "~/features/events/events.server";
import { EventListQuerySchema } from "~/features/events/events.schema";
import { getIframe, iframeEventQuery } from "~/features/iframes/iframes.server";
import { publicCache } from "./cache-headers";
import { apiError } from "./errors";
import { assertPublicListing } from "./events";
import { parseQuery } from "./query";

async function requireIframe(db: D1Database, id: string) {
  const iframe = await getIframe(db, id);
  if (!iframe) throw apiError(404, "iframe_not_found", `No iframe with id "${id}".`);
  return iframe;
}

export const iframesApi = new Hono<{ Bindings: Env }>()
  .get("/:id", async (c) => {
    const iframe = await requireIframe(c.env.DB, c.req.param("id"));
    publicCache(c);
    return c.json(iframe);
  })
  .get("/:id/events", async (c) => {
    // The URL takes the parameters of GET /events (checked here, 400 for a bad one); the widget's own win.
    parseQuery(c, EventListQuerySchema);
    const iframe = await requireIframe(c.env.DB, c.req.param("id"));
    if (iframe.kind !== "events") throw apiError(404, "iframe_not_found", `The iframe "${c.req.param("id")}" lists partners, not events.`);
    const query = iframeEventQuery(iframe, c.req.query(), new Date());
    assertPublicListing(query);
    publicCache(c);
    return c.json(await listEvents(c.env.DB, query));
  });
