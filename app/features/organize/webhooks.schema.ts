import * as v from "valibot";

/*
 * Webhooks (docs/product.md §6 "Webhooks"): an organizer's HTTPS address told of their events' registrations,
 * cancellations and edits, each message signed with the webhook's secret, retried by the Cron Trigger.
 */

/** What a webhook may ask to be told. */
export const WEBHOOK_EVENTS = ["attendee.registered", "attendee.cancelled", "event.updated"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How many webhooks one member keeps. */
export const WEBHOOKS_MAX = 5;
/** How many deliveries the log of a webhook shows, newest first. */
export const WEBHOOK_LOG_SIZE = 50;

/** A host the Worker must never call for a member: this machine, a private network, a link-local or internal name. */
const PRIVATE_HOST =
  /^(localhost|.*\.localhost|.*\.local|.*\.internal|.*\.lan|.*\.home\.arpa|0\.0\.0\.0|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.\d+\.\d+|\[.*\])$/i;

/**
 * Why an address may not receive webhooks, or null: it is `https:` on the default port, its host a public name or
 * address (no loopback, private, link-local or carrier-grade range, no IPv6 literal, no `localhost` or local
 * name), with no user name or password in it. (Cloudflare's network does not reach private ranges either; this
 * says so before anything is sent.)
 */
export function webhookUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "must be an absolute URL";
  }
  if (url.protocol !== "https:") return "must start with https://";
  if (url.username || url.password) return "must not carry a user name or password";
  if (url.port !== "") return "must use the default HTTPS port";
  if (PRIVATE_HOST.test(url.hostname) || !url.hostname.includes(".")) return "must be a public host, not a local or private address";
  return null;
}

/** POST /users/me/webhooks: the address, and what to be told of (one kind at least). */
export const WebhookInputSchema = v.strictObject({
  url: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(500, "form.tooLong"),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = webhookUrlProblem(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  ),
  events: v.pipe(
    v.array(v.picklist(WEBHOOK_EVENTS, "form.choice")),
    v.minLength(1, "form.required"),
    v.maxLength(10, "form.tooLong"),
    v.transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
  ),
});
export type WebhookInput = v.InferOutput<typeof WebhookInputSchema>;

/** Where a delivery stands: waiting for its (next) attempt, delivered, or given up after the last retry. */
export const DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

export const WebhookSchema = v.object({
  id: v.string(),
  url: v.string(),
  events: v.array(v.picklist(WEBHOOK_EVENTS)),
  createdAt: v.string(),
});
export type Webhook = v.InferOutput<typeof WebhookSchema>;
export const WebhookListSchema = v.object({ data: v.array(WebhookSchema) });

/** The answer of POST /users/me/webhooks: the webhook, and its signing secret shown this once. */
export const CreatedWebhookSchema = v.object({ ...WebhookSchema.entries, secret: v.string() });
export type CreatedWebhook = v.InferOutput<typeof CreatedWebhookSchema>;

export const WebhookDeliverySchema = v.object({
  id: v.string(),
  type: v.picklist(WEBHOOK_EVENTS),
  status: v.picklist(DELIVERY_STATUSES),
  createdAt: v.string(),
  attempts: v.number(),
  nextAttemptAt: v.nullable(v.string()),
  deliveredAt: v.nullable(v.string()),
  /** The receiver's last HTTP status; null when it did not answer (`lastError` says why). */
  lastStatus: v.nullable(v.number()),
  lastError: v.nullable(v.string()),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = v.object({ data: v.array(WebhookDeliverySchema) });
