import * as v from "valibot";
import { expect, test } from "vitest";
import { EventListQuerySchema } from "./events.schema";
import { listingFeedSearch } from "./listing-feed-search";

const query = (input: Record<string, string>) => v.parse(EventListQuerySchema, input);

test("a listing's feed carries its filters in their URL form and its language, never its page or size", () => {
  const search = listingFeedSearch(
    query({ limit: "24", page: "3", lang: "en", topic: "climat", loc: "4.83,45.76", countryCode: "fr,be", visio: "false", from: "2026-12-01T00:00:00.000Z" }),
    undefined,
  );
  expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ loc: "4.83,45.76", countryCode: "FR,BE", topic: "climat", visio: "false", lang: "en" });
});

test("a start date the visitor chose stays; the listing's own 'from now' does not", () => {
  const chosen = listingFeedSearch(query({ from: "2027-01-05" }), "2027-01-05");
  expect(new URLSearchParams(chosen).get("from")).toBe("2027-01-05T00:00:00.000Z");
  expect(new URLSearchParams(listingFeedSearch(query({ from: "2027-01-05" }), undefined)).has("from")).toBe(false);
});

test("every filter of the listing reaches its feeds, step-free access included", () => {
  const search = listingFeedSearch(query({ stepFree: "true", makesense: "true", hotspot: "vallee", pillar: "agir", momentum: "printemps" }), undefined);
  expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
    stepFree: "true",
    makesense: "true",
    hotspot: "vallee",
    pillar: "agir",
    momentum: "printemps",
    lang: "fr",
  });
});
