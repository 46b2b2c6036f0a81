import { Hono, type Context } from "hono";
import { WEBHOOKS_MAX, WebhookInputSchema } from "~/features/organize/webhooks.schema";
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks } from "~/features/organize/webhooks.server";
import { apiError } from "./errors";
import { parseBody } from "./query";
import { requireUser } from "./session";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** A confirmed member with a session: webhooks are set up by a person, never by an API token. */
async function requireConfirmed(c: Context<{ Bindings: Env }>) {
  const user = await requireUser(c);
  if (!user.active) throw apiError(403, "email_not_confirmed", "Confirm your email address to set up webhooks.");
  return user;
}

const notFound = () => apiError(404, "webhook_not_found", "No webhook of yours with this id.");

/**
 * Webhooks (docs/product.md §6 "Webhooks"), mounted at /users/me/webhooks: the member's webhooks (never their
 * secrets), a new one (its signing secret in this answer only, 201), deleting one (204), and a webhook's delivery log.
 */
export const webhooksApi = new Hono<{ Bindings: Env }>()
  .get("/", async (c) => {
    const user = await requireUser(c);
    return c.json({ data: await listWebhooks(c.env.DB, user.id) }, 200, PRIVATE);
  })
  .post("/", async (c) => {
    const user = await requireConfirmed(c);
    const created = await createWebhook(c.env.DB, user, await parseBody(c, WebhookInputSchema));
    if (!created) throw apiError(409, "too_many_webhooks", `A member keeps ${WEBHOOKS_MAX} webhooks at most: delete one first.`);
    return c.json(created, 201, PRIVATE);
  })
  .delete("/:id", async (c) => {
    const user = await requireUser(c);
    if (!(await deleteWebhook(c.env.DB, user.id, c.req.param("id")))) throw notFound();
    return c.body(null, 204, PRIVATE);
  })
  .get("/:id/deliveries", async (c) => {
    const user = await requireUser(c);
    const deliveries = await listDeliveries(c.env.DB, user.id, c.req.param("id"));
    if (!deliveries) throw notFound();
    return c.json({ data: deliveries }, 200, PRIVATE);
  });
