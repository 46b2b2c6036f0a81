import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, expect, test } from "vitest";
import { SEARCH_PLACES_SQL } from "~/features/places/places.db.server";
import { foldPlaceName } from "~/features/places/search-name";
import { errorOf } from "../support/api-answers";
import { getJson } from "../support/api-call";
import { answerProblems } from "../support/api-contract";

type Row = [id: number, name: string, region: string | null, country: string, code: string, zip: string | null, lat: number, lng: number, population: number];

const FIXTURES: Row[] = [
  [100075056, "Paris", "Île-de-France", "France", "FR", "75001", 48.8534, 2.3488, 2103778],
  [4717560, "Paris", "Texas", "États-Unis", "US", null, 33.6609, -95.5555, 24782],
  [100069123, "Lyon", "Auvergne-Rhône-Alpes", "France", "FR", "69001", 45.7485, 4.8467, 519127],
  [100027377, "Lyons-la-Forêt", "Normandie", "France", "FR", "27480", 49.4, 1.48, 741],
  [2660646, "Genève", "Geneva", "Suisse", "CH", null, 46.2022, 6.1457, 183981],
  [100042218, "Saint-Étienne", "Auvergne-Rhône-Alpes", "France", "FR", "42000", 45.4339, 4.39, 173136],
  [100076575, "Saint-Étienne-du-Rouvray", "Normandie", "France", "FR", "76800", 49.3779, 1.105, 28550],
  [3117735, "Madrid", "Madrid", "Espagne", "ES", null, 40.4165, -3.7026, 3255944],
  [100065295, "Madiran", "Occitanie", "France", "FR", "65700", 43.55, -0.06, 515],
  [6077243, "Montréal", "Quebec", "Canada", "CA", null, 45.5088, -73.5878, 1600000],
  [100011254, "Montréal", "Occitanie", "France", "FR", "11290", 43.2, 2.14, 2136],
  [100032286, "Montréal", "Occitanie", "France", "FR", "32250", 43.95, 0.2, 1171],
  [100007161, "Montréal", "Auvergne-Rhône-Alpes", "France", "FR", "07110", 44.5, 4.3, 573],
  [100089272, "Montréal", "Bourgogne-Franche-Comté", "France", "FR", "89420", 47.54, 4.03, 161],
  [100090016, "Bretagne", "Bourgogne-Franche-Comté", "France", "FR", "90130", 47.6, 7.0, 319],
  [1138958, "Kabul", "Kabul", "Afghanistan", "AF", null, 34.5281, 69.1723, 3043532],
];

type Derived = [id: number, name: string, country: string, code: string, population: number, kind: "region" | "country"];

/** Countries (one row per spelling) and regions, as the seed derives them from the places (scripts/seed/places.mjs). */
const DERIVED: Derived[] = [
  [990000100, "France", "France", "FR", 60000000, "country"],
  [990000168, "Espagne", "Espagne", "ES", 34870019, "country"],
  [990000169, "Spain", "Espagne", "ES", 34870019, "country"],
  [990000170, "España", "Espagne", "ES", 34870019, "country"],
  [990000020, "Belgique", "Belgique", "BE", 6000000, "country"],
  [980000015, "Occitanie", "France", "FR", 4000000, "region"],
  [980000053, "Bretagne", "France", "FR", 3449370, "region"],
  [980000300, "Kabul", "Afghanistan", "AF", 3092689, "region"],
];

beforeAll(async () => {
  await env.DB.batch(
    FIXTURES.map(([id, name, ...rest]) =>
      env.DB.prepare(
        "INSERT INTO places (id, name, search_name, region, country, country_code, zip, lat, lng, population) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ).bind(id, name, foldPlaceName(name), ...rest),
    ),
  );
  await env.DB.batch(
    DERIVED.map(([id, name, country, code, population, kind]) =>
      env.DB.prepare(
        "INSERT INTO places (id, name, search_name, region, country, country_code, zip, lat, lng, population, kind) VALUES (?, ?, ?, NULL, ?, ?, NULL, 46, 2, ?, ?)",
      ).bind(id, name, foldPlaceName(name), country, code, population, kind),
    ),
  );
});

const PlacesSchema = v.object({
  data: v.array(v.looseObject({ name: v.string(), country: v.string(), countryCode: v.string(), formattedAddress: v.optional(v.string()) })),
});

/** The places GET /places{path} answers. */
async function found(path: string) {
  return v.parse(PlacesSchema, (await places(path)).body).data;
}

/** GET /places{path}. */
const places = (path: string) => getJson(`/places${path}`);

/** The `name countryCode` of each place GET /places{path} answers, in order. */
async function names(path: string) {
  const { body } = await places(path);
  return v.parse(PlacesSchema, body).data.map((place) => `${place.name} ${place.countryCode}`);
}

test("autocomplete answers {data: [Place]} for an accent-insensitive prefix, cacheable at the edge", async () => {
  const { status, body, headers } = await places("/autocomplete?q=geneve");
  expect(status).toBe(200);
  expect(body.data).toEqual([
    {
      placeId: "gz:2660646",
      name: "Genève",
      formattedAddress: "Genève, Geneva, Suisse",
      city: "Genève",
      region: "Geneva",
      country: "Suisse",
      countryCode: "CH",
      lat: 46.2022,
      lng: 6.1457,
      types: ["locality"],
    },
  ]);
  expect(await answerProblems("GET", "/places/autocomplete?q=geneve", status, body)).toEqual([]);
  expect(headers.get("cache-control")).toContain("s-maxage=3600");
  expect(await names("/autocomplete?q=GEN%C3%88VE")).toEqual(["Genève CH"]);
  expect(await names("/autocomplete?q=Gen")).toEqual(["Genève CH"]);
});

test('"st etienne" finds Saint-Étienne, then the smaller Saint-Étienne-du-Rouvray', async () => {
  expect(await names("/autocomplete?q=st%20etienne")).toEqual(["Saint-Étienne FR", "Saint-Étienne-du-Rouvray FR"]);
  expect(await names("/autocomplete?q=Saint-%C3%89t")).toEqual(["Saint-Étienne FR", "Saint-Étienne-du-Rouvray FR"]);
});

test("the most populated come first, the visitor's home country counting more; an exact name always leads", async () => {
  expect(await names("/autocomplete?q=mad")).toEqual(["Madrid ES", "Madiran FR"]);
  expect(await names("/autocomplete?q=mad&lang=en")).toEqual(["Madrid ES", "Madiran FR"]);
  expect(await names("/autocomplete?q=madrid")).toEqual(["Madrid ES"]);
  expect(await names("/autocomplete?q=paris&lang=es")).toEqual(["Paris FR", "Paris US"]);
  expect(await names("/autocomplete?q=lyon")).toEqual(["Lyon FR", "Lyons-la-Forêt FR"]);
  expect(await names("/autocomplete?q=l&limit=1")).toEqual(["Lyon FR"]);
});

test("countries and regions are found; a country is a country value, in the visitor's language", async () => {
  for (const [query, lang, expected] of [
    ["France", "fr", "France"],
    ["Espagne", "fr", "Espagne"],
    ["spain", "en", "Spain"],
    ["espana", "es", "España"],
    ["Belgique", "fr", "Belgique"],
  ]) {
    expect((await found(`/autocomplete?q=${query}&lang=${lang}`))[0], query).toMatchObject({ name: expected, formattedAddress: expected, types: ["country"] });
  }
  expect((await found("/autocomplete?q=esp"))[0]).toMatchObject({ name: "Espagne", countryCode: "ES", types: ["country"] });
  expect((await found("/autocomplete?q=occitanie"))[0]).toMatchObject({
    formattedAddress: "Occitanie (région), France",
    types: ["administrative_area_level_1"],
  });
});

test('"Bretagne" is the region first, labelled as a region; the village of that name comes after, labelled as a town', async () => {
  const bretagne = await found("/autocomplete?q=bretagne");
  expect(bretagne.map((place) => place.formattedAddress).slice(0, 2)).toEqual(["Bretagne (région), France", "Bretagne, France"]);
  expect(bretagne[1]).toMatchObject({ types: ["locality"] });
  expect((await found("/autocomplete?q=kabul"))[0]).toMatchObject({ name: "Kabul", types: ["locality"] });
});

test('"Montréal" gives Montréal, Canada first, and the French villages once', async () => {
  const montreal = await found("/autocomplete?q=montreal");
  expect(montreal.map((place) => place.formattedAddress)).toEqual(["Montréal, Quebec, Canada", "Montréal, France"]);
  expect(montreal[1]).toMatchObject({ zipCode: "11290" });
});

test("country names follow the language; punctuation alone finds nothing", async () => {
  const { body } = await places("/autocomplete?q=gen&lang=en");
  expect(v.parse(PlacesSchema, body).data[0]?.country).toBe("Switzerland");
  expect((await places("/autocomplete?q=-'")).body).toEqual({ data: [] });
});

test("the prefix search reads the places_by_name index over a range", async () => {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${SEARCH_PLACES_SQL}`).bind("lyo", "lyp", "FR", 8).all<{ detail: string }>();
  const plan = results.map((step) => step.detail).join("\n");
  expect(plan).toContain("SEARCH places USING INDEX places_by_name (search_name>? AND search_name<?)");
  expect(plan).not.toMatch(/SCAN places/);
});

test("bad autocomplete parameters answer 400 naming the parameter", async () => {
  for (const query of ["", "?q=", "?q=%20%20", "?q=lyon&limit=0", "?q=lyon&limit=21", "?q=lyon&lang=de", `?q=${"a".repeat(101)}`]) {
    const { status, body } = await places(`/autocomplete${query}`);
    expect(status, query).toBe(400);
    expect(errorOf(body).code).toBe("invalid_parameter");
  }
  const { body } = await places("/autocomplete?q=lyon&limit=abc");
  expect(errorOf(body).message).toContain('"limit"');
});

test("GET /places/{placeId} answers one Place; unknown ids 404, malformed ids 400", async () => {
  const lyon = await places("/gz:100069123");
  expect(lyon.status).toBe(200);
  expect(lyon.body).toMatchObject({ placeId: "gz:100069123", name: "Lyon", zipCode: "69001", lat: 45.7485, lng: 4.8467 });
  expect(lyon.headers.get("cache-control")).toContain("s-maxage");
  expect((await places("/gz%3A2660646?lang=es")).body).toMatchObject({ name: "Genève", country: "Suiza" });
  const unknown = await places("/gz:999");
  expect(unknown.status).toBe(404);
  expect(errorOf(unknown.body).code).toBe("place_not_found");
  // Without PLACES_API_KEY there is no Google Places to ask.
  expect((await places("/ChIJl4foalHq9EcR8CG75CqrCAQ")).status).toBe(404);
  expect((await places("/not%20an%20id")).status).toBe(400);
  expect((await places("/gz:1?lang=xx")).status).toBe(400);
});
