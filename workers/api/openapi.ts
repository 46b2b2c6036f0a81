import { Hono } from "hono";
import { buildOpenApiDocument } from "./openapi/document";

let document: string | null = null;

/**
 * GET /openapi.json: the description of /api/v1 (docs/decisions/026-openapi-from-schemas.md), built once per
 * isolate. It changes only with a deploy: shared caches keep it an hour, browsers five minutes.
 */
export const openApiApi = new Hono<{ Bindings: Env }>().get("/openapi.json", (c) => {
  document ??= JSON.stringify(buildOpenApiDocument());
  return c.body(document, 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300, s-maxage=3600" });
});
