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

/**
 * A stream that removes `pattern` from the document's `<head>` and passes the rest through untouched: the
 * preloads are all in `<head>`, so the body (most of the page) is not parsed again. An HTMLRewriter over the
 * whole page cost about 1 ms of CPU per render (docs/performance.md).
 */
function headWithout(pattern: RegExp): TransformStream<Uint8Array, Uint8Array> {
  let head: Uint8Array[] = [];
  let passing = false;
  const cleaned = (bytes: Uint8Array) => new TextEncoder().encode(new TextDecoder().decode(bytes).replace(pattern, ""));
  return new TransformStream({
    transform(chunk, controller) {
      if (passing) return controller.enqueue(chunk);
      head.push(chunk);
      const bytes = concat(head);
      const end = indexOf(bytes, HEAD_END);
      if (end === -1) return;
      passing = true;
      head = [];
      // "</head>" is ASCII: cutting after it never splits a character.
      const cut = end + HEAD_END.length;
      controller.enqueue(cleaned(bytes.subarray(0, cut)));
      if (cut < bytes.length) controller.enqueue(bytes.subarray(cut));
    },
    flush(controller) {
      if (!passing && head.length > 0) controller.enqueue(cleaned(concat(head)));
    },
  });
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

function indexOf(bytes: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  for (let at = bytes.indexOf(first ?? 0); at !== -1 && at <= bytes.length - needle.length; at = bytes.indexOf(first ?? 0, at + 1)) {
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
