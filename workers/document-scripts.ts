/**
 * Pages are sent without `<link rel="modulepreload">` (docs/decisions/007-no-module-preloads.md).
 * Browsers fetch module preloads at high priority while the page is still being painted, so on a slow
 * phone connection the page's ~130 kB of scripts compete with its stylesheet and first image. Without
 * them, the module script at the end of <body> fetches the same files just after, at a lower priority:
 * the page paints sooner and hydrates a moment later.
 */
export function withoutModulePreloads(response: Response): Response {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  return new HTMLRewriter().on('link[rel="modulepreload"]', { element: (element) => void element.remove() }).transform(response);
}
