import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import * as v from "valibot";
import { primaryDatabase } from "~/lib/primary-database.server";
import type { Lang } from "./locale";
import { CATALOGUES, SCOPED_MESSAGE_IDS, type CompiledMessages } from "./catalogues";
import type { ScopedGroup } from "./message-groups";

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

// The entries last read from KV are kept for a few seconds per isolate, so a page does not wait on KV for them
// (docs/performance.md "What we changed"); an edit in /admin forgets them in its own isolate at once, and other
// isolates see it within MEMORY_TTL_MS, well inside KV's own minute of propagation.
const MEMORY_TTL_MS = 30_000;
const entriesRead = new Map<Lang, { json: string; at: number }>();
/** Bumped by each forget: a read that began before it does not keep what it read. */
let generation = 0;

/** Forgets the entries this isolate holds, after an edit of the translations. */
export function forgetTranslations() {
  entriesRead.clear();
  generation += 1;
}

// Per compiled set and scoped groups: the messages a page gets, built once per isolate.
const pageMessages = new WeakMap<CompiledMessages, Map<string, CompiledMessages>>();

/** The messages of `all` but those of the scoped groups not in `groups` (message-groups.ts). */
function withGroups(all: CompiledMessages, groups: readonly ScopedGroup[]): CompiledMessages {
  const key = groups.join();
  let byGroups = pageMessages.get(all);
  if (!byGroups) pageMessages.set(all, (byGroups = new Map()));
  let messages = byGroups.get(key);
  if (!messages) {
    const left = (Object.keys(SCOPED_MESSAGE_IDS) as ScopedGroup[]).filter((group) => !groups.includes(group)).map((group) => SCOPED_MESSAGE_IDS[group]);
    messages = Object.fromEntries(Object.entries(all).filter(([id]) => !left.some((ids) => ids.has(id))));
    byGroups.set(key, messages);
  }
  return messages;
}

/**
 * The interface messages of a language a page needs (every message but the scoped groups it is not given),
 * compiled: translation entries from D1 (cached in KV) over the bundled catalogue, which also stands in when D1 or
 * KV fail, so a page always has its labels.
 */
export async function loadMessages(env: Env, lang: Lang, groups: readonly ScopedGroup[]): Promise<CompiledMessages> {
  return withGroups(await loadAllMessages(env, lang), groups);
}

async function loadAllMessages(env: Env, lang: Lang): Promise<CompiledMessages> {
  try {
    const held = entriesRead.get(lang);
    if (held && Date.now() - held.at < MEMORY_TTL_MS) return compiledWithEntries(lang, held.json);
    const began = generation;
    let json = await env.CACHE.get(translationsCacheKey(lang), "text");
    if (!json) {
      json = JSON.stringify(await readEntries(primaryDatabase(env.DB), lang));
      await env.CACHE.put(translationsCacheKey(lang), json, { expirationTtl: KV_TTL_SECONDS });
    }
    if (generation === began) entriesRead.set(lang, { json, at: Date.now() });
    return compiledWithEntries(lang, json);
  } catch (error) {
    console.error("translations unavailable, using the bundled catalogue", error);
    return compiledBundle(lang);
  }
}
