import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { logUnexpectedError } from "./lib/error-log.server";
import { isWidgetPath } from "./lib/widget-path";

export const streamTimeout = 5_000;

/**
 * Errors of loaders and rendering (docs/architecture.md §5 "Errors"): a refusal the router answers itself (a
 * 404 for an unknown page, a 405 for a POST to a page, which has no action) or a loader's 404 and 410 pages is
 * expected and not logged; anything else is one line with the request id, never a stack. A request the
 * visitor abandoned is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logUnexpectedError("page", request, error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Pages take no writes (docs/decisions/008): a POST (PUT…) to a page, known or not, is a client's mistake.
  // It answers a short 405: its error page would render without the root data, so without its labels.
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method Not Allowed: pages are read with GET; writes go to /api/v1.", {
      status: 405,
      headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const abort = new AbortController();
  setTimeout(() => abort.abort(), streamTimeout + 1_000);

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />, {
    nonce: loadContext.nonce,
    signal: abort.signal,
    // A Suspense boundary whose content is ready goes out in its place: by default React sends one that comes
    // after 12.8 kB of page apart, revealed by a script (so never without JavaScript) about 300 ms after the
    // first paint (docs/architecture.md §7 "Small first load"). Boundaries still waiting for data stream as before.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors while streaming after the shell are logged, never sent to the visitor.
      if (shellRendered) logUnexpectedError("page", request, error);
    },
  });
  shellRendered = true;

  // Bots and crawlers get the whole document at once; people get it streamed. Partner widgets too: they
  // are sent without scripts, so nothing could fill in a streamed part (workers/document-scripts.ts).
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode || isWidgetPath(new URL(request.url).pathname)) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
