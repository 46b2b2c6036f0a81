import { Hono } from "hono";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.db.server";
import { SubscribeSchema } from "~/features/newsletter/newsletter.schema";
import { parseBody } from "./query";
import { enforceRateLimit } from "./rate-limit";

/** Newsletter subscriptions (local default of the Mailchimp adapter): answers {result: "success"}. */
export const newsletterApi = new Hono<{ Bindings: Env }>()
  .post("/subscribe-nl", async (c) => {
    await enforceRateLimit(c, "newsletter", RATE_LIMITS.newsletter);
    await subscribeToNewsletter(c.env.DB, await parseBody(c, SubscribeSchema));
    return c.json({ result: "success" });
  })
  .post("/subscribe-nl-spot", async (c) => {
    await enforceRateLimit(c, "newsletter", RATE_LIMITS.newsletter);
    const body = await parseBody(c, SubscribeSchema);
    await subscribeToNewsletter(c.env.DB, { ...body, list: "spot" });
    return c.json({ result: "success" });
  });
