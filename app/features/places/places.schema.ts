import * as v from "valibot";
import { QueryInteger } from "~/lib/query-integer.schema";
import { UserText } from "~/lib/user-text.schema";
import { LANGS } from "~/i18n/locale";

/** A place: an event's venue, a member's address. */
export const PlaceSchema = v.object({
  formattedAddress: v.optional(v.string()),
  city: v.optional(v.string()),
  country: v.optional(v.string()),
  countryCode: v.optional(v.string()),
  placeId: v.optional(v.string()),
  region: v.optional(v.string()),
  zipCode: v.optional(v.string()),
  lat: v.optional(v.number()),
  lng: v.optional(v.number()),
  name: v.optional(v.string()),
  types: v.optional(v.array(v.string())),
  visio: v.optional(v.boolean()),
});
export type Place = v.InferOutput<typeof PlaceSchema>;

/** At most this many place types (Google's `types`) in a place that a person sends. */
export const PLACE_TYPES_MAX = 20;

/**
 * A place as a client sends it (a profile's address, an event's venue): PlaceSchema's fields, each bounded,
 * with user-written text rules (app/lib/user-text.schema.ts). Rows are still read with PlaceSchema, so a
 * place stored before these limits stays readable.
 */
export const PlaceInputSchema = v.object({
  formattedAddress: v.optional(UserText(300)),
  city: v.optional(UserText(200)),
  country: v.optional(UserText(100)),
  countryCode: v.optional(UserText(8)),
  placeId: v.optional(UserText(500)),
  region: v.optional(UserText(200)),
  zipCode: v.optional(UserText(20)),
  lat: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  lng: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  name: v.optional(UserText(200)),
  types: v.optional(v.pipe(v.array(UserText(100)), v.maxLength(PLACE_TYPES_MAX, "form.tooLong"))),
  visio: v.optional(v.boolean()),
});

/** Place ids of the local gazetteer: "gz:" and the row id of table `places`. */
export const GAZETTEER_PREFIX = "gz:";

/** GET /places/autocomplete query, every value a string as in a URL. */
export const PlaceAutocompleteQuerySchema = v.object({
  q: v.pipe(UserText(100), v.minLength(1, "must not be empty")),
  lang: v.optional(v.picklist(LANGS), "fr"),
  limit: v.optional(QueryInteger(1, 20), "8"),
});
export type PlaceAutocompleteQuery = v.InferOutput<typeof PlaceAutocompleteQuerySchema>;

/** GET /places/{placeId}: a gazetteer id ("gz:69123") or a Google place id. */
export const PlaceIdSchema = v.pipe(
  v.string(),
  v.regex(/^(gz:\d{1,12}|[A-Za-z0-9_-]{10,500})$/, 'must be a gazetteer id ("gz:<number>") or a Google place id'),
);

export const PlaceDetailsQuerySchema = v.object({
  lang: v.optional(v.picklist(LANGS), "fr"),
});

/** A row of table `places`, as D1 returns it. */
export const PlaceRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  region: v.nullable(v.string()),
  country: v.string(),
  country_code: v.string(),
  zip: v.nullable(v.string()),
  lat: v.number(),
  lng: v.number(),
  population: v.number(),
  kind: v.picklist(["locality", "region", "country"]),
});
export type PlaceRow = v.InferOutput<typeof PlaceRowSchema>;
