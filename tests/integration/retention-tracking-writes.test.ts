import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { errorOf } from "../support/api-answers";
import { apiCall } from "../support/api-call";
import { builderCall } from "../support/content-service";

// Anonymous tracking writes are limited per client address, so that one client cannot grow analytics_events
// without bound (docs/architecture.md §2 "Retention").

const analyticsBody = (name: string) => ({ events: [{ name, data: {}, at: new Date().toISOString() }] });
const trackBody = (contentId: string) => JSON.stringify({ events: [{ type: "impression", data: { contentId } }] });

const countNamed = (name: string) => env.DB.prepare("SELECT count(*) AS n FROM analytics_events WHERE name = ?").bind(name).first("n");

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
