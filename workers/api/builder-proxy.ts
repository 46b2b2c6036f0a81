import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import * as v from "valibot";
import {
  contentParams,
  GetAllBodySchema,
  GetOneBodySchema,
  GetRefBodySchema,
  GetRefsBodySchema,
  QueryContentBodySchema,
  TrackViewBodySchema,
} from "~/features/content/builder-proxy.schema";
import { getAll, getRef, getRefs, queryNamedContent, recordPageView } from "~/features/content/builder-proxy.server";
import { apiError } from "./errors";
import { enforceRateLimit } from "./rate-limit";
import { parseBody } from "./query";

/** A content API parameter the query parser refused (a ValiError) as a 400 naming it. */
async function contentQuery<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof v.ValiError)) throw error;
    const issue = error.issues[0];
    throw apiError(400, "invalid_parameter", `Invalid content parameter "${v.getDotPath(issue) ?? "params"}": ${issue.message}`);
  }
}

/** Per route, not `.use()`: this app shares the /builder prefix with other routers. */
const limit = bodyLimit({
  maxSize: 8 * 1024,
  onError: (c) => c.json({ error: { code: "payload_too_large", message: "Builder proxy bodies are limited to 8 KB." } }, 413),
});

const notFound = () => apiError(404, "entry_not_found", "No published page-builder entry matches.");

/**
 * The builder proxy (docs/product.md §7), all POST with JSON bodies: getref, getrefs, getone, getall and
 * querycontent answer published page-builder content (a single entry as itself, lists as `{data, count}`);
 * track counts a view of a page. GET /builder/search is builder-search.ts.
 */
export const builderProxyApi: Hono<{ Bindings: Env }> = new Hono<{ Bindings: Env }>()
  .post("/getref", limit, async (c) => {
    const { ref } = await parseBody(c, GetRefBodySchema);
    const entry = await getRef(c.env, ref);
    if (!entry) throw notFound();
    return c.json(entry);
  })
  .post("/getrefs", limit, async (c) => {
    const { refs } = await parseBody(c, GetRefsBodySchema);
    const data = await getRefs(c.env, refs);
    return c.json({ data, count: data.length });
  })
  .post("/getone", limit, async (c) => {
    const { model, params } = await parseBody(c, GetOneBodySchema);
    const [entry] = await contentQuery(() => getAll(c.env, model, contentParams(params, { limit: "1" })));
    if (!entry) throw notFound();
    return c.json(entry);
  })
  .post("/getall", limit, async (c) => {
    const { model, params } = await parseBody(c, GetAllBodySchema);
    const data = await contentQuery(() => getAll(c.env, model, contentParams(params)));
    return c.json({ data, count: data.length });
  })
  .post("/querycontent", limit, async (c) => {
    const body = await parseBody(c, QueryContentBodySchema);
    return c.json(await queryNamedContent(c.env, body));
  })
  .post("/track", limit, async (c) => {
    const { slug } = await parseBody(c, TrackViewBodySchema);
    await enforceRateLimit(c, "pageView", RATE_LIMITS.pageView);
    await recordPageView(c.env, slug);
    return c.body(null, 204);
  });
