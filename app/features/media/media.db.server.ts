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

/** Most read articles of all time. */
export async function listTopArticles(db: D1Database, { limit }: { limit: number }) {
  const { results } = await db.prepare(`${SELECT} WHERE a.published = 1 ORDER BY a.count DESC LIMIT ?`).bind(limit).all();
  return results.map((row) => toArticleJson(v.parse(ArticleRowSchema, row)));
}

export async function findArticle(db: D1Database, category: string, slug: string) {
  const row = await db.prepare(`${SELECT} WHERE a.published = 1 AND a.slug = ? AND a.category = ?`).bind(slug, category).first();
  return row ? toArticleJson(v.parse(ArticleRowSchema, row)) : null;
}

const RecordingRowSchema = v.object({ media_url: v.nullable(v.string()), captions_url: v.nullable(v.string()) });
const TagRowSchema = v.object({ tag: v.string(), name: v.nullable(v.string()) });

function namesOf(json: string | null): Record<string, string> {
  if (!json) return {};
  try {
    return v.parse(v.fallback(v.record(v.string(), v.string()), {}), JSON.parse(json));
  } catch {
    return {};
  }
}

/** An article's recording (podcast, video) and captions, and its tags with a topic's names, for its page. */
export async function findArticleExtras(db: D1Database, id: string) {
  const [recording, tags] = await db.batch([
    db.prepare("SELECT media_url, captions_url FROM articles WHERE id = ?").bind(id),
    db
      .prepare(
        `SELECT t.tag, (SELECT x.name FROM taxonomies x WHERE x.type = 'topic' AND x.slug = t.tag) AS name
        FROM article_tags t WHERE t.article_id = ? ORDER BY t.tag`,
      )
      .bind(id),
  ]);
  const row = recording?.results[0];
  if (!row) return null;
  const parsed = v.parse(RecordingRowSchema, row);
  return {
    recording: parsed.media_url ? { mediaUrl: parsed.media_url, captionsUrl: parsed.captions_url } : null,
    tags: (tags?.results ?? []).map((tag) => {
      const { tag: slug, name } = v.parse(TagRowSchema, tag);
      return { tag: slug, names: namesOf(name) };
    }),
  };
}

/** Published articles that share the most tags with article `id`, newest first among equals. */
export async function listRelatedArticles(db: D1Database, { id, limit }: { id: string; limit: number }) {
  // The picks are ranked and cut inside the CTE (LIMIT makes SQLite materialize it), so only they join articles.
  const { results } = await db
    .prepare(
      `WITH picks AS (
        SELECT o.article_id AS id, count(*) AS shared, o.first_published FROM article_tags me
        JOIN article_tags o ON o.tag = me.tag AND o.article_id != me.article_id
        JOIN articles x ON x.id = o.article_id AND x.published = 1
        WHERE me.article_id = ?1 GROUP BY o.article_id ORDER BY shared DESC, o.first_published DESC LIMIT ?2)
      ${SELECT} JOIN picks p ON p.id = a.id ORDER BY p.shared DESC, p.first_published DESC`,
    )
    .bind(id, limit)
    .all();
  return results.map((row) => toArticleJson(v.parse(ArticleRowSchema, row)));
}

/** A page of the published articles carrying `tag`, newest first, and their total. */
export async function listArticlesByTag(db: D1Database, { tag, limit, offset }: { tag: string; limit: number; offset: number }) {
  const [rows, total] = await db.batch([
    db
      .prepare(
        `WITH page AS (SELECT t.article_id AS id, t.first_published FROM article_tags t JOIN articles x ON x.id = t.article_id AND x.published = 1
          WHERE t.tag = ?1 ORDER BY t.first_published DESC LIMIT ?2 OFFSET ?3)
        ${SELECT} JOIN page p ON p.id = a.id ORDER BY p.first_published DESC`,
      )
      .bind(tag, limit, offset),
    db.prepare("SELECT count(*) AS total FROM article_tags t JOIN articles x ON x.id = t.article_id AND x.published = 1 WHERE t.tag = ?").bind(tag),
  ]);
  return {
    data: (rows?.results ?? []).map((row) => toArticleJson(v.parse(ArticleRowSchema, row))),
    total: v.parse(v.object({ total: v.number() }), total?.results[0]).total,
  };
}

const TagCountRowSchema = v.object({ tag: v.string(), count: v.number(), name: v.nullable(v.string()) });

/** Every tag of a published article, with its count and, for a topic, its names by language (JSON). */
export async function listArticleTags(db: D1Database) {
  const { results } = await db
    .prepare(
      `SELECT t.tag, count(*) AS count, (SELECT x.name FROM taxonomies x WHERE x.type = 'topic' AND x.slug = t.tag) AS name
      FROM article_tags t JOIN articles a ON a.id = t.article_id AND a.published = 1 GROUP BY t.tag ORDER BY count DESC, t.tag`,
    )
    .all();
  return results.map((row) => {
    const parsed = v.parse(TagCountRowSchema, row);
    return { tag: parsed.tag, count: parsed.count, names: namesOf(parsed.name) };
  });
}

/**
 * Counts one read of a published article for a visitor and day (docs/product.md §3 "Article": count): a
 * read already counted that day is ignored by the table's key, the trigger of article_reads adds to
 * `count`, and the reads of past days are deleted. True when the read was counted.
 */
export async function insertArticleRead(db: D1Database, { articleId, visitor, day }: { articleId: string; visitor: string; day: string }) {
  const [, inserted] = await db.batch([
    db.prepare("DELETE FROM article_reads WHERE day < ?").bind(day),
    db
      .prepare("INSERT OR IGNORE INTO article_reads (day, article_id, visitor) SELECT ?1, id, ?2 FROM articles WHERE id = ?3 AND published = 1")
      .bind(day, visitor, articleId),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}

/** True when a published article has this id. */
export async function isPublishedArticle(db: D1Database, id: string) {
  return (await db.prepare("SELECT 1 FROM articles WHERE id = ? AND published = 1").bind(id).first()) !== null;
}
