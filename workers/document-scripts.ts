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

/** Where the widget frame script lives (public/widget-frame.js): it only reports the page's height. */
const WIDGET_FRAME_SCRIPT = '<script src="/widget-frame.js" defer></script>';

/**
 * A partner widget page without the app's scripts (docs/architecture.md §4 "Partner widgets"): it is
 * complete HTML (entry.server.tsx waits for the whole render), links open our site in a new tab, so React
 * has nothing to do inside a partner's page. Only the frame script is added, to size the frame.
 */
export function asStaticWidget(response: Response): Response {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  return new HTMLRewriter()
    .on("script", { element: (element) => void element.remove() })
    .on('link[rel="modulepreload"]', { element: (element) => void element.remove() })
    .on("body", { element: (element) => void element.append(WIDGET_FRAME_SCRIPT, { html: true }) })
    .transform(response);
}
