import { expect, test } from "vitest";
import { hrefOnPage } from "./page-href";

test("a later page sets the parameter and keeps the others in place", () => {
  expect(hrefOnPage(new URL("https://x.test/events?topic=climat&page=9&q=v%C3%A9lo"), 2)).toBe("/events?topic=climat&page=2&q=v%C3%A9lo");
  expect(hrefOnPage(new URL("https://x.test/iframe/w"), 3)).toBe("/iframe/w?page=3");
});

test("the first page has no parameter, nor an empty query", () => {
  expect(hrefOnPage(new URL("https://x.test/events?page=-3"), 0)).toBe("/events");
  expect(hrefOnPage(new URL("https://x.test/events?page=4&topic=climat"), 0)).toBe("/events?topic=climat");
});
