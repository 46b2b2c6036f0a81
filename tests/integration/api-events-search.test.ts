import { exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { createEvent } from "../factories/events";

beforeAll(async () => {
  await createEvent({
    slug: "zero-dechet",
    title: "Un événement zéro déchet",
    startDate: "2030-02-01T18:00:00.000Z",
    description: "Apprendre à réparer son vélo et à composter.",
  });
  await createEvent({
    slug: "fresque",
    title: "Fresque du Climat",
    startDate: "2030-02-02T18:00:00.000Z",
    description: "Un atelier collaboratif (3 h) sur le climat.",
    translations: { en: "Climate Fresk" },
  });
  await createEvent({ slug: "velo", title: "Balade à vélo", startDate: "2030-02-03T18:00:00.000Z", description: "Organiser une balade OR une sortie." });
  await createEvent({ slug: "brouillon", title: "Événement brouillon", startDate: "2030-02-04T18:00:00.000Z", status: "draft" });
});

async function search(text: string) {
  const response = await exports.default.fetch(`http://localhost/api/v1/events?search=${encodeURIComponent(text)}`);
  const body = (await response.json()) as { data?: { slug: string }[]; total?: number; error?: { message: string } };
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
