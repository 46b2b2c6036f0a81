import { data, type AppLoadContext } from "react-router";
import { throwErrorPage } from "~/features/content/error-content.server";
import { toCardJson } from "~/features/events/card-json";
import { listEvents } from "~/features/events/events.server";
import { getPublicEnv } from "~/env.server";
import { makeIntl } from "~/i18n/intl";
import { langFromPath } from "~/i18n/locale";
import { FRAME_ORIGINS_HEADER } from "~/lib/frame-origins";
import { getIframeForFrame, iframeEventQuery } from "./iframes.server";

const PAGE = /^\d{1,4}$/;

/**
 * A partner widget page (docs/product.md §2 "/iframe/{id}"): the widget's events (upcoming only unless it
 * shows past ones) or its partners, a page of `pageSize` (`?page=`, zero-based), in the URL's language (the
 * embed code carries the widget's). Edge-cached like listings; the answer names the origins that may frame it.
 */
export async function loadWidgetPage(request: Request, context: AppLoadContext, idOrSlug: string) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const found = await getIframeForFrame(env.DB, idOrSlug);
  if (!found) return throwErrorPage(env, { status: 404, message: `Page not found: ${url.pathname}`, lang, nonce: context.nonce });
  const { iframe, allowedOrigins } = found;
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
  const headers = new Headers({ "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" });
  if (allowedOrigins.length > 0) headers.set(FRAME_ORIGINS_HEADER, allowedOrigins.join(" "));
  return data(
    {
      widget: iframe,
      events: (events?.data ?? []).map((event) => toCardJson(event, { lang, intl: makeIntl(lang, {}) })),
      failed: iframe.kind === "events" && events === null,
      page,
      pages: Math.ceil(total / iframe.pageSize),
      siteUrl: getPublicEnv(env).siteUrl,
      now: now.toISOString(),
    },
    { headers },
  );
}
