import { subWeeks } from "date-fns/subWeeks";
import {
  insertArticleRead,
  isPublishedArticle,
  listArticles,
  listArticlesByTag,
  listArticleTags,
  listBuzzingArticles,
  listTopArticles,
} from "./media.db.server";

/** Most-read articles of the last weeks, beside the list (docs/product.md §9: "Ça buzze"). */
export const BUZZING = { weeks: 5, count: 6 } as const;

/** Most-read articles published in the last `weeks` weeks, by count (docs/product.md §9: "Ça buzze"). */
export function buzzingArticles(db: D1Database, { limit, weeks, now = new Date() }: { limit: number; weeks: number; now?: Date }) {
  return listBuzzingArticles(db, { since: subWeeks(now, weeks).toISOString(), limit });
}

/** Most-read articles of all time, by count (docs/product.md §9: top articles). */
export function topArticles(db: D1Database, { limit }: { limit: number }) {
  return listTopArticles(db, { limit });
}

/** A page of a media listing (all categories, or one) and its most-read articles. */
export async function listMediaPage(db: D1Database, { category, page, pageSize }: { category?: string; page: number; pageSize: number }, now = new Date()) {
  const [articles, buzzing] = await Promise.all([
    listArticles(db, { category, limit: pageSize, offset: page * pageSize }),
    buzzingArticles(db, { limit: BUZZING.count, weeks: BUZZING.weeks, now }),
  ]);
  return { articles, buzzing };
}

/** The tag list and, for a tag, a page of its articles; `articles` is null for a tag no article carries. */
export async function getTagPage(db: D1Database, { tag, page, pageSize }: { tag?: string; page: number; pageSize: number }) {
  const [tags, articles] = await Promise.all([listArticleTags(db), tag ? listArticlesByTag(db, { tag, limit: pageSize, offset: page * pageSize }) : null]);
  return { tags, articles: articles && articles.total > 0 ? articles : null };
}

/** The newest articles, for the sitemap. */
export function listLatestArticles(db: D1Database, limit: number) {
  return listArticles(db, { limit, offset: 0 });
}

/**
 * Counts a read of an article (its popularity) once per visitor and UTC day. The visitor is a SHA-256 of
 * the day, address and user agent: nothing that identifies a person is stored, and the hash changes daily.
 */
export async function countArticleRead(
  db: D1Database,
  { articleId, address, userAgent, now = new Date() }: { articleId: string; address: string; userAgent: string; now?: Date },
) {
  const day = now.toISOString().slice(0, 10);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${day}\n${address}\n${userAgent}`));
  const visitor = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  if (await insertArticleRead(db, { articleId, visitor, day })) return { ok: true, counted: true } as const;
  return (await isPublishedArticle(db, articleId)) ? ({ ok: true, counted: false } as const) : ({ ok: false, failure: "article_not_found" } as const);
}
