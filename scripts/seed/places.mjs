// Rows of the `places` table (the local places-autocomplete gazetteer): the cities and communes of
// data/places.tsv.gz (built by scripts/gazetteer.mjs), plus the countries and regions they belong to, so a
// visitor can pick "Espagne" or "Occitanie" (docs/architecture.md §3). The file is read once per process.

import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { foldPlaceName } from "./fold-name.mjs";

const DATA_FILE = new URL("../../data/places.tsv.gz", import.meta.url);
const NUMBERS = new Set(["id", "lat", "lng", "population"]);
const OPTIONAL = new Set(["region", "zip"]);
/** Ids of the derived rows, above every GeoNames and INSEE id. */
const REGION_IDS = 980_000_000;
const COUNTRY_IDS = 990_000_000;
/** A country is found by its name in each language of the site. */
const NAME_LANGS = ["fr", "en", "es"];

let cached;

/** Every gazetteer place as a row object with the columns of table `places`, in id order. */
export function placeRows() {
  if (!cached) {
    const cities = parse(gunzipSync(readFileSync(DATA_FILE)).toString("utf8")).map((row) => ({ ...row, kind: "locality" }));
    cached = [...cities, ...regionRows(cities), ...countryRows(cities)];
  }
  return cached;
}

/** Where a group of places is: the centre of its places weighted by population, 4 decimals. */
function centre(rows) {
  const weight = rows.reduce((sum, row) => sum + Math.max(row.population, 1), 0);
  const mean = (key) => Math.round((rows.reduce((sum, row) => sum + row[key] * Math.max(row.population, 1), 0) / weight) * 10_000) / 10_000;
  return { lat: mean("lat"), lng: mean("lng"), population: rows.reduce((sum, row) => sum + row.population, 0) };
}

function groupBy(rows, key) {
  const groups = new Map();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function regionRows(cities) {
  return groupBy(cities, (row) => (row.region ? `${row.country_code}\t${row.region}` : null)).map(([, rows], i) => ({
    id: REGION_IDS + i,
    name: rows[0].region,
    search_name: foldPlaceName(rows[0].region),
    region: null,
    country: rows[0].country,
    country_code: rows[0].country_code,
    zip: null,
    ...centre(rows),
    kind: "region",
  }));
}

function countryRows(cities) {
  const names = Object.fromEntries(NAME_LANGS.map((lang) => [lang, new Intl.DisplayNames([lang], { type: "region", fallback: "none" })]));
  return groupBy(cities, (row) => row.country_code).flatMap(([code, rows], i) => {
    const spelled = NAME_LANGS.map((lang) => (lang === "fr" ? rows[0].country : (names[lang].of(code) ?? rows[0].country)));
    const unique = [...new Map(spelled.map((name) => [foldPlaceName(name), name])).entries()];
    return unique.map(([searchName, name], j) => ({
      id: COUNTRY_IDS + i * NAME_LANGS.length + j,
      name,
      search_name: searchName,
      region: null,
      country: rows[0].country,
      country_code: code,
      zip: null,
      ...centre(rows),
      kind: "country",
    }));
  });
}

function parse(text) {
  const [header, ...lines] = text.trimEnd().split("\n");
  const columns = header.split("\t");
  return lines.map((line) => {
    const values = line.split("\t");
    if (values.length !== columns.length) throw new Error(`places data: expected ${columns.length} columns in "${line}"`);
    return Object.fromEntries(columns.map((column, i) => [column, cell(column, values[i])]));
  });
}

function cell(column, text) {
  if (NUMBERS.has(column)) {
    const value = Number(text);
    if (text === "" || !Number.isFinite(value)) throw new Error(`places data: ${column} "${text}" is not a number`);
    return value;
  }
  return text === "" && OPTIONAL.has(column) ? null : text;
}
