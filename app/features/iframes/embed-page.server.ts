import { data, type AppLoadContext } from "react-router";
import { throwErrorPage } from "~/features/content/error-content.server";
import { getPublicEnv } from "~/env.server";
import { langFromPath } from "~/i18n/locale";
import { getIframe } from "./iframes.server";

/** The one line a partner pastes (docs/architecture.md §4 "Partner widgets"). */
export function embedSnippet(siteUrl: string, widget: { _id: string; slug: string | null; lang: string }): string {
  return `<script src="${new URL("/embed.js", siteUrl).href}" data-widget="${widget.slug ?? widget._id}" data-lang="${widget.lang}" async></script>`;
}

/** /iframe/{id}/embed: the embed code of a widget and a live preview. */
export async function loadEmbedPage(request: Request, context: AppLoadContext, idOrSlug: string) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const widget = await getIframe(env.DB, idOrSlug);
  if (!widget) return throwErrorPage(env, { status: 404, message: `Page not found: ${url.pathname}`, lang: langFromPath(url.pathname), nonce: context.nonce });
  return data(
    { widget, snippet: embedSnippet(getPublicEnv(env).siteUrl, widget) },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } },
  );
}
