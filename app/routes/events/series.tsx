import { data } from "react-router";
import { getPublicEnv } from "~/env.server";
import { throwErrorPage } from "~/features/content/error-content.server";
import { SeriesDates } from "~/features/events/components/series-dates";
import { fallbackLang, inPageLanguage, localize } from "~/features/events/event-json";
import { readSeriesPage, type SeriesPageDate } from "~/features/events/series-page.server";
import { makeIntl, messageText, useIntl, useT } from "~/i18n/intl";
import { langFromPath, localizePath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/series";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const page = await readSeriesPage(env.DB, params.id, new Date());
  if (!page) return throwErrorPage(env, { status: 404, message: `Page not found: ${pathname}`, lang, nonce: context.nonce });
  const intl = makeIntl(lang, {});
  const labelled = (date: SeriesPageDate) => ({
    slug: date.slug,
    label: intl.formatDate(date.startDate, { dateStyle: "full", timeStyle: "short", timeZone: page.event.timezone }),
    cancelled: date.cancelled,
  });
  const url = new URL(localizePath(`/events/series/${encodeURIComponent(params.id)}`, lang), getPublicEnv(env).siteUrl).href;
  return data(
    { event: inPageLanguage(page.event, lang), upcoming: page.upcoming.map(labelled), past: page.past.map(labelled), url },
    // The same for everyone: shared by the page cache for a minute, as an event page is.
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0]?.loaderData;
  if (!root || !loaderData) return [];
  const { event, url } = loaderData;
  const title = localize(event.title, root.lang, event.lang) ?? event.slug;
  return pageMeta({
    title: `${title} · ${messageText(root.messages, "event.series.all")} · ${messageText(root.messages, "site.name")}`,
    description: localize(event.descriptionText, root.lang, event.lang),
    url: new URL(url),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
};

/** /events/series/{id}: every date of a series (docs/product.md §5 "Recurring events"), the next ones first. */
export default function SeriesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { lang } = useIntl();
  const { event, upcoming, past } = loaderData;
  return (
    <article className="container series-page">
      <h1 lang={fallbackLang(event.title, lang, event.lang)}>{localize(event.title, lang, event.lang) ?? event.slug}</h1>
      <p>{t("event.series.lead", { count: upcoming.length + past.length })}</p>
      {upcoming.length > 0 ? <SeriesDates dates={upcoming} title="event.series.upcoming" headingId="series-upcoming" /> : <p>{t("event.series.none")}</p>}
      {past.length > 0 ? <SeriesDates dates={past} title="event.series.past" headingId="series-past" /> : null}
    </article>
  );
}
