/**
 * Pages are sent without `<link rel="modulepreload">` (docs/decisions/007-no-module-preloads.md).
 * Browsers fetch module preloads at high priority while the page is still being painted, so on a slow
 * phone connection the page's ~130 kB of scripts compete with its stylesheet and first image. Without
 * them, the module script at the end of <body> fetches the same files just after, at a lower priority:
 * the page paints sooner and hydrates a moment later.
 */
export function withoutModulePreloads(response: Response): Response {
  if (!response.headers.get("Content-Type")?.startsWith("text/html") || !response.body) return response;
  return new Response(response.body.pipeThrough(headWithout(MODULE_PRELOAD)), response);
}

/** React Router's module preloads, as `<Scripts />` writes them in `<head>`. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = new TextEncoder().encode("</head>");

/** Past this many bytes without `</head>` (a resource route's HTML, a fragment), the rest passes as it is. */
const HEAD_MAX_BYTES = 64 * 1024;

/**
 * A stream that removes `pattern` from the document's `<head>` and passes the rest through untouched: the
 * preloads are all in `<head>`, so the body (most of the page) is not parsed again. An HTMLRewriter over the
 * whole page cost about 1 ms of CPU per render (docs/performance.md).
 */
function headWithout(pattern: RegExp): TransformStream<Uint8Array, Uint8Array> {
  let head: Uint8Array = new Uint8Array(0);
  let passing = false;
  const cleaned = (bytes: Uint8Array) => new TextEncoder().encode(new TextDecoder().decode(bytes).replace(pattern, ""));
  return new TransformStream({
    transform(chunk, controller) {
      if (passing) return controller.enqueue(chunk);
      // Only the new bytes (and the few before them that may start "</head>") are searched.
      const from = Math.max(0, head.length - HEAD_END.length + 1);
      head = joined(head, chunk);
      const end = indexOf(head, HEAD_END, from);
      if (end === -1) {
        if (head.length <= HEAD_MAX_BYTES) return;
        passing = true;
        return controller.enqueue(head);
      }
      passing = true;
      // "</head>" is ASCII: cutting after it never splits a character.
      const cut = end + HEAD_END.length;
      controller.enqueue(cleaned(head.subarray(0, cut)));
      if (cut < head.length) controller.enqueue(head.subarray(cut));
    },
    flush(controller) {
      if (!passing && head.length > 0) controller.enqueue(cleaned(head));
    },
  });
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const bytes = new Uint8Array(a.length + b.length);
  bytes.set(a);
  bytes.set(b, a.length);
  return bytes;
}

function indexOf(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0] ?? 0;
  for (let at = bytes.indexOf(first, from); at !== -1 && at <= bytes.length - needle.length; at = bytes.indexOf(first, at + 1)) {
    if (needle.every((byte, i) => bytes[at + i] === byte)) return at;
  }
  return -1;
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
