import { expect, test } from "vitest";
import { preferredLang } from "./request-lang";

test("the first of fr, en, es by quality wins", () => {
  expect(preferredLang("es-ES,es;q=0.9,fr;q=0.8")).toBe("es");
  expect(preferredLang("de-DE, en;q=0.5, fr;q=0.7")).toBe("fr");
  expect(preferredLang("EN-gb")).toBe("en");
  expect(preferredLang("en;q=0.5, es;q=0.5")).toBe("en");
});

test("no usable language gives null", () => {
  expect(preferredLang(undefined)).toBeNull();
  expect(preferredLang("")).toBeNull();
  expect(preferredLang("de, it;q=0.8")).toBeNull();
  expect(preferredLang("fr;q=0, de")).toBeNull();
});
