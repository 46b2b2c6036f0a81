import type { MiddlewareHandler } from "hono";
import { getEnv } from "~/env.server";
import { deliverOutbox } from "~/features/mail/outbox-delivery.server";
import { sendDueReminders } from "~/features/organize/reminders.server";
import { pruneTrackingRows } from "~/features/retention/retention.server";
import { backgroundEnv } from "./d1-session";

/**
 * When the outbox is delivered with MAIL_TRANSPORT=http (docs/decisions/009-email-delivery.md): right after
 * the API write that queued an email, and every minute by the Cron Trigger for retries and for sends that a
 * request's waitUntil could not finish.
 */

/** The daily Cron Trigger's expression, as written in `triggers.crons` of wrangler.jsonc: 03:17 UTC, a quiet hour. */
export const RETENTION_CRON = "17 3 * * *";

/**
 * The Cron Triggers (`triggers.crons` in wrangler.jsonc). Daily (RETENTION_CRON): deletes the analytics events
 * and rate-limit rows past their retention (docs/architecture.md §2 "Retention"). Every minute: queues the
 * day-before reminders that are due (docs/product.md §7), then delivers the outbox, so a reminder leaves in the
 * run that wrote it. A failure of the reminders is logged and never holds the delivery back.
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  if (controller.cron === RETENTION_CRON) {
    ctx.waitUntil(pruneTrackingRows(env.DB, new Date(controller.scheduledTime)).then((pruned) => console.log("retention", JSON.stringify(pruned))));
    return;
  }
  const reminders = sendDueReminders(env, new Date(controller.scheduledTime)).catch((error: unknown) => console.error("reminders failed", error));
  ctx.waitUntil(reminders.then(() => deliverOutbox(env)));
};

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * For /api/v1: after a write, sends what it queued once the answer is on its way. Emails are only queued by
 * writes, so reads skip it; with MAIL_TRANSPORT=outbox it reads only the cached settings, never D1.
 */
export const deliverMailAfterWrites: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  await next();
  if (!WRITE_METHODS.has(c.req.method) || getEnv(c.env).MAIL_TRANSPORT !== "http") return;
  c.executionCtx.waitUntil(deliverOutbox(backgroundEnv(c.env)));
};
