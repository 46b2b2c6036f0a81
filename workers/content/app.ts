import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import * as v from "valibot";
import { API_VERSIONS, parseCacheRequest, parseContentRequest, type CacheRequest } from "~/features/content/content-query";
import { answerContent, recordTrackEvents } from "~/features/content/content.server";
import { servedContentParams } from "~/features/content/draft-access.server";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { TrackBodySchema, type ContentRequest } from "~/features/content/content.schema";
import { apiError, handleApiError, handleApiNotFound } from "../api/errors";
import { limitBodies } from "../body-limit";
import { parseBody } from "../api/query";
import { enforceRateLimit } from "../api/rate-limit";

/**
 * Local Builder-compatible content service, mounted at /builder-api: the SDK works unchanged with
 * `apiHost` pointed here. Deviations from Builder, on purpose: a missing apiKey, a version other than v2/v3
 * and malformed parameters (limit, offset, cacheSeconds, staleCacheSeconds, userAttributes, sort, filter
 * operators) answer 400 `{error:{code,message}}` instead of 200, so a broken call is visible rather than
 * silently served the wrong selection.
 */

/**
 * Edge-cacheable for `cacheSeconds` (stale for `staleCacheSeconds` more) unless the SDK asks for fresh content
 * or for drafts. An answer that includes drafts (an editor's: `request.includeUnpublished` as parsed and granted)
 * is personal; one that asked and was refused them is not stored either, so an editor asking for the same URL
 * is never served a visitor's copy without them.
 */
function cacheControl(params: URLSearchParams, request: ContentRequest, { cacheSeconds, staleCacheSeconds }: CacheRequest): string {
  if (request.includeUnpublished) return "private, no-store";
  if (params.get("cachebust") === "true" || params.has("preview") || params.has("includeUnpublished")) return "no-store";
  return `public, max-age=0, s-maxage=${cacheSeconds}, stale-while-revalidate=${staleCacheSeconds}`;
}

/**
 * Each parameter once: a repeated one is refused (400) rather than read one way by one check and another way
 * by the next (the first value for the cache header, the last for the selection, say).
 */
function refuseRepeatedParams(params: URLSearchParams) {
  const seen = new Set<string>();
  for (const name of params.keys()) {
    if (seen.has(name)) throw apiError(400, "invalid_parameter", `Query parameter "${name}" is repeated: send it once.`);
    seen.add(name);
  }
}

function isApiVersion(version: string): version is (typeof API_VERSIONS)[number] {
  return (API_VERSIONS as readonly string[]).includes(version);
}

/** Malformed query parameters come back from the query parser as a ValiError naming the parameter. */
function handleContentError(err: Error, c: Context): Response {
  if (!(err instanceof v.ValiError)) return handleApiError(err, c);
  const issue = err.issues[0];
  const name = v.getDotPath(issue) ?? "query";
  return c.json({ error: { code: "invalid_parameter", message: `Invalid query parameter "${name}": ${issue.message}` } }, 400);
}

/** The content API reads no body but tracking's, which has a larger limit of its own (below). */
const CONTENT_BODY_MAX_BYTES = 16 * 1024;

export const contentService = new Hono<{ Bindings: Env }>()
  .use(
    cors({
      origin: "*",
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: ["Content-Type", "X-Builder-SDK", "X-Builder-SDK-GEN", "X-Builder-SDK-Version"],
      maxAge: 86_400,
    }),
  )
  .use(limitBodies(CONTENT_BODY_MAX_BYTES, [{ method: "POST", path: /^\/builder-api\/api\/v1\/track\/?$/ }]))
  .get("/api/:version/content/:model", async (c) => {
    const params = new URL(c.req.url).searchParams;
    refuseRepeatedParams(params);
    if (!params.get("apiKey")) throw apiError(400, "missing_api_key", "Missing API key");
    const version = c.req.param("version");
    if (!isApiVersion(version)) throw apiError(400, "invalid_api_version", `Invalid apiVersion: expected 'v2' or 'v3', received '${version}'`);
    const cache = parseCacheRequest(params);
    const request = parseContentRequest(await servedContentParams(c.req.raw, c.env, params));
    const body = await answerContent(c.env.DB, c.req.param("model"), request);
    c.header("Cache-Control", cacheControl(params, request, cache));
    return c.json(body);
  })
  .post(
    "/api/v1/track",
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => c.json({ error: { code: "payload_too_large", message: "Tracking payloads are limited to 64 KB." } }, 413),
    }),
    async (c) => {
      const { events } = await parseBody(c, TrackBodySchema);
      await enforceRateLimit(c, "contentTrack", RATE_LIMITS.contentTrack);
      await recordTrackEvents(c.env, events);
      return c.body(null, 204);
    },
  )
  .notFound(handleApiNotFound)
  .onError(handleContentError);
