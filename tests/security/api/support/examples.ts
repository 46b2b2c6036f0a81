import { eventInput } from "../../../factories/organized-events";
import type { World } from "./world";

/**
 * A valid body for the routes whose body has fields to probe one at a time (docs/product.md §7): each field
 * in turn, and each field of an object field, is replaced by every hostile value of the corpus while the rest
 * stays valid, so the probe reaches the field's own rule. A route without an example is still probed with the
 * whole-body cases.
 */
export const EXAMPLE_ROUTES = [
  "POST /analytics/events",
  "POST /analytics/exclusivity",
  "POST /exclusivities/match",
  "POST /exclusivities/:id/leads",
  "POST /events/attend/:id",
  "POST /events/subscribe-attend/:id",
  "POST /events/waitlist/:id",
  "POST /events/feedback/:id",
  "POST /events",
  "PUT /events/:id",
  "POST /events/:id/coorganizer",
  "POST /events/checkin/:id",
  "POST /events/checkout/:id",
  "POST /events/batch/:id",
  "POST /events/contact/:id",
  "POST /likes/events",
  "POST /likes",
  "DELETE /likes",
  "POST /auth/local",
  "POST /auth/login-link",
  "POST /auth/local/token",
  "POST /auth/logout",
  "POST /users/subscribe-nl",
  "POST /users/subscribe-nl-spot",
  "POST /users/exists",
  "POST /users/register/events",
  "POST /users/lost-password/events",
  "POST /users/resend-activation",
  "POST /users/check-token",
  "POST /users/reset-password",
  "POST /users/activate",
  "POST /users/activate-new-email",
  "PUT /users/:id",
  "POST /users/me/tokens",
  "POST /users/me/webhooks",
  "PUT /users/:id/password",
  "PUT /users/:id/email",
  "POST /builder/vote/:id",
  "POST /builder/getref",
  "POST /builder/getrefs",
  "POST /builder/getone",
  "POST /builder/getall",
  "POST /builder/querycontent",
  "POST /builder/track",
  "POST /admin/entries",
  "PUT /admin/entries/:id",
  "PUT /admin/entries/:id/schedule",
  "PUT /admin/translations",
  "POST /admin/taxonomies",
  "PUT /admin/taxonomies/:id",
  "POST /admin/hotspots",
  "PUT /admin/hotspots/:id",
  "POST /admin/iframes",
  "PUT /admin/iframes/:id",
  "POST /admin/events/:id/hide",
  "PUT /admin/users/:id/role",
  "PUT /admin/users/:id/blocked",
  "POST /game/word/valid",
  "POST /game/score",
  "POST /game/winner",
  "POST /api/v1/track",
] as const;
type ExampleRoute = (typeof EXAMPLE_ROUTES)[number];

/** The key of a route in EXAMPLE_ROUTES (a trailing slash does not count). */
function exampleKey(method: string, pattern: string): ExampleRoute | null {
  const key = `${method} ${pattern.replace(/(.)\/$/, "$1")}`;
  return EXAMPLE_ROUTES.find((example) => example === key) ?? null;
}

/** Whether the route has an example body. */
export function hasExample(method: string, pattern: string): boolean {
  return exampleKey(method, pattern) !== null;
}

/** The example body of the route, in `world`, or null. */
export function exampleBody(method: string, pattern: string, world: World): Record<string, unknown> | null {
  const email = `exemple.${world.stamp}@exemple.test`;
  const place = { formattedAddress: "3 rue Neuve, 69001 Lyon", city: "Lyon", name: "La Serre", countryCode: "FR", zipCode: "69001", types: ["street_address"] };
  const key = exampleKey(method, pattern);
  if (key === null) return null;
  const examples: Record<ExampleRoute, Record<string, unknown>> = {
    "POST /analytics/events": { events: [{ name: "page_view", data: { path: "/events" }, at: new Date().toISOString() }] },
    "POST /analytics/exclusivity": { id: world.targets.offerId, context: "chiche-homepage", url: "https://exemple.test/page", referrer: "", uid: "visiteur" },
    "POST /exclusivities/match": { region: "Occitanie", context: "chiche-homepage", matchingData: { topic: "climat" } },
    "POST /exclusivities/:id/leads": { name: "Ana", email, phone: "0600000000", message: "Bonjour", context: "chiche-homepage" },
    "POST /events/attend/:id": { lang: "fr", transactionnal: false },
    "POST /events/subscribe-attend/:id": { email, lang: "fr" },
    "POST /events/waitlist/:id": { lang: "fr" },
    "POST /events/feedback/:id": { rating: 5, text: "Très bien" },
    "POST /events": eventInput(world.taxonomies),
    "PUT /events/:id": eventInput(world.taxonomies),
    "POST /events/:id/coorganizer": { email },
    "POST /events/checkin/:id": { userId: world.victim.id },
    "POST /events/checkout/:id": { userId: world.victim.id },
    "POST /events/batch/:id": { action: "checkin", userIds: [world.victim.id] },
    "POST /events/contact/:id": { subject: "Rappel", message: "À demain" },
    "POST /likes/events": { events: [world.event.id] },
    "POST /likes": { event: world.event.id },
    "POST /users/me/tokens": { name: "Tableur", scopes: ["events:read", "attendees:manage"] },
    "POST /users/me/webhooks": { url: "https://hooks.exemple.test/ok/sonde", events: ["attendee.registered"] },
    "DELETE /likes": { event: world.event.id },
    "POST /auth/local": { email: world.owner.email, password: "pas-le-bon-mot" },
    "POST /auth/login-link": { email, lang: "fr" },
    "POST /auth/local/token": { refreshToken: "0".repeat(43) },
    "POST /auth/logout": { refreshToken: "0".repeat(43) },
    "POST /users/subscribe-nl": { email, list: "chiche", source: "chiche", fields: { EMAIL: email, SIGNUP: "chiche" } },
    "POST /users/subscribe-nl-spot": { email, source: "spot", fields: { EMAIL: email, SIGNUP: "spot" } },
    "POST /users/exists": { email },
    "POST /users/register/events": { email, password: "un-long-mot-de-passe-rare-42", source: "events", site: "fr", lang: "fr" },
    "POST /users/lost-password/events": { email, lang: "fr" },
    "POST /users/resend-activation": { email, lang: "fr" },
    "POST /users/check-token": { token: "jeton-inconnu" },
    "POST /users/reset-password": { token: "jeton-inconnu", password: "un-long-mot-de-passe-rare-42" },
    "POST /users/activate": { token: "jeton-inconnu", confirm: false },
    "POST /users/activate-new-email": { token: "jeton-inconnu" },
    "PUT /users/:id": { displayname: "Ana", firstName: "Ana", lastName: "Martin", address: place, lang: "fr", educate: { like: true } },
    "PUT /users/:id/password": { currentPassword: "pas-le-bon-mot", password: "un-long-mot-de-passe-rare-42" },
    "PUT /users/:id/email": { password: "pas-le-bon-mot", email },
    "POST /builder/vote/:id": { answer: "a" },
    "POST /builder/getref": { ref: world.targets.entryId },
    "POST /builder/getrefs": { refs: [world.targets.entryId] },
    "POST /builder/getone": { model: "page", params: { limit: 1 } },
    "POST /builder/getall": { model: "page", params: { limit: 2 } },
    "POST /builder/querycontent": { query: { topics: ["climat"], tags: [], momentums: [], articles: [], events: [] } },
    "POST /builder/track": { slug: "/a-propos" },
    "POST /admin/entries": { model: "page", name: "Nouvelle page", published: "draft", data: { title: "Nouvelle" } },
    "PUT /admin/entries/:id": { model: "page", name: "Page modifiée", published: "draft", data: { title: "Modifiée" } },
    "PUT /admin/entries/:id/schedule": { publishAt: null, unpublishAt: null },
    "PUT /admin/translations": { module: "events", key: "sonde.cle", context: "", texts: { fr: "Bonjour", en: "Hello" } },
    "POST /admin/taxonomies": { type: "topic", slug: `nouveau-${world.stamp}`.toLowerCase(), name: { fr: "Nouveau" }, color: "#00aa00" },
    "PUT /admin/taxonomies/:id": { type: "topic", slug: world.targets.taxonomySlug, name: { fr: "Renommé" } },
    "POST /admin/hotspots": { slug: `lieu-${world.stamp}`.toLowerCase(), name: { fr: "Lieu" }, city: "Lyon", lat: 45.7, lng: 4.8 },
    "PUT /admin/hotspots/:id": { slug: world.targets.hotspotSlug, name: { fr: "Lieu" }, city: "Lyon" },
    "POST /admin/iframes": { name: "Widget", description: "Nos événements", filters: { topic: "climat" }, layout: "card", theme: "base" },
    "PUT /admin/iframes/:id": { name: "Widget", description: "Nos événements", filters: {}, layout: "card", theme: "base" },
    "POST /admin/events/:id/hide": { hidden: false },
    "PUT /admin/users/:id/role": { role: "user" },
    "PUT /admin/users/:id/blocked": { blocked: false },
    "POST /game/word/valid": { word: "TERRE" },
    "POST /game/score": { tries: 3, seconds: 60, won: true },
    "POST /game/winner": { name: "Ana" },
    "POST /api/v1/track": {
      events: [{ type: "impression", data: { contentId: world.targets.entryId, sessionId: "s", visitorId: "v", metadata: { a: 1 } } }],
    },
  };
  return examples[key];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Every way to spoil one field of `body`: each field, and the fields of object fields, three levels down. */
export function fieldPaths(body: Record<string, unknown>, depth = 3): string[][] {
  return Object.entries(body).flatMap(([key, value]) => {
    const inner = depth > 1 && isRecord(value) ? fieldPaths(value, depth - 1).map((path) => [key, ...path]) : [];
    return [[key], ...inner];
  });
}

/** A copy of `body` with the field at `path` replaced by `value`. */
export function withField(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return body;
  const current = body[head];
  return { ...body, [head]: rest.length === 0 ? value : withField(isRecord(current) ? current : {}, rest, value) };
}
