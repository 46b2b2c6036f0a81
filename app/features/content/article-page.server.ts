import { findArticle, findArticleExtras, listRelatedArticles } from "~/features/media/media.db.server";
import { buzzingArticles } from "~/features/media/media.server";
import { cleanContentForRender } from "./content-markup.server";
import { getEntry } from "./content.db.server";

/** The article page's 'Ça buzze' sidebar (docs/product.md §9): 3 most read within 12 weeks. */
const BUZZING_SIDEBAR = { weeks: 12, count: 3 } as const;

/** Related articles under an article. */
const RELATED_ARTICLES = 3;

/**
 * An article, its page-builder body when that entry is published, its recording and tags, the related
 * articles and the sidebar's most read; null for an unknown article.
 */
export async function getArticlePage(db: D1Database, category: string, slug: string, now = new Date()) {
  const article = await findArticle(db, category, slug);
  if (!article) return null;
  const [entry, extras, related, buzzing] = await Promise.all([
    article.builderId ? getEntry(db, article.builderId) : null,
    findArticleExtras(db, article._id),
    listRelatedArticles(db, { id: article._id, limit: RELATED_ARTICLES }),
    buzzingArticles(db, { limit: BUZZING_SIDEBAR.count + 1, weeks: BUZZING_SIDEBAR.weeks, now }),
  ]);
  return {
    article,
    body: entry?.published === "published" ? { ...entry, data: await cleanContentForRender(entry.data) } : null,
    recording: extras?.recording ?? null,
    tags: extras?.tags ?? [],
    related,
    buzzing: buzzing.filter((other) => other._id !== article._id).slice(0, BUZZING_SIDEBAR.count),
  };
}
