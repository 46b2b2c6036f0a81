import { createMiddleware } from "hono/factory";
import { ConfigError, getEnv } from "~/env.server";

/**
 * A Worker whose settings are unsafe (a published signing key, emails kept in D1 on a public site:
 * app/env.server.ts) serves nothing: 503 for every request, the reasons in the log only. Workers have
 * no start-up step, so this is where the site "refuses to start" (docs/decisions/010).
 */
export const refuseUnsafeConfig = createMiddleware<{ Bindings: Env }>(async (c, next): Promise<Response | void> => {
  try {
    getEnv(c.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error("refusing to serve:", error.problems.join(" "));
    return c.text("Service unavailable: this site is not configured safely. See the Worker's logs.", 503, { "Cache-Control": "no-store" });
  }
  await next();
});
