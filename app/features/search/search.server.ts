import { toPlaylistJson, toResourceJson } from "~/features/collections/collections.schema";
import { toCardJson } from "~/features/events/card-json";
import { toEventJson } from "~/features/events/to-event-json";
import type { Lang } from "~/features/events/events.schema";
import { toArticleJson } from "~/features/media/media.db.server";
import { SEARCH_OVERVIEW_SIZE, SEARCH_PAGE_SIZE, type SearchGroup } from "./search-page";
import { ftsMatch, searchTerms } from "~/lib/search-terms";
import { searchArticleRows, searchEventRows, searchPlaylistRows, searchResourceRows, type HitPage } from "./search.db.server";
import { correctWords } from "./spelling.server";

const EMPTY = { data: [], total: 0 };

/** Where each group starts and how many it shows: one group paginated, or the first hits of each. */
function pageOf(group: SearchGroup, only: SearchGroup | undefined, page: number, pageSize: number): HitPage {
  if (only === undefined) return { limit: SEARCH_OVERVIEW_SIZE[group], offset: 0 };
  return only === group ? { limit: pageSize, offset: page * pageSize } : { limit: 0, offset: 0 };
}

/** Where a search looks and for which page: one group paginated (`only`), or the first hits of each. */
type SearchInput = { q: string; lang: Lang; only?: SearchGroup; page?: number; pageSize?: number };

/** Articles, playlists and resources matching every word of `q` (each a prefix), by relevance then date, with their totals. */
async function findContent(db: D1Database, { q, lang, only, page = 0, pageSize = SEARCH_PAGE_SIZE }: SearchInput) {
  const terms = searchTerms(q);
  const match = ftsMatch(terms);
  if (!match) return { terms, articles: EMPTY, playlists: EMPTY, resources: EMPTY };
  const [articles, playlists, resources] = await Promise.all([
    searchArticleRows(db, match, pageOf("articles", only, page, pageSize)),
    searchPlaylistRows(db, match, lang, pageOf("playlists", only, page, pageSize)),
    searchResourceRows(db, match, lang, pageOf("resources", only, page, pageSize)),
  ]);
  return {
    terms,
    articles: { data: articles.rows.map(toArticleJson), total: articles.total },
    playlists: { data: playlists.rows.map(toPlaylistJson), total: playlists.total },
    resources: { data: resources.rows.map(toResourceJson), total: resources.total },
  };
}

/** Events matching every word of `q` (upcoming first, in date order) and the content part. */
async function findSite(db: D1Database, input: SearchInput & { now: Date }) {
  const words = searchTerms(input.q);
  const events = words.length > 0 ? searchEventRows(db, words, input.now.toISOString(), pageOf("events", input.only, input.page ?? 0, SEARCH_PAGE_SIZE)) : null;
  const [found, eventHits] = await Promise.all([findContent(db, input), events]);
  return {
    ...found,
    events: eventHits
      ? { data: eventHits.rows.map((row) => toCardJson(toEventJson(row), { lang: input.lang })), total: eventHits.total, totalCapped: eventHits.totalCapped }
      : EMPTY,
  };
}

type Found = { terms: string[] } & Record<"articles" | "playlists" | "resources", { total: number }>;

/** How many hits a search found in all its groups. */
const totalOf = (found: Found & { events?: { total: number } }) =>
  found.articles.total + found.playlists.total + found.resources.total + (found.events?.total ?? 0);

/**
 * `find` for `q`; when it finds nothing, and unless `exact`, for the corrected words instead, if they find something
 * (docs/decisions/029-typo-tolerant-search.md). `corrected` is the query searched instead, else null.
 */
async function findCorrected<T extends Found>(
  db: D1Database,
  { q, lang, exact, events }: { q: string; lang: Lang; exact: boolean; events: boolean },
  find: (q: string) => Promise<T>,
): Promise<T & { corrected: string | null }> {
  const found = await find(q);
  if (exact || found.terms.length === 0 || totalOf(found) > 0) return { ...found, corrected: null };
  const words = await correctWords(db, found.terms, { lang, events });
  if (!words) return { ...found, corrected: null };
  const corrected = words.join(" ");
  const instead = await find(corrected);
  return totalOf(instead) > 0 ? { ...instead, corrected } : { ...found, corrected: null };
}

/**
 * The content part of a search (docs/product.md §7 GET /builder/search): articles, playlists and resources
 * matching `q`, each by relevance then date, with their totals; `q`'s misspelt words corrected when it finds
 * nothing, unless `exact`.
 */
export function searchContent(db: D1Database, input: SearchInput & { exact?: boolean }) {
  return findCorrected(db, { q: input.q, lang: input.lang, exact: input.exact ?? false, events: false }, (q) => findContent(db, { ...input, q }));
}

/** The whole site search of the /search page: events (upcoming first, in date order) and the content part, corrected as searchContent is. */
export function searchSite(db: D1Database, input: SearchInput & { page: number; now?: Date; exact?: boolean }) {
  const now = input.now ?? new Date();
  return findCorrected(db, { q: input.q, lang: input.lang, exact: input.exact ?? false, events: true }, (q) => findSite(db, { ...input, q, now }));
}
