import { data, redirect } from "react-router";
import * as v from "valibot";
import { SearchScreen } from "~/features/search/components/search-screen";
import { clampPage, pageCount, SEARCH_PAGE_SIZE } from "~/features/search/search-page";
import { SearchPageQuerySchema } from "~/features/search/search.schema";
import { searchSite } from "~/features/search/search.server";
import { messageText } from "~/i18n/intl";
import { langFromPath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = v.parse(SearchPageQuerySchema, Object.fromEntries(url.searchParams));
  const now = new Date();
  const results = query.q
    ? await searchSite(context.cloudflare.env.DB, { q: query.q, lang: langFromPath(url.pathname), only: query.type, page: query.page, now, exact: query.exact })
    : null;
  const total = results && query.type ? results[query.type].total : 0;
  const page = clampPage(query.page, total, SEARCH_PAGE_SIZE);
  if (page !== query.page) {
    // A page past the last one goes to the last one (docs/product.md §4, pagination clamped).
    if (page === 0) url.searchParams.delete("page");
    else url.searchParams.set("page", String(page));
    throw redirect(`${url.pathname}${url.search}`);
  }
  return data(
    {
      q: query.q,
      only: query.type ?? null,
      exact: query.exact,
      page,
      pages: pageCount(total, SEARCH_PAGE_SIZE),
      results,
      now: now.toISOString(),
    },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  const title = messageText(root.messages, "search.title");
  // Result pages are not indexed: their content is the pages they link to.
  return pageMeta({
    title: `${loaderData?.q ? `${title} : ${loaderData.q}` : title} · ${messageText(root.messages, "site.name")}`,
    description: messageText(root.messages, "search.lead"),
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
    noindex: true,
  });
};

/** /search?q=: one search across events, articles, playlists and resources (docs/product.md §2). */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchScreen {...loaderData} now={new Date(loaderData.now)} />;
}
