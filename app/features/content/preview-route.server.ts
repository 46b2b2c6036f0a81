import { fetchOneEntry, type BuilderContent } from "@builder.io/sdk-react";
import { data, type AppLoadContext } from "react-router";
import { getEnv } from "~/env.server";
import { langFromPath } from "~/i18n/locale";
import { loadBlockData } from "./block-data.server";
import { queryContent } from "./content.server";
import { contentSettings } from "./page-content.server";
import { mayPreviewDrafts } from "./page-content.server";
import { pageForVisitor } from "./page-for-visitor.server";

const MODEL = /^[a-z][a-z0-9-]{0,40}$/;
const ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Which entry an editor previews: `?model=&id=` (our /admin), or the page builder's own parameters
 * (`builder.preview=<model>`, `builder.overrides.<model>=<id>`). Anything else previews nothing.
 */
export function previewTarget(url: URL, defaultModel: "page" | "symbol"): { model: string; id: string | null } {
  const model = url.searchParams.get("model") ?? url.searchParams.get("builder.preview") ?? defaultModel;
  if (!MODEL.test(model)) return { model: defaultModel, id: null };
  const id = url.searchParams.get("id") ?? url.searchParams.get(`builder.overrides.${model}`);
  return { model, id: id && ENTRY_ID.test(id) ? id : null };
}

/** The entry, drafts and scheduled ones included, fetched fresh (cachebust) from Builder.io or the local service. */
async function previewEntry(env: Env, model: string, id: string): Promise<BuilderContent | null> {
  const config = getEnv(env);
  if (config.BUILDER_API_KEY) {
    return fetchOneEntry({
      model,
      apiKey: config.BUILDER_API_KEY,
      apiHost: config.BUILDER_API_HOST || undefined,
      query: { id },
      options: { cachebust: true, includeUnpublished: true },
    });
  }
  const { results } = await queryContent(
    env.DB,
    model,
    new URLSearchParams({ limit: "1", includeUnpublished: "true", noTargeting: "true", "query.id": JSON.stringify(id) }),
  );
  return (results[0] as BuilderContent | undefined) ?? null;
}

/**
 * The editors' preview pages (docs/product.md §2): /builder/__builder-preview__ (pages) and
 * /builder/__symbol-preview__ (symbols). Never cached, never indexed. Without an entry, the SDK waits for
 * the page builder's editor to send one (inside its frame).
 */
export async function loadPreviewRoute(request: Request, context: AppLoadContext, defaultModel: "page" | "symbol") {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const { model, id } = previewTarget(url, defaultModel);
  // Drafts are for editors: anyone else previews nothing (docs/architecture.md §4).
  const allowed = id !== null && (await mayPreviewDrafts(request, env));
  const entry = allowed
    ? await previewEntry(env, model, id).catch((error: unknown) => (console.error("preview entry unavailable", model, id, error), null))
    : null;
  const page = entry ? await pageForVisitor(request, env, entry, { preview: true }) : null;
  const blockData = page ? await loadBlockData(env, page.content, { preview: true, lang }) : null;
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
  for (const cookie of page?.cookies ?? []) headers.append("Set-Cookie", cookie);
  return data(
    { content: page?.content ?? null, blockData, model, requested: id !== null, preview: true, settings: contentSettings(env, lang, context.nonce) },
    { headers },
  );
}
