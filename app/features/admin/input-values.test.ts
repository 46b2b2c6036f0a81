import { expect, test } from "vitest";
import {
  pickerModelOf,
  referenceIdOf,
  referenceTo,
  colorInputOf,
  dateInputOf,
  defaultsOf,
  enumChoices,
  fieldKindOf,
  numberFrom,
  summaryOf,
  textFrom,
  textOf,
  withValue,
  type BlockInput,
} from "./input-values";

test("each input type gets its control, an enum always a select, an unknown type a JSON field", () => {
  const kinds = (
    [
      ["string", "text"],
      ["text", "text"],
      ["longText", "textarea"],
      ["richText", "richText"],
      ["html", "textarea"],
      ["number", "number"],
      ["boolean", "checkbox"],
      ["date", "date"],
      ["url", "url"],
      ["file", "url"],
      ["color", "color"],
      ["reference", "json"],
      ["list", "json"],
    ] as const
  ).map(([type, kind]) => [fieldKindOf({ name: "x", type }), kind]);
  for (const [got, want] of kinds) expect(got).toBe(want);
  expect(fieldKindOf({ name: "level", type: "number", enum: [{ label: "H1", value: 1 }] })).toBe("select");
  expect(fieldKindOf({ name: "items", type: "list", subFields: [{ name: "label", type: "string" }] })).toBe("list");
  expect(fieldKindOf({ name: "sponsor", type: "object", subFields: [] })).toBe("object");
});

test("defaults are copied, so two new blocks never share an object", () => {
  const inputs: BlockInput[] = [
    { name: "criteria", type: "object", defaultValue: {} },
    { name: "count", type: "number", defaultValue: 3 },
    { name: "title", type: "string" },
  ];
  const first = defaultsOf(inputs);
  expect(first).toEqual({ criteria: {}, count: 3 });
  expect(first.criteria).not.toBe(defaultsOf(inputs).criteria);
});

test("enum items are strings or label and value pairs", () => {
  expect(enumChoices({ name: "align", type: "string", enum: ["left", "center"] })).toEqual([
    { label: "left", value: "left" },
    { label: "center", value: "center" },
  ]);
  expect(enumChoices({ name: "level", type: "number", enum: [{ label: "H1", value: 1 }] })).toEqual([{ label: "H1", value: 1 }]);
});

test("an emptied field leaves its input out; numbers are read as numbers", () => {
  expect(withValue({ a: 1, b: 2 }, "a", undefined)).toEqual({ b: 2 });
  expect(withValue({ b: 2 }, "a", "x")).toEqual({ b: 2, a: "x" });
  expect(textFrom("")).toBeUndefined();
  expect(textFrom(" Bonjour ")).toBe(" Bonjour ");
  expect(numberFrom("12")).toBe(12);
  expect(numberFrom("0.5")).toBe(0.5);
  expect(numberFrom("")).toBeUndefined();
  expect(numberFrom("abc")).toBeUndefined();
  expect(textOf(3)).toBe("3");
  expect(textOf({ a: 1 })).toBe("");
  expect(textOf(undefined)).toBe("");
});

test("dates show as their day, colours as #rrggbb", () => {
  expect(dateInputOf("2026-12-31T10:00:00Z")).toBe("2026-12-31");
  expect(dateInputOf("2026-12-31")).toBe("2026-12-31");
  expect(dateInputOf(Date.UTC(2026, 0, 2))).toBe("2026-01-02");
  expect(dateInputOf("bientôt")).toBe("");
  expect(colorInputOf("#FF8800")).toBe("#FF8800");
  expect(colorInputOf("red")).toBe("#000000");
});

test("a block's summary is its title, text or label, without tags, on one short line", () => {
  expect(summaryOf({ level: 2, text: "Nos rendez-vous" })).toBe("Nos rendez-vous");
  expect(summaryOf({ href: "/a-propos", label: "En savoir plus" })).toBe("En savoir plus");
  expect(summaryOf({ text: "<p>Un <b>texte</b>\n riche</p>" })).toBe("Un texte riche");
  expect(summaryOf({ radius: "none" })).toBe("none");
  expect(summaryOf({ count: 3 })).toBe("");
  const long = summaryOf({ title: "a".repeat(200) });
  expect(long).toHaveLength(80);
  expect(long.endsWith("…")).toBe(true);
});

test("an article reference and the Event block's key are picked by a search; a reference is written as Builder.io writes it", () => {
  expect(pickerModelOf({ name: "article", type: "reference", model: "article" })).toBe("article");
  expect(pickerModelOf({ name: "event", type: "string", meta: { picker: "event" } })).toBe("event");
  expect(pickerModelOf({ name: "symbol", type: "reference", model: "symbol" })).toBeNull();
  expect(pickerModelOf({ name: "title", type: "string" })).toBeNull();
  expect(fieldKindOf({ name: "article", type: "reference", model: "article" })).toBe("reference");
  expect(fieldKindOf({ name: "symbol", type: "reference", model: "symbol" })).toBe("json");
  expect(referenceTo("article", " art1 ")).toEqual({ "@type": "@builder.io/core:Reference", id: "art1", model: "article" });
  expect(referenceTo("article", "  ")).toBeUndefined();
  expect(referenceIdOf({ "@type": "@builder.io/core:Reference", id: "art1", model: "article" })).toBe("art1");
  expect(referenceIdOf("art2")).toBe("art2");
  expect(referenceIdOf(undefined)).toBe("");
});
