/** The longest LIKE pattern D1 takes: past it a query fails ("LIKE or GLOB pattern too complex"). */
export const LIKE_PATTERN_MAX_BYTES = 50;

/**
 * The LIKE pattern of a search: its text anywhere, `%`, `_` and `\` taken literally. A search too long for D1's
 * pattern keeps its beginning (whole characters, whole escapes): it finds what the whole text finds, and maybe a
 * little more, where it would otherwise fail.
 */
export function likePattern(search: string) {
  const bytes = (text: string) => new TextEncoder().encode(text).length;
  let body = "";
  for (const char of search) {
    const piece = /[\\%_]/.test(char) ? `\\${char}` : char;
    if (bytes(`%${body}${piece}%`) > LIKE_PATTERN_MAX_BYTES) break;
    body += piece;
  }
  return `%${body}%`;
}
