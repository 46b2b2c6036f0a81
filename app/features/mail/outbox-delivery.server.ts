import { getEnv } from "~/env.server";
import { SEND_TIMEOUT_MS, sendViaHttp, type Fetch, type SendResult } from "./mail-sender.server";
import { claimDueMail, markFailed, markSent, scheduleRetry } from "./outbox-delivery.db.server";

/**
 * Delivery of the D1 outbox with MAIL_TRANSPORT=http (docs/decisions/009-email-delivery.md): run right after
 * each API write and by the Cron Trigger every minute (workers/mail-delivery.ts).
 */

/** How long claimed rows belong to one deliverer; rows of a deliverer that stopped are due again after it. */
const LEASE_MS = 2 * 60_000;

/** The wait after failed attempt n is RETRY_DELAYS_MS[n - 1]; the 6th failed attempt gives up. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000];

export type DeliveryCounts = { sent: number; retried: number; failed: number };

type DeliveryOptions = {
  /** The instant the due dates, lease and retries are computed from. */
  now?: Date;
  limit?: number;
  fetcher?: Fetch;
};

/**
 * An address in the `.invalid` domain (RFC 2606) is never sent to: a walk-in registered at the door without an
 * address has one (app/features/organize/walk-ins.server.ts), and emails to all attendees include them.
 */
function isUndeliverable(address: string): boolean {
  return /\.invalid$/i.test(address);
}

/** Sends the due rows of the outbox; with MAIL_TRANSPORT=outbox it does nothing (they are read at /dev/mail). */
export async function deliverOutbox(env: Env, { now = new Date(), limit = 20, fetcher = fetch }: DeliveryOptions = {}): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
  const config = getEnv(env);
  if (config.MAIL_TRANSPORT !== "http") return counts;

  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  const started = Date.now();
  for (const row of await claimDueMail(env.DB, { now: at, leaseUntil, limit })) {
    // Sends are one at a time (the provider limits requests per second). Past this point a send could end
    // after the lease, when another deliverer may have claimed the row: the rows left wait for their lease
    // to end and go with the next run.
    if (Date.now() - started > LEASE_MS - SEND_TIMEOUT_MS) break;
    const claim = { id: row.id, leaseUntil };
    const result: SendResult = !("mail" in row)
      ? { outcome: "failed", error: row.unreadable }
      : isUndeliverable(row.mail.to)
        ? { outcome: "failed", error: "undeliverable address (.invalid)" }
        : await sendViaHttp(config, row.mail, fetcher);
    if (result.outcome === "sent") {
      await markSent(env.DB, claim, at);
      counts.sent++;
      continue;
    }
    const delay = result.outcome === "retry" ? RETRY_DELAYS_MS[row.attempts] : undefined;
    if (delay !== undefined) {
      await scheduleRetry(env.DB, claim, { nextAttemptAt: new Date(now.getTime() + delay).toISOString(), error: result.error });
      counts.retried++;
    } else {
      await markFailed(env.DB, claim, { now: at, error: result.error });
      console.error("email given up", { id: row.id, attempts: row.attempts + 1, error: result.error });
      counts.failed++;
    }
  }
  return counts;
}
