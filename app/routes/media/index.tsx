import { data } from "react-router";
import * as v from "valibot";
import { Pagination } from "~/components/ui/pagination";
import { throwErrorPage } from "~/features/content/error-content.server";
import { ArticleGrid } from "~/features/media/components/article-grid";
import { MediaNav } from "~/features/media/components/media-nav";
import { categoryMessageId, isMediaCategory } from "~/features/media/categories";
import { listMediaPage } from "~/features/media/media.server";
import { messageText, useT } from "~/i18n/intl";
import { langFromPath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";

const PAGE_SIZE = 24;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const category = params.category;
  if (category !== undefined && !isMediaCategory(category)) {
    return throwErrorPage(env, { status: 404, message: `Page not found: ${url.pathname}`, lang: langFromPath(url.pathname), nonce: context.nonce });
  }
  const page = v.parse(v.fallback(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), 0), url.searchParams.get("page") ?? "0");
  const { articles, buzzing } = await listMediaPage(env.DB, { category, page, pageSize: PAGE_SIZE });
  return data(
    { ...articles, category: category ?? null, buzzing, page, pages: Math.ceil(articles.total / PAGE_SIZE) },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  const category = loaderData?.category;
  const heading = messageText(root.messages, category ? categoryMessageId(category) : "media.title");
  return pageMeta({
    title: `${heading} · ${messageText(root.messages, "site.name")}`,
    description: messageText(root.messages, "media.lead"),
    url: new URL(location.pathname + location.search, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
};

/** The media index (/media) and a category (/media/{category}), named in its heading. */
export default function MediaIndex({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category, buzzing } = loaderData;
  return (
    <div className="container container--wide">
      <header className="page-head">
        <h1>{category ? t(categoryMessageId(category)) : t("media.title")}</h1>
        <p>{t("media.lead")}</p>
      </header>
      <MediaNav />
      {buzzing.length > 0 ? (
        <section aria-labelledby="buzzing">
          <h2 id="buzzing">{t("media.buzzing")}</h2>
          <ArticleGrid articles={buzzing} priority />
        </section>
      ) : null}
      <section aria-labelledby="latest">
        <h2 id="latest">{t("media.latest")}</h2>
        <ArticleGrid articles={loaderData.data} priority={buzzing.length === 0} />
      </section>
      <Pagination page={loaderData.page} total={loaderData.pages} />
    </div>
  );
}
