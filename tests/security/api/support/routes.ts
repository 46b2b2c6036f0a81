import { api } from "../../../../workers/api/app";
import { contentService } from "../../../../workers/content/app";

/** A route the Worker registers: its method, its path pattern (`/events/attend/:id`) and where it is mounted. */
export type ProbedRoute = { method: string; pattern: string; base: "/api/v1" | "/builder-api" };

/**
 * Every route of the JSON API and of the content service, read from the Hono apps themselves (`app.routes`),
 * so a route added tomorrow is probed without touching this suite. Middleware (`ALL`) is left out; a route
 * registered with several handlers (a body limit, then the handler) counts once.
 */
export function registeredRoutes(): ProbedRoute[] {
  const seen = new Set<string>();
  const routes: ProbedRoute[] = [];
  const mounted = [
    ["/api/v1", api.routes],
    ["/builder-api", contentService.routes],
  ] as const;
  for (const [base, list] of mounted) {
    for (const { method, path } of list) {
      const key = `${method} ${base}${path}`;
      if (method === "ALL" || seen.has(key)) continue;
      seen.add(key);
      routes.push({ method, pattern: path, base });
    }
  }
  return routes;
}

/** The ids and slugs of a probe's world that stand in for the routes' parameters. */
export type RouteTargets = {
  ownerId: string;
  victimId: string;
  eventId: string;
  eventSlug: string;
  taxonomyId: string;
  taxonomySlug: string;
  hotspotId: string;
  hotspotSlug: string;
  iframeId: string;
  seoKey: string;
  articleId: string;
  surveyId: string;
  offerId: string;
  entryId: string;
  mediaId: string;
  feedbackId: string;
  messageId: string;
  invitationKey: string;
  /** One of the owner's personal API tokens. */
  apiTokenId: string;
  /** One of the owner's webhooks. */
  webhookId: string;
};

/**
 * Which real value each parameter takes, by the path it appears in: the first rule whose pattern matches the
 * route and names the parameter wins. A route with a parameter no rule knows fails the suite with its name,
 * so that the new route gets a real id rather than being probed on a 404 only.
 */
const PARAMETER_RULES: [RegExp, string, (targets: RouteTargets) => string][] = [
  [/^\/admin\/users\//, "id", (t) => t.victimId],
  [/^\/admin\/events\//, "id", (t) => t.eventId],
  [/^\/admin\/entries\//, "id", (t) => t.entryId],
  [/^\/admin\/entries\//, "version", () => "1"],
  [/^\/admin\/taxonomies\//, "id", (t) => t.taxonomyId],
  [/^\/admin\/hotspots\//, "id", (t) => t.hotspotId],
  [/^\/admin\/iframes\//, "id", (t) => t.iframeId],
  [/^\/admin\/media\//, "id", (t) => t.mediaId],
  [/^\/admin\/comments\//, "kind", () => "feedback"],
  [/^\/admin\/comments\//, "id", (t) => t.feedbackId],
  [/^\/users\/me\/tokens\//, "id", (t) => t.apiTokenId],
  [/^\/users\/me\/webhooks\//, "id", (t) => t.webhookId],
  [/^\/users\//, "id", (t) => t.ownerId],
  [/^\/events\//, "id", (t) => t.eventId],
  [/^\/events\//, "slug", (t) => t.eventSlug],
  [/^\/events\//, "messageId", (t) => t.messageId],
  [/^\/events\/invitations\//, "key", (t) => t.invitationKey],
  [/^\/tickets\//, "eventId", (t) => t.eventId],
  [/^\/tickets\//, "file", () => "ABCD2345.svg"],
  [/^\/exclusivities\//, "id", (t) => t.offerId],
  [/^\/taxonomies\//, "id", (t) => t.taxonomyId],
  [/^\/taxonomies\//, "slug", (t) => t.taxonomySlug],
  [/^\/hotspots\//, "slug", (t) => t.hotspotSlug],
  [/^\/seo\//, "key", (t) => t.seoKey],
  [/^\/iframes\//, "id", (t) => t.iframeId],
  [/^\/places\//, "placeId", () => "gz:2988507"],
  [/^\/calendar\//, "file", () => "0123456789abcdef0123456789abcdef.ics"],
  [/^\/auth\//, "provider", () => "google"],
  [/^\/builder\/vote\//, "id", (t) => t.surveyId],
  [/^\/media\/articles\//, "id", (t) => t.articleId],
  [/^\/api\/:version\/content\//, "version", () => "v3"],
  [/^\/api\/:version\/content\//, "model", () => "page"],
];

/** Query parameters a route requires: probes add them, so that they reach the parameters under test. */
const REQUIRED_QUERIES: [RegExp, string][] = [
  [/^\/places\/autocomplete$/, "q=lyon"],
  [/^\/builder\/search$/, "q=atelier"],
  [/^\/api\/:version\/content\//, "apiKey=local"],
];

const PARAMETER = /:(\w+)(\{[^}]*\})?/g;

/** The names of a pattern's parameters (`/tickets/:eventId/:file` → eventId, file). */
export function parameterNames(pattern: string): string[] {
  return [...pattern.matchAll(PARAMETER)].map((match) => match[1] ?? "");
}

/**
 * The route's URL path with real values (or `override(name)` where it gives one, already encoded) in
 * place of its parameters, and the query parameters it requires.
 */
export function fillPath(route: ProbedRoute, targets: RouteTargets, override: (name: string) => string | undefined = () => undefined): string {
  const filled = route.pattern.replace(PARAMETER, (_, name: string) => {
    const given = override(name);
    if (given !== undefined) return given;
    const rule = PARAMETER_RULES.find(([where, param]) => param === name && where.test(route.pattern));
    if (!rule)
      throw new Error(`No value for :${name} of ${route.method} ${route.pattern}: add a rule to PARAMETER_RULES (tests/security/api/support/routes.ts).`);
    return encodeURIComponent(rule[2](targets));
  });
  const required = REQUIRED_QUERIES.find(([where]) => where.test(route.pattern));
  return `${route.base}${filled}${required ? `?${required[1]}` : ""}`;
}

/** Whether the method carries a body. */
export function sendsBody(route: ProbedRoute): boolean {
  return route.method !== "GET" && route.method !== "HEAD";
}

/** The label of a route in failure lists: `POST /api/v1/events/attend/:id`. */
export function routeName(route: ProbedRoute): string {
  return `${route.method} ${route.base}${route.pattern}`;
}
