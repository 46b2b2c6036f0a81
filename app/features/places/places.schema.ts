import * as v from "valibot";
import { QueryInteger } from "~/lib/query-integer.schema";
import { UserText } from "~/lib/user-text.schema";
import { LANGS } from "~/features/events/events.schema";

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
