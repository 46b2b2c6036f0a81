import { data, redirect, type AppLoadContext } from "react-router";
import { toCardJson } from "~/features/events/card-json";
import { listEvents } from "~/features/events/events.server";
import { getPublicEnv } from "~/env.server";
import { makeIntl } from "~/i18n/intl";
import { langFromPath, localizePath } from "~/i18n/locale";
import { FRAME_ORIGINS_HEADER } from "~/lib/frame-origins";
import { hrefOnPage } from "~/lib/page-href";
import { getIframeForFrame, iframeEventQuery } from "./iframes.server";
import type { Iframe } from "./iframes.schema";

const PAGE = /^\d{1,4}$/;

/** Asks for the widget in French whatever its saved language (the embed code's `data-lang="fr"`). */
export const FRENCH_WIDGET_PARAM = "lang";

/**
 * A partner widget page (docs/product.md §2 "/iframe/{id}"): the widget's events (upcoming only unless it
 * shows past ones) or its partners, a page of `pageSize` (`?page=`, zero-based). Its saved language unless the
 * URL names one (`/en/iframe/…`, or `?lang=fr` for French). A page past the last goes to the last; an unknown
 * widget is a bare 404 page in the frame, never the site. Edge-cached like listings; the answer names the
 * origins that may frame it.
 */
export async function loadWidgetPage(request: Request, context: AppLoadContext, idOrSlug: string) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const found = await getIframeForFrame(env.DB, idOrSlug);
  if (!found) return data({ found: false as const }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const { iframe, allowedOrigins } = found;
  if (lang === "fr" && iframe.lang !== "fr" && url.searchParams.get(FRENCH_WIDGET_PARAM) !== "fr") {
    throw redirect(`${localizePath(url.pathname, iframe.lang)}${url.search}`, 302);
  }
  const headers = new Headers({ "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" });
  if (allowedOrigins.length > 0) headers.set(FRAME_ORIGINS_HEADER, allowedOrigins.join(" "));
  return data(await widgetPageData(url, env, iframe), { headers });
}

/**
 * What a widget page shows of `iframe` (saved, or a member's settings being built: /iframe/preview): its page of
 * events (or its partners), in the URL's language. A page past the last goes to the last.
 */
export async function widgetPageData(url: URL, env: Env, iframe: Iframe) {
  const lang = langFromPath(url.pathname);
  const pageParam = url.searchParams.get("page") ?? "0";
  const page = PAGE.test(pageParam) ? Number(pageParam) : 0;
  const now = new Date();
  const events =
    iframe.kind === "events"
      ? await listEvents(env.DB, iframeEventQuery(iframe, { page: String(page) }, now)).catch((error: unknown) => {
          console.error("widget events failed", iframe._id, error);
          return null;
        })
      : null;
  const total = events?.total ?? 0;
  const pages = Math.ceil(total / iframe.pageSize);
  if (events && page > 0 && page >= pages) throw redirect(hrefOnPage(url, Math.max(0, pages - 1)), 302);
  return {
    found: true as const,
    widget: iframe,
    events: (events?.data ?? []).map((event) => toCardJson(event, { lang, intl: makeIntl(lang, {}) })),
    failed: iframe.kind === "events" && events === null,
    page,
    pages,
    siteUrl: getPublicEnv(env).siteUrl,
    now: now.toISOString(),
  };
}
