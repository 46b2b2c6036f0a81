import { isImageSource } from "~/features/uploads/upload-key";
import { decodeEntities } from "./html-entities";

/**
 * The URL rules of organizer-written HTML (docs/architecture.md §5). Each check returns the cleaned value it
 * checked, and the sanitiser stores exactly that value: what the browser follows is what was checked, even
 * where our decoding of character references differs from the browser's.
 */
const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/** True for the characters browsers strip from both ends of a URL: C0 controls and space. */
function isTrimmedByBrowsers(code: number): boolean {
  return code <= 0x20;
}

/** An attribute value as a browser's URL parser reads it: references decoded, tabs and newlines gone, trimmed. */
export function cleanUrl(raw: string): string {
  const value = decodeEntities(raw).replace(/[\t\n\r]/g, "");
  let start = 0;
  let end = value.length;
  while (start < end && isTrimmedByBrowsers(value.charCodeAt(start))) start++;
  while (end > start && isTrimmedByBrowsers(value.charCodeAt(end - 1))) end--;
  return value.slice(start, end);
}

/** A link target that is an absolute http(s) or mailto URL, cleaned; null for anything else (javascript:, data:…). */
export function safeLinkUrl(raw: string): string | null {
  const value = cleanUrl(raw);
  return URL.canParse(value) && LINK_PROTOCOLS.has(new URL(value).protocol) ? value : null;
}

/**
 * A link target that is a path of this site ("/events?search=compost"), cleaned; null for anything else, a
 * protocol-relative "//host" or "/\\host" included. For the page builder's texts, which our editors write and
 * our pages only show (an organizer's description also travels in emails and partners' widgets, where a path has
 * no site: safeLinkUrl only).
 */
export function safeSitePath(raw: string): string | null {
  const value = cleanUrl(raw);
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

/**
 * An image source that is an uploaded image of this site (`/uploads/<key>`, exactly as putImage names it) or an
 * https URL, cleaned; null otherwise. Any other path of ours is refused: every viewer's browser would send it a
 * GET with their cookies (`/api/…`, `/builder-api/…?includeUnpublished=true`, `/uploads/../api/…`).
 */
export function safeImageUrl(raw: string): string | null {
  const value = cleanUrl(raw);
  return isImageSource(value) ? value : null;
}
