import { data } from "react-router";
import * as v from "valibot";
import { Pagination } from "~/components/ui/pagination";
import { ArticleCard } from "~/features/media/components/article-card";
import { listMediaPage } from "~/features/media/media.server";
import { messageText, useT } from "~/i18n/intl";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";

const PAGE_SIZE = 24;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = context.cloudflare.env.DB;
  const url = new URL(request.url);
  const page = v.parse(v.fallback(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), 0), url.searchParams.get("page") ?? "0");
  const { articles, buzzing } = await listMediaPage(db, { category: params.category, page, pageSize: PAGE_SIZE });
  return data(
    { ...articles, buzzing, page, pages: Math.ceil(articles.total / PAGE_SIZE) },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  return pageMeta({
    title: `${messageText(root.messages, "media.title")} · ${messageText(root.messages, "site.name")}`,
    description: messageText(root.messages, "media.lead"),
    url: new URL(location.pathname + location.search, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
};

/** The media index (/media) and a category (/media/{category}). */
export default function MediaIndex({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container container--wide">
      <header className="page-head">
        <h1>{t("media.title")}</h1>
        <p>{t("media.lead")}</p>
      </header>
      {loaderData.buzzing.length > 0 ? (
        <section aria-labelledby="buzzing">
          <h2 id="buzzing">{t("media.buzzing")}</h2>
          <ul className="grid">
            {loaderData.buzzing.map((article, index) => (
              <li key={article._id}>
                <ArticleCard article={article} priority={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="latest">
        <h2 id="latest">{t("media.latest")}</h2>
        <ul className="grid">
          {loaderData.data.map((article, index) => (
            <li key={article._id}>
              <ArticleCard article={article} priority={index === 0 && loaderData.buzzing.length === 0} />
            </li>
          ))}
        </ul>
      </section>
      <Pagination page={loaderData.page} total={loaderData.pages} />
    </div>
  );
}
