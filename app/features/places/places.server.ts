import type { Lang } from "~/i18n/locale";
import { createGooglePlaces, type Fetch } from "./google-places.server";
import { getPlaceRow, searchPlaces } from "./places.db.server";
import { GAZETTEER_PREFIX, type Place, type PlaceAutocompleteQuery, type PlaceRow } from "./places.schema";

/**
 * An answer of the places service. `shareable`: an edge cache may keep it for every visitor (the local
 * gazetteer's answers); Google's terms forbid caching their content, so theirs are not.
 */
export type PlacesAnswer<T> = { value: T; shareable: boolean };

export type PlacesService = {
  autocomplete(query: PlaceAutocompleteQuery): Promise<PlacesAnswer<Place[]>>;
  details(placeId: string, lang: Lang): Promise<PlacesAnswer<Place | null>>;
};

/**
 * Places autocomplete: the local gazetteer in D1 by default, Google Places when an API key is set.
 * Gazetteer ids ("gz:…") always resolve locally, so places saved before a key was set keep working.
 */
export function createPlacesService({ db, apiKey, fetch }: { db: D1Database; apiKey: string; fetch: Fetch }): PlacesService {
  const google = apiKey === "" ? null : createGooglePlaces({ apiKey, fetch });
  return {
    async autocomplete(query) {
      if (google) return { value: await google.autocomplete(query), shareable: false };
      // Read more than asked: places with the same label ("Montréal, France" four times) count once.
      const rows = await searchPlaces(db, { ...query, limit: Math.min(query.limit * 3, 60) });
      return { value: distinctPlaces(rows.map((row) => placeFromRow(row, query.lang))).slice(0, query.limit), shareable: true };
    },
    async details(placeId, lang) {
      if (placeId.startsWith(GAZETTEER_PREFIX)) {
        const row = await getPlaceRow(db, Number(placeId.slice(GAZETTEER_PREFIX.length)));
        return { value: row && placeFromRow(row, lang), shareable: true };
      }
      if (google) return { value: await google.details(placeId, lang), shareable: false };
      return { value: null, shareable: true };
    },
  };
}

const countryNames = new Map<Lang, Intl.DisplayNames>();

/** Country names are stored in French; other languages get theirs from the runtime's CLDR data. */
function countryName(row: PlaceRow, lang: Lang): string {
  if (lang === "fr") return row.country;
  let names = countryNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
    countryNames.set(lang, names);
  }
  return names.of(row.country_code) ?? row.country;
}

/** The first (best ranked) of the places that read the same. */
function distinctPlaces(places: Place[]): Place[] {
  const seen = new Set<string>();
  return places.filter((place) => {
    const label = place.formattedAddress ?? "";
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/** How a region is labelled, so that it never reads like a town of the same name ('Bretagne (région), France'). */
const REGION_LABEL: Record<Lang, string> = { fr: "région", en: "region", es: "región" };

/**
 * A gazetteer row as a spec Place value (§3): "Lyon, France" (a French commune's postal code is in
 * zipCode: "69001" alone would be misleading for a city with several), "Portland, Oregon, États-Unis";
 * a region "Occitanie (région), France"; a country "Espagne" (types ["country"]: the listing filters by its code).
 */
export function placeFromRow(row: PlaceRow, lang: Lang): Place {
  const country = countryName(row, lang);
  const common = { placeId: `${GAZETTEER_PREFIX}${row.id}`, country, countryCode: row.country_code, lat: row.lat, lng: row.lng };
  if (row.kind === "country") return { ...common, name: country, formattedAddress: country, types: ["country"] };
  if (row.kind === "region")
    return {
      ...common,
      name: row.name,
      formattedAddress: `${row.name} (${REGION_LABEL[lang]}), ${country}`,
      region: row.name,
      types: ["administrative_area_level_1"],
    };
  const formattedAddress = [row.name, row.country_code === "FR" ? null : row.region, country].filter(Boolean).join(", ");
  return {
    ...common,
    name: row.name,
    formattedAddress,
    city: row.name,
    region: row.region ?? undefined,
    zipCode: row.zip ?? undefined,
    types: ["locality"],
  };
}
