/**
 * The character references the rich-text code must read the way a browser does: the ones an editor writes
 * (&amp; &lt; &gt; &quot; &#39; &nbsp;), every numeric reference, and the named ones used to hide a URL
 * scheme (&colon; &Tab; &NewLine;). Other named references are left as written: the sanitiser's URL checks
 * stay safe because it stores the value it checked, not the one it was given (docs/architecture.md §5).
 */
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  Tab: "\t",
  NewLine: "\n",
};

// Numeric references may omit the ";"; of the named ones, only the legacy few, and not before "=" or a letter
// or digit (the rule browsers apply inside attributes).
const ENTITY = /&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([A-Za-z]+);|(amp|lt|gt|quot|nbsp)(?![=A-Za-z0-9]))/g;

const REPLACEMENT_CHARACTER = "\ufffd";

/** The character of a numeric reference; U+FFFD where a browser would put it (0, surrogates, beyond Unicode). */
function characterOf(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return REPLACEMENT_CHARACTER;
  return String.fromCodePoint(code);
}

/** `text` with its character references decoded (see above for which). */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (reference: string, decimal?: string, hex?: string, named?: string, legacy?: string) => {
    if (decimal !== undefined) return characterOf(Number.parseInt(decimal, 10));
    if (hex !== undefined) return characterOf(Number.parseInt(hex, 16));
    return NAMED_ENTITIES[named ?? legacy ?? ""] ?? reference;
  });
}
