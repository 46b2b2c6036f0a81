import { createRequestHandler, type ServerBuild } from "react-router";

type Handler = ReturnType<typeof createRequestHandler>;
type Lang = "fr" | "en" | "es";

/**
 * A path of the English or Spanish pages (`/en`, `/en/…`, the home's data `/en.data`); React Router matches
 * paths without regard to case, and so does this. Everything else is French, at the root.
 */
const PREFIXED = /^\/(en|es)(?:\/|\.data$|$)/i;

/**
 * The build with the root and one language's routes only (app/routes.ts registers each page once per language,
 * ids "<lang>:<name>"). React Router walks its whole route list for each path it matches, several times a page
 * (the request, the data query, the routes sent for hydration): about 300 routes in all, 2.5 ms of a profiled
 * uncached /events (docs/performance.md "Route tables per language").
 */
function languageBuild(build: ServerBuild, lang: Lang): ServerBuild {
  const keep = (id: string) => id === "root" || id.startsWith(`${lang}:`);
  const only = <T>(routes: Record<string, T>) => Object.fromEntries(Object.entries(routes).filter(([id]) => keep(id)));
  return { ...build, routes: only(build.routes), assets: { ...build.assets, routes: only(build.assets.routes) } };
}

/**
 * React Router's handlers for a build, made once: one per language for pages and their data, and the whole
 * build's for the route manifest, which answers for links in any language.
 */
export function documentHandlers(build: ServerBuild, mode: string): (pathname: string) => Handler {
  const whole = createRequestHandler(build, mode);
  const byLang = {
    fr: createRequestHandler(languageBuild(build, "fr"), mode),
    en: createRequestHandler(languageBuild(build, "en"), mode),
    es: createRequestHandler(languageBuild(build, "es"), mode),
  };
  // Where lazy route discovery asks for the routes of the links on a page, which may be any language's.
  const manifestPath = build.routeDiscovery.manifestPath;
  return (pathname) => {
    if (pathname === manifestPath) return whole;
    const prefix = PREFIXED.exec(pathname)?.[1]?.toLowerCase();
    return prefix === "en" || prefix === "es" ? byLang[prefix] : byLang.fr;
  };
}
