import { safeImageUrl, safeLinkUrl } from "./rich-text-urls";
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

/**
 * The input is more than the sanitiser takes: over RICH_TEXT_MAX_CHARS characters, or nested deeper than the
 * parser's memory allows (some ten thousand open elements, never an editor's output). The API answers 400.
 */
export class RichTextTooLong extends Error {
  constructor(readonly limit: "characters" | "nesting") {
    super(limit === "characters" ? `Rich text over ${RICH_TEXT_MAX_CHARS} characters.` : "Rich text nested too deep to parse.");
    this.name = "RichTextTooLong";
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

/** The start tag to write for a kept element, or null when the element goes (an image without a safe source). */
function startTag(tag: string, element: Element): string | null {
  if (tag === "a") {
    const href = safeLinkUrl(element.getAttribute("href") ?? "");
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

/** Runs `handler` when the parser closes `element`; false when the parser says it has no end tag (<input>, <svg/>). */
function whenClosed(element: Element, handler: () => void): boolean {
  try {
    element.onEndTag(handler);
    return true;
  } catch {
    return false;
  }
}

/** The allow-listed copy of `html`; throws RichTextTooLong over RICH_TEXT_MAX_CHARS. */
export async function sanitizeHtml(html: string): Promise<string> {
  if (html.length > RICH_TEXT_MAX_CHARS) throw new RichTextTooLong("characters");
  let output = "";
  // Inside an element dropped with its content, until the parser closes it (an unclosed one runs to the end).
  let dropping = false;

  const rewriter = new HTMLRewriter()
    .on("*", {
      element(element) {
        if (dropping) return;
        const tag = element.tagName.toLowerCase();
        if (DROPPED_WITH_CONTENT.has(tag)) {
          dropping = whenClosed(element, () => void (dropping = false));
          return;
        }
        if (!KEPT_TAGS.has(tag)) return; // unwrapped: its text and allowed children stay
        const start = startTag(tag, element);
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
    // The parser keeps a stack of open elements within a fixed memory budget; HTMLRewriter reports it only by message.
    if (error instanceof Error && error.message.includes("memory limit")) throw new RichTextTooLong("nesting");
    throw error;
  }
  return output.trim();
}
