import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";

type App = { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response> };

/**
 * GET `path` through an app mounted behind the page cache, with its own execution context, its background work
 * (stores, shares) waited for: the body and the `X-Cache` state.
 */
export async function getThroughCache(app: App, path: string, bindings: Env) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost${path}`), bindings, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { body, cache: response.headers.get("X-Cache") };
}
