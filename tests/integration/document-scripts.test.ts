import { expect, test } from "vitest";
import { withoutModulePreloads } from "../../workers/document-scripts";

/** An HTML answer streamed in the given pieces of bytes. */
function streamed(pieces: Uint8Array[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

const HTML =
  '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><title>Été</title><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/route.js" crossorigin=""/></head>' +
  '<body><p>Fête à Noël — <code>&lt;link rel="modulepreload"&gt;</code></p><script type="module">import("/assets/entry.js")</script></body></html>';

test("module preloads leave the head, whatever the pieces the page streams in; the body is passed through untouched", async () => {
  const bytes = new TextEncoder().encode(HTML);
  const expected = HTML.replaceAll(/<link rel="modulepreload"[^>]*>/g, "");
  const headEnd = HTML.indexOf("</head>");
  // Cuts inside "</head>", inside a two-byte "é", one byte at a time, and in one piece.
  for (const cuts of [[headEnd + 3], [HTML.indexOf("Été") + 1], Array.from({ length: bytes.length - 1 }, (_, i) => i + 1), []]) {
    const pieces = [0, ...cuts, bytes.length].slice(1).map((end, i, ends) => bytes.subarray(i === 0 ? 0 : (ends[i - 1] ?? 0), end));
    const html = await withoutModulePreloads(streamed(pieces)).text();
    expect(html, JSON.stringify(cuts.slice(0, 3))).toBe(expected);
  }
  expect(expected).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  expect(expected).toContain('<code>&lt;link rel="modulepreload"&gt;</code>');
});

test("an answer that is not HTML is left as it is", async () => {
  const json = new Response('{"link":"<link rel=\\"modulepreload\\">"}', { headers: { "Content-Type": "application/json" } });
  expect(await withoutModulePreloads(json).text()).toBe('{"link":"<link rel=\\"modulepreload\\">"}');
});

test("HTML without a head passes through whole once past 64 kB, and a short one too at its end", async () => {
  const long = `<p>${"x".repeat(70 * 1024)}</p><link rel="modulepreload" href="/a.js">`;
  const bytes = new TextEncoder().encode(long);
  const pieces = [bytes.subarray(0, 40 * 1024), bytes.subarray(40 * 1024, 80 * 1024), bytes.subarray(80 * 1024)];
  expect(await withoutModulePreloads(streamed(pieces)).text()).toBe(long);
  const short = '<p>court</p><link rel="modulepreload" href="/a.js">';
  expect(await withoutModulePreloads(streamed([new TextEncoder().encode(short)])).text()).toBe("<p>court</p>");
});
