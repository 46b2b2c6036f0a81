import { data, type AppLoadContext } from "react-router";
import { langFromPath, stripLang } from "~/i18n/locale";
import { loadBlockData } from "./block-data.server";
import { throwErrorPage } from "./error-content.server";
import { contentSettings, isGrantedPreview, loadPageContent } from "./page-content.server";
import { pageForVisitor, type PageForVisitor } from "./page-for-visitor.server";

/** Loader body of every page-builder page: its entry for the visitor's language, or the 404 page. */
export async function loadContentRoute(request: Request, context: AppLoadContext) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const preview = await isGrantedPreview(request, env);
  const urlPath = stripLang(url.pathname).replace(/\/$/, "") || "/";
  const entry = await loadPageContent(env, { urlPath, lang, preview });
  if (!entry) {
    if (!preview) return throwErrorPage(env, { status: 404, message: `Page not found: ${url.pathname}`, lang, nonce: context.nonce });
    return data({ content: null, preview, settings: contentSettings(env, lang, context.nonce) }, { headers: contentHeaders(null, preview) });
  }
  const page = await pageForVisitor(request, env, entry, { preview });
  const blockData = await loadBlockData(env, page.content, { preview, lang });
  return data({ content: page.content, blockData, preview, settings: contentSettings(env, lang, context.nonce) }, { headers: contentHeaders(page, preview) });
}

/**
 * Anonymous page-builder pages are edge-cached, keyed by what they vary with (`X-Page-Vary`, read and
 * removed by the page cache); previews and answers for one visitor are never cached.
 */
function contentHeaders(page: PageForVisitor | null, preview: boolean): Headers {
  const headers = new Headers();
  const personal = preview || (page?.personal ?? false);
  headers.set("Cache-Control", personal ? "private, no-store" : "public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  for (const cookie of page?.cookies ?? []) headers.append("Set-Cookie", cookie);
  if (page && page.vary.length > 0) headers.set("X-Page-Vary", page.vary.join(", "));
  return headers;
}
