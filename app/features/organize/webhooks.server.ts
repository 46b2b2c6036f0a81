import { millisecondsInDay } from "date-fns/constants";
import type { SessionUser } from "~/features/accounts/auth/auth.schema";
import { createSecretToken } from "~/features/accounts/auth/secret-token.server";
import { pruneInChunks } from "~/features/retention/retention.server";
import { newRecordId } from "~/lib/record-id";
import { deleteDeliveriesBefore, findDueDeliveries, insertWebhook, recordAttempts, type AttemptResult, type DueDelivery } from "./webhooks.db.server";
import { WEBHOOKS_MAX, type CreatedWebhook, type WebhookInput } from "./webhooks.schema";

export { deleteWebhook, listDeliveries, listWebhooks } from "./webhooks.db.server";

/** Every secret starts so, to be told from an API token in a config file. */
const SECRET_PREFIX = "whsec_";

/** A webhook of `owner`, its signing secret in the answer this once; null when they already keep WEBHOOKS_MAX. */
export async function createWebhook(db: D1Database, owner: SessionUser, input: WebhookInput, now = Date.now()): Promise<CreatedWebhook | null> {
  const row = { id: newRecordId(), userId: owner.id, url: input.url, secret: `${SECRET_PREFIX}${createSecretToken()}`, events: input.events, createdAt: now };
  if (!(await insertWebhook(db, row, WEBHOOKS_MAX))) return null;
  return { id: row.id, url: row.url, events: row.events, createdAt: new Date(now).toISOString(), secret: row.secret };
}

/** The header that signs a delivery (docs/product.md §6 "Webhooks"). */
export const SIGNATURE_HEADER = "Rendez-Vous-Signature";

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the webhook's secret>`, as Stripe signs: the receiver
 * recomputes it and refuses an old `t` (a replay).
 */
export async function signDelivery(secret: string, body: string, unixSeconds: number): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${unixSeconds}.${body}`)));
  return `t=${unixSeconds},v1=${Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** The wait after each failed attempt, in minutes: six attempts over about 14 hours, then the delivery is given up. */
export const RETRY_MINUTES = [1, 5, 30, 120, 720] as const;
/** Deliveries one run sends, six at a time (a Worker's simultaneous connections). */
const PER_RUN = 30;
const AT_ONCE = 6;
/** How long a receiver has to answer. */
const TIMEOUT_MS = 10_000;

/** The time of the attempt after `attempts` failed ones, or null when there is none left. */
export function nextAttemptAfter(attempts: number, now: number): number | null {
  const minutes = RETRY_MINUTES[attempts - 1];
  return minutes === undefined ? null : now + minutes * 60_000;
}

async function attempt(delivery: DueDelivery, now: number, send: typeof fetch): Promise<AttemptResult> {
  const failed = (status: number | null, error: string | null): AttemptResult => ({
    id: delivery.id,
    delivered: false,
    nextAttemptAt: nextAttemptAfter(delivery.attempts + 1, now),
    status,
    error,
  });
  try {
    const response = await send(delivery.url, {
      method: "POST",
      // A receiver that redirects is not followed: the address registered is the one that gets the data.
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "Rendez-vous-Webhooks/1",
        "Rendez-Vous-Event": delivery.type,
        "Rendez-Vous-Delivery": delivery.id,
        [SIGNATURE_HEADER]: await signDelivery(delivery.secret, delivery.payload, Math.floor(now / 1000)),
      },
      body: delivery.payload,
    });
    // The answer's body is not wanted: left unread it would hold the connection.
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return { id: delivery.id, delivered: true, nextAttemptAt: null, status: response.status, error: null };
    return failed(response.status, response.status >= 300 && response.status < 400 ? "redirect not followed" : null);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return failed(null, timedOut ? "no answer within 10 s" : `not reached: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200));
  }
}

/**
 * Sends the deliveries whose time has come (the every-minute Cron Trigger), each signed, six at a time, and writes
 * each outcome: delivered on a 2xx, else retried after RETRY_MINUTES, then given up. How many were attempted.
 */
export async function deliverDueWebhooks(db: D1Database, now: number, send: typeof fetch = fetch): Promise<number> {
  const due = await findDueDeliveries(db, now, PER_RUN);
  const results: AttemptResult[] = [];
  for (let start = 0; start < due.length; start += AT_ONCE) {
    results.push(...(await Promise.all(due.slice(start, start + AT_ONCE).map((delivery) => attempt(delivery, now, send)))));
  }
  await recordAttempts(db, results, now);
  return due.length;
}

/** How long a webhook's delivery log is kept once a delivery is over (it holds attendees' addresses). */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;

/**
 * The daily retention run's share for webhooks (workers/scheduled.ts, docs/architecture.md §2 "Retention"): the
 * deliveries over (delivered or given up) and older than WEBHOOK_LOG_RETENTION_DAYS. How many went.
 */
export function pruneWebhookDeliveries(db: D1Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_LOG_RETENTION_DAYS * millisecondsInDay);
  return pruneInChunks((limit) => deleteDeliveriesBefore(db, before, limit));
}
