import { expect, test } from "vitest";
import { count, eventsRequest, referenceId } from "./shared-requests";

test("carousel criteria become an events query", () => {
  expect(eventsRequest({ organizedByMakesense: true, maxDate: "2026-12-31T10:00:00Z", visio: "online", city: "Lyon" }, 12)).toEqual({
    kind: "events",
    limit: 12,
    makesense: true,
    to: "2026-12-31",
    visio: true,
    city: "lyon",
    momentum: undefined,
    topic: undefined,
  });
  expect(eventsRequest({ visio: "both", maxDate: "not a date" }, 3)).toMatchObject({ visio: undefined, to: undefined });
});

test("a count out of bounds or not whole takes its default or its maximum", () => {
  expect(count("8", 3)).toBe(8);
  expect(count(0, 3)).toBe(3);
  expect(count(2.5, 3)).toBe(3);
  expect(count(100, 3, 48)).toBe(48);
});

test("a content reference or a plain id names the same article", () => {
  expect(referenceId({ "@type": "@builder.io/core:Reference", id: " a1 ", model: "article" })).toBe("a1");
  expect(referenceId("a2")).toBe("a2");
  expect(referenceId({ model: "article" })).toBeUndefined();
});
