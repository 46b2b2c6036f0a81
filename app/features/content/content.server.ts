import { recordTracking, type TrackingStore } from "~/features/analytics/tracking.server";
import { matchesTargeting, parseContentRequest, projectEntry, selectEntries, targetedUrlPath } from "./content-query";
import { cleanContentForRender } from "./content-markup.server";
import { listCandidateEntries } from "./content.db.server";
import type { BuilderEntry, ContentRequest, TrackEvent } from "./content.schema";
import { listPublishedPagePaths } from "./page-paths.db.server";

/** Language of content that targets no other: Rendez-vous is French-first. */
const DEFAULT_LOCALE = "fr";

async function selectContent(db: D1Database, model: string, request: ContentRequest, now: Date): Promise<BuilderEntry[]> {
  const candidates = await listCandidateEntries(db, model, {
    urlPath: targetedUrlPath(request),
    includeUnpublished: request.includeUnpublished,
  });
  return selectEntries(candidates, request, now.getTime());
}

/**
 * Builder's content API (`GET /api/v3/content/:model`) for the HTTP service and for loaders in-process:
 * `searchParams` in Builder's format. Throws a ValiError for a malformed parameter (the service answers 400).
 */
export async function queryContent(
  db: D1Database,
  model: string,
  searchParams: URLSearchParams,
  now: Date = new Date(),
): Promise<{ results: Record<string, unknown>[] }> {
  return answerContent(db, model, parseContentRequest(searchParams), now);
}

/**
 * The content API's answer to a request already parsed (the HTTP service decides its caching from the same
 * value), each entry's HTML and CSS made safe (content-markup.server.ts): the SDK renders what it fetches.
 */
export async function answerContent(db: D1Database, model: string, request: ContentRequest, now: Date = new Date()) {
  const entries = await Promise.all((await selectContent(db, model, request, now)).map(withSafeMarkup));
  return { results: entries.map((entry) => projectEntry(entry, request.fields, request.omit)) };
}

async function withSafeMarkup(entry: BuilderEntry): Promise<BuilderEntry> {
  const [data, variations] = await Promise.all([cleanContentForRender(entry.data), cleanContentForRender(entry.variations)]);
  return { ...entry, data, variations };
}

/**
 * The `page` entry for a path in a language. Only entries with a urlPath rule matching the path count
 * (an untargeted page would otherwise hijack every URL). Among them: one whose `locale` rule matches the
 * requested locale, else a language-neutral one (no `locale` rule), else the French one, else null.
 * `preview` also shows drafts and scheduled entries.
 */
export async function findPage(
  db: D1Database,
  { urlPath, locale, preview }: { urlPath: string; locale: string; preview: boolean },
  now: Date = new Date(),
): Promise<BuilderEntry | null> {
  const request = parseContentRequest(new URLSearchParams({ limit: "100", includeUnpublished: String(preview), userAttributes: JSON.stringify({ urlPath }) }));
  const pages = (await selectContent(db, "page", request, now)).filter((entry) => entry.query.some((rule) => rule.property === "urlPath"));
  const localeRules = (entry: BuilderEntry) => entry.query.filter((rule) => rule.property === "locale");
  const targeting = (wanted: string) => pages.find((entry) => localeRules(entry).length > 0 && matchesTargeting(localeRules(entry), { locale: wanted }));
  return targeting(locale) ?? pages.find((entry) => localeRules(entry).length === 0) ?? targeting(DEFAULT_LOCALE) ?? null;
}

/** Impressions and clicks sent by the SDK (`POST /api/v1/track`), one row `builder:<type>` each, where tracking goes. */
export function recordTrackEvents(store: TrackingStore, events: TrackEvent[]): Promise<void> {
  return recordTracking(
    store,
    events.map((event) => ({ name: `builder:${event.type}`, data: event.data })),
  );
}

/** Builder pages that are not pages of their own for search engines: the home (listed as "/") and the error pages. */
const NOT_IN_SITEMAP = ["/", "/404", "/410", "/error"];

/** The page builder's pages a sitemap lists: about, legal notice, momentum landings… (docs/product.md §2). */
export async function listSitemapPagePaths(db: D1Database, now = new Date()): Promise<string[]> {
  return (await listPublishedPagePaths(db, now)).filter((path) => !NOT_IN_SITEMAP.includes(path));
}
