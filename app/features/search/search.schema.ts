import * as v from "valibot";
import { QueryInteger } from "~/lib/query-integer.schema";
import { UserText } from "~/lib/user-text.schema";
import { SEARCH_GROUPS } from "./search-page";

/** Longest query searched (characters); longer text is cut. */
export const MAX_QUERY_LENGTH = 100;

const PageSchema = v.fallback(QueryInteger(0, 1000), 0);

/** `exact=true`: the words as typed, never corrected (docs/decisions/029-typo-tolerant-search.md). */
const ExactSchema = v.pipe(
  v.picklist(["true", "false"], 'must be "true" or "false"'),
  v.transform((text) => text === "true"),
);

/** `?q=&type=&page=&exact=` of the search page; a bad `type` or `page` falls back to the overview's first page, a bad `exact` to false. */
export const SearchPageQuerySchema = v.object({
  q: v.fallback(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((q) => q.slice(0, MAX_QUERY_LENGTH)),
    ),
    "",
  ),
  type: v.fallback(v.optional(v.picklist(SEARCH_GROUPS)), undefined),
  page: PageSchema,
  exact: v.fallback(v.optional(ExactSchema, "false"), false),
});

/** `GET /builder/search`: `q` (required), `type` (one content group), zero-based `page`, `limit`, `lang`, `exact`. */
export const SearchApiQuerySchema = v.object({
  q: v.pipe(UserText(MAX_QUERY_LENGTH), v.minLength(1)),
  type: v.optional(v.picklist(["articles", "playlists", "resources"])),
  page: v.optional(QueryInteger(0, 1000), "0"),
  limit: v.optional(QueryInteger(1, 50), "12"),
  lang: v.optional(v.picklist(["fr", "en", "es"]), "fr"),
  exact: v.optional(ExactSchema, "false"),
});
