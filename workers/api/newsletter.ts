import { Hono, type Context } from "hono";
import * as v from "valibot";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { subscribe } from "~/features/newsletter/newsletter.server";
import { SubscribeSchema } from "~/features/newsletter/newsletter.schema";
import { formFields, isFormPost, localPath, redirectBack } from "./form-posts";
import { parseBody } from "./query";
import { enforceRateLimit } from "./rate-limit";

/**
 * The newsletter form without JavaScript: a posted form subscribes the same way, then goes back to its page
 * with `newsletter=subscribed` (or `invalid`); the address never lands in a URL.
 */
async function subscribeFromForm(c: Context<{ Bindings: Env }>) {
  const fields = await formFields(c);
  const back = localPath(fields.back, "/events");
  const form = v.safeParse(SubscribeSchema, {
    email: fields.email ?? "",
    source: fields.source,
    fields: { EMAIL: fields.email ?? "", SIGNUP: fields.source ?? "chiche" },
  });
  if (!form.success) return redirectBack(c, back, { newsletter: form.issues[0].message === "form.required" ? "required" : "invalid" });
  await subscribe(c.env.DB, form.output);
  return redirectBack(c, back, { newsletter: "subscribed" });
}

/** Newsletter subscriptions (local default of the Mailchimp adapter): answers {result: "success"}. */
export const newsletterApi = new Hono<{ Bindings: Env }>()
  .post("/subscribe-nl", async (c) => {
    await enforceRateLimit(c, "newsletter", RATE_LIMITS.newsletter);
    if (isFormPost(c)) return subscribeFromForm(c);
    await subscribe(c.env.DB, await parseBody(c, SubscribeSchema));
    return c.json({ result: "success" });
  })
  .post("/subscribe-nl-spot", async (c) => {
    await enforceRateLimit(c, "newsletter", RATE_LIMITS.newsletter);
    const body = await parseBody(c, SubscribeSchema);
    await subscribe(c.env.DB, { ...body, list: "spot" });
    return c.json({ result: "success" });
  });
