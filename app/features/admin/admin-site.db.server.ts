import * as v from "valibot";
import { HotspotRowSchema } from "~/features/hotspots/hotspots.schema";
import { framedWidgetOf, IFRAME_COLUMNS } from "~/features/iframes/iframes.db.server";
import { TranslationEntryRowSchema } from "~/features/seo/translation-entries.schema";
import { TaxonomyRowSchema } from "~/features/taxonomies/taxonomies.schema";
import { likePattern } from "./like-pattern";
import type { HotspotInput, IframeInput, TaxonomyInput, TranslationInput } from "./admin.schema";

/** Translation entries of a module (or both), by key or text; at most 500. */
export async function listTranslations(db: D1Database, { module, search }: { module?: string; search: string }) {
  const { results } = await db
    .prepare(
      `SELECT module, key, context, texts FROM translations
       WHERE module IN ('events', 'mks-vue') AND (?1 IS NULL OR module = ?1) AND (?2 = '' OR key LIKE ?3 ESCAPE '\\' OR texts LIKE ?3 ESCAPE '\\')
       ORDER BY module, key, context LIMIT 500`,
    )
    .bind(module ?? null, search, likePattern(search))
    .all();
  return results.map((row) => v.parse(TranslationEntryRowSchema, row));
}

export function upsertTranslationStatement(db: D1Database, input: TranslationInput) {
  return db
    .prepare(
      `INSERT INTO translations (module, key, context, texts) VALUES (?, ?, ?, ?)
       ON CONFLICT (module, key, context) DO UPDATE SET texts = excluded.texts, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(input.module, input.key, input.context, JSON.stringify(input.texts));
}

const TAXONOMY_COLUMNS = "id, type, slug, name, description, color, picto_url, join_url, hidden";

/** Every taxonomy item, hidden ones included, by type then order. */
export async function listAllTaxonomyItems(db: D1Database) {
  const { results } = await db.prepare(`SELECT ${TAXONOMY_COLUMNS} FROM taxonomies ORDER BY type, sort_order, slug`).all();
  return results.map((row) => v.parse(TaxonomyRowSchema, row));
}

export async function taxonomyExists(db: D1Database, id: string) {
  return (await db.prepare("SELECT 1 AS found FROM taxonomies WHERE id = ?").bind(id).first("found")) === 1;
}

/** Creates (new id) or rewrites an item; a (type, slug) already taken fails on the table's UNIQUE constraint. */
export function writeTaxonomyStatement(db: D1Database, id: string, input: TaxonomyInput) {
  return db
    .prepare(
      `INSERT INTO taxonomies (id, type, slug, name, description, color, hidden, sort_order) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, coalesce(?8, 0))
       ON CONFLICT (id) DO UPDATE SET type = excluded.type, slug = excluded.slug, name = excluded.name,
         description = excluded.description, color = excluded.color, hidden = excluded.hidden, sort_order = coalesce(?8, sort_order)`,
    )
    .bind(
      id,
      input.type,
      input.slug,
      JSON.stringify(input.name),
      input.description ? JSON.stringify(input.description) : null,
      input.color,
      input.hidden ? 1 : 0,
      input.sortOrder ?? null,
    );
}

export async function listAllHotspotItems(db: D1Database) {
  const { results } = await db.prepare("SELECT id, slug, name, city, lat, lng FROM hotspots ORDER BY sort_order, slug").all();
  return results.map((row) => v.parse(HotspotRowSchema, row));
}

export async function hotspotExists(db: D1Database, id: string) {
  return (await db.prepare("SELECT 1 AS found FROM hotspots WHERE id = ?").bind(id).first("found")) === 1;
}

export function writeHotspotStatement(db: D1Database, id: string, input: HotspotInput) {
  return db
    .prepare(
      `INSERT INTO hotspots (id, slug, name, city, lat, lng, sort_order) VALUES (?1, ?2, ?3, ?4, ?5, ?6, coalesce(?7, 0))
       ON CONFLICT (id) DO UPDATE SET slug = excluded.slug, name = excluded.name, city = excluded.city, lat = excluded.lat,
         lng = excluded.lng, sort_order = coalesce(?7, sort_order)`,
    )
    .bind(id, input.slug, JSON.stringify(input.name), input.city, input.lat, input.lng, input.sortOrder ?? null);
}

/** Every partner widget, newest first, with the origins allowed to frame it (admins see them). */
export async function listIframes(db: D1Database) {
  const { results } = await db.prepare(`SELECT ${IFRAME_COLUMNS} FROM iframes ORDER BY created_at DESC LIMIT 500`).all();
  return results.map(framedWidgetOf);
}

/** The slug a widget has now (its old page must go when it changes); undefined when there is no such widget. */
export async function findIframeSlug(db: D1Database, id: string): Promise<string | null | undefined> {
  const row = await db.prepare("SELECT slug FROM iframes WHERE id = ?").bind(id).first();
  return row ? v.parse(v.object({ slug: v.nullable(v.string()) }), row).slug : undefined;
}

export function writeIframeStatement(db: D1Database, id: string, input: IframeInput) {
  return db
    .prepare(
      `INSERT INTO iframes (id, name, slug, kind, description, filters, layout, list_type, theme, lang, page_size, show_past, allowed_origins, partners)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, slug = excluded.slug, kind = excluded.kind, description = excluded.description,
         filters = excluded.filters, layout = excluded.layout, list_type = excluded.list_type, theme = excluded.theme, lang = excluded.lang,
         page_size = excluded.page_size, show_past = excluded.show_past, allowed_origins = excluded.allowed_origins, partners = excluded.partners`,
    )
    .bind(
      id,
      input.name,
      input.slug,
      input.kind,
      input.description,
      JSON.stringify(input.filters),
      input.layout,
      input.listType,
      input.theme,
      input.lang,
      input.pageSize,
      input.showPast ? 1 : 0,
      JSON.stringify(input.allowedOrigins),
      JSON.stringify(input.partners),
    );
}
