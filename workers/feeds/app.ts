import { Hono } from "hono";
import { handleApiError } from "../api/errors";
import { eventCalendar } from "./event-calendar";
import { listingFeeds } from "./listing-feeds";
import { robots } from "./robots";
import { sitemap } from "./sitemap";

/** Machine-readable views of public pages: robots.txt, sitemap, event .ics files, iCalendar and RSS feeds of listings. */
export const feeds = new Hono<{ Bindings: Env }>()
  .route("/", robots)
  .route("/", sitemap)
  .route("/", eventCalendar)
  .route("/", listingFeeds)
  .onError(handleApiError);
