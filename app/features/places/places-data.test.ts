/// <reference types="node" />
// These tests run in Node (vitest's unit project): they check interop with node:crypto and read the data file.
import { readFileSync, statSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { DEFAULT_SUGGESTIONS } from "#machines/location-picker/location-picker.machine";
import { placeFromRow } from "./places.server";
import { foldPlaceName } from "./search-name";

// data/places.tsv.gz, built by scripts/gazetteer.mjs and loaded into D1 by the seed.
const file = new URL("../../../data/places.tsv.gz", import.meta.url);
const [header = "", ...lines] = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
const rows = lines.map((line) => Object.fromEntries(line.split("\t").map((value, i) => [header.split("\t")[i], value])));

test("the data file is small and holds every French commune and the world's cities", () => {
  expect(statSync(file).size).toBeLessThan(3 * 1024 * 1024);
  expect(header).toBe("id\tname\tsearch_name\tregion\tcountry\tcountry_code\tzip\tlat\tlng\tpopulation");
  const french = rows.filter((row) => row.country_code === "FR");
  expect(french.length).toBeGreaterThan(34_000);
  expect(french.every((row) => /^\d{5}$/.test(row.zip ?? ""))).toBe(true);
  expect(rows.length - french.length).toBeGreaterThan(20_000);
  expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
});

test("every stored search name is the name folded by the app's foldPlaceName", () => {
  const mismatches = rows.filter((row) => foldPlaceName(row.name ?? "") !== row.search_name);
  expect(mismatches.slice(0, 5)).toEqual([]);
});

test("the picker's default suggestions are the gazetteer's Paris and Lyon", () => {
  for (const suggestion of DEFAULT_SUGGESTIONS) {
    const row = rows.find((r) => `gz:${r.id}` === suggestion.placeId);
    expect(row).toBeDefined();
    const place = placeFromRow(
      {
        id: Number(row?.id),
        name: row?.name ?? "",
        region: row?.region || null,
        country: row?.country ?? "",
        country_code: row?.country_code ?? "",
        zip: row?.zip || null,
        lat: Number(row?.lat),
        lng: Number(row?.lng),
        population: Number(row?.population),
        kind: "locality",
      },
      "fr",
    );
    expect(place).toEqual(suggestion);
  }
});
