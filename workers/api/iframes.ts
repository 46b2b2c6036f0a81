import { Hono } from "hono";
import * as v from "valibot";
import { listEvents } from "~/features/events/events.server";
import { EventListQuerySchema } from "~/features/events/events.schema";
import { getIframe, iframeEventQuery } from "~/features/iframes/iframes.server";
import { publicCache } from "./cache-headers";
import { apiError } from "./errors";
import { assertPublicListing } from "./events";
import { parseQuery } from "./query";

const PageQuerySchema = v.pick(EventListQuerySchema, ["page", "limit"]);

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
    const page = parseQuery(c, PageQuerySchema);
    const query = iframeEventQuery(await requireIframe(c.env.DB, c.req.param("id")), page);
    assertPublicListing(query);
    publicCache(c);
    return c.json(await listEvents(c.env.DB, query));
  });
