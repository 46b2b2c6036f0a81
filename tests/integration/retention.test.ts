import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { PRUNE_ANALYTICS_SQL } from "~/features/analytics/analytics.db.server";
import { PRUNE_RATE_LIMITS_SQL } from "~/features/rate-limit/rate-limit.db.server";
import { ANALYTICS_RETENTION_DAYS, PRUNE_CHUNK_ROWS, RATE_LIMIT_RETENTION_MS } from "~/features/retention/retention.server";
import { RETENTION_CRON, scheduled } from "../../workers/scheduled";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { errorOf } from "../support/api-answers";
import { apiCall } from "../support/api-call";
import { builderCall } from "../support/content-service";

const DAY_MS = 86_400_000;

/** Runs the Cron Trigger `cron` at `now` and waits for what it started. */
async function runCron(cron: string, now: number) {
  const ctx = createExecutionContext();
  await scheduled(createScheduledController({ scheduledTime: now, cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** Inserts `count` analytics events named `name`, recorded at `at`, in one statement. */
async function addAnalyticsRows(name: string, at: Date, count: number) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?3)
     INSERT INTO analytics_events (name, data, created_at) SELECT ?1, '{}', ?2 FROM n`,
  )
    .bind(name, at.toISOString(), count)
    .run();
}

const countNamed = (name: string) => env.DB.prepare("SELECT count(*) AS n FROM analytics_events WHERE name = ?").bind(name).first("n");

/** The keys of rate_limits that start with `prefix`, sorted. */
async function rateLimitKeys(prefix: string) {
  const { results } = await env.DB.prepare("SELECT key FROM rate_limits WHERE key LIKE ? ORDER BY key").bind(`${prefix}%`).all();
  return results.map((row) => v.parse(v.object({ key: v.string() }), row).key);
}

test("the daily Cron Trigger deletes analytics events older than the retention, chunk after chunk, and keeps the others", async () => {
  const now = Date.now();
  const oldest = 2 * PRUNE_CHUNK_ROWS + 500;
  await addAnalyticsRows("retention:expired", new Date(now - (ANALYTICS_RETENTION_DAYS + 1) * DAY_MS), oldest);
  await addAnalyticsRows("retention:kept", new Date(now - (ANALYTICS_RETENTION_DAYS - 1) * DAY_MS), 3);
  await addAnalyticsRows("retention:kept", new Date(now), 2);

  await runCron(RETENTION_CRON, now);
  expect(await countNamed("retention:expired")).toBe(0);
  expect(await countNamed("retention:kept")).toBe(5);
});

test("the daily Cron Trigger deletes rate-limit rows whose window is over and keeps the open ones", async () => {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const insert = env.DB.prepare("INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 1)");
  await env.DB.batch([
    insert.bind("retention-test:over", nowSeconds - RATE_LIMIT_RETENTION_MS / 1000 - 60),
    insert.bind("retention-test:today", nowSeconds - 3600),
    insert.bind("retention-test:now", nowSeconds),
  ]);
  await runCron(RETENTION_CRON, nowSeconds * 1000);
  expect(await rateLimitKeys("retention-test:")).toEqual(["retention-test:now", "retention-test:today"]);
});

test("the every-minute Cron Trigger deletes nothing: retention is the daily one's", async () => {
  const now = Date.now();
  await addAnalyticsRows("retention:minute", new Date(now - (ANALYTICS_RETENTION_DAYS + 5) * DAY_MS), 1);
  await runCron("* * * * *", now);
  expect(await countNamed("retention:minute")).toBe(1);
});

test("each pruning chunk reads an index range, never a scan of the table", async () => {
  const plan = async (sql: string, ...params: unknown[]) =>
    (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all()
    ).results.map((row) => v.parse(v.object({ detail: v.string() }), row).detail);
  const analytics = await plan(PRUNE_ANALYTICS_SQL, "2025-01-01T00:00:00.000Z", PRUNE_CHUNK_ROWS);
  expect(analytics.join(" | ")).toMatch(/SEARCH analytics_events USING (COVERING )?INDEX analytics_events_by_time \(created_at<\?\)/);
  expect(analytics.filter((detail) => /^SCAN analytics_events$/.test(detail))).toEqual([]);
  const rateLimits = await plan(PRUNE_RATE_LIMITS_SQL, 0, PRUNE_CHUNK_ROWS);
  expect(rateLimits.join(" | ")).toMatch(/SEARCH rate_limits USING (COVERING )?INDEX rate_limits_by_window \(window_start<\?\)/);
  expect(rateLimits.filter((detail) => /^SCAN rate_limits$/.test(detail))).toEqual([]);
});

// Anonymous tracking writes are limited per client address, so that one client cannot grow analytics_events
// without bound (docs/architecture.md §2 "Retention").

const analyticsBody = (name: string) => ({ events: [{ name, data: {}, at: new Date().toISOString() }] });
const trackBody = (contentId: string) => JSON.stringify({ events: [{ type: "impression", data: { contentId } }] });

test("POST /analytics/events takes the limit of calls per address, then answers 429 with Retry-After and stores nothing", async () => {
  const ip = "198.51.100.20";
  const { limit } = RATE_LIMITS.analytics;
  for (let call = 0; call < limit; call++)
    expect((await apiCall("POST", "/analytics/events", { ip, body: analyticsBody("limit:analytics") })).status).toBe(204);
  const refused = await apiCall("POST", "/analytics/events", { ip, body: analyticsBody("limit:analytics") });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(errorOf(await refused.json()).code).toBe("rate_limited");
  expect(await countNamed("limit:analytics")).toBe(limit);
  expect((await apiCall("POST", "/analytics/events", { ip: "198.51.100.21", body: analyticsBody("limit:analytics") })).status).toBe(204);
});

test("the page builder's POST /builder-api/api/v1/track takes the limit of calls per address, then answers 429", async () => {
  const ip = "198.51.100.30";
  const track = (from: string) =>
    builderCall("/api/v1/track", { method: "POST", ip: from, headers: { "Content-Type": "application/json" }, rawBody: trackBody("limit-track") });
  const { limit } = RATE_LIMITS.contentTrack;
  for (let call = 0; call < limit; call++) expect((await track(ip)).status).toBe(204);
  const refused = await track(ip);
  expect(refused.status).toBe(429);
  expect(errorOf(await refused.json()).code).toBe("rate_limited");
  expect(await countNamed("builder:impression")).toBe(limit);
  expect((await track("198.51.100.31")).status).toBe(204);
});

test("an analytics event dated in the future is recorded at the server's time, so it cannot outlive the retention", async () => {
  const before = new Date().toISOString();
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const body = { events: [{ name: "retention:future", data: {}, at: nextWeek }] };
  expect((await apiCall("POST", "/analytics/events", { body })).status).toBe(204);
  const recorded = await env.DB.prepare("SELECT created_at FROM analytics_events WHERE name = 'retention:future'").first("created_at");
  expect(typeof recorded === "string" && recorded >= before && recorded <= new Date().toISOString()).toBe(true);
});
