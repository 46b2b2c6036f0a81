import * as v from "valibot";
import { beforeAll, expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { apiCall } from "../support/api-call";

beforeAll(async () => {
  await createEvent({
    slug: "zero-dechet",
    title: "Un événement zéro déchet",
    startDate: daysFromNow(30, 18),
    description: "Apprendre à réparer son vélo et à composter.",
  });
  await createEvent({
    slug: "fresque",
    title: "Fresque du Climat",
    startDate: daysFromNow(31, 18),
    description: "Un atelier collaboratif (3 h) sur le climat.",
    translations: { en: "Climate Fresk" },
  });
  await createEvent({ slug: "velo", title: "Balade à vélo", startDate: daysFromNow(32, 18), description: "Organiser une balade OR une sortie." });
  await createEvent({ slug: "brouillon", title: "Événement brouillon", startDate: daysFromNow(33, 18), status: "draft" });
});

const SearchAnswerSchema = v.object({
  data: v.optional(v.array(v.object({ slug: v.string() }))),
  total: v.optional(v.number()),
  error: v.optional(v.object({ message: v.string() })),
});

async function search(text: string) {
  const response = await apiCall("GET", `/events?search=${encodeURIComponent(text)}`);
  const body = v.parse(SearchAnswerSchema, await response.json());
  return { status: response.status, slugs: body.data?.map((event) => event.slug), total: body.total, error: body.error };
}

test("search ignores accents and case: 'evenement' finds 'événement', 'ZERO DECHET' finds 'zéro déchet'", async () => {
  expect((await search("evenement")).slugs).toEqual(["zero-dechet"]);
  expect((await search("ZERO DECHET")).slugs).toEqual(["zero-dechet"]);
  expect((await search("Événement")).slugs).toEqual(["zero-dechet"]);
});

test("each word is a prefix and every word is required", async () => {
  expect((await search("fres clim")).slugs).toEqual(["fresque"]);
  expect((await search("velo")).slugs).toEqual(["zero-dechet", "velo"]);
  expect((await search("velo balade")).slugs).toEqual(["velo"]);
  expect((await search("climat velo")).slugs).toEqual([]);
});

test("search covers descriptions and every language", async () => {
  expect((await search("reparer")).slugs).toEqual(["zero-dechet"]);
  expect((await search("fresk")).slugs).toEqual(["fresque"]);
});

test("FTS syntax in the visitor's text is taken as words, never as operators, and never fails", async () => {
  for (const text of [
    '"',
    '"fresque',
    "*",
    "fresque*",
    "-climat",
    "fresque -climat",
    "OR",
    "climat OR velo",
    "(",
    "(climat",
    "NEAR(climat velo)",
    "title:fresque",
    "^fresque",
    "a'b",
    "\\",
    "AND NOT",
  ]) {
    const result = await search(text);
    expect(result.status, text).toBe(200);
  }
  expect((await search("fresque -climat")).slugs).toEqual(["fresque"]);
  expect((await search("climat OR velo")).slugs).toEqual([]);
  expect((await search("balade OR")).slugs).toEqual(["velo"]);
  expect((await search("(3 h)")).slugs).toEqual(["fresque"]);
});

test("text with no word at all finds nothing; blank or too long text answers 400 naming search", async () => {
  expect(await search("*** ---")).toMatchObject({ status: 200, slugs: [], total: 0 });
  for (const text of ["   ", "x".repeat(101)]) {
    const result = await search(text);
    expect(result.status).toBe(400);
    expect(result.error?.message).toContain('"search"');
  }
});
