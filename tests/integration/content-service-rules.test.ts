import { expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../factories/content";
import { errorOf } from "../support/api-answers";
import { builderCall, resultsOf } from "../support/content-service";

// The content fetch rules of docs/product.md §5 on the local content service: API key, version, cache
// lifetimes, offset.

await createBuilderEntries([{ id: "rules-page", urlPath: "/rules", query: [targetingRule("urlPath", "/rules")], data: { title: "Règles" } }]);

test("a missing apiKey answers 400 'Missing API key', before the version is looked at", async () => {
  for (const path of ["/api/v3/content/page", "/api/v9/content/page", "/api/v3/content/page?apiKey="]) {
    const res = await builderCall(path);
    expect(res.status, path).toBe(400);
    expect(errorOf(await res.json()), path).toEqual({ code: "missing_api_key", message: "Missing API key" });
  }
});

test("v2 and v3 both answer; any other version is a JSON 400 naming what was received", async () => {
  for (const version of ["v2", "v3"]) {
    const res = await builderCall(`/api/${version}/content/page?apiKey=local&userAttributes=${encodeURIComponent('{"urlPath":"/rules"}')}`);
    expect(res.status, version).toBe(200);
    expect(resultsOf(await res.json()).map((entry) => entry.id)).toEqual(["rules-page"]);
  }
  for (const version of ["v1", "v4", "latest", "V3"]) {
    const res = await builderCall(`/api/${version}/content/page?apiKey=local`);
    expect(res.status, version).toBe(400);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(errorOf(await res.json())).toEqual({ code: "invalid_api_version", message: `Invalid apiVersion: expected 'v2' or 'v3', received '${version}'` });
  }
});

test("cacheSeconds and staleCacheSeconds must be numbers, not negative, and set the answer's Cache-Control", async () => {
  for (const query of ["cacheSeconds=-1", "cacheSeconds=soon", "staleCacheSeconds=-5", "staleCacheSeconds=NaN"]) {
    const res = await builderCall(`/api/v3/content/page?apiKey=local&${query}`);
    expect(res.status, query).toBe(400);
    const error = errorOf(await res.json());
    expect(error.code, query).toBe("invalid_parameter");
    expect(error.message, query).toContain(query.split("=")[0]);
  }
  const custom = await builderCall("/api/v3/content/page?apiKey=local&cacheSeconds=120&staleCacheSeconds=0");
  expect(custom.status).toBe(200);
  expect(custom.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=120, stale-while-revalidate=0");
  const defaults = await builderCall("/api/v3/content/page?apiKey=local");
  expect(defaults.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=300");
  const fresh = await builderCall("/api/v3/content/page?apiKey=local&cacheSeconds=120&cachebust=true");
  expect(fresh.headers.get("Cache-Control")).toBe("no-store");
});

test("offset is a number of at least 0", async () => {
  for (const query of ["offset=-1", "offset=first"]) {
    const res = await builderCall(`/api/v3/content/page?apiKey=local&${query}`);
    expect(res.status, query).toBe(400);
    expect(errorOf(await res.json()).code).toBe("invalid_parameter");
  }
  const res = await builderCall(`/api/v3/content/page?apiKey=local&offset=0&userAttributes=${encodeURIComponent('{"urlPath":"/rules"}')}`);
  expect(resultsOf(await res.json()).map((entry) => entry.id)).toEqual(["rules-page"]);
});
