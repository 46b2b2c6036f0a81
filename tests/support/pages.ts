import { workerFetch, type CallOptions } from "./api-call";

/** GET `path` from the whole Worker (a page, a feed, a file): its status, headers and body as text. */
export async function fetchText(path: string, options: CallOptions = {}) {
  const response = await workerFetch(path, options);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/**
 * A page as a crawler gets it (the server renders all of it before answering): its status, headers and
 * HTML. `redirect: "manual"` shows a redirect instead of following it; `headers` adds to the request's
 * (a session, to see a page as an editor does).
 */
export async function renderPage(path: string, { redirect, headers = {} }: Pick<CallOptions, "redirect"> & { headers?: Record<string, string> } = {}) {
  const { text, ...answer } = await fetchText(path, { headers: { "User-Agent": "Googlebot", ...headers }, redirect });
  return { ...answer, html: text };
}
