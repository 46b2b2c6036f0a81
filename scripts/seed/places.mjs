// Rows of the `places` table (the local places-autocomplete gazetteer) from data/places.tsv.gz, which
// scripts/gazetteer.mjs builds. The file is read once per process: the rows are the same on every call.

import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const DATA_FILE = new URL("../../data/places.tsv.gz", import.meta.url);
const NUMBERS = new Set(["id", "lat", "lng", "population"]);
const OPTIONAL = new Set(["region", "zip"]);

let cached;

/** Every gazetteer place as a row object with the columns of table `places`, in id order. */
export function placeRows() {
  cached ??= parse(gunzipSync(readFileSync(DATA_FILE)).toString("utf8"));
  return cached;
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
