import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import * as v from "valibot";
import type { Lang } from "./locale";
import { CATALOGUES, type CompiledMessages } from "./catalogues";

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

function compileMessage(text: string): string | MessageFormatElement[] {
  const ast = parse(text);
  if (ast.length === 0) return "";
  const [first] = ast;
  return ast.length === 1 && first?.type === TYPE.literal ? first.value : ast;
}

/** Compiles entries over an already compiled base; an entry that is not valid ICU keeps the base message. */
function compileOver(base: CompiledMessages, entries: Messages): CompiledMessages {
  const compiled: CompiledMessages = { ...base };
  for (const [id, text] of Object.entries(entries)) {
    try {
      compiled[id] = compileMessage(text);
    } catch {
      console.warn(`translation entry ${id} is not a valid ICU message; kept the bundled text`);
      compiled[id] ??= text;
    }
  }
  return compiled;
}

// Parsing is done once per isolate: the bundled catalogues per language, and the last entries seen per
// language (keyed by their JSON, which changes when the KV copy does).
const bundledCompiled = new Map<Lang, CompiledMessages>();
const entriesCompiled = new Map<Lang, { json: string; messages: CompiledMessages }>();

function compiledBundle(lang: Lang): CompiledMessages {
  let compiled = bundledCompiled.get(lang);
  if (!compiled) {
    compiled = compileOver({}, CATALOGUES[lang]);
    bundledCompiled.set(lang, compiled);
  }
  return compiled;
}

function compiledWithEntries(lang: Lang, json: string): CompiledMessages {
  const memo = entriesCompiled.get(lang);
  if (memo?.json === json) return memo.messages;
  const entries = v.parse(v.record(v.string(), v.string()), JSON.parse(json));
  const messages = compileOver(compiledBundle(lang), entries);
  entriesCompiled.set(lang, { json, messages });
  return messages;
}

/**
 * The interface messages of a language, compiled: translation entries from D1 (cached in KV) over the
 * bundled catalogue, which also stands in when D1 or KV fail, so a page always has its labels.
 */
export async function loadMessages(env: Env, lang: Lang): Promise<CompiledMessages> {
  try {
    const cached = await env.CACHE.get(translationsCacheKey(lang), "text");
    if (cached) return compiledWithEntries(lang, cached);
    const json = JSON.stringify(await readEntries(env.DB, lang));
    await env.CACHE.put(translationsCacheKey(lang), json, { expirationTtl: KV_TTL_SECONDS });
    return compiledWithEntries(lang, json);
  } catch (error) {
    console.error("translations unavailable, using the bundled catalogue", error);
    return compiledBundle(lang);
  }
}
