import { expect, test } from "vitest";
import { contentFallbackLang } from "./entry-lang";

const entry = (locale?: string) => ({
  query: [{ property: "urlPath", operator: "is", value: "/a-propos" }, ...(locale ? [{ property: "locale", operator: "is", value: locale }] : [])],
});

test("a French entry shown on an English page is marked French; matching or language-neutral entries are not marked", () => {
  expect(contentFallbackLang(entry("fr"), "en")).toBe("fr");
  expect(contentFallbackLang(entry("en"), "en")).toBeUndefined();
  expect(contentFallbackLang(entry(), "es")).toBeUndefined();
  expect(contentFallbackLang(null, "es")).toBeUndefined();
});
