import * as v from "valibot";
import { WEBHOOK_EVENTS, WEBHOOK_LOG_SIZE, type Webhook, type WebhookDelivery, type WebhookEvent } from "./webhooks.schema";

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

const Events = v.pipe(
  v.string(),
  v.transform((text) => text.split(" ").filter((event): event is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(event))),
);

const WebhookRowSchema = v.object({ id: v.string(), url: v.string(), events: Events, created_at: v.number() });

/** A member's webhooks, newest first (webhooks_by_user). */
export async function listWebhooks(db: D1Database, userId: string): Promise<Webhook[]> {
  const { results } = await db.prepare("SELECT id, url, events, created_at FROM webhooks WHERE user_id = ? ORDER BY created_at DESC, id").bind(userId).all();
  return results.map((row) => {
    const webhook = v.parse(WebhookRowSchema, row);
    return { id: webhook.id, url: webhook.url, events: webhook.events, createdAt: iso(webhook.created_at) };
  });
}

export type NewWebhookRow = { id: string; userId: string; url: string; secret: string; events: WebhookEvent[]; createdAt: number };

/** Adds a webhook unless its owner already keeps `max` (one statement: two tabs cannot pass the limit together). */
export async function insertWebhook(db: D1Database, row: NewWebhookRow, max: number): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `INSERT INTO webhooks (id, user_id, url, secret, events, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE (SELECT count(*) FROM webhooks WHERE user_id = ?2) < ?7`,
    )
    .bind(row.id, row.userId, row.url, row.secret, row.events.join(" "), row.createdAt, max)
    .run();
  // (> 0: D1 counts the rows a trigger writes too.)
  return meta.changes > 0;
}

/** Deletes one of a member's webhooks, and its log; whether there was one. */
export async function deleteWebhook(db: D1Database, userId: string, id: string): Promise<boolean> {
  const { meta } = await db.prepare("DELETE FROM webhooks WHERE id = ?1 AND user_id = ?2").bind(id, userId).run();
  return meta.changes > 0;
}

const DeliveryRowSchema = v.object({
  id: v.string(),
  type: v.picklist(WEBHOOK_EVENTS),
  created_at: v.number(),
  attempts: v.number(),
  next_attempt_at: v.nullable(v.number()),
  delivered_at: v.nullable(v.number()),
  last_status: v.nullable(v.number()),
  last_error: v.nullable(v.string()),
});

/** The latest deliveries of one of a member's webhooks, newest first; null when the webhook is not theirs. */
export async function listDeliveries(db: D1Database, userId: string, webhookId: string): Promise<WebhookDelivery[] | null> {
  const [owned, deliveries] = await db.batch([
    db.prepare("SELECT 1 FROM webhooks WHERE id = ?1 AND user_id = ?2").bind(webhookId, userId),
    db
      .prepare(
        `SELECT d.id, d.type, d.created_at, d.attempts, d.next_attempt_at, d.delivered_at, d.last_status, d.last_error
         FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
         WHERE d.webhook_id = ?1 AND w.user_id = ?2 ORDER BY d.created_at DESC, d.id LIMIT ?3`,
      )
      .bind(webhookId, userId, WEBHOOK_LOG_SIZE),
  ]);
  if (!owned?.results.length) return null;
  return (deliveries?.results ?? []).map((row) => {
    const delivery = v.parse(DeliveryRowSchema, row);
    return {
      id: delivery.id,
      type: delivery.type,
      status: delivery.delivered_at !== null ? "delivered" : delivery.next_attempt_at !== null ? "pending" : "failed",
      createdAt: iso(delivery.created_at),
      attempts: delivery.attempts,
      nextAttemptAt: isoOrNull(delivery.next_attempt_at),
      deliveredAt: isoOrNull(delivery.delivered_at),
      lastStatus: delivery.last_status,
      lastError: delivery.last_error,
    };
  });
}

const DueRowSchema = v.object({ id: v.string(), type: v.string(), payload: v.string(), attempts: v.number(), url: v.string(), secret: v.string() });
export type DueDelivery = v.InferOutput<typeof DueRowSchema>;

/** The deliveries whose attempt has come, oldest first (webhook_deliveries_due), at most `limit`. */
export async function findDueDeliveries(db: D1Database, now: number, limit: number): Promise<DueDelivery[]> {
  const { results } = await db
    .prepare(
      `SELECT d.id, d.type, d.payload, d.attempts, w.url, w.secret FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
       WHERE d.next_attempt_at IS NOT NULL AND d.next_attempt_at <= ?1 ORDER BY d.next_attempt_at LIMIT ?2`,
    )
    .bind(now, limit)
    .all();
  return results.map((row) => v.parse(DueRowSchema, row));
}

/** What one attempt gave: delivered, or the next attempt's time (null: given up), with the receiver's answer. */
export type AttemptResult = { id: string; delivered: boolean; nextAttemptAt: number | null; status: number | null; error: string | null };

/** Writes the attempts of one run, in one batch. */
export async function recordAttempts(db: D1Database, results: AttemptResult[], now: number): Promise<void> {
  if (results.length === 0) return;
  await db.batch(
    results.map((result) =>
      db
        .prepare(
          `UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = ?2, last_error = ?3,
             delivered_at = CASE WHEN ?4 THEN ?5 END, next_attempt_at = CASE WHEN ?4 THEN NULL ELSE ?6 END WHERE id = ?1`,
        )
        .bind(result.id, result.status, result.error, result.delivered ? 1 : 0, now, result.nextAttemptAt),
    ),
  );
}

/** One chunk of finished deliveries (delivered or given up) made before ?1, at most ?2: a range of webhook_deliveries_by_age. */
export const PRUNE_DELIVERIES_SQL = `DELETE FROM webhook_deliveries WHERE rowid IN (
  SELECT rowid FROM webhook_deliveries WHERE created_at < ?1 AND next_attempt_at IS NULL ORDER BY created_at LIMIT ?2)`;

/** Deletes one chunk of finished deliveries made before `before`; how many went. */
export async function deleteDeliveriesBefore(db: D1Database, before: Date, limit: number): Promise<number> {
  const { meta } = await db.prepare(PRUNE_DELIVERIES_SQL).bind(before.getTime(), limit).run();
  return meta.changes;
}
