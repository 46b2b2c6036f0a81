import { Hono } from "hono";
import { getPublicEnv } from "~/env.server";
import { agendaFeed, enableAgendaFeed, revokeAgendaFeed } from "~/features/agenda-feed/agenda-feed.server";
import { apiError } from "./errors";
import { requireUser } from "./session";

/** `POST /users/me/calendar` creates or rotates the private feed of the user's agenda; `DELETE` revokes it. */
export const calendarSettingsApi = new Hono<{ Bindings: Env }>()
  .post("/", async (c) => {
    const user = await requireUser(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await enableAgendaFeed(c.env.DB, user.id, getPublicEnv(c.env).siteUrl));
  })
  .delete("/", async (c) => {
    await revokeAgendaFeed(c.env.DB, (await requireUser(c)).id);
    return c.body(null, 204);
  });

/** `GET /calendar/{secret}.ics`: the feed itself, for calendar apps (no session: the secret is the key). */
export const calendarApi = new Hono<{ Bindings: Env }>().get("/:file{[^/]+\\.ics}", async (c) => {
  const secret = c.req.param("file").replace(/\.ics$/, "");
  const body = await agendaFeed(c.env.DB, secret, getPublicEnv(c.env).siteUrl);
  if (body === null) throw apiError(404, "calendar_not_found", "No calendar at this address.");
  return c.body(body, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": "private, max-age=300",
    "X-Robots-Tag": "noindex",
  });
});
