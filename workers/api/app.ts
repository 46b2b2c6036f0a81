import { Hono } from "hono";
import { handleApiError } from "./errors";
import { analyticsApi } from "./analytics";
import { eventsApi } from "./events";

export const api = new Hono<{ Bindings: Env }>()
  .route("/analytics", analyticsApi)
  .route("/events", eventsApi)
  .onError(handleApiError);
