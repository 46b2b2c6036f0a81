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

/**
 * Whether a text holds what the rules below refuse: in one `line` (a name), or in a `document` (page-builder
 * content, where tabs and line ends stay). For checks that name where the character is (the admin's editor).
 */
export function hasForbiddenCharacters(text: string, where: "line" | "document"): boolean {
  return LONE_SURROGATE.test(text) || (where === "line" ? NOT_IN_A_LINE : NOT_IN_DOCUMENTS).test(text);
}

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

/** How deep, how long and how large a free JSON document (page-builder content) may be. */
export const JSON_DOCUMENT_LIMITS = { depth: 64, arrayItems: 2_000, values: 100_000 } as const;

/**
 * What is wrong with a JSON document, walked without recursion so no nesting can exhaust the stack: too
 * deep, an array too long, too many values, or a string (keys included) holding a lone surrogate, a control
 * character other than tab and line breaks, or a bidi override. Null when it is fine.
 */
function jsonDocumentProblem(document: unknown): string | null {
  const stack: [unknown, number][] = [[document, 0]];
  let values = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (++values > JSON_DOCUMENT_LIMITS.values) return `holds more than ${JSON_DOCUMENT_LIMITS.values} values`;
    if (typeof value === "string") {
      if (LONE_SURROGATE.test(value) || NOT_IN_DOCUMENTS.test(value)) return CHARACTERS;
    } else if (typeof value === "object" && value !== null) {
      if (depth >= JSON_DOCUMENT_LIMITS.depth) return `is nested more than ${JSON_DOCUMENT_LIMITS.depth} levels deep`;
      if (Array.isArray(value)) {
        if (value.length > JSON_DOCUMENT_LIMITS.arrayItems) return `has an array of more than ${JSON_DOCUMENT_LIMITS.arrayItems} items`;
        for (const item of value) stack.push([item, depth + 1]);
      } else {
        for (const [key, inner] of Object.entries(value)) stack.push([key, depth + 1], [inner, depth + 1]);
      }
    }
  }
  return null;
}

/** The same document with every string, keys included, in NFC (its depth is bounded by the check first). */
function normalizedDocument(value: unknown): unknown {
  if (typeof value === "string") return value.normalize("NFC");
  if (Array.isArray(value)) return value.map(normalizedDocument);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.normalize("NFC"), normalizedDocument(inner)]));
  return value;
}

/**
 * A whole JSON document (page-builder content), stored as it is written: bounded in depth, array length and
 * size, every string clean of what no one types on purpose. Follow it with normalizeJsonDocument.
 */
export const checkJsonDocument = <TInput>() =>
  v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const problem = dataset.typed ? jsonDocumentProblem(dataset.value) : null;
    if (problem) addIssue({ message: problem === CHARACTERS ? CHARACTERS : `The document ${problem}.` });
  });

/** Every string of a checked JSON document, keys included, in NFC. */
export const normalizeJsonDocument = <TInput>() => v.transform<TInput, TInput>((value) => normalizedDocument(value) as TInput);
