import { toPlaylistJson, toResourceJson } from "~/features/collections/collections.schema";
import { toCardJson } from "~/features/events/card-json";
import { toEventJson } from "~/features/events/event-json";
import type { Lang } from "~/features/events/events.schema";
import { toArticleJson } from "~/features/media/media.db.server";
import { SEARCH_OVERVIEW_SIZE, SEARCH_PAGE_SIZE, type SearchGroup } from "./search-page";
import { ftsMatch, searchTerms } from "~/lib/search-terms";
import { searchArticleRows, searchEventRows, searchPlaylistRows, searchResourceRows, type HitPage } from "./search.db.server";

const EMPTY = { data: [], total: 0 };

/** Where each group starts and how many it shows: one group paginated, or the first hits of each. */
function pageOf(group: SearchGroup, only: SearchGroup | undefined, page: number, pageSize: number): HitPage {
  if (only === undefined) return { limit: SEARCH_OVERVIEW_SIZE[group], offset: 0 };
  return only === group ? { limit: pageSize, offset: page * pageSize } : { limit: 0, offset: 0 };
}

/**
 * The content part of a search (docs/product.md §7 GET /builder/search): articles, playlists and resources
 * matching `q`, each by relevance then date, with their totals.
 */
export async function searchContent(
  db: D1Database,
  { q, lang, only, page = 0, pageSize = SEARCH_PAGE_SIZE }: { q: string; lang: string; only?: SearchGroup; page?: number; pageSize?: number },
) {
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

/** The whole site search of the /search page: events (upcoming first, in date order) and the content part. */
export async function searchSite(
  db: D1Database,
  { q, lang, only, page, now = new Date() }: { q: string; lang: Lang; only?: SearchGroup; page: number; now?: Date },
) {
  const content = searchContent(db, { q, lang, only, page });
  const words = searchTerms(q);
  const events = words.length > 0 ? searchEventRows(db, words, now.toISOString(), pageOf("events", only, page, SEARCH_PAGE_SIZE)) : null;
  const [found, eventHits] = await Promise.all([content, events]);
  return {
    ...found,
    events: eventHits
      ? { data: eventHits.rows.map((row) => toCardJson(toEventJson(row), { lang })), total: eventHits.total, totalCapped: eventHits.totalCapped }
      : EMPTY,
  };
}
