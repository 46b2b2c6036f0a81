// The measured targets (docs/performance.md), with an upcoming event and taxonomy slugs taken from the seeded data
// through the API, so the same names exist at every data size (the paths of the event page differ).
import { BUDGETS } from "./report.mjs";
import { get } from "./weight.mjs";

// Filters the site links to, measured uncached only (docs/performance.md "Growth"): slugs of the seed
// (scripts/seed/taxonomies.mjs).
const FILTERS = [
  ["api topic+type", "topic=climat&type=fresque"],
  ["api country", "countryCode=FR"],
  ["api visio", "visio=true"],
  ["api momentum", "momentum=mai-a-velo"],
  ["api hotspot", "hotspot=le-hangar-des-possibles"],
  ["api pillar", "pillar=agir"],
];

/**
 * Targets of the server at `origin`: `kind` page, api or control (the floor); `load` false for the rows measured
 * uncached only; `uncached` for the rows measured uncached (and in the growth report).
 */
export async function discoverTargets(origin) {
  const json = async (path) => {
    const r = await get(origin + path, { accept: "application/json" });
    if (r.status !== 200) throw new Error(`GET ${path} answered ${r.status}`);
    return JSON.parse(r.body.toString("utf8"));
  };
  const list = (body) => body.data ?? body.events ?? body.items ?? body.results ?? (Array.isArray(body) ? body : []);
  const total = (body) => body.total ?? body.meta?.total ?? body.pagination?.total ?? list(body).length;
  // Without `from` the API lists past events first: ask for upcoming ones, a week ahead (well clear of "gone").
  const weekAhead = new Date(Date.now() + 7 * 86_400_000);
  const from = weekAhead.toISOString();
  const events = list(await json(`/api/v1/events?limit=24&status=active&from=${encodeURIComponent(from)}`));
  const event = events.find((e) => e.slug && e.topic?.slug && e.type?.slug && !e.visio) ?? events[0];
  if (!event?.slug) throw new Error("no upcoming event found through GET /api/v1/events");
  let filter = "topic=climat&type=fresque";
  if (total(await json(`/api/v1/events?${filter}&limit=1`)) === 0) filter = `topic=${event.topic.slug}&type=${event.type.slug}`;
  const eventPage = `/events/e/${encodeURIComponent(event.slug)}`;
  if ((await get(origin + eventPage)).status !== 200) throw new Error(`${eventPage} does not answer 200`);
  const mediaHtml = (await get(origin + "/media")).body.toString("utf8");
  const article = /href="(\/media\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(mediaHtml)?.[1];
  if (!article) throw new Error("no article link found on /media");
  // A month of dates from the week ahead, as whole days (what the date filter of the listing sends).
  const day = (date) => date.toISOString().slice(0, 10);
  const dates = `from=${day(weekAhead)}&to=${day(new Date(weekAhead.getTime() + 30 * 86_400_000))}`;
  const page = (name, path, extra = {}) => ({ name, path, kind: "page", ...extra });
  const api = (name, path, extra = {}) => ({ name, path, kind: "api", uncached: true, ...extra });
  return [
    // The home page carries page-builder content (carousel of events, top articles, a survey): its own JS budget.
    page("home", "/", { lighthouse: true, jsBudget: BUDGETS.homeFirstLoadJsGzip, uncached: true }),
    page("events", "/events", { lighthouse: true, uncached: true, jsBudget: true, uncachedP50: BUDGETS.uncachedPageP50 }),
    page("events filtered", `/events?${filter}`, { uncached: true }),
    page("events search", "/events?search=compost", { uncached: true, load: false }),
    page("city lyon", "/events/city/lyon", { uncached: true }),
    page("event page", eventPage, { lighthouse: true, uncached: true, jsBudget: true, uncachedP50: BUDGETS.uncachedPageP50 }),
    page("media", "/media", { lighthouse: true }),
    page("article", article, { lighthouse: true }),
    page("search", "/search?q=climat", { uncached: true }),
    // A widget lives inside partners' pages and says noindex on purpose: its SEO score is reported, not budgeted.
    page("widget", "/iframe/techforgoodtour", { lighthouse: true, noindex: true }),
    api("api page 3", "/api/v1/events?limit=24&page=3"),
    api("api loc", "/api/v1/events?loc=4.8357,45.764"), // Lyon, 30 km, longitude first (docs/product.md §7)
    api("api search", "/api/v1/events?search=fresque"),
    api("api site search", "/api/v1/builder/search?q=climat"),
    api("api dates", `/api/v1/events?${dates}`, { load: false }),
    ...FILTERS.map(([name, query]) => api(name, `/api/v1/events?${query}`, { load: false })),
    { name: "floor", path: "/builds/latest.json", kind: "control" },
  ].map((target) => (target.kind === "api" ? { uncachedP50: BUDGETS.uncachedApiP50, ...target } : target));
}
