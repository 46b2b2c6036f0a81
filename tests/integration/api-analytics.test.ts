import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
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
