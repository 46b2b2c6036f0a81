import { cleanUrl, safeImageUrl, safeLinkUrl, safeSitePath } from "./rich-text-urls";
import { RICH_TEXT_MAX_CHARS } from "./rich-text-limits";

/**
 * Organizer-written HTML is sanitised on write with an allow-list, and only the sanitised copy is stored and
 * rendered (docs/architecture.md §5). The Workers runtime's HTMLRewriter parses the input as a browser's
 * tokenizer would; the output is not the rewritten input but a copy written here from the parsed pieces:
 *
 * - start tags of the allow-list, with their allowed attributes re-quoted by us;
 * - end tags only for the elements we wrote (stray end tags, comments, doctype, processing instructions and
 *   CDATA never reach the output);
 * - text with "<" and ">" escaped, so every "<" of the output opens a tag written here.
 *
 * Whatever the parser and a browser disagree on, the browser then reads only these tags and attributes.
 */

const REFUSALS = {
  characters: `Rich text over ${RICH_TEXT_MAX_CHARS} characters.`,
  nesting: "Rich text nested too deep to parse.",
  ambiguous: "Rich text with a raw-text element (style, script, title…) where a browser could read it two ways.",
};

/**
 * The input is more than the sanitiser takes, or than it can read safely: over RICH_TEXT_MAX_CHARS characters,
 * nested deeper than the parser's memory allows (some ten thousand open elements), or a raw-text element
 * (`<style>`, `<title>`, `<script>`…) inside `<select>`, `<template>` or foreign content, where the parser cannot
 * tell whether what follows is text or markup (`<select><style>a</style></select>`). No editor writes any of
 * them; the API answers 400 and stores nothing.
 */
export class RichTextRefused extends Error {
  constructor(readonly reason: keyof typeof REFUSALS) {
    super(REFUSALS[reason]);
    this.name = "RichTextRefused";
  }
}

/** The rel of every kept link: no window.opener, no referrer, no ranking given to organizers' links. */
export const RICH_TEXT_LINK_REL = "noopener noreferrer nofollow";

const KEPT_TAGS = new Set(["p", "br", "hr", "strong", "b", "em", "i", "u", "s", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "a", "img"]);
const VOID_TAGS = new Set(["br", "hr", "img"]);
const DROPPED_WITH_CONTENT = new Set([
  ...["script", "style", "svg", "math", "iframe", "frame", "frameset", "object", "embed", "applet", "template", "noscript", "noembed", "noframes"],
  ...["title", "textarea", "select", "option", "button", "input", "form", "head", "meta", "link", "base", "xmp", "plaintext"],
]);

const SIZE = /^\d{1,4}$/;

/** Text as written, with "<" and ">" escaped: character references stay as they were. */
function escapeText(text: string): string {
  return text.replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** ` name="value"` for a value as written in the source: its references stay, it cannot close the quotes. */
function rawAttribute(name: string, value: string | null): string {
  return value === null ? "" : ` ${name}="${value.replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")}"`;
}

/** ` name="value"` for a decoded value (a checked URL): every "&" is escaped, so the browser reads it back as is. */
function decodedAttribute(name: string, value: string | null): string {
  return value === null ? "" : rawAttribute(name, value.replaceAll("&", "&amp;"));
}

/**
 * The start tag to write for a kept element, or null when the element goes (an image without a safe source).
 * `sitePaths`: a link may be a path of this site (safeSitePath).
 */
function startTag(tag: string, element: Element, sitePaths: boolean): string | null {
  if (tag === "a") {
    const raw = element.getAttribute("href") ?? "";
    const href = safeLinkUrl(raw) ?? (sitePaths ? safeSitePath(raw) : null);
    return `<a${decodedAttribute("href", href)}${rawAttribute("title", element.getAttribute("title"))} rel="${RICH_TEXT_LINK_REL}">`;
  }
  if (tag === "img") {
    const src = safeImageUrl(element.getAttribute("src") ?? "");
    if (src === null) return null;
    const sizes = ["width", "height"].map((name) => {
      const value = element.getAttribute(name);
      return value !== null && SIZE.test(value) ? ` ${name}="${value}"` : "";
    });
    return `<img${decodedAttribute("src", src)}${rawAttribute("alt", element.getAttribute("alt"))}${sizes.join("")}>`;
  }
  return `<${tag}>`;
}

/**
 * The frame to write for an `<iframe>` of the Embed block, or null when its source is not an https URL of one of
 * `hosts`: only the source, the size, a title and whether it may go full screen; always lazy, without referrer
 * beyond the origin, and sandboxed to what players need (their own scripts and origin, popups to their site).
 */
function iframeTag(element: Element, hosts: readonly string[]): string | null {
  const src = cleanUrl(element.getAttribute("src") ?? "");
  if (!URL.canParse(src)) return null;
  const url = new URL(src);
  if (url.protocol !== "https:" || url.username || url.password || !hosts.includes(url.hostname.toLowerCase())) return null;
  const sizes = ["width", "height"].map((name) => {
    const value = element.getAttribute(name);
    return value !== null && SIZE.test(value) ? ` ${name}="${value}"` : "";
  });
  const fullscreen = element.hasAttribute("allowfullscreen") ? " allowfullscreen" : "";
  return (
    `<iframe${decodedAttribute("src", url.href)}${rawAttribute("title", element.getAttribute("title"))}${sizes.join("")}${fullscreen}` +
    ` loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="${IFRAME_SANDBOX}">`
  );
}

const IFRAME_SANDBOX = "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox";

/** Runs `handler` when the parser closes `element`; false when the parser says it has no end tag (<input>, <svg/>). */
function whenClosed(element: Element, handler: () => void): boolean {
  try {
    element.onEndTag(handler);
    return true;
  } catch {
    return false;
  }
}

/**
 * The allow-listed copy of `html`; throws RichTextRefused for input it does not take. `iframeHosts`: the page
 * builder's Embed block keeps frames whose source is an https URL of these hosts (docs/product.md "Page-builder
 * content"), and only there; everywhere else a frame goes with its content. `sitePaths`: links to this site's
 * paths are kept (the page builder's texts; an organizer's text keeps absolute links only).
 */
export async function sanitizeHtml(
  html: string,
  { iframeHosts = [], sitePaths = false }: { iframeHosts?: readonly string[]; sitePaths?: boolean } = {},
): Promise<string> {
  if (html.length > RICH_TEXT_MAX_CHARS) throw new RichTextRefused("characters");
  let output = "";
  // Inside an element dropped with its content, until the parser closes it (an unclosed one runs to the end).
  let dropping = false;

  const rewriter = new HTMLRewriter()
    .on("*", {
      element(element) {
        if (dropping) return;
        const tag = element.tagName.toLowerCase();
        const frame = tag === "iframe" && iframeHosts.length > 0 ? iframeTag(element, iframeHosts) : null;
        if (frame !== null) {
          // What a frame holds is raw text for a browser that has no frames: dropped, and the frame closed here.
          output += frame;
          dropping = whenClosed(element, () => void ((dropping = false), (output += "</iframe>")));
          if (!dropping) output += "</iframe>";
          return;
        }
        if (DROPPED_WITH_CONTENT.has(tag)) {
          dropping = whenClosed(element, () => void (dropping = false));
          return;
        }
        if (!KEPT_TAGS.has(tag)) return; // unwrapped: its text and allowed children stay
        const start = startTag(tag, element, sitePaths);
        if (start === null) return;
        output += start;
        if (!VOID_TAGS.has(tag)) whenClosed(element, () => void (output += `</${tag}>`));
      },
    })
    .onDocument({
      text(text) {
        if (!dropping) output += escapeText(text.text);
      },
    });

  // The rewritten body is not used: reading it drives the parser, whose handlers write `output` in document order.
  try {
    await rewriter.transform(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } })).arrayBuffer();
  } catch (error) {
    // HTMLRewriter reports its refusals only by message: the stack of open elements over its fixed memory
    // budget, and a text content tag whose parsing is ambiguous (lol-html's TextParsingAmbiguityError).
    if (error instanceof Error && error.message.includes("memory limit")) throw new RichTextRefused("nesting");
    if (error instanceof Error && error.message.includes("text content tag")) throw new RichTextRefused("ambiguous");
    throw error;
  }
  return output.trim();
}
