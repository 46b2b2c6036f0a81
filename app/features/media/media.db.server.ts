import * as v from "valibot";

/** An article row with its thematique slug, as the article queries select it. */
export const ArticleRowSchema = v.object({
  id: v.string(),
  builder_id: v.nullable(v.string()),
  slug: v.string(),
  lang: v.string(),
  category: v.string(),
  media: v.picklist(["article", "event", "podcast", "video"]),
  title: v.string(),
  description_courte: v.string(),
  image: v.nullable(v.string()),
  count: v.number(),
  first_published: v.string(),
  thematique_slug: v.nullable(v.string()),
});

/** The public JSON of an article (docs/product.md §3 "Article"). */
export function toArticleJson(row: v.InferOutput<typeof ArticleRowSchema>) {
  return {
    _id: row.id,
    builderId: row.builder_id,
    slug: row.slug,
    lang: row.lang,
    category: row.category,
    media: row.media,
    title: row.title,
    descriptionCourte: row.description_courte,
    image: row.image,
    thematique: row.thematique_slug ? { slug: row.thematique_slug } : null,
    firstPublished: row.first_published,
    count: row.count,
  };
}
export type ArticleJson = ReturnType<typeof toArticleJson>;

const SELECT = `SELECT a.id, a.builder_id, a.slug, a.lang, a.category, a.media, a.title, a.description_courte, a.image,
  a.count, a.first_published, t.slug AS thematique_slug
  FROM articles a LEFT JOIN taxonomies t ON t.id = a.thematique_id`;

export async function listArticles(db: D1Database, { category, limit, offset }: { category?: string; limit: number; offset: number }) {
  const where = category ? "a.published = 1 AND a.category = ?" : "a.published = 1";
  const params = category ? [category] : [];
  const [rows, total] = await db.batch([
    db.prepare(`${SELECT} WHERE ${where} ORDER BY a.first_published DESC LIMIT ? OFFSET ?`).bind(...params, limit, offset),
    db.prepare(`SELECT count(*) AS total FROM articles a WHERE ${where}`).bind(...params),
  ]);
  return {
    data: (rows?.results ?? []).map((row) => toArticleJson(v.parse(ArticleRowSchema, row))),
    total: v.parse(v.object({ total: v.number() }), total?.results[0]).total,
  };
}

/** Most read articles published since `since` (the "Ça buzze" list). */
export async function listBuzzingArticles(db: D1Database, { since, limit }: { since: string; limit: number }) {
  const { results } = await db.prepare(`${SELECT} WHERE a.published = 1 AND a.first_published >= ? ORDER BY a.count DESC LIMIT ?`).bind(since, limit).all();
  return results.map((row) => toArticleJson(v.parse(ArticleRowSchema, row)));
}

export async function findArticle(db: D1Database, category: string, slug: string) {
  const row = await db.prepare(`${SELECT} WHERE a.published = 1 AND a.slug = ? AND a.category = ?`).bind(slug, category).first();
  return row ? toArticleJson(v.parse(ArticleRowSchema, row)) : null;
}
