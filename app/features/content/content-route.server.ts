import { data, type AppLoadContext } from "react-router";
import { langFromPath, stripLang } from "~/i18n/locale";
import { throwErrorPage } from "./error-content.server";
import { contentSettings, isPreview, loadPageContent } from "./page-content.server";

/** Loader body of every page-builder page: its entry for the visitor's language, or the 404 page. */
export async function loadContentRoute(request: Request, context: AppLoadContext) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const preview = isPreview(url);
  const urlPath = stripLang(url.pathname).replace(/\/$/, "") || "/";
  const content = await loadPageContent(env, { urlPath, lang, preview });
  if (!content && !preview) {
    return throwErrorPage(env, { status: 404, message: `Page not found: ${url.pathname}`, lang, nonce: context.nonce });
  }
  return data({ content, preview, settings: contentSettings(env, lang, context.nonce) }, { headers: { "Cache-Control": contentCacheControl(preview) } });
}

/** Edge caching for anonymous page-builder pages; previews are never cached. */
function contentCacheControl(preview: boolean): string {
  return preview ? "private, no-store" : "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
}
