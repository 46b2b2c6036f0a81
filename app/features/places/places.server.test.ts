import { expect, test } from "vitest";
import { placeFromRow } from "./places.server";
import type { PlaceRow } from "./places.schema";

const lyon: PlaceRow = {
  id: 100069123,
  name: "Lyon",
  region: "Auvergne-Rhône-Alpes",
  country: "France",
  country_code: "FR",
  zip: "69001",
  lat: 45.7485,
  lng: 4.8467,
  population: 519127,
  kind: "locality",
};
const portland: PlaceRow = {
  id: 5746545,
  name: "Portland",
  region: "Oregon",
  country: "États-Unis",
  country_code: "US",
  zip: null,
  lat: 45.5234,
  lng: -122.6762,
  population: 632309,
  kind: "locality",
};

test("a gazetteer row becomes a spec Place value with a stable gz: id", () => {
  expect(placeFromRow(lyon, "fr")).toEqual({
    placeId: "gz:100069123",
    name: "Lyon",
    formattedAddress: "Lyon, France",
    city: "Lyon",
    region: "Auvergne-Rhône-Alpes",
    zipCode: "69001",
    country: "France",
    countryCode: "FR",
    lat: 45.7485,
    lng: 4.8467,
    types: ["locality"],
  });
});

test("cities abroad name their region; the country is named in the visitor's language", () => {
  expect(placeFromRow(portland, "fr").formattedAddress).toBe("Portland, Oregon, États-Unis");
  expect(placeFromRow(portland, "fr").zipCode).toBeUndefined();
  expect(placeFromRow(portland, "en")).toMatchObject({ country: "United States", formattedAddress: "Portland, Oregon, United States" });
  expect(placeFromRow(lyon, "es").country).toBe("Francia");
});

test("a country is found as a country, named in the visitor's language; a region names its country", () => {
  const spain: PlaceRow = { ...lyon, id: 990000168, name: "Espagne", region: null, country: "Espagne", country_code: "ES", zip: null, kind: "country" };
  expect(placeFromRow(spain, "fr")).toEqual({
    placeId: "gz:990000168",
    name: "Espagne",
    formattedAddress: "Espagne",
    country: "Espagne",
    countryCode: "ES",
    lat: 45.7485,
    lng: 4.8467,
    types: ["country"],
  });
  expect(placeFromRow(spain, "es")).toMatchObject({ name: "España", formattedAddress: "España" });
  const occitanie: PlaceRow = { ...lyon, id: 980000015, name: "Occitanie", region: null, zip: null, kind: "region" };
  expect(placeFromRow(occitanie, "en")).toMatchObject({
    formattedAddress: "Occitanie (region), France",
    region: "Occitanie",
    types: ["administrative_area_level_1"],
  });
  expect(placeFromRow(occitanie, "fr").formattedAddress).toBe("Occitanie (région), France");
});
