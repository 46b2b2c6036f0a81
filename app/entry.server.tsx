import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { isWidgetPath } from "./lib/widget-path";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const abort = new AbortController();
  setTimeout(() => abort.abort(), streamTimeout + 1_000);

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />, {
    nonce: loadContext.nonce,
    signal: abort.signal,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors while streaming after the shell are logged, never sent to the visitor.
      if (shellRendered) console.error(error);
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
