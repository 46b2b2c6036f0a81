import { expect, test } from "vitest";
import { createGooglePlaces, PlacesServiceError, type Fetch } from "./google-places.server";

type Call = { url: string; init: RequestInit };

/** A Google Places stand-in: records each request and answers with the given status and JSON. */
function fakeFetch(status: number, body: unknown): { fetch: Fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: Fetch = async (url, init) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };
  return { fetch, calls };
}

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

const autocompleteAnswer = {
  suggestions: [
    {
      placePrediction: {
        place: "places/ChIJl4foalHq9EcR8CG75CqrCAQ",
        placeId: "ChIJl4foalHq9EcR8CG75CqrCAQ",
        text: { text: "Lyon, France", matches: [{ endOffset: 4 }] },
        structuredFormat: { mainText: { text: "Lyon" }, secondaryText: { text: "France" } },
        types: ["locality", "political", "geocode"],
      },
    },
    { queryPrediction: { text: { text: "lyon restaurants" } } },
    {
      placePrediction: {
        placeId: "ChIJ-lyon-part-dieu",
        text: { text: "Gare de Lyon Part-Dieu, Lyon, France" },
        types: ["train_station"],
      },
    },
  ],
};

const detailsAnswer = {
  id: "ChIJl4foalHq9EcR8CG75CqrCAQ",
  types: ["locality", "political"],
  formattedAddress: "Lyon, France",
  displayName: { text: "Lyon", languageCode: "fr" },
  location: { latitude: 45.764043, longitude: 4.835659 },
  addressComponents: [
    { longText: "Lyon", shortText: "Lyon", types: ["locality", "political"], languageCode: "fr" },
    { longText: "Rhône", shortText: "Rhône", types: ["administrative_area_level_2", "political"] },
    { longText: "Auvergne-Rhône-Alpes", shortText: "ARA", types: ["administrative_area_level_1", "political"] },
    { longText: "France", shortText: "FR", types: ["country", "political"] },
    { longText: "69001", shortText: "69001", types: ["postal_code"] },
  ],
};

test("autocomplete posts the input to Places API (New) with the key, and maps place predictions", async () => {
  const { fetch, calls } = fakeFetch(200, autocompleteAnswer);
  const places = await createGooglePlaces({ apiKey: "key-123", fetch }).autocomplete({ q: "lyon", lang: "fr", limit: 8 });
  expect(calls).toHaveLength(1);
  expect(calls[0]?.url).toBe("https://places.googleapis.com/v1/places:autocomplete");
  expect(calls[0]?.init.method).toBe("POST");
  expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ input: "lyon", languageCode: "fr" });
  expect(headersOf(calls[0]).get("X-Goog-Api-Key")).toBe("key-123");
  expect(headersOf(calls[0]).get("Content-Type")).toBe("application/json");
  expect(places).toEqual([
    { placeId: "ChIJl4foalHq9EcR8CG75CqrCAQ", name: "Lyon", formattedAddress: "Lyon, France", types: ["locality", "political", "geocode"] },
    {
      placeId: "ChIJ-lyon-part-dieu",
      name: "Gare de Lyon Part-Dieu, Lyon, France",
      formattedAddress: "Gare de Lyon Part-Dieu, Lyon, France",
      types: ["train_station"],
    },
  ]);
});

test("autocomplete keeps at most `limit` predictions and answers [] when Google has none", async () => {
  const limited = await createGooglePlaces({ apiKey: "k", fetch: fakeFetch(200, autocompleteAnswer).fetch }).autocomplete({ q: "lyon", lang: "en", limit: 1 });
  expect(limited.map((place) => place.name)).toEqual(["Lyon"]);
  const none = await createGooglePlaces({ apiKey: "k", fetch: fakeFetch(200, {}).fetch }).autocomplete({ q: "zzz", lang: "fr", limit: 8 });
  expect(none).toEqual([]);
});

test("details asks for the needed fields only and maps address components to a Place", async () => {
  const { fetch, calls } = fakeFetch(200, detailsAnswer);
  const place = await createGooglePlaces({ apiKey: "key-123", fetch }).details("ChIJl4foalHq9EcR8CG75CqrCAQ", "es");
  expect(calls[0]?.url).toBe("https://places.googleapis.com/v1/places/ChIJl4foalHq9EcR8CG75CqrCAQ?languageCode=es");
  expect(calls[0]?.init.method).toBe("GET");
  expect(headersOf(calls[0]).get("X-Goog-FieldMask")).toBe("id,displayName,formattedAddress,location,addressComponents,types");
  expect(headersOf(calls[0]).get("X-Goog-Api-Key")).toBe("key-123");
  expect(place).toEqual({
    placeId: "ChIJl4foalHq9EcR8CG75CqrCAQ",
    name: "Lyon",
    formattedAddress: "Lyon, France",
    city: "Lyon",
    region: "Auvergne-Rhône-Alpes",
    zipCode: "69001",
    country: "France",
    countryCode: "FR",
    lat: 45.764043,
    lng: 4.835659,
    types: ["locality", "political"],
  });
});

test("details of an unknown place is null", async () => {
  const answer = { error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" } };
  expect(await createGooglePlaces({ apiKey: "k", fetch: fakeFetch(404, answer).fetch }).details("ChIJunknown-place", "fr")).toBeNull();
});

test("Google errors, unreachable network and unexpected answers become PlacesServiceError", async () => {
  const denied = createGooglePlaces({ apiKey: "bad", fetch: fakeFetch(403, { error: { code: 403, status: "PERMISSION_DENIED" } }).fetch });
  await expect(denied.autocomplete({ q: "lyon", lang: "fr", limit: 8 })).rejects.toThrow(PlacesServiceError);
  await expect(denied.details("ChIJl4foalHq9EcR8CG75CqrCAQ", "fr")).rejects.toThrow("Google Places answered 403.");
  const offline = createGooglePlaces({
    apiKey: "k",
    fetch: async () => {
      throw new TypeError("fetch failed");
    },
  });
  await expect(offline.autocomplete({ q: "lyon", lang: "fr", limit: 8 })).rejects.toThrow("Google Places could not be reached.");
  const odd = createGooglePlaces({ apiKey: "k", fetch: fakeFetch(200, { suggestions: "nope" }).fetch });
  await expect(odd.autocomplete({ q: "lyon", lang: "fr", limit: 8 })).rejects.toThrow(PlacesServiceError);
  const garbled = createGooglePlaces({ apiKey: "k", fetch: async () => new Response("<html>", { status: 200 }) });
  await expect(garbled.details("ChIJl4foalHq9EcR8CG75CqrCAQ", "fr")).rejects.toThrow("Google Places answered invalid JSON.");
});
