import { Hono, type Context } from "hono";
import { listEvents } from "~/features/events/events.server";
import { EventListQuerySchema } from "~/features/events/events.schema";
import { getIframe, iframeEventQuery } from "~/features/iframes/iframes.server";
import {
  createOwnedWidget,
  deleteOwnedWidgetFor,
  listOwnedWidgets,
  updateOwnedWidgetFor,
  widgetPaths,
  type WidgetRefusal,
} from "~/features/iframes/own-widgets.server";
import { OWN_WIDGETS_MAX, OwnWidgetInputSchema } from "~/features/iframes/own-widgets.schema";
import { publicCache } from "./cache-headers";
import { apiError } from "./errors";
import { assertPublicListing } from "./listing-guards";
import { purgePages } from "./purge-pages";
import { parseBody, parseQuery } from "./query";
import { requireUser } from "./session";

async function requireIframe(db: D1Database, id: string) {
  const iframe = await getIframe(db, id);
  if (!iframe) throw apiError(404, "iframe_not_found", `No iframe with id "${id}".`);
  return iframe;
}

/** A confirmed member: the only ones who may publish anything (docs/product.md §6). */
async function requireConfirmed(c: Context<{ Bindings: Env }>) {
  const user = await requireUser(c);
  if (!user.active) throw apiError(403, "email_not_confirmed", "Confirm your email address to build widgets.");
  return user;
}

function refuse(refusal: WidgetRefusal, id: string): never {
  if (refusal === "not_found") throw apiError(404, "iframe_not_found", `No iframe with id "${id}".`);
  if (refusal === "partner_widget") {
    throw apiError(403, "partner_widget", "A partners' widget is changed from /admin, where the change is recorded and its named page refreshed.");
  }
  throw apiError(403, "not_widget_owner", "Only its owner (or an admin) may change this widget.");
}

/**
 * Partner widgets (docs/product.md §7 "Widgets"): anyone reads one and its events; a confirmed member builds their
 * own (at most OWN_WIDGETS_MAX), reads them back, changes and deletes them, as the admins may any member's widget.
 */
export const iframesApi = new Hono<{ Bindings: Env }>()
  .get("/mine", async (c) => {
    const user = await requireUser(c);
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: await listOwnedWidgets(c.env.DB, user.id) });
  })
  .post("/", async (c) => {
    const user = await requireConfirmed(c);
    const id = await createOwnedWidget(c.env.DB, user, await parseBody(c, OwnWidgetInputSchema));
    if (!id) throw apiError(409, "too_many_widgets", `A member keeps ${OWN_WIDGETS_MAX} widgets at most: delete one first.`);
    return c.json({ _id: id }, 201);
  })
  .put("/:id", async (c) => {
    const user = await requireConfirmed(c);
    const id = c.req.param("id");
    const refusal = await updateOwnedWidgetFor(c.env.DB, user, id, await parseBody(c, OwnWidgetInputSchema));
    if (refusal) refuse(refusal, id);
    await purgePages(c, widgetPaths(id));
    return c.json({ _id: id });
  })
  .delete("/:id", async (c) => {
    const user = await requireConfirmed(c);
    const id = c.req.param("id");
    const refusal = await deleteOwnedWidgetFor(c.env.DB, user, id);
    if (refusal) refuse(refusal, id);
    await purgePages(c, widgetPaths(id));
    return c.body(null, 204);
  })
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
