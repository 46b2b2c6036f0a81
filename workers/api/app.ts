import { Hono } from "hono";
import { handleApiError } from "./errors";
import { analyticsApi } from "./analytics";
import { eventsApi } from "./events";
import { placesApi } from "./places";
import { hotspotsApi } from "./hotspots";
import { iframesApi } from "./iframes";
import { newsletterApi } from "./newsletter";
import { seoApi } from "./seo";
import { taxonomiesApi } from "./taxonomies";
import { translationsApi } from "./translations";

export const api = new Hono<{ Bindings: Env }>()
  .route("/analytics", analyticsApi)
  .route("/events", eventsApi)
  .route("/places", placesApi)
  .route("/taxonomies", taxonomiesApi)
  .route("/hotspots", hotspotsApi)
  .route("/translations", translationsApi)
  .route("/seo", seoApi)
  .route("/iframes", iframesApi)
  .route("/users", newsletterApi)
  .onError(handleApiError);
