import * as v from "valibot";
import { expect, test } from "vitest";
import { checkJsonDocument, JSON_DOCUMENT_LIMITS, normalizeJsonDocument, UserLines, UserText, WellFormedText } from "./user-text.schema";

const messageOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

test("one-line text is normalised to NFC and trimmed", () => {
  expect(v.parse(UserText(20), "  Cafe\u0301 Zoe\u0308 ")).toBe("Café Zoë");
});

test("one-line text refuses every control character, line breaks and tabs included, and bidi overrides and isolates", () => {
  const refused = [
    "a\u0000",
    "a\u0007b",
    "\u001b[1m",
    "a\u007f",
    "a\u0080",
    "a\u009f",
    "a\nb",
    "a\tb",
    "a\rb",
    ...["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"].map((mark) => `a${mark}b`),
  ];
  for (const text of refused) expect(messageOf(UserText(20), text)).toBe("form.characters");
});

test("lone surrogates are refused; a pair, an emoji, is text", () => {
  expect(messageOf(UserText(20), "a\uD83D")).toBe("form.characters");
  expect(messageOf(UserText(20), "\uDE00a")).toBe("form.characters");
  expect(v.parse(UserText(20), "\uD83D\uDE00")).toBe("😀");
});

test("what people write in other scripts stays: right-to-left marks, zero-width joiners, non-breaking spaces", () => {
  for (const text of ["שלום\u200F", "👩\u200D🔬", "100\u00A0€", "Ἀθῆναι"]) expect(v.parse(UserText(20), text)).toBe(text.normalize("NFC"));
});

test("the length is counted after normalisation and trimming", () => {
  expect(messageOf(UserText(3), " e\u0301e\u0301e\u0301 ")).toBeNull();
  expect(messageOf(UserText(3), "abcd")).toBe("form.tooLong");
});

test("multi-line text keeps line feeds and tabs, turns CRLF and CR into LF, and refuses other controls", () => {
  expect(v.parse(UserLines(50), "Bonjour,\r\n\tà bientôt\rLéa\n")).toBe("Bonjour,\n\tà bientôt\nLéa");
  expect(messageOf(UserLines(50), "a\u000bb")).toBe("form.characters");
  expect(messageOf(UserLines(50), "a\u202eb")).toBe("form.characters");
});

test("well-formed text only refuses lone surrogates and normalises, for fields that check the rest themselves", () => {
  expect(v.parse(WellFormedText, "Le\u0301a\u0007")).toBe("Léa\u0007");
  expect(messageOf(WellFormedText, "\uD800")).toBe("form.characters");
});

test("a JSON document passes when none of its strings, keys included, holds a refused character", () => {
  const schema = v.pipe(v.unknown(), checkJsonDocument(), normalizeJsonDocument());
  expect(v.is(schema, { blocks: [{ text: "<p>Bonjour\n\ttoi</p>", n: 1 }], css: "a {\r\n}" })).toBe(true);
  expect(v.is(schema, { blocks: [{ text: "<p>Bon\u0000jour</p>" }] })).toBe(false);
  expect(v.is(schema, { ["k\u202e"]: 1 })).toBe(false);
  expect(v.is(schema, ["\uDC00"])).toBe(false);
});

test("a JSON document is bounded in depth, array length and size, and stored in NFC", () => {
  const schema = v.pipe(v.unknown(), checkJsonDocument(), normalizeJsonDocument());
  let deep: unknown = "fond";
  for (let level = 0; level < 10_000; level++) deep = [deep];
  expect(v.safeParse(schema, deep).issues?.[0]?.message).toBe(`The document is nested more than ${JSON_DOCUMENT_LIMITS.depth} levels deep.`);
  expect(v.is(schema, { items: Array.from({ length: JSON_DOCUMENT_LIMITS.arrayItems + 1 }, () => 0) })).toBe(false);
  expect(v.is(schema, { items: Array.from({ length: JSON_DOCUMENT_LIMITS.arrayItems }, () => 0) })).toBe(true);
  const wide = Object.fromEntries(Array.from({ length: JSON_DOCUMENT_LIMITS.values }, (_, index) => [`k${index}`, index]));
  expect(v.safeParse(schema, wide).issues?.[0]?.message).toBe(`The document holds more than ${JSON_DOCUMENT_LIMITS.values} values.`);
  expect(v.parse(schema, { ["Cle\u0301"]: ["E\u0301te\u0301"] })).toEqual({ ["Clé"]: ["Été"] });
});
