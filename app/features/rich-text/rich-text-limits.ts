/** The longest description (HTML, in UTF-16 code units) an organizer may send: it bounds the work of one request. Shared by the form, the schema and the sanitiser. */
export const RICH_TEXT_MAX_CHARS = 100_000;
