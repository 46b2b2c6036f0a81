/**
 * The bad-input corpus (docs/security.md "Validation"): what a careless or hostile client sends. Strings go
 * into every field, bodies replace whole requests, path and query values replace parameters.
 */

/** One megabyte of text: over every field's maximum length, under the largest body limits. */
const MEGABYTE = "a".repeat(1024 * 1024);

/** Hostile strings for a text field, by name. */
export const HOSTILE_STRINGS: Record<string, string> = {
  nul: "Ann\u0000e",
  ansiEscape: "\u001b[31mrouge\u001b[0m",
  bidiOverride: "abc\u202Egnp.exe",
  isolate: "a\u2066b\u2069c",
  loneSurrogate: "moiti\uD800e",
  decomposed: "Cafe\u0301 de\u0301compose\u0301",
  c1Control: "a\u0085b\u009Bc",
  sqlQuote: "' OR '1'='1' --",
  sqlUnion: "x'); DROP TABLE users; --",
  ftsOperators: '"NEAR(a b)" OR title:* ^col AND -x {a b}',
  traversal: "../../../../etc/passwd",
  encodedTraversal: "..%2F..%2F..%2Fetc%2Fpasswd",
  megabyte: MEGABYTE,
};

/**
 * Hostile replacements for any field, whatever its type: the strings that a text field must refuse or clean,
 * the wrong types, and the sizes no field takes.
 */
export const HOSTILE_VALUES: Record<string, unknown> = {
  nul: HOSTILE_STRINGS.nul,
  ansiEscape: HOSTILE_STRINGS.ansiEscape,
  bidiOverride: HOSTILE_STRINGS.bidiOverride,
  loneSurrogate: HOSTILE_STRINGS.loneSurrogate,
  decomposed: HOSTILE_STRINGS.decomposed,
  sqlQuote: HOSTILE_STRINGS.sqlQuote,
  traversal: HOSTILE_STRINGS.traversal,
  megabyte: HOSTILE_STRINGS.megabyte,
  number: 12345,
  hugeNumber: 1e308,
  null: null,
  object: { a: 1 },
  array: ["x"],
  hundredThousandItems: Array.from({ length: 100_000 }, () => 0),
  deepObject: nested(2_000),
};

/** `depth` objects inside one another. */
function nested(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** A whole body of a request: its raw text and content type. */
export type RawBody = { text: string | Uint8Array<ArrayBuffer>; contentType: string };

const json = (value: unknown): RawBody => ({ text: JSON.stringify(value), contentType: "application/json" });
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));

/** Ten megabytes of valid JSON: bodies are limited before they are read (413 `payload_too_large`). */
export const HUGE_BODY = json({ email: "grand@exemple.test", pad: "a".repeat(10 * 1024 * 1024) });

/** Bodies that replace a whole request, by name. */
export const HOSTILE_BODIES: Record<string, RawBody> = {
  malformedJson: { text: '{"email": "a@b.c", ', contentType: "application/json" },
  trailingGarbage: { text: '{"email": "a@b.c"} x', contentType: "application/json" },
  empty: { text: "", contentType: "application/json" },
  jsonNull: json(null),
  jsonString: json("texte"),
  jsonNumber: json(42),
  arrayForObject: json([{ email: "a@b.c", lang: "fr" }]),
  emptyArray: json([]),
  deepNesting: { text: `${"[".repeat(20_000)}${"]".repeat(20_000)}`, contentType: "application/json" },
  deepObjects: json(nested(5_000)),
  wrongTypes: json({
    email: 1,
    password: {},
    refreshToken: [],
    token: 7,
    lang: 3,
    displayname: [],
    firstName: 1,
    address: "rue",
    texts: "titre",
    rating: "5",
    text: 5,
    events: {},
    event: {},
    name: false,
    word: 1,
    hidden: "yes",
    role: 1,
    blocked: "no",
  }),
  unicodeSoup: json(Object.fromEntries(Object.entries(HOSTILE_STRINGS).filter(([name]) => name !== "megabyte"))),
  protoPollution: { text: '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"admin": true}}}', contentType: "application/json" },
  formEncoded: { text: "email=a%40b.c&lang=fr&__proto__=x", contentType: "application/x-www-form-urlencoded" },
  textPlainJson: { text: '{"email": "a@b.c"}', contentType: "text/plain" },
  escapedSurrogates: { text: '{"name": "\\udc00\\ud800", "email": "\\ud800@b.c"}', contentType: "application/json" },
  invalidUtf8: {
    text: bytes(
      '{"displayname": "a',
      [0xff, 0xfe, 0xed, 0xa0, 0x80, 0xc0, 0xaf],
      '", "name": "b',
      [0xed, 0xb0, 0x80],
      '", "text": "c',
      [0xc3],
      '", "email": "a@b.c"}',
    ),
    contentType: "application/json; charset=utf-8",
  },
};

/** Values for a path parameter (already URL-encoded where needed). */
export const HOSTILE_PATH_VALUES: Record<string, string> = {
  traversal: "..%2F..%2F..%2Fetc%2Fpasswd",
  dotDot: "..",
  nul: "abc%00def",
  sqlQuote: "x'%20OR%20'1'%3D'1",
  bidi: "abc%E2%80%AEgnp",
  invalidUtf8: "%ED%A0%80%C0%AF",
  long: "a".repeat(4000),
  unicode: "%F0%9F%98%80%C3%A9",
};

/** Query strings added to every GET route. */
export const HOSTILE_QUERIES: Record<string, string> = {
  laxNumbers: "page=0x10&limit=0x10&offset=1e1",
  impossibleDates: "from=2026-02-30&to=2026-13-45",
  ftsOperators: `search=${encodeURIComponent('"NEAR(a b)" OR *')}&q=${encodeURIComponent("title:* ^x AND (")}`,
  sqlQuote: `search=${encodeURIComponent("' OR 1=1 --")}&q=${encodeURIComponent("'; DROP TABLE events; --")}`,
  unicode: `search=${encodeURIComponent("a\u202Eb")}&q=%00&lang=%ED%A0%80`,
  arrays: "page=1&page=2&lang[]=fr&lang[]=en&topic[x]=1",
  traversal: `slug=${encodeURIComponent("../../etc/passwd")}&city=..%2F..`,
  long: `search=${"a".repeat(8000)}`,
};

/** Integer query parameters: lax spellings of a number are refused where the parameter is read. */
export const INTEGER_PARAMETERS = ["page", "limit", "offset", "pageSize"];
/** Lax spellings of 16 (hex, binary, exponent, sign, spaces): a number parameter takes decimal digits only. */
export const LAX_INTEGERS = ["0x10", "0b10000", "1.6e1", "+16", " 16", "16 "];

/** Date query parameters: impossible dates are refused where the parameter is read. */
export const DATE_PARAMETERS = ["from", "to"];
export const IMPOSSIBLE_DATES = ["2026-02-30", "2026-02-29", "2026-04-31", "2026-13-01", "2026-00-10"];
