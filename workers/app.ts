import { Hono, type Context } from "hono";
import type { AppLoadContext } from "react-router";
import { api } from "./api/app";
import { refuseUnsafeConfig } from "./config-guard";
import { DATABASE_BUSY_HEADER, handleApiNotFound } from "./api/errors";
import { contentService } from "./content/app";
import { d1Session } from "./d1-session";
import { devMail } from "./dev-mail";
import { documentHandlers } from "./document-handlers";
import { isWidgetPath } from "~/lib/widget-path";
import { asStaticWidget, withoutModulePreloads } from "./document-scripts";
import { feeds } from "./feeds/app";
import { scheduled } from "./scheduled";
import { pageCache } from "./page-cache";
import { securityHeaders } from "./security-headers";
import { uploads } from "./uploads";
import { drainUnreadBody } from "./unread-body";

declare module "react-router" {
  export interface AppLoadContext {
    cloudflare: { env: Env; ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException"> };
    nonce: string;
  }
}

// React Router's handlers, one per language (document-handlers.ts), made once per build: given a function that
// imports the build, React Router would build its route tables again for every request (about 2.5 ms of CPU per
// page; docs/performance.md). Under `npm run dev` an edited route makes a new build, and so new handlers.
const importBuild = () => import("virtual:react-router/server-build");
const handlersByBuild = new WeakMap<object, ReturnType<typeof documentHandlers>>();
async function handleDocument(request: Request, context: AppLoadContext) {
  const build = await importBuild();
  let handlers = handlersByBuild.get(build);
  if (!handlers) {
    handlers = documentHandlers(build, import.meta.env.MODE);
    handlersByBuild.set(build, handlers);
  }
  return handlers(new URL(request.url).pathname)(request, context);
}

type AppEnv = { Bindings: Env; Variables: { nonce: string } };

/** A page of React Router's, with the request's nonce for its inline scripts (docs/decisions/002-csp-nonce.md). */
async function renderPage(c: Context<AppEnv>) {
  const page = withoutModulePreloads(await handleDocument(c.req.raw, { cloudflare: { env: c.env, ctx: c.executionCtx }, nonce: c.get("nonce") }));
  return isWidgetPath(c.req.path) ? asStaticWidget(page) : page;
}

const app = new Hono<AppEnv>();

app.use(drainUnreadBody);
app.use(securityHeaders);
app.use(refuseUnsafeConfig);
// The deploy check every page makes a second after it loads (app/lib/deploy-check.ts): answered before the page
// cache and the D1 session, which it needs neither of. It is also the bench's floor (docs/performance.md).
app.get("/builds/latest.json", (c) => c.json({ id: __BUILD_ID__ }, 200, { "Cache-Control": "no-store" }));
// A stale page is refreshed by sending a new request through the whole app, as a visitor would.
app.use(pageCache({ render: (request, env, ctx) => app.fetch(request, env, ctx) }));
// From here on `c.env.DB` is the request's D1 session, and so is the loaders' (docs/architecture.md §2).
app.use(d1Session);
app.route("/api/v1", api);
// The API's reference is a page (app/routes/api-docs.tsx); any other path under /api answers like the API does: a
// JSON 404, never a page.
app.get("/api/docs", renderPage);
app.get("/api/docs.data", renderPage);
app.all("/api/*", handleApiNotFound);
app.all("/api", handleApiNotFound);
app.route("/builder-api", contentService);
app.route("/dev/mail", devMail);
app.route("/uploads", uploads);
app.route("/", feeds);
app.all("*", renderPage);

/** How often a read that met a busy D1 is tried again, and the first wait (doubled each time, with jitter). */
const READ_RETRIES = 2;
const RETRY_WAIT_MS = 50;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The Worker: a read that met a busy D1 (503 marked by workers/api/errors.ts) is run again, up to READ_RETRIES
 * times after a short wait, as it changes nothing; a write is answered 503 with Retry-After at once, for its
 * client to decide (docs/performance.md "Production under load").
 */
async function fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await app.fetch(request, env, ctx);
    if (!response.headers.has(DATABASE_BUSY_HEADER)) return response;
    if (!READS.has(request.method) || attempt === READ_RETRIES) {
      response.headers.delete(DATABASE_BUSY_HEADER);
      return response;
    }
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS * 2 ** attempt * (0.5 + Math.random())));
  }
}

export default { fetch, scheduled } satisfies ExportedHandler<Env>;
