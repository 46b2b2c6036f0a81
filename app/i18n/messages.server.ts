import * as v from "valibot";
import type { Lang } from "./locale";
import { CATALOGUES } from "./catalogues";

export type Messages = Record<string, string>;

export const TRANSLATION_MODULES = ["events", "mks-vue"] as const;
const KV_TTL_SECONDS = 300;

const TranslationRowSchema = v.object({
  module: v.string(),
  key: v.string(),
  context: v.string(),
  texts: v.pipe(v.string(), v.parseJson(), v.record(v.string(), v.string())),
});

export function translationsCacheKey(lang: Lang) {
  return `translations:v1:${lang}`;
}

/** Message id of a translation entry: "<module>.<key>", or "<module>.<key>#<context>" with a context. */
export function translationMessageId(module: string, key: string, context: string) {
  return context ? `${module}.${key}#${context}` : `${module}.${key}`;
}

async function readEntries(db: D1Database, lang: Lang): Promise<Messages> {
  const placeholders = TRANSLATION_MODULES.map(() => "?").join(", ");
  const { results } = await db
    .prepare(`SELECT module, key, context, texts FROM translations WHERE module IN (${placeholders})`)
    .bind(...TRANSLATION_MODULES)
    .all();
  const messages: Messages = {};
  for (const row of results) {
    const entry = v.parse(TranslationRowSchema, row);
    const text = entry.texts[lang];
    if (text) messages[translationMessageId(entry.module, entry.key, entry.context)] = text;
  }
  return messages;
}

/**
 * The interface messages of a language: translation entries from D1 (cached in KV) over the bundled
 * catalogue, which also stands in when D1 or KV fail, so a page always has its labels.
 */
export async function loadMessages(env: Env, lang: Lang): Promise<Messages> {
  const bundled: Messages = CATALOGUES[lang];
  try {
    const cached = await env.CACHE.get<Messages>(translationsCacheKey(lang), "json");
    if (cached) return { ...bundled, ...cached };
    const entries = await readEntries(env.DB, lang);
    await env.CACHE.put(translationsCacheKey(lang), JSON.stringify(entries), { expirationTtl: KV_TTL_SECONDS });
    return { ...bundled, ...entries };
  } catch (error) {
    console.error("translations unavailable, using the bundled catalogue", error);
    return bundled;
  }
}
