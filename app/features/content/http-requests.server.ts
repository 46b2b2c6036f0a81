/**
 * Content `httpRequests` (docs/product.md §7, docs/architecture.md §4): each named URL is fetched by GET on
 * the server and its JSON answer put in the content's `state` under that name, so blocks bind to it and the
 * browser fetches nothing. Only http(s) URLs whose host is on the BUILDER_HTTP_HOSTS allow-list are
 * fetched, with a time limit and a size limit; a URL that is refused or fails is logged and left out.
 */
export const HTTP_REQUEST_TIMEOUT_MS = 3000;
export const HTTP_REQUEST_MAX_BYTES = 512 * 1024;

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** A request as content holds it: a URL, or Builder's `{"@type": "@builder.io/core:Request", request: {url}}`. */
function urlOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "request" in value) {
    const request = (value as { request?: unknown }).request;
    if (request && typeof request === "object" && "url" in request && typeof request.url === "string") return request.url;
  }
  return null;
}

/** The URL when content may fetch it: http(s), an allowed host, no template left to fill in. */
export function allowedRequestUrl(value: unknown, allowedHosts: readonly string[]): URL | null {
  const text = urlOf(value);
  if (!text || text.includes("{{") || !URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return allowedHosts.includes(url.host.toLowerCase()) ? url : null;
}

async function fetchJson(url: URL, fetchImpl: Fetch): Promise<unknown> {
  const response = await fetchImpl(url.href, {
    method: "GET",
    headers: { Accept: "application/json" },
    redirect: "error",
    signal: AbortSignal.timeout(HTTP_REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  const declared = Number(response.headers.get("Content-Length") ?? 0);
  if (declared > HTTP_REQUEST_MAX_BYTES) throw new Error(`is ${declared} bytes`);
  const body = await response.arrayBuffer();
  if (body.byteLength > HTTP_REQUEST_MAX_BYTES) throw new Error(`is ${body.byteLength} bytes`);
  return JSON.parse(new TextDecoder().decode(body));
}

/**
 * The content's data with its requests resolved into `state` and `httpRequests` removed. Requests run in
 * parallel; the page waits at most HTTP_REQUEST_TIMEOUT_MS for them.
 */
export async function resolveHttpRequests<TData extends { httpRequests?: unknown; state?: Record<string, unknown>; [key: string]: unknown }>(
  data: TData,
  allowedHosts: readonly string[],
  fetchImpl: Fetch = fetch,
): Promise<Omit<TData, "httpRequests">> {
  const { httpRequests, ...rest } = data;
  if (!httpRequests || typeof httpRequests !== "object") return rest;
  const results = await Promise.all(
    Object.entries(httpRequests).map(async ([name, value]): Promise<[string, unknown] | null> => {
      const url = allowedRequestUrl(value, allowedHosts);
      if (!url) {
        console.warn("content httpRequest refused (not an allowed http(s) URL)", name);
        return null;
      }
      try {
        return [name, await fetchJson(url, fetchImpl)];
      } catch (error) {
        console.error("content httpRequest failed", name, url.host, error instanceof Error ? error.message : error);
        return null;
      }
    }),
  );
  const fetched = Object.fromEntries(results.filter((result) => result !== null));
  const state: Record<string, unknown> = rest.state ?? {};
  return { ...rest, state: { ...state, ...fetched } };
}
