import * as v from "valibot";
import { PlaylistJsonSchema, ResourceJsonSchema } from "~/features/collections/collections.schema";
import { ArticleJsonSchema } from "~/features/media/article-json.schema";

/** A group of hits: a page of them and how many match in all. */
const hits = <T extends v.GenericSchema>(item: T) => v.object({ data: v.array(item), total: v.number() });

/**
 * GET /builder/search's answer (docs/product.md §7): the query, the query searched instead when the query's words
 * found nothing and corrected ones did (else null: docs/decisions/029-typo-tolerant-search.md), and each group.
 */
export const SearchContentAnswerSchema = v.object({
  q: v.string(),
  corrected: v.nullable(v.string()),
  articles: hits(ArticleJsonSchema),
  playlists: hits(PlaylistJsonSchema),
  resources: hits(ResourceJsonSchema),
});
