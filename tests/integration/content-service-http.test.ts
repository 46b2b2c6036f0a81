import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { errorOf } from "../support/api-answers";
import { builderCall } from "../support/content-service";

// What the content service answers whatever its entries: CORS, bad requests, and the page builder SDK's tracking.

test("CORS preflight is answered and responses allow any origin", async () => {
  const res = await builderCall("/api/v3/content/page?apiKey=local", {
    method: "OPTIONS",
    headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "x-builder-sdk" },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
  for (const header of ["X-Builder-SDK", "X-Builder-SDK-GEN", "X-Builder-SDK-Version", "Content-Type"]) {
    expect(res.headers.get("Access-Control-Allow-Headers")).toContain(header);
  }
  const get = await builderCall("/api/v3/content/page?apiKey=local", { headers: { Origin: "http://localhost:5173" } });
  expect(get.headers.get("Access-Control-Allow-Origin")).toBe("*");
});

test("a missing apiKey or a bad limit, offset or filter answers 400 with a JSON error", async () => {
  const missing = await builderCall("/api/v3/content/page");
  expect(missing.status).toBe(400);
  expect(errorOf(await missing.json())).toEqual({ code: "missing_api_key", message: "Missing API key" });
  expect(missing.headers.get("Access-Control-Allow-Origin")).toBe("*");
  for (const query of ["offset=-1", "offset=abc", "limit=0", "limit=many", 'query.data.slug={"$where":"1"}', "userAttributes=%7Bbad"]) {
    const res = await builderCall(`/api/v3/content/page?apiKey=local&${query}`);
    expect(res.status, query).toBe(400);
    expect(errorOf(await res.json()).code).toBe("invalid_parameter");
  }
});

async function analyticsRows() {
  const { results } = await env.DB.prepare("SELECT name, data FROM analytics_events WHERE name LIKE 'builder:%' ORDER BY id").all();
  return v.parse(v.array(v.object({ name: v.string(), data: v.pipe(v.string(), v.parseJson()) })), results);
}

/** POST /api/v1/track of the content service with a raw JSON text. */
const track = (body: string) => builderCall("/api/v1/track", { method: "POST", headers: { "Content-Type": "application/json" }, rawBody: body });

test("track records impressions and clicks in analytics_events and answers 204", async () => {
  const impression = {
    contentId: "about-fr",
    variationId: "about-fr-b",
    ownerId: "local",
    sessionId: "s1",
    visitorId: "v1",
    metadata: { url: "/about" },
    userAttributes: { urlPath: "/about", device: "desktop" },
  };
  const res = await track(
    JSON.stringify({
      events: [
        { type: "impression", data: impression },
        { type: "click", data: { contentId: "about-fr" } },
      ],
    }),
  );
  expect(res.status).toBe(204);
  expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
  expect(await analyticsRows()).toEqual([
    { name: "builder:impression", data: impression },
    { name: "builder:click", data: { contentId: "about-fr" } },
  ]);
});

test("track rejects bad bodies with a 400 JSON error and records nothing", async () => {
  const before = (await analyticsRows()).length;
  const tooMany = { events: Array.from({ length: 51 }, () => ({ type: "click", data: { contentId: "x" } })) };
  for (const body of [
    "{not json",
    JSON.stringify({ events: [{ type: "view", data: { contentId: "x" } }] }),
    JSON.stringify(tooMany),
    JSON.stringify({ events: [] }),
  ]) {
    const res = await track(body);
    expect(res.status).toBe(400);
    expect(errorOf(await res.json()).code).toMatch(/^invalid_/);
  }
  expect(await analyticsRows()).toHaveLength(before);
});
