import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { expect, test } from "vitest";
import { CATALOGUES } from "./catalogues";

/** The argument names a message uses, at any depth (plural and select branches included). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && "value" in element && typeof element.value === "string") into.add(element.value);
    if ("options" in element) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

test("every message of every language is valid ICU, and uses the same arguments as the French one", () => {
  const other: Record<"en" | "es", Record<string, string>> = CATALOGUES;
  for (const [id, message] of Object.entries(CATALOGUES.fr)) {
    const french = [...argumentsOf(parse(message))].sort();
    for (const lang of ["en", "es"] as const) {
      expect({ id, lang, args: [...argumentsOf(parse(other[lang][id] ?? ""))].sort() }).toEqual({ id, lang, args: french });
    }
  }
});

test("every language has exactly the French ids", () => {
  expect(Object.keys(CATALOGUES.en).sort()).toEqual(Object.keys(CATALOGUES.fr).sort());
  expect(Object.keys(CATALOGUES.es).sort()).toEqual(Object.keys(CATALOGUES.fr).sort());
});
