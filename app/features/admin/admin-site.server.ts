import { invalidateHotspots } from "~/features/hotspots/hotspots.server";
import { invalidateTaxonomies } from "~/features/taxonomies/taxonomies.server";
import { LANGS } from "~/i18n/locale";
import { forgetTranslations, translationsCacheKey } from "~/i18n/messages.server";
import { newRecordId } from "~/lib/record-id";
import type { Actor } from "~/features/accounts/auth/admin-access";
import { auditStatement } from "./admin-audit.db.server";
import {
  hotspotExists,
  findIframeSlug,
  taxonomyExists,
  upsertTranslationStatement,
  writeHotspotStatement,
  writeIframeStatement,
  writeTaxonomyStatement,
} from "./admin-site.db.server";
import type { HotspotInput, IframeInput, TaxonomyInput, TranslationInput } from "./admin.schema";

export { listAllHotspotItems, listAllTaxonomyItems, listIframes, listTranslations } from "./admin-site.db.server";

/** A translation entry written, and the KV copies of every language deleted (docs/architecture.md §2). */
export async function saveTranslation(env: Env, actor: Actor, input: TranslationInput) {
  const target = `translation:${input.module}.${input.key}${input.context ? `#${input.context}` : ""}`;
  await env.DB.batch([upsertTranslationStatement(env.DB, input), auditStatement(env.DB, actor, "translation.save", target, JSON.stringify(input.texts))]);
  await Promise.all(LANGS.map((lang) => env.CACHE.delete(translationsCacheKey(lang))));
  forgetTranslations();
}

/** A taxonomy item created (`id` null) or rewritten; false when `id` names none. The KV copy is deleted. */
export async function saveTaxonomy(env: Env, actor: Actor, id: string | null, input: TaxonomyInput) {
  if (id && !(await taxonomyExists(env.DB, id))) return null;
  const itemId = id ?? newRecordId();
  await env.DB.batch([
    writeTaxonomyStatement(env.DB, itemId, input),
    auditStatement(env.DB, actor, id ? "taxonomy.update" : "taxonomy.create", `taxonomy:${itemId}`, `${input.type} ${input.slug}`),
  ]);
  await invalidateTaxonomies(env.CACHE);
  return itemId;
}

export async function saveHotspot(env: Env, actor: Actor, id: string | null, input: HotspotInput) {
  if (id && !(await hotspotExists(env.DB, id))) return null;
  const itemId = id ?? newRecordId();
  await env.DB.batch([
    writeHotspotStatement(env.DB, itemId, input),
    auditStatement(env.DB, actor, id ? "hotspot.update" : "hotspot.create", `hotspot:${itemId}`, input.slug),
  ]);
  await invalidateHotspots(env.CACHE);
  return itemId;
}

/**
 * A partner widget created or rewritten; null when `id` names none. Its pages are /iframe/<id> and
 * /iframe/<slug> (docs/product.md §2): `names` lists what they were and are called, for the page cache.
 */
export async function saveIframe(db: D1Database, actor: Actor, id: string | null, input: IframeInput) {
  const before = id ? await findIframeSlug(db, id) : null;
  if (before === undefined) return null;
  const itemId = id ?? newRecordId();
  await db.batch([
    writeIframeStatement(db, itemId, input),
    auditStatement(db, actor, id ? "iframe.update" : "iframe.create", `iframe:${itemId}`, `${input.name} (${input.kind}, ${input.layout}, ${input.theme})`),
  ]);
  const names = [itemId, before, input.slug].filter((name): name is string => typeof name === "string");
  return { id: itemId, names: [...new Set(names)] };
}
