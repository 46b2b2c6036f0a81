import { fetchEntries, fetchOneEntry, type BuilderContent } from "@builder.io/sdk-react";
import * as v from "valibot";
import { getEnv } from "~/env.server";
import type { Lang } from "~/i18n/locale";
import { findPage, queryContent } from "./content.server";
import { isEditor } from "./draft-access.server";
import type { ContentSettings } from "./content-settings";

export const LOCAL_API_KEY = "local";

/** Where the SDK in the browser sends tracking: Builder.io when configured, else our /builder-api. */
export function contentSettings(env: Env, lang: Lang, nonce?: string): ContentSettings {
  const config = getEnv(env);
  return config.BUILDER_API_KEY
    ? { apiKey: config.BUILDER_API_KEY, apiHost: config.BUILDER_API_HOST || undefined, locale: lang, nonce }
    : { apiKey: LOCAL_API_KEY, apiHost: "/builder-api", locale: lang, nonce };
}

/**
 * The page-builder entry for a page path: from Builder.io when BUILDER_API_KEY is set, otherwise from
 * our local content service in-process (same query code as /builder-api, no HTTP round trip).
 */
export async function loadPageContent(env: Env, { urlPath, lang, preview }: { urlPath: string; lang: Lang; preview: boolean }): Promise<BuilderContent | null> {
  const config = getEnv(env);
  if (config.BUILDER_API_KEY) {
    return fetchOneEntry({
      model: "page",
      apiKey: config.BUILDER_API_KEY,
      apiHost: config.BUILDER_API_HOST || undefined,
      userAttributes: { urlPath, locale: lang },
      options: preview ? { cachebust: true, includeUnpublished: true } : undefined,
    });
  }
  return findPage(env.DB, { urlPath, locale: lang, preview });
}

/** Preview mode asked for (docs/product.md §2): ?previewing=true or Builder's own preview parameter. */
export function isPreview(url: URL): boolean {
  return url.searchParams.get("previewing") === "true" || url.searchParams.has("builder.preview");
}

/**
 * Whether this request may see drafts: our own content (the local service) shows them to editors only (an
 * admin's session, docs/architecture.md §4); anyone else asking for a preview gets the published page.
 * Builder.io's content is previewed inside Builder.io's editor, on another site, which sends no cookie of
 * ours: there Builder.io decides.
 */
export async function mayPreviewDrafts(request: Request, env: Env): Promise<boolean> {
  return getEnv(env).BUILDER_API_KEY !== "" || (await isEditor(request, env));
}

/** Preview mode with drafts: asked for by the URL and allowed for this request. */
export async function isGrantedPreview(request: Request, env: Env): Promise<boolean> {
  return isPreview(new URL(request.url)) && (await mayPreviewDrafts(request, env));
}

const ConditionEntrySchema = v.object({ id: v.string(), data: v.looseObject({ value: v.string() }) });

/** The 'condition' entries with these ids, as id → condition name (`data.value`), for visibility rules. */
export async function loadConditionEntries(env: Env, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const config = getEnv(env);
  const entries: unknown[] = config.BUILDER_API_KEY
    ? await fetchEntries({ model: "condition", apiKey: config.BUILDER_API_KEY, apiHost: config.BUILDER_API_HOST || undefined, limit: 100 })
    : (await queryContent(env.DB, "condition", new URLSearchParams({ limit: "100" }))).results;
  const names = entries.flatMap((entry) => {
    const parsed = v.safeParse(ConditionEntrySchema, entry);
    return parsed.success && ids.includes(parsed.output.id) ? [[parsed.output.id, parsed.output.data.value] as const] : [];
  });
  return new Map(names);
}
