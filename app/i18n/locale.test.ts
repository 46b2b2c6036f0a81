import { expect, test } from "vitest";
import { langFromPath, localizePath, stripLang } from "./locale";

test("French lives at the root, English and Spanish under a prefix", () => {
  expect(langFromPath("/events")).toBe("fr");
  expect(langFromPath("/en/events")).toBe("en");
  expect(langFromPath("/es")).toBe("es");
  expect(langFromPath("/english")).toBe("fr");
});

test("stripLang removes only a language prefix", () => {
  expect(stripLang("/en/events/e/x")).toBe("/events/e/x");
  expect(stripLang("/en")).toBe("/");
  expect(stripLang("/events")).toBe("/events");
  expect(stripLang("/entrepreneurs")).toBe("/entrepreneurs");
});

test("localizePath prefixes every language but French", () => {
  expect(localizePath("/events", "en")).toBe("/en/events");
  expect(localizePath("/", "es")).toBe("/es");
  expect(localizePath("/media", "fr")).toBe("/media");
});
