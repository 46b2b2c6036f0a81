import { subWeeks } from "date-fns";
import { getEntry } from "~/features/content/content.db.server";
import { findArticle, listArticles, listBuzzingArticles } from "./media.db.server";

/** Most-read articles of the last weeks, beside the list (docs/product.md §9: "Ça buzze"). */
export const BUZZING = { weeks: 5, count: 6 } as const;

/** A page of a media listing (all categories, or one) and its most-read articles. */
export async function listMediaPage(db: D1Database, { category, page, pageSize }: { category?: string; page: number; pageSize: number }, now = new Date()) {
  const [articles, buzzing] = await Promise.all([
    listArticles(db, { category, limit: pageSize, offset: page * pageSize }),
    listBuzzingArticles(db, { since: subWeeks(now, BUZZING.weeks).toISOString(), limit: BUZZING.count }),
  ]);
  return { articles, buzzing };
}

/** An article and its page-builder body when that entry is published; null for an unknown article. */
export async function getArticlePage(db: D1Database, category: string, slug: string) {
  const article = await findArticle(db, category, slug);
  if (!article) return null;
  const entry = article.builderId ? await getEntry(db, article.builderId) : null;
  return { article, body: entry?.published === "published" ? entry : null };
}

/** The newest articles, for the sitemap. */
export function listLatestArticles(db: D1Database, limit: number) {
  return listArticles(db, { limit, offset: 0 });
}
