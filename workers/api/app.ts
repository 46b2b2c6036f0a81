import { Hono } from "hono";
import { handleApiError } from "./errors";
import { adminApi } from "./admin";
import { analyticsApi } from "./analytics";
import { authApi } from "./auth";
import { builderProxyApi } from "./builder-proxy";
import { builderSearchApi } from "./builder-search";
import { builderVoteApi } from "./builder-vote";
import { exclusivitiesApi, exclusivityAnalyticsApi } from "./exclusivities";
import { instagramApi } from "./instagram";
import { apiTokensApi } from "./api-tokens";
import { attendApi } from "./attend";
import { calendarApi, calendarSettingsApi } from "./calendar";
import { feedbackApi } from "./feedback";
import { gameApi } from "./game";
import { likesApi } from "./likes";
import { mediaApi } from "./media";
import { eventsApi } from "./events";
import { placesApi } from "./places";
import { hotspotsApi } from "./hotspots";
import { iframesApi } from "./iframes";
import { newsletterApi } from "./newsletter";
import { openApiApi } from "./openapi";
import { organizeAttendeesApi } from "./organize-attendees";
import { organizeInvitationsApi } from "./organize-invitations";
import { createEventApi, organizeEventsApi } from "./organize-events";
import { organizeReadsApi } from "./organize-reads";
import { seoApi } from "./seo";
import { strevdaApi } from "./strevda";
import { taxonomiesApi } from "./taxonomies";
import { ticketsApi } from "./tickets";
import { translationsApi } from "./translations";
import { limitBodies, type OwnLimit } from "../body-limit";
import { deliverMailAfterWrites } from "../mail-delivery";
import { renewSessionCookies, requireSameOrigin } from "./session";
import { uploadApi } from "./upload";
import { usersApi } from "./users";
import { webhooksApi } from "./webhooks";

/** Every API body is at most this size (JSON of a form, a message, a batch of ids), except OWN_LIMITS. */
const API_BODY_MAX_BYTES = 64 * 1024;

/** Routes that take larger bodies and check them next to their handler (413 with their own message). */
const OWN_LIMITS: OwnLimit[] = [
  { method: "POST", path: /^\/api\/v1\/upload\/?$/ }, // images, 5 MB (upload.ts)
  { method: "POST", path: /^\/api\/v1\/events\/cover\/?$/ }, // covers, 5 MB (organize-reads.ts)
  { method: "POST", path: /^\/api\/v1\/events\/?$/ }, // an event in three languages, 512 KB (organize-events.ts)
  { method: "PUT", path: /^\/api\/v1\/events\/[^/]+\/?$/ },
  { method: "*", path: /^\/api\/v1\/admin\// }, // page-builder content, 1 MB (admin-access.ts)
];

export const api = new Hono<{ Bindings: Env }>()
  .use(limitBodies(API_BODY_MAX_BYTES, OWN_LIMITS))
  .use(requireSameOrigin)
  .use(renewSessionCookies)
  .use(deliverMailAfterWrites)
  .route("/", openApiApi)
  .route("/analytics", analyticsApi)
  .route("/analytics", exclusivityAnalyticsApi)
  .route("/exclusivities", exclusivitiesApi)
  .route("/api", instagramApi)
  .route("/events", eventsApi)
  .route("/events", attendApi)
  .route("/events", feedbackApi)
  .route("/events", createEventApi)
  .route("/events/", createEventApi)
  .route("/events", organizeEventsApi)
  .route("/events", organizeReadsApi)
  .route("/events", organizeAttendeesApi)
  .route("/events", organizeInvitationsApi)
  .route("/likes", likesApi)
  .route("/calendar", calendarApi)
  .route("/users/me/calendar", calendarSettingsApi)
  .route("/users/me/tokens", apiTokensApi)
  .route("/users/me/webhooks", webhooksApi)
  .route("/places", placesApi)
  .route("/taxonomies", taxonomiesApi)
  .route("/hotspots", hotspotsApi)
  .route("/translations", translationsApi)
  .route("/seo", seoApi)
  .route("/iframes", iframesApi)
  .route("/auth", authApi)
  .route("/users", newsletterApi)
  .route("/users", usersApi)
  .route("/upload", uploadApi)
  .route("/tickets", ticketsApi)
  .route("/builder", builderSearchApi)
  .route("/builder", builderVoteApi)
  .route("/builder", builderProxyApi)
  .route("/media", mediaApi)
  .route("/admin", adminApi)
  .route("/game", gameApi)
  .route("/strevda", strevdaApi)
  .onError(handleApiError);
