import { decodeEntities } from "./html-entities";

/**
 * Plain text of sanitised rich text, for search, cards, feeds, .ics and emails (docs/product.md §5: card
 * descriptions have their HTML stripped). Pure string work so the browser can run it too; it reads the
 * output of sanitizeHtml, whose attribute values never hold a raw ">".
 */

// Paragraph-like blocks are separated by a blank line; line breaks and list items start a new line (at the
// opening tag, so an item the editor left unclosed still gets its line).
const PARAGRAPH_BREAK = /<\/?(?:p|h[1-6]|blockquote|ul|ol)\b[^>]*>|<hr\b[^>]*>/gi;
const LINE_BREAK = /<br\b[^>]*>|<li\b[^>]*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const TAG = /<\/?[A-Za-z][^>]*>/g;

/** The text of (already sanitised) HTML: tags removed, blocks on their own lines, references decoded. */
export function htmlToText(html: string): string {
  const text = html
    .replace(COMMENT, "")
    .replace(/[ \t\r\n\f]+/g, " ") // whitespace in HTML source is one space, as on screen
    .replace(PARAGRAPH_BREAK, "\n\n")
    .replace(LINE_BREAK, "\n")
    .replace(TAG, "");
  return decodeEntities(text)
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
