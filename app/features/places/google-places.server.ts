import * as v from "valibot";
import type { Lang } from "~/i18n/locale";
import type { Place } from "./places.schema";

/** Google Places API (New): Autocomplete (New) and Place Details (New), called with fetch. */
const API_BASE = "https://places.googleapis.com/v1";
const DETAILS_FIELDS = "id,displayName,formattedAddress,location,addressComponents,types";

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Google Places could not answer (network, quota, key, unexpected answer): the API answers 502. */
export class PlacesServiceError extends Error {
  override readonly name = "PlacesServiceError";
}

const TextSchema = v.object({ text: v.string() });

const AutocompleteResponseSchema = v.object({
  suggestions: v.optional(
    v.array(
      v.object({
        placePrediction: v.optional(
          v.object({
            placeId: v.string(),
            text: TextSchema,
            structuredFormat: v.optional(v.object({ mainText: TextSchema })),
            types: v.optional(v.array(v.string())),
          }),
        ),
      }),
    ),
    [],
  ),
});

const DetailsResponseSchema = v.object({
  id: v.string(),
  displayName: v.optional(TextSchema),
  formattedAddress: v.optional(v.string()),
  location: v.optional(v.object({ latitude: v.number(), longitude: v.number() })),
  addressComponents: v.optional(v.array(v.object({ longText: v.string(), shortText: v.optional(v.string()), types: v.array(v.string()) })), []),
  types: v.optional(v.array(v.string())),
});
type Details = v.InferOutput<typeof DetailsResponseSchema>;

export function createGooglePlaces({ apiKey, fetch }: { apiKey: string; fetch: Fetch }) {
  /** The JSON body of a successful answer, or null for an unknown place (404). */
  async function send(url: string, init: RequestInit, fieldMask?: string): Promise<unknown> {
    const headers: Record<string, string> = { "X-Goog-Api-Key": apiKey, Accept: "application/json" };
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    if (fieldMask) headers["X-Goog-FieldMask"] = fieldMask;
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers });
    } catch (error) {
      throw new PlacesServiceError("Google Places could not be reached.", { cause: error });
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new PlacesServiceError(`Google Places answered ${response.status}.`);
    try {
      return await response.json();
    } catch (error) {
      throw new PlacesServiceError("Google Places answered invalid JSON.", { cause: error });
    }
  }

  function parse<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
    const result = v.safeParse(schema, body);
    if (!result.success) throw new PlacesServiceError(`Unexpected Google Places answer: ${result.issues[0].message}`);
    return result.output;
  }

  return {
    /** Predictions without coordinates: a selected one is completed by `details`. */
    async autocomplete(query: { q: string; lang: Lang; limit: number }): Promise<Place[]> {
      const body = await send(`${API_BASE}/places:autocomplete`, {
        method: "POST",
        body: JSON.stringify({ input: query.q, languageCode: query.lang }),
      });
      const { suggestions } = parse(AutocompleteResponseSchema, body);
      return suggestions
        .flatMap(({ placePrediction }) => (placePrediction ? [placePrediction] : []))
        .slice(0, query.limit)
        .map((prediction) => ({
          placeId: prediction.placeId,
          name: prediction.structuredFormat?.mainText.text ?? prediction.text.text,
          formattedAddress: prediction.text.text,
          types: prediction.types,
        }));
    },

    async details(placeId: string, lang: Lang): Promise<Place | null> {
      const url = `${API_BASE}/places/${encodeURIComponent(placeId)}?languageCode=${lang}`;
      const body = await send(url, { method: "GET" }, DETAILS_FIELDS);
      return body === null ? null : placeFromDetails(parse(DetailsResponseSchema, body));
    },
  };
}

function placeFromDetails(details: Details): Place {
  const component = (type: string) => details.addressComponents.find((c) => c.types.includes(type));
  const city = component("locality") ?? component("postal_town");
  const country = component("country");
  return {
    placeId: details.id,
    name: details.displayName?.text ?? city?.longText,
    formattedAddress: details.formattedAddress,
    city: city?.longText,
    region: component("administrative_area_level_1")?.longText,
    zipCode: component("postal_code")?.longText,
    country: country?.longText,
    countryCode: country?.shortText,
    lat: details.location?.latitude,
    lng: details.location?.longitude,
    types: details.types,
  };
}
