import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { recordAnalyticsEvents } from "~/features/analytics/analytics.server";
import { EVENT_PAGE_VIEW } from "~/features/analytics/event-page-view";
import { recordPageView } from "~/features/content/builder-proxy.server";
import { errorOf } from "../support/api-answers";
import { apiCall } from "../support/api-call";

const post = (body: unknown) => apiCall("POST", "/analytics/events", { body });

test("consented analytics events are stored in one batch", async () => {
  const response = await post({
    events: [
      { name: "error", data: { type: 404, page: "/x" }, at: "2026-11-22T10:00:00.000Z" },
      { name: "Front - Use filters", data: {}, at: "2026-11-22T10:00:01.000Z" },
    ],
  });
  expect(response.status).toBe(204);
  const { results } = await env.DB.prepare("SELECT name, data FROM analytics_events ORDER BY id").all();
  expect(results).toEqual([
    { name: "error", data: '{"type":404,"page":"/x"}' },
    { name: "Front - Use filters", data: "{}" },
  ]);
});

test("malformed analytics bodies answer 400 and store nothing", async () => {
  const before = await env.DB.prepare("SELECT count(*) AS n FROM analytics_events").first("n");
  const bad = await post({ events: [{ name: "", data: {}, at: "now" }] });
  expect(bad.status).toBe(400);
  expect(errorOf(await bad.json()).code).toBe("invalid_body");
  expect((await apiCall("POST", "/analytics/events", { rawBody: "not json", headers: { "Content-Type": "application/json" } })).status).toBe(400);
  expect((await post({ events: [] })).status).toBe(400);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM analytics_events").first("n")).toBe(before);
});

test("with Analytics Engine bound, tracking goes there and only the event pages' views (the dashboard's count) stay in D1", async () => {
  const points: AnalyticsEngineDataPoint[] = [];
  const store = { DB: env.DB, TRACKING: { writeDataPoint: (point?: AnalyticsEngineDataPoint) => void (point && points.push(point)) } };
  const eventId = `evenement-moteur-${Date.now()}`;
  await recordAnalyticsEvents(store, [
    { name: "Front - Use filters", data: { topic: "climat" }, at: new Date().toISOString() },
    { name: EVENT_PAGE_VIEW, data: { eventId }, at: new Date().toISOString() },
  ]);
  await recordPageView(store, "moteur-accueil");
  expect(points.map((point) => point.blobs?.[0])).toEqual(["Front - Use filters", "builder:view"]);
  expect(points[1]?.blobs?.[1]).toBe('{"slug":"/moteur-accueil"}');
  const stored = await env.DB.prepare("SELECT name FROM analytics_events WHERE data LIKE ? OR data LIKE '%moteur-accueil%' OR data LIKE '%climat%'")
    .bind(`%${eventId}%`)
    .all();
  expect(stored.results).toEqual([{ name: EVENT_PAGE_VIEW }]);
});
