import * as v from "valibot";
import { likePattern } from "./like-pattern";
import { listEventsForModeration } from "./admin-moderation.db.server";
import type { PickedModel } from "./input-values";

/** Most choices one search of the block editor's picker answers. */
export const REFERENCE_CHOICES = 20;

/** A choice of the picker: the key the input stores, what the editor reads, and a line that tells it apart. */
export type ReferenceChoice = { id: string; label: string; detail: string };

const ArticleChoiceRowSchema = v.object({ id: v.string(), title: v.string(), category: v.string(), first_published: v.string() });

/** Published articles by a part of their title or slug, newest first. */
async function articleChoices(db: D1Database, search: string): Promise<ReferenceChoice[]> {
  const { results } = await db
    .prepare(
      `SELECT id, title, category, first_published FROM articles
       WHERE published = 1 AND (?1 = '' OR title LIKE ?2 ESCAPE '\\' OR slug LIKE ?2 ESCAPE '\\')
       ORDER BY first_published DESC LIMIT ${REFERENCE_CHOICES}`,
    )
    .bind(search, likePattern(search))
    .all();
  return results.map((row) => {
    const article = v.parse(ArticleChoiceRowSchema, row);
    return { id: article.id, label: article.title, detail: `${article.category} · ${article.first_published.slice(0, 10)}` };
  });
}

/**
 * What an input's search picker offers (docs/product.md §2 "/admin"): articles for a content reference (its id),
 * events for the Event block (its slug, what the block's key takes), by a part of their title.
 */
export async function listReferenceChoices(db: D1Database, model: PickedModel, search: string): Promise<ReferenceChoice[]> {
  if (model === "article") return articleChoices(db, search);
  const events = await listEventsForModeration(db, search, { publicOnly: true });
  return events
    .slice(0, REFERENCE_CHOICES)
    .map((event) => ({ id: event.slug, label: event.title, detail: `${event.startDate.slice(0, 10)} · ${event.status}` }));
}
