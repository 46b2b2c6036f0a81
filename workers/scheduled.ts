import { getEnv } from "~/env.server";
import { archiveDueEvents } from "~/features/events/event-archive.server";
import { applyDueSchedules } from "~/features/admin/admin-schedule.server";
import { deliverOutbox } from "~/features/mail/outbox-delivery.server";
import { sendDueMessages } from "~/features/organize/contact-attendees.server";
import { sendDueFeedbackRequests } from "~/features/organize/feedback-requests.server";
import { sendDueReminders } from "~/features/organize/reminders.server";
import { deliverDueWebhooks, pruneWebhookDeliveries } from "~/features/organize/webhooks.server";
import { pruneTrackingRows } from "~/features/retention/retention.server";
import { forgetCachedPages } from "./page-cache";

/** The daily Cron Trigger's expression, as written in `triggers.crons` of wrangler.jsonc: 03:17 UTC, a quiet hour. */
export const RETENTION_CRON = "17 3 * * *";

/**
 * The Cron Triggers (`triggers.crons` in wrangler.jsonc). Daily (RETENTION_CRON): deletes the analytics events,
 * rate-limit rows and webhook deliveries past their retention (docs/architecture.md §2 "Retention"), and moves the events
 * past the 410 rule to the archive (docs/decisions/037-archive-of-past-events.md). Every minute: queues the
 * day-before reminders, the requests for feedback and the organizers' scheduled messages that are due
 * (docs/product.md §7), then delivers the outbox,
 * so they leave in the run that wrote them. A failure of either is logged and never holds the delivery back. Also every minute:
 * the page-builder entries' scheduled publications (docs/product.md §2 "/admin"), their cached pages forgotten, and
 * the organizers' webhook deliveries that are due (docs/product.md §6 "Webhooks").
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  if (controller.cron === RETENTION_CRON) {
    const now = new Date(controller.scheduledTime);
    const pruned = async () => ({ ...(await pruneTrackingRows(env.DB, now)), webhookDeliveries: await pruneWebhookDeliveries(env.DB, now) });
    ctx.waitUntil(pruned().then((counts) => console.log("retention", JSON.stringify(counts))));
    ctx.waitUntil(archiveDueEvents(env, now).then((moved) => console.log("archive", JSON.stringify({ moved }))));
    return;
  }
  const now = new Date(controller.scheduledTime);
  const reminders = sendDueReminders(env, now).catch((error: unknown) => console.error("reminders failed", error));
  const requests = sendDueFeedbackRequests(env, now).catch((error: unknown) => console.error("feedback requests failed", error));
  const messages = sendDueMessages(env, now).catch((error: unknown) => console.error("scheduled messages failed", error));
  ctx.waitUntil(Promise.all([reminders, requests, messages]).then(() => deliverOutbox(env)));
  ctx.waitUntil(publishScheduledEntries(env, new Date(controller.scheduledTime)));
  ctx.waitUntil(deliverDueWebhooks(env.DB, controller.scheduledTime).catch((error: unknown) => console.error("webhooks failed", error)));
};

async function publishScheduledEntries(env: Env, now: Date) {
  const paths = await applyDueSchedules(env.DB, now);
  if (paths.length === 0) return;
  const origin = getEnv(env).SITE_URL;
  await forgetCachedPages(paths.map((path) => new URL(path, origin).href));
}
