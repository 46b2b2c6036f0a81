import { Hono, type Context } from "hono";
import * as v from "valibot";
import { getEnv } from "~/env.server";
import { PlacesServiceError } from "~/features/places/google-places.server";
import { PlaceAutocompleteQuerySchema, PlaceDetailsQuerySchema, PlaceIdSchema } from "~/features/places/places.schema";
import { createPlacesService, type PlacesAnswer } from "~/features/places/places.server";
import { publicCache } from "./cache-headers";
import { apiError } from "./errors";
import { parseQuery } from "./query";

type PlacesContext = Context<{ Bindings: Env }>;

function placesService(c: PlacesContext) {
  return createPlacesService({
    db: c.env.DB,
    apiKey: getEnv(c.env).PLACES_API_KEY,
    fetch: (url, init) => fetch(url, init), // detached: workerd rejects fetch called as a method
  });
}

/** Waits for the places service; Google failing answers 502 instead of a bare 500. */
async function answerOf<T>(c: PlacesContext, pending: Promise<PlacesAnswer<T>>): Promise<T> {
  let answer: PlacesAnswer<T>;
  try {
    answer = await pending;
  } catch (error) {
    if (error instanceof PlacesServiceError) throw apiError(502, "places_unavailable", error.message);
    throw error;
  }
  if (answer.shareable) publicCache(c, 3600);
  else c.header("Cache-Control", "private, no-store");
  return answer.value;
}

export const placesApi = new Hono<{ Bindings: Env }>()
  .get("/autocomplete", async (c) => {
    const query = parseQuery(c, PlaceAutocompleteQuerySchema);
    return c.json({ data: await answerOf(c, placesService(c).autocomplete(query)) });
  })
  .get("/:placeId", async (c) => {
    const id = v.safeParse(PlaceIdSchema, c.req.param("placeId"));
    if (!id.success) throw apiError(400, "invalid_parameter", `Invalid place id: ${id.issues[0].message}`);
    const { lang } = parseQuery(c, PlaceDetailsQuerySchema);
    const place = await answerOf(c, placesService(c).details(id.output, lang));
    if (!place) throw apiError(404, "place_not_found", `No place with id "${id.output}".`);
    return c.json(place);
  });
