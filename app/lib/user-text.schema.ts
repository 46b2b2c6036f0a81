import * as v from "valibot";

/**
 * Text written by a person, as every schema of the API and the forms takes it (docs/decisions/014): normalised
 * to NFC, and refused (400 on the API, "form.characters" on screen) when it holds what no one types on
 * purpose: lone surrogates (not UTF-8 once stored), control characters (NUL, the escape of ANSI sequences,
 * C0 and C1) and the bidi overrides and isolates that reorder what a reader sees (U+202A–U+202E,
 * U+2066–U+2069). Refused rather than stripped: an API client learns its bug, and a form shows why.
 */

/** A UTF-16 surrogate without its pair: D1 would store it as invalid UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Controls and bidi overrides, tab and line feed included: the rule of one-line text. */
const NOT_IN_A_LINE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** The same, but tab and line feed are kept: the rule of multi-line text. */
const NOT_IN_LINES = /(?![\t\n])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** The same, carriage return kept too: documents stored as they are written (page-builder HTML and CSS). */
const NOT_IN_DOCUMENTS = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

const CHARACTERS = "form.characters";

/** Text that can be stored as UTF-8 (no lone surrogate), in NFC: the base of the rules below. */
export const WellFormedText = v.pipe(
  v.string(),
  v.check((text) => !LONE_SURROGATE.test(text), CHARACTERS),
  v.normalize("NFC"),
);

/** One line of user-written text (a name, a title, an address): NFC, trimmed, at most `max` characters. */
export const UserText = (max: number) =>
  v.pipe(
    WellFormedText,
    v.check((text) => !NOT_IN_A_LINE.test(text), CHARACTERS),
    v.trim(),
    v.maxLength(max, "form.tooLong"),
  );

/**
 * Multi-line user-written text (a message, a description): like UserText, but tabs and line breaks stay; a
 * carriage return (Windows or old Mac line ends) becomes a line feed.
 */
export const UserLines = (max: number) =>
  v.pipe(
    WellFormedText,
    v.transform((text) => text.replace(/\r\n?/g, "\n")),
    v.check((text) => !NOT_IN_LINES.test(text), CHARACTERS),
    v.trim(),
    v.maxLength(max, "form.tooLong"),
  );

/** Every string inside a JSON value (keys included), for documents too free for a schema of their own. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsOf(inner)]);
  return [];
}

/**
 * A check for a whole JSON document (page-builder content), which is stored as it is written: no string in
 * it, keys included, holds a lone surrogate, a control character other than tab and line breaks, or a bidi
 * override.
 */
export const cleanJsonStrings = <TInput>() =>
  v.check<TInput, typeof CHARACTERS>((value) => stringsOf(value).every((text) => !LONE_SURROGATE.test(text) && !NOT_IN_DOCUMENTS.test(text)), CHARACTERS);
